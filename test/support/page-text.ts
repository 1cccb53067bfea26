// What a server-rendered page says, for tests over HTTP: tags and React's text separators removed,
// the entities React writes decoded, white space collapsed.
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}
