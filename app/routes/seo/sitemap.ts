import type { Route } from "./+types/sitemap";
import { hasSwahili, pathIn } from "../../../i18n/locales.ts";
import { SITEMAP_PATHS } from "../../seo.ts";
import { publicOrigin } from "./origin.server.ts";

// /sitemap.xml: every public page, for search engines; a page in both languages is listed in
// both, each entry naming its alternates (as the pages' hreflang links do).
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const entry = (loc: string, alternates: string) =>
    `  <url><loc>${origin}${loc}</loc>${alternates}</url>`;
  const urls = SITEMAP_PATHS.flatMap((path) => {
    if (!hasSwahili(path)) return [entry(path, "")];
    const alternates = [
      ["en-KE", pathIn("en", path)],
      ["sw-KE", pathIn("sw", path)],
      ["x-default", pathIn("en", path)],
    ]
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`,
      )
      .join("");
    return [entry(pathIn("en", path), alternates), entry(pathIn("sw", path), alternates)];
  }).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
