import { motel } from "../../../content/motel.ts";

/** Staff pages: a title, and never in search results. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Staff | ${motel.name}` }, { name: "robots", content: "noindex" }];
}
