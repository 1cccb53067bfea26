// The booking row lock every payment start and the guest's release take, so they happen one
// after the other: a prompt is either recorded before a release or a card order looks, or starts
// after them.
import { and, asc, eq } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import type { Db } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import type { Tx } from "./availability.ts";

/** The booking's status, hold and total, its row locked until the transaction ends. */
export async function lockBooking(tx: Tx, bookingId: string) {
  const [locked] = await tx
    .select({
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      createdAt: bookings.createdAt,
      totalKes: bookings.totalKes,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return locked;
}

/** Which of a booking's attempts of one provider have no final answer yet. */
function unanswered(bookingId: string, provider: PaymentProvider) {
  return and(
    eq(paymentAttempts.bookingId, bookingId),
    eq(paymentAttempts.provider, provider),
    eq(paymentAttempts.status, "pending"),
  );
}

/** A booking's attempts of one provider that have no final answer yet. */
export function unansweredAttempts(tx: Tx | Db, bookingId: string, provider: PaymentProvider) {
  return tx.select().from(paymentAttempts).where(unanswered(bookingId, provider));
}

/** Whether an M-Pesa prompt of this booking is still on the guest's phone (not answered yet). */
export async function hasPromptOnPhone(tx: Tx, bookingId: string): Promise<boolean> {
  return (await unansweredAttempts(tx, bookingId, "mpesa")).length > 0;
}

/**
 * The ids of the booking's card orders with no final answer, their rows locked until the
 * transaction ends. Taken before the booking's lock: attempts, then their booking, is the order
 * every settlement takes them in (decision 011).
 */
export async function lockOpenCardOrders(tx: Tx, bookingId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(unanswered(bookingId, "card"))
    .orderBy(asc(paymentAttempts.id))
    .for("update");
  return rows.map((row) => row.id);
}
