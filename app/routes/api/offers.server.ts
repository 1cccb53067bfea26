import type { RouterContextProvider } from "react-router";
import { subscribeToOffers } from "../../../server/offers/mailing-list.ts";
import { apiLang } from "../../i18n.server.ts";
import { apiServices, jsonError, jsonTold, readFields, tooManyRequests } from "./api.server.ts";

const MAX_BODY_BYTES = 2048;

/** POST /api/offers { email }: the Special Offer list. A known address still answers ok. */
export async function handleOfferSubscription(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const read = await readFields(request, { maxBytes: MAX_BODY_BYTES, accept: ["json"] });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const services = apiServices(context);
  const result = await subscribeToOffers(services.db, read.fields, {
    clientKey: services.clientKey,
    limitPerHour: services.config.rateLimits.offerPerHour,
    publicUrl: services.config.publicUrl,
    secret: services.secret,
  });
  if (result.ok) return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  if (result.code === "rate_limited") return tooManyRequests(request);
  return jsonTold(400, result.message, apiLang(request));
}
