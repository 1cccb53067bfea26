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
