import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { offeredPriceList } from "../../../server/rooms/price-list.ts";

/** True when an If-None-Match header names this ETag (weak or strong, or "*"). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export async function answerPriceList(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const list = await offeredPriceList(context.get(servicesContext).database.db);
  const etag = `"${list.version}"`;
  // Caches may keep it but must ask again each time: staff edits show at once.
  const headers = { ETag: etag, "Cache-Control": "public, no-cache" };
  if (matches(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return Response.json(list, { headers });
}
