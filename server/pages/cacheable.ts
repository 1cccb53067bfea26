// Which requests the page cache answers, and the key of each: everything a public page's HTML
// depends on besides the site's data (issue 20, docs/decisions/021-page-cache.md).
import { isbot } from "isbot";
import { ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { hasSwahili, homeLanguageChoice, LANG_COOKIE, pathIn } from "../../i18n/locales.ts";
import { cookieValue } from "../http/cookies.ts";

/**
 * The pages that are the same for every visitor: not the wizard, Find my booking or unsubscribe
 * (each shows one guest's booking or address), and only known room types (a bounded set of keys).
 */
const PAGES = [
  "/",
  "/accommodation",
  "/gallery",
  "/restaurant",
  "/terrace",
  "/conference",
  "/contact",
  "/privacy",
  ...ROOM_TYPE_KEYS.map((type) => `/room/${type}`),
];
const CACHEABLE = new Set([
  ...PAGES,
  ...PAGES.filter((page) => hasSwahili(page)).map((page) => pathIn("sw", page)),
]);

/** Whether an address (path and query, as sent) can be a kept page: the cheap check first. */
export function mayBeCached(url: string): boolean {
  return !url.includes("?") && CACHEABLE.has(url);
}

/**
 * The key of a page load the cache may answer, or undefined. A query string (a search, a
 * campaign's tags) goes to the pages themselves: their keys would have no bound. `today` is the
 * motel's date: the estimator's default stay and its rooms left are tonight's.
 */
export function pageCacheKey(request: Request, today: string): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (url.search !== "" || !CACHEABLE.has(url.pathname)) return undefined;
  const language = homeLanguageChoice(
    url.pathname,
    true,
    cookieValue(request, LANG_COOKIE),
    request.headers.get("Accept-Language"),
  );
  if (language === "redirect") return undefined; // home sends this guest to /sw
  // Crawlers get the whole document at once (app/entry.server.tsx): a key of their own.
  const bot = isbot(request.headers.get("User-Agent") ?? "");
  return [url.pathname, today, language, bot ? "bot" : "person"].join(" ");
}
