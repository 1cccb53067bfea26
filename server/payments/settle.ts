// Applying a provider's verdict to a payment attempt and its booking, in one transaction, once.
// The verdict must already be verified (payments.ts asks the provider; a callback alone is never
// trusted). The transaction locks the receipt (decision 023), the attempt, the booking and, for a
// payment, the booking's room types (in that order; room types in key order, as every writer that
// takes rooms does, decision 007), and only then reads the clock: a decision made on a time read before a slow provider call
// could confirm a booking whose rooms were resold meanwhile. What happens is decided by one pure
// function, domain/settlement.ts, on the whole bill: the money ledger says what the booking holds
// (decision 023), and every shilling the verdict brings is written there once.
import { readContent } from "../content/content.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { hasNote, noted, readNotes, withNote, type Note } from "../../domain/booking-notes.ts";
import {
  decideSettlement,
  paidAmount,
  settlementNeedsRoomCheck,
  type AttentionReason,
  type MoneyDecision,
  type ReceiptSeen,
  type RefundReason,
  type Settlement,
  type Verdict,
} from "../../domain/settlement.ts";
import type { EntryProvider, MoneyMethod } from "../../domain/ledger.ts";
import {
  addReceipt,
  billOf,
  entryWithReceipt,
  lockReceipt,
  paymentOfAttempt,
  recordEntry,
} from "./ledger.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
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
  queuePaymentReceivedTexts,
  queueRefundDueTexts,
  type TextSettings,
} from "../texts/booking-texts.ts";
import {
  lockRoomTypes,
  READ_COMMITTED,
  shortageAfterLock,
  type Tx,
} from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { roomsWithNights } from "../bookings/nights.ts";
import { moveBooking } from "../bookings/transitions.ts";
import { recordBookingEvent } from "../bookings/booking-events.ts";
import { cardRefundReversed } from "./refund-answers.ts";
import { folioTotalsFor } from "./bill-totals.ts";

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
  return queueEmail(tx, bookingConfirmationEmail(booking, rooms, paid, context, content, now), now);
}

export type SettleResult =
  | "pending"
  | "failed"
  | "confirmed"
  | "part_paid"
  | "balance_paid"
  | "refund_due"
  | "reversed"
  | "attention"
  | "unchanged";

/** The ledger's name for an attempt's provider's receipts. */
export function receiptProviderOf(provider: PaymentProvider): EntryProvider {
  return provider === "mpesa" ? "mpesa" : "pesapal";
}

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
    // A receipt is locked first, in the order every writer of money takes (receipt, then the
    // attempt and booking, then room types): a desk entry or Paybill confirmation of the same
    // receipt waits for this one rather than deadlocking with it.
    if (verdict.kind === "paid" && verdict.receipt) {
      const [of] = await tx
        .select({ provider: paymentAttempts.provider })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, attemptId));
      if (of) await lockReceipt(tx, receiptProviderOf(of.provider), verdict.receipt);
    }
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
    const receiptSeen = receipt ? await whereReceiptIs(tx, attempt, receipt) : "new";
    const bill = await billOf(tx, attempt.bookingId);
    const facts = {
      attempt,
      booking: booking!,
      verdict,
      now,
      receiptSeen,
      money: { stayKes: bill.stayKes, heldKes: bill.heldKes },
    };
    const roomsFree = settlementNeedsRoomCheck(facts)
      ? !(await shortageAfterLock(tx, locked, { ...booking!, rooms: types }, now))
      : true;
    const decision = decideSettlement({ ...facts, money: { ...facts.money, roomsFree } });
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

/**
 * Where a verdict's receipt already is in the ledger; settleAttempt took the receipt's lock first
 * (held to the end of the transaction, so a desk entry or Paybill confirmation of it waits).
 */
