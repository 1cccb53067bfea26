import type { Route } from "./+types/sitemap";
import { SITEMAP_PATHS } from "../../seo.ts";
import { publicOrigin } from "./origin.server.ts";

// /sitemap.xml: every public page, for search engines.
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
