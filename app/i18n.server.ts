// The language of the page a loader runs for. React Router asks for a page's data at its address
// plus ".data" ("/sw.data", and "/_root.data" for /): the language is the page's, not that URL's.
import { langOfPath, type Lang } from "../i18n/locales.ts";
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
