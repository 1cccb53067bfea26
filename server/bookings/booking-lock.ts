// The booking row lock every payment start and the guest's release take first, so they happen
// one after the other: a prompt is either recorded before a release or a card order looks, or
// starts after them.
import { and, eq } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import type { Db } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import type { Tx } from "./availability.ts";

/** The booking's status and hold, its row locked until the transaction ends. */
export async function lockBooking(tx: Tx, bookingId: string) {
  const [locked] = await tx
    .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return locked;
}

/** A booking's attempts of one provider that have no final answer yet. */
export function unansweredAttempts(tx: Tx | Db, bookingId: string, provider: PaymentProvider) {
  return tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.bookingId, bookingId),
        eq(paymentAttempts.provider, provider),
        eq(paymentAttempts.status, "pending"),
      ),
    );
}

/** Whether an M-Pesa prompt of this booking is still on the guest's phone (not answered yet). */
export async function hasPromptOnPhone(tx: Tx, bookingId: string): Promise<boolean> {
  return (await unansweredAttempts(tx, bookingId, "mpesa")).length > 0;
}
