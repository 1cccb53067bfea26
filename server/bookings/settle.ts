// Applying a provider's verdict to a payment attempt and its booking, in one transaction, once.
// The verdict must already be verified (payments.ts asks the provider; a callback alone is never
// trusted). The transaction locks the attempt, the booking and, for a payment, the booking's room
// types (in that order; room types in key order, as every writer that takes rooms does, decision
// 007), and only then reads the clock: a decision made on a time read before a slow provider call
// could confirm a booking whose rooms were resold meanwhile. What happens is decided by one pure
// function, domain/settlement.ts.
import { readContent } from "../content/content.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { formatKes } from "../../domain/money.ts";
import {
  decideSettlement,
  needsRoomCheck,
  type AttentionReason,
  type RefundReason,
  type Settlement,
  type Verdict,
} from "../../domain/settlement.ts";
import { recordEvent } from "../analytics/events.ts";
import type { Db } from "../db/client.ts";
import type { bookingRooms } from "../db/schema/bookings.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { queueEmail } from "../mail/outbox.ts";
import {
  bookingConfirmationEmail,
  staffAttentionEmail,
  staffBookingEmail,
} from "../mail/booking-emails.ts";
import {
  queueAttentionText,
  queueBookingConfirmedTexts,
  queueRefundDueTexts,
  type TextSettings,
} from "../texts/booking-texts.ts";
import { lockRoomTypes, READ_COMMITTED, shortageAfterLock, type Tx } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import { roomsWithNights } from "./nights.ts";
import { moveBooking } from "./transitions.ts";

export type { Verdict } from "../../domain/settlement.ts";

/** Adds one provider answer to an attempt's raw history (never replacing what is there). */
export function appendRaw(now: Date, source: string, body: unknown) {
  return sql`${paymentAttempts.raw} || ${JSON.stringify([{ at: now.toISOString(), source, body }])}::jsonb`;
}

export type SettleContext = {
  /** Read under the locks, never before: a clock, not an instant. */
  clock: () => Date;
  /** Where staff mail goes, and the site's address for links in emails. */
  staffAddress: string;
  publicUrl: string;
  /** The texts' settings (staff duty phone, reminder time); defaults when absent. */
  texts?: TextSettings;
};

type Booking = typeof bookings.$inferSelect;
type Attempt = typeof paymentAttempts.$inferSelect;
type Room = typeof bookingRooms.$inferSelect;
type Paid = Parameters<typeof bookingConfirmationEmail>[2];
type Links = { staffAddress: string; publicUrl: string };

/**
 * Queues the guest's confirmation email in the caller's transaction (when the booking has an
 * email): on payment, and again when the front desk resends it. Returns the outbox id.
 */
export async function queueGuestConfirmation(
  tx: Db,
  booking: Booking,
  rooms: readonly Room[],
  paid: Paid,
  context: Links,
  now: Date,
): Promise<number | undefined> {
  if (!booking.email) return undefined;
  // The live name, phones and address (one small read, in the same transaction).
  const content = await readContent(tx);
  return queueEmail(tx, bookingConfirmationEmail(booking, rooms, paid, context, content), now);
}

export type SettleResult =
  "pending" | "failed" | "confirmed" | "refund_due" | "reversed" | "attention" | "unchanged";

/**
 * Records what the provider said (`source`: "callback", "query", "ipn"...; `raw`: its body,
 * stored whatever it says) and moves the attempt and the booking as domain/settlement.ts decides.
 * Safe to call again with the same verdict.
 */
