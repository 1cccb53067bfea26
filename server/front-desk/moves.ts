// Date moves at the desk: a no-show (rooms released), an early departure (the nights after today
// released, the bill charged for the nights stayed), an extended stay (under the room type locks,
// if the rooms are free). Each is one transaction with its audit entry; the time is read once the
// booking (and, to take rooms, its room types) are locked.
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { noted } from "../../domain/booking-notes.ts";
import { stayNights } from "../../domain/availability.ts";
import {
  earlyDeparture,
  extensionRefusal,
  noShowRefusal,
  scaledDiscount,
  BOOKED_PRICE_RULE,
  staffPriceRule,
} from "../../domain/desk.ts";
import { priceNights } from "../../domain/rates.ts";
import { pricedAdults } from "../../domain/pricing.ts";
import { taxBreakdown } from "../../domain/taxes.ts";
import { deskSaid as M } from "../../domain/staff-said/desk.ts";
import { said, type Told } from "../../domain/said.ts";
import { ExtendStaySchema } from "../../domain/schemas/desk.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays, nightsBetween } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { bookingNights } from "../db/schema/rates.ts";
import { loadPricing } from "../rooms/rates.ts";
import { lockAndCheckFree, lockRoomTypes, type Tx } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { moveBooking } from "../bookings/transitions.ts";
import { oweBackCredit, type SettleContext } from "../payments/settle.ts";
import {
  deskAudit,
  invalidFields,
  refuse,
  withLockedBooking,
  type DeskRefusal,
} from "./desk-bookings.ts";

export type MoveResult = { ok: true; message: Told } | DeskRefusal;

const conflict = (message: Told, field = "form") => refuse(409, field, message);

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
  context?: SettleContext,
): Promise<MoveResult> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const now = clock();
    const refusal = noShowRefusal(booking, now);
    if (refusal) return conflict(refusal);
    await moveBooking(tx, id, "no_show", {
      now,
      note: noted.noShowByStaff(),
      staffId: staff.id,
    });
    // What a no-show paid is owed back unless staff charge it (a cancellation policy's work).
    await oweBackCredit(tx, id, now, context);
    await deskAudit(tx, staff, "booking.no_show", id, now, {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    });
    return { ok: true, message: M.noShowDone() } as const;
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
    // Nights paid for and given up leave money to give back.
    await oweBackCredit(tx, id, now, undefined);
    return { ok: true, message: M.departDone(plan.checkOut) } as const;
  });
}

/**
 * A booking's amounts from its stored nights (booking_nights): the room nights, the promotion's
 * share of them, and the taxes as the booking was made (included or added, its rates).
 */
async function amountsFromNights(tx: Tx, booking: typeof bookings.$inferSelect) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${bookingNights.amountKes}), 0)::int` })
    .from(bookingNights)
    .where(eq(bookingNights.bookingId, booking.id));
  const subtotalKes = row?.sum ?? 0;
  const discountKes = scaledDiscount(booking, subtotalKes);
  const taxes = taxBreakdown(subtotalKes - discountKes, {
    included: booking.taxesIncluded,
    lines: booking.taxes.map(({ name, nameSw, ratePercent }) => ({ name, nameSw, ratePercent })),
  });
  return { subtotalKes, discountKes, taxes: taxes.taxes, totalKes: taxes.totalKes };
}

/**
 * Inside the caller's transaction, the booking's row locked: the stay ends on plan.checkOut, the
 * nights after it are released and the bill charges the nights stayed at the prices they were
 * booked at (booking_nights), never more than the stay booked.
 * Also used when a guest is checked out before the booked day.
 */
export async function releaseRemainingNights(
  tx: Tx,
  staff: Pick<StaffUser, "id">,
  booking: typeof bookings.$inferSelect,
  plan: { checkOut: string; nights: number },
  now: Date,
): Promise<void> {
  await tx
    .delete(bookingNights)
    .where(and(eq(bookingNights.bookingId, booking.id), gte(bookingNights.night, plan.checkOut)));
  const amounts = await amountsFromNights(tx, booking);
  const totalKes = amounts.totalKes;
  await tx
    .update(bookings)
    .set({ checkOut: plan.checkOut, ...amounts, updatedAt: now })
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
      .select({
        id: bookingRooms.id,
        type: bookingRooms.roomType,
        adults: bookingRooms.adults,
        children: bookingRooms.children,
        boarding: bookingRooms.boarding,
        nightlyKes: bookingRooms.nightlyKes,
        overrideReason: bookingRooms.priceOverrideReason,
      })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, id))
      .orderBy(asc(bookingRooms.id));
    await lockRoomTypes(tx, rooms);
    const now = clock();
    const today = motelDate(now);
    const refusal = extensionRefusal(booking, checkOut, today);
    if (refusal) return conflict(refusal, "checkOut");
    const lastDate = addDays(today, horizonDays);
    if (checkOut > lastDate) return conflict(said.beyondHorizon(lastDate), "checkOut");
    // Only the extra nights still to come are checked (an overstay's nights already stayed are
    // charged whatever), without this booking: a guest in house past check-out holds tonight
    // already (heldUntil), and must not count against their own extension.
    const from = booking.checkOut > today ? booking.checkOut : today;
    if (from < checkOut) {
      const shortage = await lockAndCheckFree(tx, { checkIn: from, checkOut, rooms }, now, id);
      if (shortage) return conflict(M.extendSoldOut(), "checkOut");
    }
    // The extra nights: at staff's price with a reason, at a room's own staff price if it was
    // booked at one, else at the rates for those dates (the booked price if no longer offered).
    const pricing = await loadPricing(tx);
    const nights = stayNights(booking.checkOut, checkOut);
    const extraNights = rooms.flatMap((room) => {
      const fixed =
        nightlyKes !== undefined
          ? { amountKes: nightlyKes, ...staffPriceRule(reason) }
          : room.overrideReason !== null
            ? { amountKes: room.nightlyKes, ...staffPriceRule(room.overrideReason) }
            : undefined;
      const priced = fixed
        ? undefined
        : priceNights(
            pricing.rates,
            pricing.table,
            room.type,
            pricedAdults(room.type, room),
            room.boarding,
            nights,
          );
      return nights.map((night, i) => ({
        bookingRoomId: room.id,
        bookingId: id,
        night,
        amountKes: fixed?.amountKes ?? priced?.[i]?.amountKes ?? room.nightlyKes,
        ...(fixed
          ? { rule: fixed.rule, ruleSw: fixed.ruleSw }
          : priced?.[i]
            ? { rule: priced[i].rule, ruleSw: priced[i].ruleSw ?? null }
            : BOOKED_PRICE_RULE),
      }));
    });
    await tx.insert(bookingNights).values(extraNights);
    const amounts = await amountsFromNights(tx, booking);
    const totalKes = amounts.totalKes;
    await tx
      .update(bookings)
      .set({ checkOut, ...amounts, updatedAt: now })
      .where(eq(bookings.id, id));
    await deskAudit(tx, staff, "booking.extend", id, now, {
      from: { checkOut: booking.checkOut, totalKes: booking.totalKes },
      to: { checkOut, totalKes },
      extraNights: nightsBetween(booking.checkOut, checkOut),
      ...(nightlyKes !== undefined ? { nightlyKes, reason } : {}),
    });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.extendDone(checkOut) } as const;
  });
}
