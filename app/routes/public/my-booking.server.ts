import type { RouterContextProvider } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { normaliseReference } from "../../../domain/booking-reference.ts";
import { FIND_BOOKING_MESSAGES } from "../../../domain/messages.ts";
import { findBookingByReference } from "../../../server/bookings/views.ts";
import { apiServices, readFields } from "../api/api.server.ts";
import { withinBookingLimit } from "../api/bookings.server.ts";

export type FindResult =
  | { found: true; booking: BookingView }
  | { found: false; error: string; reference: string; email: string };

/** "Find my booking": reference and email must both match; tries are limited per address. */
export async function findMyBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<FindResult> {
  const read = await readFields(request, { maxBytes: 2048, accept: ["form"] });
  const fields = "fields" in read ? read.fields : {};
  const typed = String(fields.reference ?? "").slice(0, 40);
  const email = String(fields.email ?? "").slice(0, 254);
  const services = apiServices(context);
  const reference = normaliseReference(typed);
  if (!reference || !email.trim()) {
    return { found: false, error: FIND_BOOKING_MESSAGES.missing, reference: typed, email };
  }
  // References are short: a lookup limit stops anyone guessing them with an email they know.
  if (!(await withinBookingLimit(services, now, "find_booking")))
    return { found: false, error: FIND_BOOKING_MESSAGES.tooMany, reference: typed, email };
  const booking = await findBookingByReference(services.db, reference, email);
  if (!booking)
    return { found: false, error: FIND_BOOKING_MESSAGES.notFound, reference: typed, email };
  return { found: true, booking };
}
