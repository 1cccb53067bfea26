import type { RouterContextProvider } from "react-router";
import { firstMessage, quoteRequestSchema } from "../../../domain/schemas/quote.ts";
import { motelDate } from "../../../domain/time.ts";
import { quoteStay } from "../../../server/bookings/quote-stay.ts";
import { servicesContext } from "../../../server/context.ts";

/** Far more than the largest valid request (10 rooms): anything bigger is not a quote. */
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function badRequest(error: string, status = 400): Response {
  return Response.json({ error }, { status, headers: NO_STORE });
}

export async function answerQuote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<Response> {
  if (request.method !== "POST") {
    return Response.json(
      { error: "Send the quote request as a JSON POST." },
      { status: 405, headers: { ...NO_STORE, Allow: "POST" } },
    );
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return badRequest("The quote request is too large.", 413);
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return badRequest("The quote request is too large.", 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest("Send the quote request as JSON.");
  }
  const { config, database } = context.get(servicesContext);
  // Today is Gilgil's date, whatever the server's zone.
  const schema = quoteRequestSchema({
    today: motelDate(now),
    horizonDays: config.bookingHorizonDays,
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) return badRequest(firstMessage(parsed.error));
  return Response.json(await quoteStay(database.db, parsed.data, now), { headers: NO_STORE });
}
