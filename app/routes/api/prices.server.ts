import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { offeredPriceList } from "../../../server/rooms/price-list.ts";

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** True when an If-None-Match header names this ETag (weak comparison, as for GET), or "*". */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map(opaque)
    .some((tag) => tag === opaque(etag) || tag === "*");
}

export async function answerPriceList(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const list = await offeredPriceList(context.get(servicesContext).database.db);
  // Weak: the same table is sent gzip-compressed or not, so the bytes differ (RFC 9110 8.8.1).
  const etag = `W/"${list.version}"`;
  // Caches may keep it but must ask again each time: staff edits show at once.
  const headers = { ETag: etag, "Cache-Control": "public, no-cache" };
  if (matches(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return Response.json(list, { headers });
}
