// The site's two languages (issue 17, decision 020): English at the spec's addresses, Kiswahili
// under /sw/. Pure: the router, the server and the browser all ask here which language a path is
// in and where the same page lives in the other one.

import type { Lang } from "../domain/lang.ts";

export { isLang, LANGS, type Lang } from "../domain/lang.ts";
export const DEFAULT_LANG: Lang = "en";

/** The locale every Intl formatter and the html lang attribute use. */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-KE", sw: "sw-KE" };
/** Open Graph's spelling (og:locale). */
export const OG_LOCALE: Record<Lang, string> = { en: "en_KE", sw: "sw_KE" };

/** The language's name in itself, as the switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", sw: "Kiswahili" };

/** The cookie that remembers a guest's choice (read on their next visit to /). */
export const LANG_COOKIE = "lang";

/**
 * The public pages that have their Kiswahili version, as path patterns (":type" one segment).
 * Pages join as their texts are translated; a link from a Kiswahili page to one not listed
 * goes to the English page rather than to a page that does not exist.
 */
export const SW_PAGES: readonly string[] = [
  "/",
  "/restaurant",
  "/terrace",
  "/conference",
  "/gallery",
  "/contact",
  "/privacy",
  "/unsubscribe",
  "/my-booking",
  "/accommodation",
  "/room/:type",
  "/book",
];

function matchesPattern(path: string, pattern: string): boolean {
  const parts = path.split("/");
  const wanted = pattern.split("/");
  return (
    parts.length === wanted.length &&
    wanted.every((part, i) => (part.startsWith(":") ? parts[i] !== "" : part === parts[i]))
  );
}

/** True when the (English) path's page exists in Kiswahili too. */
export function hasSwahili(path: string): boolean {
  const bare = stripTrailingSlash(path.split(/[?#]/)[0]!);
  return SW_PAGES.some((pattern) => matchesPattern(bare, pattern));
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The language a path is in: /sw and /sw/… are Kiswahili, the rest English. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/sw" || pathname.startsWith("/sw/") ? "sw" : "en";
}

/** The English path of a page: "/sw/accommodation" → "/accommodation", "/sw" → "/". */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * Where a page (given by its path in either language, with any query or anchor) lives in a
 * language: its English path as it is, or under /sw/ when that page has its Kiswahili version.
 */
export function pathIn(lang: Lang, path: string): string {
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const base = basePath(pathname || "/");
  if (lang === "en" || !hasSwahili(base)) return `${base}${rest}`;
  const prefixed = base === "/" ? "/sw" : `/sw${base}`;
  // "/sw#about": an anchor on the Kiswahili home page.
  return `${prefixed}${rest}`;
}

/** True when the browser's Accept-Language puts Kiswahili before English. */
/**
 * What a page load of English home does about the guest's language: a guest who chose Kiswahili
 * here before (the switch's cookie) goes to /sw; a browser that prefers Kiswahili, with no choice
 * made, gets the suggestion (never a silent redirect); anyone else, nothing. Other pages and
 * links followed inside the site (data requests) leave the language alone.
 */
export function homeLanguageChoice(
  pathname: string,
  pageLoad: boolean,
  chosen: string,
  acceptLanguage: string | null,
): "redirect" | "suggest" | "none" {
  if (!pageLoad || pathname !== "/") return "none";
  if (chosen === "sw") return "redirect";
  return chosen === "" && prefersSwahili(acceptLanguage) ? "suggest" : "none";
}

export function prefersSwahili(acceptLanguage: string | null): boolean {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.split("=")[1] ?? 1);
      return { base: tag.split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const sw = ranked.findIndex((entry) => entry.base === "sw");
  const en = ranked.findIndex((entry) => entry.base === "en");
  return sw >= 0 && (en < 0 || sw < en);
}
