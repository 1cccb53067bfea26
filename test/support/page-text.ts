// What a server-rendered page says, for tests over HTTP: scripts (the loader data, which carries
// the page's catalog messages, said or not) and tags removed, React's text separators removed,
// the entities React writes decoded, white space collapsed.
export function textOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

/** The named inputs of a page's form, as a browser would send them. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
  }
  return fields;
}
