// The language of the page a loader runs for. React Router asks for a page's data at its address
// plus ".data" ("/sw.data", and "/_root.data" for /): the language is the page's, not that URL's.
import { langOfPath, prefersSwahili, type Lang } from "../i18n/locales.ts";
import type { Namespace } from "../i18n/catalogs.ts";
import { messagesFor } from "../i18n/messages.server.ts";

export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/(\/_root)?\.data$/, "") || "/";
}

export function pageLang(request: Request): Lang {
  return langOfPath(pagePath(request));
}

/** The compiled messages a page's loader hands to its components (app/i18n.tsx). */
export function pageMessages(request: Request, namespaces: readonly Namespace[]) {
  return messagesFor(pageLang(request), namespaces);
}

/**
 * The language a JSON API answers in: a page's script says its page's language in
 * Accept-Language ("sw-KE" or "en-KE", decision 020); other clients get English unless they rank
 * Kiswahili first.
 */
export function apiLang(request: Request): Lang {
  return prefersSwahili(request.headers.get("Accept-Language")) ? "sw" : "en";
}
