// The staff bookings pages' reads: the list with its search and filters, the refunds still to
// make, one booking with its payment attempts and audit trail, and the occupancy grid.
import { readNotes } from "../../domain/booking-notes.ts";
import type { BookingStatus } from "../../domain/booking-status.ts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  isBookingId,
  normaliseReference,
  storedSpellings,
} from "../../domain/booking-reference.ts";
import { displayMsisdn, nineDigits } from "../../domain/phone.ts";
import { BOOKINGS_PER_PAGE, type BookingFilters } from "../../domain/schemas/admin-bookings.ts";
import { addDays, nightsBetween } from "../../domain/stay.ts";
import { actorOf } from "../../domain/staff.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { roomsWithNights } from "./nights.ts";
import { staffAudit, staffUsers } from "../db/schema/staff.ts";
import { bookingHistory } from "./booking-events.ts";
import { nightlyOccupancy } from "./availability.ts";
import { bookingSubject } from "../staff/audit.ts";

const guestName = sql<string>`trim(concat_ws(' ', ${bookings.firstName}, ${bookings.lastName}))`;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search box: a reference (any case, with or without GO, with or without the old dash), a phone in any format, a name. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const matches: SQL[] = [
    ilike(guestName, containing(q)),
    ilike(bookings.reference, containing(q)),
  ];
  // Part of a reference, typed with the old dash or spaces ("GO-7K3M").
  const compact = q.replace(/[\s-]/g, "");
  if (compact.length >= 3 && compact !== q) {
    matches.push(ilike(bookings.reference, containing(compact)));
  }
  const reference = normaliseReference(q) ?? normaliseReference(`GO${q}`);
  if (reference) matches.push(inArray(bookings.reference, storedSpellings(reference)));
  // Guests type their phone in any format ("0712 345678", "+254712345678"): digits compared.
  const phoneDigits = sql`regexp_replace(coalesce(${bookings.phone}, ''), '[^0-9]', '', 'g')`;
  const nine = nineDigits(q);
  const digits = q.replace(/\D/g, "");
  if (nine) matches.push(sql`right(${phoneDigits}, 9) = ${nine}`);
  else if (digits.length >= 6 && /^[\d\s()+-]+$/.test(q)) {
    matches.push(sql`${phoneDigits} like ${`%${digits}%`}`);
  }
  return or(...matches);
}

function filterCondition(filters: BookingFilters): SQL | undefined {
  return and(
    searchCondition(filters.q),
    filters.status ? eq(bookings.status, filters.status) : undefined,
    // Stays with a night inside [from, to]: arriving by `to`, leaving after `from`.
    filters.from ? gt(bookings.checkOut, filters.from) : undefined,
    filters.to ? lte(bookings.checkIn, filters.to) : undefined,
    filters.needs === "attention" ? attentionOpen : undefined,
    filters.needs === "refund" ? refundOpen : undefined,
  );
}

const attentionOpen = and(isNotNull(bookings.attentionNotes), isNull(bookings.attentionSettledAt));
const refundOpen = and(eq(bookings.refundDue, true), isNull(bookings.refundSettledAt));

export type BookingRow = {
  id: string;
  reference: string;
  guest: string;
  phone: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  totalKes: number;
  status: (typeof bookings.$inferSelect)["status"];
  checkedIn: boolean;
  refundOpen: boolean;
  /** Still to pay (the folio's balance): a confirmed booking may still owe money. */
  balanceKes: number;
};

/** One page of bookings, newest first, and how many match in all. */
export async function listBookings(db: Db, filters: BookingFilters) {
  const where = filterCondition(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        guest: guestName,
        phone: bookings.phone,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        // Written out in full: drizzle leaves columns unqualified in a one-table select.
        rooms: sql<number>`(select count(*)::int from booking_rooms as r where r.booking_id = bookings.id)`,
        totalKes: bookings.totalKes,
        status: bookings.status,
        checkedInAt: bookings.checkedInAt,
        refundDue: bookings.refundDue,
        refundSettledAt: bookings.refundSettledAt,
      })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(BOOKINGS_PER_PAGE)
      .offset((filters.page - 1) * BOOKINGS_PER_PAGE),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const balances = await folioTotalsFor(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: total?.n ?? 0,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / BOOKINGS_PER_PAGE)),
    bookings: rows.map((row): BookingRow => ({
      id: row.id,
      reference: row.reference ?? "",
      guest: row.guest,
      phone: row.phone ?? "",
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: nightsBetween(row.checkIn, row.checkOut),
      rooms: Number(row.rooms),
      totalKes: row.totalKes,
      status: row.status,
      checkedIn: row.checkedInAt !== null,
      refundOpen: row.refundDue && row.refundSettledAt === null,
      balanceKes: balances.get(row.id)?.balanceKes ?? 0,
    })),
  };
}

