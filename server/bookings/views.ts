// Bookings as the guest's browser sees them (domain/booking-view.ts): by id (the wizard, which
// got the id when it made the booking) or by reference and email ("find my booking").
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isBookingId, storedSpellings } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { paymentMessage, providerWords } from "../../domain/payment-results.ts";
import { nightsBetween } from "../../domain/stay.ts";
import type { Db } from "../db/client.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import { latestPayment } from "../payments/ledger.ts";
import { said } from "../../domain/said.ts";
import { ANSWER_LOST } from "../../domain/unanswered-attempt.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { roomsWithNights } from "./nights.ts";

export async function findBookingView(db: Db, id: string): Promise<BookingView | undefined> {
  if (!isBookingId(id)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  return booking && viewOf(db, booking);
}

/**
 * "Find my booking": both must match (the email in any letter case). The reference is
 * normalised (domain/booking-reference.ts); an old dashed one is found too.
 */
export async function findBookingByReference(
  db: Db,
  reference: string,
  email: string,
): Promise<BookingView | undefined> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.reference, storedSpellings(reference)),
        eq(sql`lower(${bookings.email})`, email.trim().toLowerCase()),
      ),
    );
  return booking && viewOf(db, booking);
}

async function viewOf(db: Db, booking: typeof bookings.$inferSelect): Promise<BookingView> {
  const [rooms, [attempt], totals] = await Promise.all([
    roomsWithNights(db, booking.id),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, booking.id))
      .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
      .limit(1),
    folioTotalsFor(db, [booking.id]),
  ]);
  // M-Pesa money that came without a prompt of ours (Paybill, or matched by staff) is the
  // latest payment when it is newer than the latest attempt.
  const money = await latestPayment(db, booking.id);
  const moneyIsLatest =
    money !== undefined &&
    money.attemptId === null &&
    money.method === "mpesa" &&
    money.source !== "desk" &&
    (!attempt || money.at.getTime() >= attempt.createdAt.getTime());
  return {
    id: booking.id,
    reference: booking.reference ?? "",
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: booking.checkInTime,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    subtotalKes: booking.subtotalKes,
    discountKes: booking.discountKes,
    promotionCode: booking.promotionCode,
    taxes: booking.taxes,
    taxesIncluded: booking.taxesIncluded,
    totalKes: booking.totalKes,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    email: booking.email,
    guestName: [booking.firstName, booking.lastName].filter(Boolean).join(" ") || null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    rooms: rooms.map((room) => ({
      type: room.roomType,
      adults: room.adults,
      children: room.children,
      boarding: room.boarding,
      nightlyKes: room.nightlyKes,
      lines: room.lines,
    })),
    refundDue: booking.refundDue,
    balanceKes: totals.get(booking.id)?.balanceKes ?? 0,
    payment: moneyIsLatest
      ? {
          id: `e${money.id}`,
          provider: "mpesa",
          status: "succeeded",
          message: said.paid(),
          receipt: money.receipt ?? money.reference,
        }
      : attempt
        ? {
            id: attempt.id,
            provider: attempt.provider,
            status: attempt.status,
            message: paymentMessage(attempt),
            receipt: attempt.status === "succeeded" ? attempt.receipt : null,
            ...(attempt.status === "pending" && attempt.resultCode === ANSWER_LOST
              ? { staffCheck: true as const }
              : {}),
            ...quoted(providerWords(attempt)),
          }
        : null,
  };
}

/** The bank's words as a view's field, or nothing (an absent field, not an undefined one). */
function quoted(words: string | undefined): { providerSaid?: string } {
  return words === undefined ? {} : { providerSaid: words };
}
