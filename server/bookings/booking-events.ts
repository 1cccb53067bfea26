// A booking's history (issue 31): every status change, money received or owed back, and what
// needs a person is added as an event, never written over an earlier one. The latest note also
// stays on the booking (status_notes) for lists.
import { asc, eq } from "drizzle-orm";
import type { Note } from "../../domain/booking-notes.ts";
import type { Db } from "../db/client.ts";
import { bookingEvents } from "../db/schema/bookings.ts";
import { staffUsers } from "../db/schema/staff.ts";

export type BookingEventCode = "status" | "payment" | "refund_due" | "attention" | "note";

export async function recordBookingEvent(
  tx: Db,
  event: {
    bookingId: string;
    code: BookingEventCode;
    at: Date;
    notes?: Note[];
    params?: Record<string, unknown>;
    staffId?: number | null;
  },
): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    code: event.code,
    notes: event.notes ?? [],
    params: event.params ?? {},
    staffId: event.staffId ?? null,
    at: event.at,
  });
}

/** A booking's history, oldest first, with who did each thing (null: not a staff member). */
export function bookingHistory(db: Db, bookingId: string) {
  return db
    .select({
      id: bookingEvents.id,
      code: bookingEvents.code,
      notes: bookingEvents.notes,
      params: bookingEvents.params,
      at: bookingEvents.at,
      staffId: bookingEvents.staffId,
      staffName: staffUsers.name,
    })
    .from(bookingEvents)
    .leftJoin(staffUsers, eq(bookingEvents.staffId, staffUsers.id))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}