/** Every payment still to refund, whatever the list shows: the front desk must not miss one. */
export async function refundsDue(db: Db) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guest: guestName,
      totalKes: bookings.totalKes,
      notes: bookings.statusNotes,
    })
    .from(bookings)
    .where(refundOpen)
    .orderBy(desc(bookings.updatedAt), desc(bookings.id));
  return rows.map((row) => ({ ...row, notes: readNotes(row.notes) }));
}

/** Every booking whose payment needs a person (reversed, unverifiable), like refunds: all shown. */
export async function attentionDue(db: Db) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guest: guestName,
      notes: bookings.attentionNotes,
    })
    .from(bookings)
    .where(attentionOpen)
    .orderBy(desc(bookings.attentionAt), desc(bookings.id));
  return rows.map((row) => ({ ...row, notes: readNotes(row.notes) }));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** One booking for the detail page, or undefined. */
export async function bookingDetail(db: Db, id: string) {
  if (!isBookingId(id)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) return undefined;
  const [rooms, attempts, audit, history] = await Promise.all([
    roomsWithNights(db, id),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, id))
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id)),
    db
      .select({
        id: staffAudit.id,
        action: staffAudit.action,
        detail: staffAudit.detail,
        at: staffAudit.at,
        staffName: staffUsers.name,
      })
      .from(staffAudit)
      .leftJoin(staffUsers, eq(staffAudit.staffId, staffUsers.id))
      .where(eq(staffAudit.subject, bookingSubject(id)))
      .orderBy(asc(staffAudit.at), asc(staffAudit.id)),
    bookingHistory(db, id),
  ]);
  return {
    id: booking.id,
    reference: booking.reference ?? "",
    status: booking.status,
    statusNotes: readNotes(booking.statusNotes),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    subtotalKes: booking.subtotalKes,
    discountKes: booking.discountKes,
    promotionCode: booking.promotionCode,
    taxes: booking.taxes,
    taxesIncluded: booking.taxesIncluded,
    totalKes: booking.totalKes,
    guest: {
      firstName: booking.firstName ?? "",
      lastName: booking.lastName ?? "",
      email: booking.email ?? "",
      phone: booking.phone ?? "",
      idNumber: booking.idNumber ?? "",
      checkInTime: booking.checkInTime ?? "",
      specialRequests: booking.specialRequests ?? "",
      lang: booking.lang,
    },
    holdExpiresAt: iso(booking.holdExpiresAt),
    createdAt: iso(booking.createdAt)!,
    confirmedAt: iso(booking.confirmedAt),
    checkedInAt: iso(booking.checkedInAt),
    refundDue: booking.refundDue,
    refundSettledAt: iso(booking.refundSettledAt),
    attentionNotes: booking.attentionNotes && readNotes(booking.attentionNotes),
    attentionAt: iso(booking.attentionAt),
    attentionSettledAt: iso(booking.attentionSettledAt),
    rooms: rooms.map((room) => ({
      id: room.id,
      type: room.roomType,
      adults: room.adults,
      children: room.children,
      boarding: room.boarding,
      nightlyKes: room.nightlyKes,
      lines: room.lines,
    })),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      provider: attempt.provider,
      status: attempt.status,
      amountKes: attempt.amountKes,
      phone: attempt.phone ? displayMsisdn(attempt.phone) : "",
      merchantReference: attempt.merchantReference,
      providerRequestId: attempt.providerRequestId ?? "",
      checkoutRequestId: attempt.checkoutRequestId ?? "",
      receipt: attempt.receipt ?? "",
      paymentAccount: attempt.paymentAccount ?? "",
      resultCode: attempt.resultCode ?? "",
      resultDesc: attempt.resultDesc ?? "",
      createdAt: iso(attempt.createdAt)!,
      completedAt: iso(attempt.completedAt),
      lastQueriedAt: iso(attempt.lastQueriedAt),
    })),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      by: actorOf(entry.staffName),
      detail: entry.detail,
      at: iso(entry.at)!,
    })),
    /** What happened to it, never overwritten: status changes, money, what needs a person. */
    history: history.map((event) => ({
      id: event.id,
      code: event.code,
      notes: readNotes(event.notes),
      /** The status a status change moved to, for a change without a note. */
      status: event.code === "status" ? (event.params.to as BookingStatus) : null,
      by:
        event.staffId === null && event.staffName === null
          ? ("online" as const)
          : actorOf(event.staffName),
      at: iso(event.at)!,
    })),
  };
}

export type BookingDetail = NonNullable<Awaited<ReturnType<typeof bookingDetail>>>;

export const OCCUPANCY_DAYS = 30;

/** The next 30 nights from motel-local today, by room type. */
export async function occupancyFrom(db: Db, now: Date) {
  const checkIn = motelDate(now);
  return nightlyOccupancy(db, { checkIn, checkOut: addDays(checkIn, OCCUPANCY_DAYS) }, now);
}
