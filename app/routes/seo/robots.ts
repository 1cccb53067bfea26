import type { Route } from "./+types/robots";
import { publicOrigin } from "./origin.server.ts";

// /robots.txt: everything public may be indexed; the staff area and the API may not.
export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *
Allow: /
Disallow: /admin
Disallow: /api/

Sitemap: ${publicOrigin(context)}/sitemap.xml
`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