async function whereReceiptIs(tx: Tx, attempt: Attempt, receipt: string): Promise<ReceiptSeen> {
  const provider = receiptProviderOf(attempt.provider);
  const entry = await entryWithReceipt(tx, provider, receipt);
  if (!entry || entry.attemptId === attempt.id) return "new";
  return entry.bookingId === attempt.bookingId ? "this_booking" : "elsewhere";
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
  const { attempt, booking, verdict, now } = facts;
  const setAttempt = async (values: Partial<typeof paymentAttempts.$inferInsert>) => {
    await tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attempt.id));
    await notifyBookingChanged(tx, booking.id);
  };
  const codes =
    verdict.kind === "pending"
      ? {}
      : { resultCode: verdict.resultCode, resultDesc: verdict.resultDesc };
  const paidVerdict = verdict.kind === "paid" ? verdict : undefined;
  const receipt = paidVerdict?.receipt ?? attempt.receipt ?? null;
  const succeeded = () =>
    setAttempt({
      status: "succeeded",
      ...codes,
      receipt,
      paidKes: paidVerdict?.amountKes ?? attempt.paidKes,
      paymentAccount: paidVerdict?.account ?? attempt.paymentAccount,
      completedAt: now,
    });

  switch (decision.kind) {
    case "nothing":
      return verdict.kind === "pending" ? "pending" : "unchanged";
    case "receipt": {
      // The query confirmed it first; the callback that followed brings the receipt.
      await setAttempt({ receipt: paidVerdict!.receipt });
      const entry = await paymentOfAttempt(tx, attempt.id);
      if (entry) {
        await addReceipt(tx, entry.id, receiptProviderOf(attempt.provider), paidVerdict!.receipt!);
      }
      return "unchanged";
    }
    case "failed":
      await setAttempt({ status: "failed", ...codes, completedAt: now });
      return "failed";
    case "already_counted":
      // Staff typed this receipt at the desk before the provider's answer came: the same money,
      // already in the ledger. The attempt is paid; nothing is counted again.
      await succeeded();
      return "unchanged";
    case "money": {
      await succeeded();
      const method: MoneyMethod = attempt.provider === "mpesa" ? "mpesa" : "card";
      const amountKes = paidAmount({ attempt, verdict });
      await recordEntry(tx, {
        bookingId: booking.id,
        kind: "payment",
        direction: 1,
        amountKes,
        method,
        source: attempt.provider === "mpesa" ? "stk" : "card",
        provider: receipt ? receiptProviderOf(attempt.provider) : null,
        receipt,
        attemptId: attempt.id,
        payer: paidVerdict?.account ?? null,
        at: now,
      });
      return applyMoney(tx, decision.decision, {
        ...facts,
        paid: { amountKes, method, provider: attempt.provider, receipt },
      });
    }
    case "reversed": {
      await setAttempt({ status: "reversed", ...codes, completedAt: now });
      // The money the payment brought goes out again: a correction, the payment stays.
      const entry = await paymentOfAttempt(tx, attempt.id);
      // Our own card refund of it, made (decision 024): the refund is paid, no chargeback.
      if (entry && (await cardRefundReversed(tx, entry.id, verdict, now))) return "unchanged";
      if (entry) {
        await tx
          .insert(moneyEntries)
          .values({
            bookingId: entry.bookingId,
            kind: "reversal",
            direction: -1,
            amountKes: entry.amountKes,
            method: entry.method,
            source: entry.source,
            attemptId: attempt.id,
            correctsId: entry.id,
            note: verdict.kind === "pending" ? null : verdict.resultDesc,
            at: now,
          })
          .onConflictDoNothing();
      }
      await needsAttention(tx, booking, attentionNote("reversed", attempt, verdict), facts);
      return "reversed";
    }
    case "attention":
      // Final either way: the attempt is not asked about again; a paid one stays paid.
      if (attempt.status !== "succeeded") {
        await setAttempt({ status: "rejected", ...codes, completedAt: now });
      }
      await needsAttention(tx, booking, attentionNote(decision.reason, attempt, verdict), facts);
      return "attention";
  }
}

/** New money, already in the ledger, as it reached its booking. */
export type PaidMoney = {
  amountKes: number;
  method: MoneyMethod;
  /** For the emails' wording: how the guest paid online (Paybill is M-Pesa). */
  provider: PaymentProvider;
  receipt: string | null;
};

