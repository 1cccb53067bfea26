import type { RouterContextProvider } from "react-router";
import { recordBeacon } from "../../../server/analytics/events.ts";
import { apiServices, jsonError, readFields, tooManyRequests } from "./api.server.ts";

const MAX_BODY_BYTES = 2048;

/**
 * POST /api/events: one analytics beacon. 204 when stored or dropped as a bot (a bot learns
 * nothing), 400 when it is not one of the spec's events, 429 past the rate limit.
 */
export async function handleBeacon(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  // sendBeacon can only send text/plain.
  const read = await readFields(request, {
    maxBytes: MAX_BODY_BYTES,
    accept: ["json", "beacon"],
  });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const services = apiServices(context);
  const result = await recordBeacon(services.db, read.fields, {
    userAgent: request.headers.get("user-agent") ?? "",
    address: services.clientAddress,
    clientKey: services.clientKey,
    limitPerMinute: services.config.rateLimits.eventsPerMinute,
  });
  switch (result.status) {
    case "invalid":
      return jsonError(400, result.message);
    case "rate_limited":
      return tooManyRequests(request);
    default:
      return new Response(null, { status: 204 });
  }
}
