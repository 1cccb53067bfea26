import type { RouterContextProvider } from "react-router";
import { stayNamedIn } from "../../../domain/quote.ts";
import { firstMessage, quoteRequestSchema } from "../../../domain/schemas/quote.ts";
import { motelDate } from "../../../domain/time.ts";
import { quoteStay } from "../../../server/bookings/quote-stay.ts";
import { servicesContext } from "../../../server/context.ts";
import { apiLang } from "../../i18n.server.ts";
import { jsonError, readFields } from "./api.server.ts";

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
  const { config, database } = context.get(servicesContext);
  // Today is Gilgil's date, whatever the server's zone.
  const schema = quoteRequestSchema({
    today: motelDate(now),
    horizonDays: config.bookingHorizonDays,
  });
  const parsed = schema.safeParse(read.fields);
  if (!parsed.success) return jsonError(400, firstMessage(parsed.error));
  // Staff's names (seasons, weekday rules, taxes) in the asking page's language.
  const quote = stayNamedIn(await quoteStay(database.db, parsed.data, now), apiLang(request));
  return Response.json(quote, {
    headers: { "Cache-Control": "no-store" },
  });
}
