// Moving a booking from one status to another: only the moves domain/booking-status.ts allows,
// each at most once (the UPDATE is guarded by the statuses it may come from, so of two racing
// moves exactly one happens).
import { and, eq, inArray } from "drizzle-orm";
import { statusesBefore, type BookingStatus } from "../../domain/booking-status.ts";
import type { Note } from "../../domain/booking-notes.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { notifyBookingChanged } from "./events.ts";
import { recordBookingEvent } from "./booking-events.ts";

/**
 * True when the booking made the move (false: it was not in a status that may). Its note replaces
 * the booking's notes, after any `kept` (a refund still owed keeps saying which payment to return).
 */
export async function moveBooking(
  tx: Db,
  bookingId: string,
  to: BookingStatus,
  { now, note, kept = [], staffId }: { now: Date; note?: Note; kept?: Note[]; staffId?: number },
): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({
      status: to,
      updatedAt: now,
      ...(to === "confirmed" ? { confirmedAt: now } : {}),
      ...(note !== undefined ? { statusNotes: [...kept, note] } : {}),
    })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statusesBefore(to))))
    .returning({ id: bookings.id });
  if (moved.length === 0) return false;
  await recordBookingEvent(tx, {
    bookingId,
    code: "status",
    at: now,
    notes: note ? [note] : [],
    params: { to },
    staffId,
  });
  await notifyBookingChanged(tx, bookingId);
  return true;
}
