import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";

/** The site's public origin (PUBLIC_URL), for absolute URLs in sitemap.xml and robots.txt. */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(servicesContext).config.publicUrl;
}
