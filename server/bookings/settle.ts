// Applying a provider's verdict to a payment attempt and its booking, in one transaction, once.
// The verdict must already be verified (payments.ts asks the provider; a callback alone is
// never trusted). A payment that arrives late is kept: it confirms the booking when its rooms are
// still free, otherwise the booking is flagged for staff to refund (PRODUCT.md decision 5).
import { eq, sql } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { formatKes } from "../../domain/money.ts";
import { recordEvent } from "../analytics/events.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { queueEmail } from "../mail/outbox.ts";
import { bookingConfirmationEmail, staffBookingEmail } from "../mail/booking-emails.ts";
import type { PaymentOutcome } from "../payments/types.ts";
import { lockAndCheckFree, READ_COMMITTED } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import { moveBooking } from "./transitions.ts";

export type Verdict =
  | PaymentOutcome
  /** Card payments only: the provider gave the money back. */
  | { kind: "reversed"; resultCode: string; resultDesc: string };

/** Adds one provider answer to an attempt's raw history (never replacing what is there). */
export function appendRaw(now: Date, source: string, body: unknown) {
  return sql`${paymentAttempts.raw} || ${JSON.stringify([{ at: now.toISOString(), source, body }])}::jsonb`;
}

export type SettleContext = {
  now: Date;
  /** Where staff mail goes, and the site's address for links in emails. */
  staffAddress: string;
  publicUrl: string;
};

type Booking = typeof bookings.$inferSelect;
type Room = typeof bookingRooms.$inferSelect;
type Paid = Parameters<typeof bookingConfirmationEmail>[2];

/**
 * Queues the guest's confirmation email in the caller's transaction (when the booking has an
 * email): on payment, and again when the front desk resends it. Returns the outbox id.
 */
export async function queueGuestConfirmation(
  tx: Db,
  booking: Booking,
  rooms: readonly Room[],
  paid: Paid,
  context: SettleContext,
): Promise<number | undefined> {
  if (!booking.email) return undefined;
  return queueEmail(tx, bookingConfirmationEmail(booking, rooms, paid, context), context.now);
}

export type SettleResult = "pending" | "failed" | "confirmed" | "refund_due" | "unchanged";

/**
 * Records what the provider said (`source`: "callback", "query", "ipn"...; `raw`: its body) and
 * moves the attempt and the booking accordingly. Safe to call again with the same verdict.
 */
export async function settleAttempt(
  db: Db,
  attemptId: string,
  verdict: Verdict,
  { source, raw }: { source: string; raw: unknown },
  context: SettleContext,
): Promise<SettleResult> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for("update");
    if (!attempt) throw new Error(`no payment attempt ${attemptId}`);
    await tx
      .update(paymentAttempts)
      .set({ raw: appendRaw(now, source, raw), updatedAt: now })
      .where(eq(paymentAttempts.id, attemptId));

    if (verdict.kind === "pending") return "pending";
    if (attempt.status === "succeeded") {
      if (verdict.kind === "reversed") {
        await tx
          .update(bookings)
          .set({ statusNote: `The ${attempt.provider} payment was reversed by the provider.` })
          .where(eq(bookings.id, attempt.bookingId));
        await notifyBookingChanged(tx, attempt.bookingId);
      }
      if (verdict.kind === "paid" && verdict.receipt && !attempt.receipt) {
        // The query confirmed it first; the callback that followed brings the receipt.
        await tx
          .update(paymentAttempts)
          .set({ receipt: verdict.receipt })
          .where(eq(paymentAttempts.id, attemptId));
        await notifyBookingChanged(tx, attempt.bookingId);
      }
      // Paid stays paid: a later failure or a repeated success changes nothing else.
      return "unchanged";
    }
    if (verdict.kind === "failed" || verdict.kind === "reversed") {
      if (attempt.status === "failed") return "unchanged";
      await tx
        .update(paymentAttempts)
        .set({
          status: "failed",
          resultCode: verdict.resultCode,
          resultDesc: verdict.resultDesc,
          completedAt: now,
        })
        .where(eq(paymentAttempts.id, attemptId));
      await notifyBookingChanged(tx, attempt.bookingId);
      return "failed";
    }

    // Paid, possibly after a failure was recorded (the provider's final word wins over a guess).
    await tx
      .update(paymentAttempts)
      .set({
        status: "succeeded",
        resultCode: verdict.resultCode,
        resultDesc: verdict.resultDesc,
        receipt: verdict.receipt ?? attempt.receipt,
        paymentAccount: verdict.account ?? attempt.paymentAccount,
        completedAt: now,
      })
      .where(eq(paymentAttempts.id, attemptId));

    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, attempt.bookingId))
      .for("update");
    const receipt = verdict.receipt ?? attempt.receipt ?? "";
    const flag = async (note: string) => {
      await tx
        .update(bookings)
        .set({ refundDue: true, statusNote: note, updatedAt: now })
        .where(eq(bookings.id, booking!.id));
      await notifyBookingChanged(tx, booking!.id);
      await queueEmail(
        tx,
        staffBookingEmail(
          { ...booking!, refundDue: true, statusNote: note },
          { receipt, provider: attempt.provider, refund: true },
          context,
        ),
        now,
      );
      return "refund_due" as const;
    };

    if (verdict.amountKes !== undefined && verdict.amountKes !== attempt.amountKes) {
      return flag(
        `Paid ${formatKes(verdict.amountKes)} by ${attempt.provider} (receipt ${receipt}), but the booking costs ${formatKes(attempt.amountKes)}: refund and rebook.`,
      );
    }
    if (booking!.status === "confirmed") {
      return flag(`Paid twice: refund the ${attempt.provider} payment ${receipt}.`);
    }
    if (booking!.status === "cancelled") {
      return flag(`Paid after the booking was cancelled: refund ${receipt}.`);
    }
    const rooms = await tx
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, booking!.id))
      .orderBy(bookingRooms.id);
    const holding = booking!.status === "pending" && booking!.holdExpiresAt! > now;
    let note: string | undefined;
    if (!holding) {
      // The hold is gone: the rooms are the booking's only if nobody took them meanwhile.
      const types = rooms.map((room) => ({ type: room.roomType }));
      const shortage = await lockAndCheckFree(tx, { ...booking!, rooms: types }, now);
      if (shortage) {
        return flag(
          `Paid (receipt ${receipt}) after the hold expired, and the rooms were taken meanwhile (${shortage.message}): refund.`,
        );
      }
      note = "Paid after the hold expired; the rooms were still free.";
    }
    await moveBooking(tx, booking!.id, "confirmed", { now, note });
    await recordEvent(
      tx,
      {
        name: "payment_completed",
        props: {
          booking_reference: booking!.reference ?? "",
          total_kes: booking!.totalKes,
          method: attempt.provider,
        },
      },
      now,
    );
    const paid = { receipt, provider: attempt.provider as PaymentProvider, refund: false };
    await queueGuestConfirmation(tx, booking!, rooms, paid, context);
    await queueEmail(tx, staffBookingEmail(booking!, paid, context, rooms), now);
    return "confirmed";
  }, READ_COMMITTED);
}