export async function settleAttempt(
  db: Db,
  attemptId: string,
  verdict: Verdict,
  { source, raw }: { source: string; raw: unknown },
  context: SettleContext,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for("update");
    if (!attempt) throw new Error(`no payment attempt ${attemptId}`);
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, attempt.bookingId))
      .for("update");
    const rooms = await roomsWithNights(tx, attempt.bookingId);
    const types = rooms.map((room) => ({ type: room.roomType }));
    // Only a payment can take rooms; other answers (a poll's "pending", a failure) need not wait
    // for, or hold up, the bookings of these room types.
    const locked = verdict.kind === "paid" ? await lockRoomTypes(tx, types) : [];
    // Only now, with every lock held, is the time read: whatever waited before (a provider call,
    // a lock) cannot make the decision stale.
    const now = context.clock();
    await tx
      .update(paymentAttempts)
      .set({ raw: appendRaw(now, source, raw), updatedAt: now })
      .where(eq(paymentAttempts.id, attemptId));

    const receipt = verdict.kind === "paid" ? verdict.receipt : undefined;
    const receiptTaken = receipt ? await receiptUsedElsewhere(tx, attempt, receipt) : false;
    const facts = { attempt, booking: booking!, verdict, now, receiptTaken };
    const roomsFree = needsRoomCheck(facts)
      ? !(await shortageAfterLock(tx, locked, { ...booking!, rooms: types }, now))
      : true;
    const decision = decideSettlement({ ...facts, roomsFree });
    return applySettlement(tx, decision, {
      attempt,
      booking: booking!,
      rooms,
      verdict,
      now,
      context,
    });
  }, READ_COMMITTED);
}

async function receiptUsedElsewhere(tx: Tx, attempt: Attempt, receipt: string) {
  // Two settles bringing the same receipt at once (two callbacks, two attempts) take turns here,
  // so the second sees the first's receipt rather than failing on the unique index.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`payment-receipt:${attempt.provider}:${receipt}`}, 0))`,
  );
  const [other] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, attempt.provider),
        eq(paymentAttempts.receipt, receipt),
        ne(paymentAttempts.id, attempt.id),
      ),
    );
  return other !== undefined;
}

export type Applied = {
  attempt: Attempt;
  booking: Booking;
  rooms: readonly Room[];
  verdict: Verdict;
  now: Date;
  context: SettleContext;
};

