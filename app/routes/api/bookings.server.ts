// The booking API's glue: read and limit the request, call the booking service, answer JSON.
import type { RouterContextProvider } from "react-router";
import { PayRequestSchema } from "../../../domain/schemas/booking.ts";
import { said, type Told } from "../../../domain/said.ts";
import { firstTold } from "../../../domain/zod.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { createBooking } from "../../../server/bookings/create.ts";
import { releaseAfterAsking } from "../../../server/bookings/release.ts";
import {
  startCardPayment,
  startMpesaPayment,
  type StartResult,
} from "../../../server/payments/payments.ts";
import { findBookingView } from "../../../server/bookings/views.ts";
import { hitRateLimit } from "../../../server/http/rate-limit.ts";
import { apiLang } from "../../i18n.server.ts";
import { apiServices, jsonError, jsonTold, readFields, tooManyRequests } from "./api.server.ts";

const MAX_BODY_BYTES = 16 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const NO_STORE = { "Cache-Control": "no-store" };

type Services = ReturnType<typeof apiServices>;

/**
 * A refusal as JSON: the message, and the code and new total the wizard acts on (SOLD_OUT,
 * HOLD_EXPIRED, PRICE_CHANGED with the total the guest is shown before paying).
 */
function refusal(
  result: { status: number; message: Told; code?: string; totalKes?: number },
  lang: Lang,
) {
  const { code, totalKes } = result;
  return jsonTold(result.status, result.message, lang, {
    ...(code ? { code } : {}),
    ...(totalKes !== undefined ? { totalKes } : {}),
  });
}

/** One limit per client address for bookings, payment requests and booking lookups. */
export function withinBookingLimit(
  services: Services,
  now: Date,
  bucket: "booking" | "find_booking" = "booking",
): Promise<boolean> {
  return hitRateLimit(services.db, {
    bucket,
    key: services.clientKey,
    limit: services.config.rateLimits.bookingPerHour,
    windowMs: HOUR_MS,
    now,
  });
}

/** POST /api/bookings: the wizard's pay buttons (Make Payment, Pay by card), first half. */
export async function handleCreateBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<Response> {
  const read = await readFields(request, { maxBytes: MAX_BODY_BYTES, accept: ["json"] });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const services = apiServices(context);
  if (!(await withinBookingLimit(services, now))) return tooManyRequests(request);
  const result = await createBooking(services.db, read.fields, {
    now,
    lang: apiLang(request),
    holdMinutes: services.config.holdMinutes,
    horizonDays: services.config.bookingHorizonDays,
    client: { key: services.clientKey, limits: services.config.holdLimits },
  });
  if (!result.ok) return refusal(result, apiLang(request));
  return Response.json({ booking: result.booking }, { status: 201, headers: NO_STORE });
}

/** GET /api/bookings/:id: the status, for the wizard when its event stream is not available. */
export async function handleGetBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<Response> {
  const booking = await findBookingView(apiServices(context).db, id);
  if (!booking) return jsonTold(404, said.noSuchBooking(), apiLang(request));
  return Response.json({ booking }, { headers: NO_STORE });
}

/** POST /api/bookings/:id/mpesa and /card: ask the provider for a payment. */
export async function handleStartPayment(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
  provider: string,
  now: Date,
): Promise<Response> {
  if (provider !== "mpesa" && provider !== "card") return jsonError(404, "Not found");
  const read = await readFields(request, { maxBytes: 1024, accept: ["json"] });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const shown = PayRequestSchema.safeParse(read.fields);
  if (!shown.success) return jsonTold(400, firstTold(shown.error), apiLang(request));
  const services = apiServices(context);
  if (!(await withinBookingLimit(services, now))) return tooManyRequests(request);
  const deps = { ...services.payments, log: services.log };
  const result: StartResult =
    provider === "mpesa"
      ? await startMpesaPayment(deps, id, read.fields, now, shown.data)
      : await startCardPayment(deps, id, now, shown.data);
  if (!result.ok) return refusal(result, apiLang(request));
  return Response.json(
    { booking: result.booking, ...(result.redirectUrl ? { redirectUrl: result.redirectUrl } : {}) },
    { status: provider === "mpesa" ? 202 : 200, headers: NO_STORE },
  );
}

/** POST /api/bookings/:id/release: the guest cancels their unpaid booking (its rooms are freed). */
export async function handleReleaseBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
  now: Date,
): Promise<Response> {
  const read = await readFields(request, { maxBytes: 1024, accept: ["json"] });
  if ("refused" in read) return jsonError(read.refused.status, read.refused.error);
  const services = apiServices(context);
  const result = await releaseAfterAsking({ ...services.payments, log: services.log }, id, now);
  if (!result.ok) return jsonTold(result.status, result.message, apiLang(request));
  return Response.json({ booking: result.booking }, { headers: NO_STORE });
}
