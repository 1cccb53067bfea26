// Making a booking (the wizard's Make Payment): one READ COMMITTED transaction validates nothing
// it has not been given by the shared schema, prices every room from the table, checks and holds
// the rooms, stores the guest and a short reference, and counts it for the funnel. A failure
// saves nothing.
import { randomBytes } from "node:crypto";
import { referenceFrom, REFERENCE_LENGTH } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { bookingRequestSchema, type BookingRequest } from "../../domain/schemas/booking.ts";
import { firstMessage } from "../../domain/schemas/quote.ts";
import { motelDate } from "../../domain/time.ts";
import { recordEvent } from "../analytics/events.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { holdRoomsIn, READ_COMMITTED } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import { findBookingView } from "./views.ts";

export type CreateOptions = { now: Date; holdMinutes: number; horizonDays: number };

export type CreateResult =
  { ok: true; booking: BookingView } | { ok: false; status: 400 | 409; message: string };

/** Collisions of 8 random characters are rare; a few tries make them irrelevant. */
const REFERENCE_TRIES = 5;

export async function createBooking(
  db: Db,
  fields: unknown,
  { now, holdMinutes, horizonDays }: CreateOptions,
): Promise<CreateResult> {
  const parsed = bookingRequestSchema({ today: motelDate(now), horizonDays }).safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstMessage(parsed.error) };
  const request = parsed.data;
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  for (let attempt = 1; ; attempt++) {
    const reference = referenceFrom(randomBytes(REFERENCE_LENGTH));
    try {
      const held = await db.transaction(async (tx) => {
        const result = await holdRoomsIn(tx, request, {
          now,
          holdExpiresAt,
          details: { reference, ...guestOf(request) },
        });
        if (result.ok) {
          await recordEvent(
            tx,
            {
              name: "booking_created",
              props: { booking_reference: reference, total_kes: result.stay.totalKes },
            },
            now,
          );
          await notifyBookingChanged(tx, result.bookingId);
        }
        return result;
      }, READ_COMMITTED);
      if (!held.ok) return { ok: false, status: 409, message: held.message };
      return { ok: true, booking: (await findBookingView(db, held.bookingId))! };
    } catch (error) {
      if (attempt < REFERENCE_TRIES && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function guestOf(request: BookingRequest) {
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    idNumber: request.idNumber,
    checkInTime: request.checkInTime,
    specialRequests: request.specialRequests || null,
  };
}