export type MoneyApplied = Omit<Applied, "attempt" | "verdict"> & {
  attempt?: Attempt;
  verdict?: Verdict;
  paid: PaidMoney;
};

/**
 * What new money (already written to the ledger) does to its booking, as decideMoney said: the
 * one place a payment from any path (prompt, card, Paybill, staff matching the queue) confirms a
 * booking, pays down its bill, or is owed back.
 */
export async function applyMoney(
  tx: Tx,
  decision: MoneyDecision,
  facts: MoneyApplied,
): Promise<SettleResult> {
  const { booking, rooms, now, context, paid } = facts;
  switch (decision.kind) {
    case "confirm": {
      const note = decision.late ? noted.paidLate() : undefined;
      await moveBooking(tx, booking.id, "confirmed", { now, note });
      await recordEvent(
        tx,
        {
          name: "payment_completed",
          props: {
            booking_reference: booking.reference ?? "",
            total_kes: booking.totalKes,
            method: paid.provider,
          },
        },
        now,
      );
      const words = { receipt: paid.receipt ?? "", provider: paid.provider, refund: false };
      await queueGuestConfirmation(tx, booking, rooms, words, context, now);
      await queueEmail(tx, staffBookingEmail(booking, words, context, rooms), now);
      await queueBookingConfirmedTexts(
        tx,
        booking,
        { amountKes: paid.amountKes, method: paid.provider, receipt: paid.receipt },
        context.texts,
        now,
      );
      if (decision.excessKes > 0) {
        await oweBack(tx, booking, "overpaid", { ...facts, extraKes: decision.excessKes });
      } else {
        await noLongerOwed(tx, booking.id, now);
      }
      return "confirmed";
    }
    case "part_paid":
    case "balance_paid": {
      const note = noted.partPaid(
        { paidKes: paid.amountKes, method: paid.method, receipt: paid.receipt },
        decision.balanceKes,
      );
      await tx
        .update(bookings)
        .set({ statusNotes: [note], updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await recordBookingEvent(tx, {
        bookingId: booking.id,
        code: "payment",
        at: now,
        notes: [note],
        params: { kes: paid.amountKes, balanceKes: decision.balanceKes, receipt: paid.receipt },
      });
      await notifyBookingChanged(tx, booking.id);
      await queuePaymentReceivedTexts(
        tx,
        booking,
        { amountKes: paid.amountKes, method: paid.method, receipt: paid.receipt },
        now,
      );
      if (decision.kind === "balance_paid" && decision.excessKes > 0) {
        await oweBack(tx, booking, "overpaid", { ...facts, extraKes: decision.excessKes });
        return "refund_due";
      }
      await noLongerOwed(tx, booking.id, now);
      return decision.kind;
    }
    case "refund_due":
      await oweBack(tx, booking, decision.reason, { ...facts, extraKes: paid.amountKes });
      return "refund_due";
  }
}

/**
 * Money the booking holds that it cannot keep: the booking is flagged for a refund (listed in
 * "Money to return" until paid back), staff are told by email and text, the guest by text. A
 * second reason joins an open one rather than replacing it.
 */
export async function oweBack(
  tx: Tx,
  booking: Booking,
  reason: RefundReason | "held_on_close",
  facts: { now: Date; context: SettleContext | undefined; paid?: PaidMoney; extraKes: number },
): Promise<void> {
  const { now, context } = facts;
  const note = refundNote(reason, facts.paid, facts.extraKes, booking.status);
  const [current] = await tx
    .select({ statusNotes: bookings.statusNotes })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  // Added to what the notes say (why it was cancelled, an earlier refund), never replacing them.
  const statusNotes = [...readNotes(current?.statusNotes), note];
  await tx
    .update(bookings)
    .set({ refundDue: true, refundSettledAt: null, statusNotes, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(tx, {
    bookingId: booking.id,
    code: "refund_due",
    at: now,
    notes: [note],
    params: { reason, kes: facts.extraKes, receipt: facts.paid?.receipt ?? null },
  });
  await notifyBookingChanged(tx, booking.id);
  if (context) {
    await queueEmail(
      tx,
      staffBookingEmail(
        { ...booking, refundDue: true, statusNotes: [note] },
        {
          receipt: facts.paid?.receipt ?? "",
          provider: facts.paid?.provider ?? "mpesa",
          refund: true,
        },
        context,
      ),
      now,
    );
  }
  await queueRefundDueTexts(tx, booking, context?.texts, now);
}

/** Puts the booking before staff with a reason (an email, a text to the duty phone, the panel). */
export async function needsAttention(
  tx: Tx,
  booking: Booking,
  reason: Note,
  facts: Pick<Applied, "now" | "context" | "attempt">,
) {
  const { now, context, attempt } = facts;
  // A later reason joins an open one rather than replacing it; the same one again (a repeated
  // IPN) changes nothing and mails nobody.
  const open = booking.attentionSettledAt ? [] : readNotes(booking.attentionNotes);
  if (hasNote(open, reason)) return;
  const attentionNotes = withNote(open, reason);
  await tx
    .update(bookings)
    .set({ attentionNotes, attentionAt: now, attentionSettledAt: null, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(tx, {
    bookingId: booking.id,
    code: "attention",
    at: now,
    notes: [reason],
  });
  await notifyBookingChanged(tx, booking.id);
  await queueEmail(tx, staffAttentionEmail(booking, reason, attempt.provider, context), now);
  await queueAttentionText(tx, booking, context.texts, now);
}

function refundNote(
  reason: RefundReason | "held_on_close",
  paid: PaidMoney | undefined,
  kes: number,
  status: Booking["status"],
): Note {
  if (reason === "held_on_close") return noted.heldOnClose(status, kes);
  const money = paid
    ? { paidKes: paid.amountKes, method: paid.method, receipt: paid.receipt }
    : { paidKes: kes };
  return noted.owedBack(reason, money, kes);
}

function attentionNote(
  reason: AttentionReason | "reversed",
  attempt: Attempt,
  verdict: Verdict,
): Note {
  const result = verdict.kind === "pending" ? null : verdict;
  switch (reason) {
    case "reversed":
      return noted.reversed(attempt.provider, attempt.receipt, result);
    case "rejected_answer":
      return noted.attention(reason, attempt.provider, attempt.merchantReference, result);
    case "duplicate_receipt": {
      const receipt = verdict.kind === "paid" ? (verdict.receipt ?? "") : "";
      return noted.attention(reason, attempt.provider, receipt, null);
    }
  }
}

/**
 * A refund flag raised while the booking held money it could not keep (its hold expired with a
 * part payment) is lowered once the money pays the booking after all (the rest came while the
 * rooms were free): staff must not give back money the stay needs. Nothing when a credit stays.
 */
async function noLongerOwed(tx: Tx, bookingId: string, now: Date): Promise<void> {
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId);
  if (!totals || totals.balanceKes < 0) return;
  const lowered = await tx
    .update(bookings)
    .set({ refundDue: false, updatedAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.refundDue, true),
        isNull(bookings.refundSettledAt),
      ),
    )
    .returning({ id: bookings.id });
  if (lowered.length === 0) return;
  await recordBookingEvent(tx, {
    bookingId,
    code: "refund_due",
    at: now,
    notes: [noted.refundNoLongerDue()],
    params: { lowered: true },
  });
  await notifyBookingChanged(tx, bookingId);
}

/**
 * After a booking's bill shrinks (it stops standing: cancelled, expired, failed, a no-show; an
 * extra voided; nights given up): money it holds beyond what it is still charged is owed back,
 * so it is flagged and staff and guest are told, never left as a silent negative balance. Returns the credit (0 when it holds nothing extra). Staff
 * email needs the context; without one (a test's direct call) the flag and texts still happen.
 */
export async function oweBackCredit(
  tx: Tx,
  bookingId: string,
  now: Date,
  context: SettleContext | undefined,
): Promise<number> {
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId);
  const creditKes = totals ? -totals.balanceKes : 0;
  if (creditKes <= 0) return 0;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  await oweBack(tx, booking!, "held_on_close", { now, context, extraKes: creditKes });
  return creditKes;
}
