import type { RouterContextProvider } from "react-router";
import { stayNamedIn } from "../../../domain/quote.ts";
import { said } from "../../../domain/said.ts";
import { firstSaid, quoteRequestSchema } from "../../../domain/schemas/quote.ts";
import { motelDate } from "../../../domain/time.ts";
import { quoteStay } from "../../../server/bookings/quote-stay.ts";
import { servicesContext } from "../../../server/context.ts";
import { apiLang } from "../../i18n.server.ts";
import { hitRateLimit, takeBackRateLimitHit } from "../../../server/http/rate-limit.ts";
import { apiServices, jsonError, jsonTold, readFields } from "./api.server.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The per-address limit of promotion codes that did not apply (server/http/rate-limit.ts). */
function promotionCodeLimit(context: Readonly<RouterContextProvider>, now: Date) {
  const services = apiServices(context);
  return {
    bucket: "promotion-code",
    key: services.clientKey,
    limit: services.config.rateLimits.promotionCodesPerHour,
    windowMs: HOUR_MS,
    now,
  };
}

/** Far more than the largest valid request (10 rooms): anything bigger is not a quote. */
const MAX_BODY_BYTES = 16 * 1024;

export async function answerQuote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<Response> {
  if (request.method !== "POST") {
    const refused = jsonError(405, "Send the quote request as a JSON POST.");
    refused.headers.set("Allow", "POST");
    return refused;
  }
  // Stops reading at the limit, also for a chunked body that declares no length.
  const read = await readFields(request, { maxBytes: MAX_BODY_BYTES, accept: ["json"] });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const { config, database, siteData } = context.get(servicesContext);
  // Today is Gilgil's date, whatever the server's zone.
  const schema = quoteRequestSchema({
    today: motelDate(now),
    horizonDays: config.bookingHorizonDays,
  });
  const parsed = schema.safeParse(read.fields);
  if (!parsed.success) return jsonTold(400, firstSaid(parsed.error), apiLang(request));
  // Codes that did not apply are counted per address: each code is counted as it comes and taken
  // back when it applied, so a burst cannot outrun the count. Past the limit a code is not even
  // looked at (a lucky guess is not told): the stay is quoted without it, and the code's message
  // says to wait, where the guest reads a code's answer (decision 026).
  const codeLimit = parsed.data.promotionCode ? promotionCodeLimit(context, now) : undefined;
  if (codeLimit && !(await hitRateLimit(database.db, codeLimit))) {
    const withoutCode = { ...parsed.data, promotionCode: undefined };
    const stay = await quoteStay(database.db, withoutCode, now, siteData);
    return Response.json(
      {
        ...stayNamedIn(stay, apiLang(request)),
        promotionMessage: said.promotionTooManyTries(),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const stay = await quoteStay(database.db, parsed.data, now, siteData);
  if (codeLimit && stay.promotionMessage === null) {
    await takeBackRateLimitHit(database.db, codeLimit);
  }
  // Staff's names (seasons, weekday rules, taxes) in the asking page's language.
  const quote = stayNamedIn(stay, apiLang(request));
  return Response.json(quote, {
    headers: { "Cache-Control": "no-store" },
  });
}