export async function applySettlement(
  tx: Tx,
  decision: Settlement,
  facts: Applied,
): Promise<SettleResult> {
  const { attempt, booking, rooms, verdict, now, context } = facts;
  const setAttempt = async (values: Partial<typeof paymentAttempts.$inferInsert>) => {
    await tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attempt.id));
    await notifyBookingChanged(tx, booking.id);
  };
  const codes =
    verdict.kind === "pending"
      ? {}
      : { resultCode: verdict.resultCode, resultDesc: verdict.resultDesc };
  const paidVerdict = verdict.kind === "paid" ? verdict : undefined;
  const receipt = paidVerdict?.receipt ?? attempt.receipt ?? "";
  const succeeded = () =>
    setAttempt({
      status: "succeeded",
      ...codes,
      receipt: paidVerdict?.receipt ?? attempt.receipt,
      paidKes: paidVerdict?.amountKes ?? attempt.paidKes,
      paymentAccount: paidVerdict?.account ?? attempt.paymentAccount,
      completedAt: now,
    });

  switch (decision.kind) {
    case "nothing":
      return verdict.kind === "pending" ? "pending" : "unchanged";
    case "receipt":
      // The query confirmed it first; the callback that followed brings the receipt.
      await setAttempt({ receipt: paidVerdict!.receipt });
      return "unchanged";
    case "failed":
      await setAttempt({ status: "failed", ...codes, completedAt: now });
      return "failed";
    case "confirm":
    case "confirm_late": {
      await succeeded();
      const note =
        decision.kind === "confirm_late"
          ? "Paid after the hold expired; the rooms were still free."
          : undefined;
      await moveBooking(tx, booking.id, "confirmed", { now, note });
      await recordEvent(
        tx,
        {
          name: "payment_completed",
          props: {
            booking_reference: booking.reference ?? "",
            total_kes: booking.totalKes,
            method: attempt.provider,
          },
        },
        now,
      );
      const paid = { receipt, provider: attempt.provider as PaymentProvider, refund: false };
      await queueGuestConfirmation(tx, booking, rooms, paid, context, now);
      await queueEmail(tx, staffBookingEmail(booking, paid, context, rooms), now);
      await queueBookingConfirmedTexts(
        tx,
        booking,
        {
          amountKes: paidVerdict?.amountKes ?? attempt.amountKes,
          method: attempt.provider,
          receipt: receipt || null,
        },
        context.texts,
        now,
      );
      return "confirmed";
    }
    case "refund_due": {
      await succeeded();
      const note = refundNote(decision.reason, attempt, receipt, paidVerdict?.amountKes);
      await tx
        .update(bookings)
        .set({ refundDue: true, statusNote: note, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await notifyBookingChanged(tx, booking.id);
      await queueEmail(
        tx,
        staffBookingEmail(
          { ...booking, refundDue: true, statusNote: note },
          { receipt, provider: attempt.provider, refund: true },
          context,
        ),
        now,
      );
      await queueRefundDueTexts(tx, booking, context.texts, now);
      return "refund_due";
    }
    case "reversed":
      await setAttempt({ status: "reversed", ...codes, completedAt: now });
      await needsAttention(tx, booking, attentionNote("reversed", attempt, verdict), facts);
      return "reversed";
    case "attention":
      // Final either way: the attempt is not asked about again; a paid one stays paid.
      if (attempt.status !== "succeeded") {
        await setAttempt({ status: "rejected", ...codes, completedAt: now });
      }
      await needsAttention(tx, booking, attentionNote(decision.reason, attempt, verdict), facts);
      return "attention";
  }
}

async function needsAttention(tx: Tx, booking: Booking, reason: string, facts: Applied) {
  const { now, context, attempt } = facts;
  // A later reason joins an open one rather than replacing it; the same one again (a repeated
  // IPN) changes nothing and mails nobody.
  const open = booking.attentionReason && !booking.attentionSettledAt;
  if (open && booking.attentionReason!.split("\n").includes(reason)) return;
  const attentionReason = open ? `${booking.attentionReason}\n${reason}` : reason;
  await tx
    .update(bookings)
    .set({ attentionReason, attentionAt: now, attentionSettledAt: null, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await notifyBookingChanged(tx, booking.id);
  await queueEmail(
    tx,
    staffAttentionEmail({ ...booking, attentionReason }, reason, attempt.provider, context),
    now,
  );
  await queueAttentionText(tx, booking, context.texts, now);
}

function refundNote(
  reason: RefundReason,
  attempt: Attempt,
  receipt: string,
  paidKes: number | undefined,
): string {
  switch (reason) {
    case "amount":
      return `Paid ${formatKes(paidKes ?? 0)} by ${attempt.provider} (receipt ${receipt}), but the booking costs ${formatKes(attempt.amountKes)}: refund and rebook.`;
    case "paid_twice":
      return `Paid twice: refund the ${attempt.provider} payment ${receipt}.`;
    case "after_cancel":
      return `Paid after the booking was cancelled: refund ${receipt}.`;
    case "rooms_taken":
      return `Paid (receipt ${receipt}) after the hold expired, and the rooms were taken meanwhile: refund.`;
  }
}

function attentionNote(
  reason: AttentionReason | "reversed",
  attempt: Attempt,
  verdict: Verdict,
): string {
  const desc = verdict.kind === "pending" ? "" : ` (${verdict.resultCode}: ${verdict.resultDesc})`;
  switch (reason) {
    case "reversed":
      return `The ${attempt.provider} payment ${attempt.receipt ?? ""} was reversed by the provider${desc}: the booking is no longer paid. Call the guest, then cancel or take payment again.`;
    case "rejected_answer":
      return `The provider's answer about the ${attempt.provider} payment ${attempt.merchantReference} failed our checks${desc}. Check the payment with the provider before doing anything.`;
    case "duplicate_receipt": {
      const receipt = verdict.kind === "paid" ? verdict.receipt : "";
      return `The ${attempt.provider} receipt ${receipt} was already recorded for another payment. Check with the provider whether this is a second payment.`;
    }
  }
}
