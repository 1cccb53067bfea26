// Date moves at the desk: a no-show (rooms released), an early departure (the nights after today
// released, the bill charged for the nights stayed), an extended stay (under the room type locks,
// if the rooms are free). Each is one transaction with its audit entry; the time is read once the
// booking (and, to take rooms, its room types) are locked.
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  earlyDeparture,
  extendedTotal,
  extensionRefusal,
  noShowRefusal,
  shortenedTotal,
} from "../../domain/desk.ts";
import { DESK_MESSAGES as M, messages } from "../../domain/messages.ts";
import { ExtendStaySchema } from "../../domain/schemas/desk.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays, nightsBetween } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { lockAndCheckFree, lockRoomTypes, type Tx } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { moveBooking } from "../bookings/transitions.ts";
import {
  deskAudit,
  invalidFields,
  refuse,
  withLockedBooking,
  type DeskRefusal,
} from "./bookings.ts";

export type MoveResult = { ok: true; message: string } | DeskRefusal;

const conflict = (message: string, field = "form") => refuse(409, field, message);

/**
 * Bookings staff should decide about: confirmed, the guest not arrived, past the arrival cut-off
 * (pay on arrival) or past the arrival day (domain/desk.ts isNoShowCandidate, as one query).
 * Oldest arrival first; nothing releases them unasked.
 */
export function noShowCandidates(db: Db, now: Date) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guest: sql<string>`trim(concat_ws(' ', ${bookings.firstName}, ${bookings.lastName}))`,
      checkIn: bookings.checkIn,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings.checkedInAt),
        or(lt(bookings.checkIn, motelDate(now)), lte(bookings.arrivalCutoffAt, now)),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

/** Confirmed, not arrived, past the arrival cut-off or the arrival day: no_show, rooms released. */
export function markNoShow(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  clock: () => Date,
): Promise<MoveResult> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const now = clock();
    const refusal = noShowRefusal(booking, now);
    if (refusal) return conflict(refusal);
    await moveBooking(tx, id, "no_show", { now, note: "no-show: marked by staff" });
    await deskAudit(tx, staff, "booking.no_show", id, now, {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    });
    return { ok: true, message: M.noShowDone } as const;
  });
}

/** A guest in house leaves before the booked check-out: the stay ends today. */
export function departEarly(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  clock: () => Date,
): Promise<MoveResult> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const now = clock();
    const plan = earlyDeparture(booking, motelDate(now));
    if (!plan.ok) return conflict(plan.message);
    await releaseRemainingNights(tx, staff, booking, plan, now);
    return { ok: true, message: M.departDone(plan.checkOut) } as const;
  });
}

/**
 * Inside the caller's transaction, the booking's row locked: the stay ends on plan.checkOut, the
 * nights after it are released and the room nights repriced (domain/desk.ts shortenedTotal).
 * Also used when a guest is checked out before the booked day.
 */
export async function releaseRemainingNights(
  tx: Tx,
  staff: Pick<StaffUser, "id">,
  booking: typeof bookings.$inferSelect,
  plan: { checkOut: string; nights: number },
  now: Date,
): Promise<void> {
  const totalKes = shortenedTotal(booking, plan.nights);
  await tx
    .update(bookings)
    .set({ checkOut: plan.checkOut, totalKes, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await deskAudit(tx, staff, "booking.early_departure", booking.id, now, {
    from: { checkOut: booking.checkOut, totalKes: booking.totalKes },
    to: { checkOut: plan.checkOut, totalKes },
  });
  await notifyBookingChanged(tx, booking.id);
}

/**
 * More nights for a confirmed stay: under the booking's room type locks, if its rooms are free on
 * the extra nights; priced at the booking's nightly prices, or at staff's per-night amount with a
 * reason (audited).
 */
export async function extendStay(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
  { horizonDays }: { horizonDays: number },
): Promise<MoveResult> {
  const parsed = ExtendStaySchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  const { checkOut, nightlyKes, reason } = parsed.data;
  return withLockedBooking(db, id, async (tx, booking) => {
    const rooms = await tx
      .select({ type: bookingRooms.roomType })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, id));
    // Only the extra nights are checked: this booking does not hold them yet.
    const extra = { checkIn: booking.checkOut, checkOut, rooms };
    await lockRoomTypes(tx, rooms);
    const now = clock();
    const today = motelDate(now);
    const refusal = extensionRefusal(booking, checkOut, today);
    if (refusal) return conflict(refusal, "checkOut");
    const lastDate = addDays(today, horizonDays);
    if (checkOut > lastDate) return conflict(messages.beyondHorizon(lastDate), "checkOut");
    const shortage = await lockAndCheckFree(tx, extra, now);
    if (shortage) return conflict(M.extendSoldOut, "checkOut");
    const totalKes = extendedTotal(booking, checkOut, nightlyKes);
    await tx
      .update(bookings)
      .set({ checkOut, totalKes, updatedAt: now })
      .where(eq(bookings.id, id));
    await deskAudit(tx, staff, "booking.extend", id, now, {
      from: { checkOut: booking.checkOut, totalKes: booking.totalKes },
      to: { checkOut, totalKes },
      extraNights: nightsBetween(booking.checkOut, checkOut),
      nightlyKes: nightlyKes ?? booking.subtotalKes,
      ...(nightlyKes !== undefined ? { tableNightlyKes: booking.subtotalKes, reason } : {}),
    });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.extendDone(checkOut) } as const;
  });
}
