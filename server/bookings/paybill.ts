// M-Pesa money that did not come through a push we track (decision 018): Paybill confirmations,
// matched to a booking by the account the payer typed, and STK callbacks for pushes we had given
// up on. A matched payment becomes a succeeded payment attempt, settled in one transaction under
// settle.ts's locks (booking, then its room types) by domain/paybill.ts's decision; anything that
// cannot be matched waits in mpesa_payments for staff ("M-Pesa payments to match"). The receipt
// (TransID) is unique: a repeated notification changes nothing.
import { and, eq, inArray, sql } from "drizzle-orm";
import { storedSpellings } from "../../domain/booking-reference.ts";
import {
  decidePaybill,
  paybillNeedsRoomCheck,
  referenceInAccount,
  validatePaybill,
  type PaybillDecision,
  type PaybillValidation,
} from "../../domain/paybill.ts";
import { formatKes } from "../../domain/money.ts";
import type { Db } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import type { C2bPayment } from "../payments/daraja/c2b.ts";
import type { StkCallback } from "../payments/types.ts";
import { lockRoomTypes, READ_COMMITTED, shortageAfterLock, type Tx } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import { roomsWithNights } from "./nights.ts";
import { queuePaymentReceivedTexts } from "../texts/booking-texts.ts";
import { applySettlement, type SettleContext, type SettleResult } from "./settle.ts";

/** One M-Pesa payment as we keep it, whichever way it came. */
export type MpesaMoney = {
  transId: string;
  source: "paybill" | "stk";
  amountKes: number;
  billRef: string;
  transTime?: string;
  payer?: string;
  firstName?: string;
  raw: unknown;
};

export type PaybillSettled = {
  bookingId: string;
  reference: string;
  /** part_paid: recorded, the booking still waits for balanceKes. */
  result: SettleResult | "part_paid";
  balanceKes: number;
  amountKes: number;
  transId: string;
};

export type PaybillOutcome =
  { kind: "repeat" } | { kind: "queued"; note: string } | ({ kind: "settled" } & PaybillSettled);

/**
 * A Paybill confirmation: settled against the booking its account names, or queued for staff.
 * `shortCode` is our Paybill: money sent to another one is not ours to settle (staff look).
 */
export function recordPaybillPayment(
  db: Db,
  payment: C2bPayment,
  raw: unknown,
  context: SettleContext & { shortCode: string },
): Promise<PaybillOutcome> {
  const money: MpesaMoney = { ...payment, source: "paybill", raw };
  return db.transaction(async (tx) => {
    if (await seenBefore(tx, money.transId)) return { kind: "repeat" } as const;
    if (payment.shortCode !== context.shortCode) {
      const note = `Paid to business number ${payment.shortCode}, not ours (${context.shortCode}).`;
      return queue(tx, money, note, context.clock());
    }
    const match = referenceInAccount(money.billRef);
    if (match.kind !== "one") {
      const note =
        match.kind === "none"
          ? "The account number names no booking reference."
          : `The account number names several bookings (${match.references.join(", ")}).`;
      return queue(tx, money, note, context.clock());
    }
    const bookingId = await bookingIdOf(tx, match.reference);
    if (!bookingId) {
      return queue(tx, money, `No booking has the reference ${match.reference}.`, context.clock());
    }
    const settled = await settleMpesaMoney(tx, bookingId, money, context);
    return { kind: "settled", ...settled };
  }, READ_COMMITTED);
}

/**
 * An STK callback that matches no push of ours (our request timed out before Daraja answered
 * with its CheckoutRequestID): a paid one is money we cannot place, so it joins the staff queue.
 */
export async function queueUnmatchedStk(
  db: Db,
  callback: StkCallback,
  raw: unknown,
  now: Date,
): Promise<PaybillOutcome | undefined> {
  const { outcome } = callback;
  if (outcome.kind !== "paid" || !outcome.receipt || !outcome.amountKes) return undefined;
  const money: MpesaMoney = {
    transId: outcome.receipt,
    source: "stk",
    amountKes: outcome.amountKes,
    billRef: "",
    transTime: callback.transactionDate,
    raw,
  };
  return db.transaction(async (tx) => {
    if (await seenBefore(tx, money.transId)) return { kind: "repeat" } as const;
    // A receipt already on a payment attempt was placed (the query found it another way).
    const [placed] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(eq(paymentAttempts.provider, "mpesa"), eq(paymentAttempts.receipt, money.transId)),
      );
    if (placed) return { kind: "repeat" } as const;
    return queue(
      tx,
      money,
      `An M-Pesa prompt we had given up on was paid (checkout ${callback.checkoutRequestId}): check the receipt on the M-PESA portal, then attach it to its booking or refund it.`,
      now,
    );
  }, READ_COMMITTED);
}

/**
 * Settles money against a booking: the one place a Paybill payment (or one staff attach from
 * the queue) moves a booking. Runs inside the caller's transaction; locks the booking, then its
 * room types, and reads the clock only then (as settle.ts does). Returns what happened, for the
 * caller to act on in the same transaction.
 */
export async function settleMpesaMoney(
  tx: Tx,
  bookingId: string,
  money: MpesaMoney,
  context: SettleContext,
): Promise<PaybillSettled> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const rooms = await roomsWithNights(tx, bookingId);
  const types = rooms.map((room) => ({ type: room.roomType }));
  const locked = await lockRoomTypes(tx, types);
  const now = context.clock();
  const paidKes = await paidSoFar(tx, bookingId);
  const facts = { booking, paidKes, amountKes: money.amountKes, now };
  const roomsFree = paybillNeedsRoomCheck(facts)
    ? !(await shortageAfterLock(tx, locked, { ...booking, rooms: types }, now))
    : true;
  const decision = decidePaybill({ ...facts, roomsFree });
  const owedKes = booking.totalKes - paidKes;
  const reference = booking.reference ?? "";

  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      bookingId,
      provider: "mpesa",
      status: "succeeded",
      // What the payment was asked to be: the balance when it fell short of or beyond it (so the
      // refund note reads "costs ..."), otherwise what was paid.
      amountKes: isWrongAmount(decision) && owedKes > 0 ? owedKes : money.amountKes,
      paidKes: money.amountKes,
      receipt: money.transId,
      paymentAccount: money.payer ?? null,
      merchantReference: `${reference}-B${money.transId}`,
      resultCode: "0",
      resultDesc: money.source === "paybill" ? "Paid by Paybill" : "Paid (late STK callback)",
      raw: [{ at: now.toISOString(), source: money.source, body: money.raw }],
      createdAt: now,
      updatedAt: now,
      completedAt: now,
    })
    .returning();
  await upsertMatched(tx, money, bookingId, attempt!.id, now);

  let result: PaybillSettled["result"];
  if (decision.kind === "part_paid") {
    await tx
      .update(bookings)
      .set({
        statusNote: `Part paid by M-Pesa ${money.transId}: ${formatKes(paidKes + money.amountKes)} of ${formatKes(booking.totalKes)}, ${formatKes(decision.balanceKes)} to pay.`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    await notifyBookingChanged(tx, bookingId);
    // A confirmed booking's texts are queued by applySettlement; a part payment is acknowledged.
    await queuePaymentReceivedTexts(
      tx,
      booking,
      { amountKes: money.amountKes, method: "mpesa", receipt: money.transId },
      now,
    );
    result = "part_paid";
  } else {
    const verdict = {
      kind: "paid" as const,
      resultCode: "0",
      resultDesc: "Paid by Paybill",
      receipt: money.transId,
      amountKes: money.amountKes,
      account: money.payer,
    };
    result = await applySettlement(tx, decision, {
      attempt: attempt!,
      booking,
      rooms,
      verdict,
      now,
      context,
    });
  }
  return {
    bookingId,
    reference,
    result,
    balanceKes: Math.max(owedKes - money.amountKes, 0),
    amountKes: money.amountKes,
    transId: money.transId,
  };
}

function isWrongAmount(decision: PaybillDecision) {
  return decision.kind === "refund_due" && decision.reason === "amount";
}

/** Money the booking's succeeded payment attempts brought (what the guest paid online). */
async function paidSoFar(tx: Tx | Db, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({
      kes: sql<number>`coalesce(sum(coalesce(${paymentAttempts.paidKes}, ${paymentAttempts.amountKes})), 0)::int`,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, "succeeded")));
  return row?.kes ?? 0;
}

/**
 * Whether this receipt was recorded already. Two deliveries of one receipt at once take turns
 * on the lock, so the second sees the first's row instead of failing on the unique index.
 */
async function seenBefore(tx: Tx, transId: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`mpesa-trans:${transId}`}, 0))`,
  );
  const [row] = await tx
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.transId, transId));
  return row !== undefined;
}

async function queue(tx: Tx, money: MpesaMoney, note: string, now: Date) {
  await tx
    .insert(mpesaPayments)
    .values({ ...rowOf(money), status: "unmatched", note, receivedAt: now });
  return { kind: "queued", note } as const;
}

/** A payment matched: a new row, or the queued one staff attached. */
async function upsertMatched(
  tx: Tx,
  money: MpesaMoney,
  bookingId: string,
  attemptId: string,
  now: Date,
) {
  await tx
    .insert(mpesaPayments)
    .values({ ...rowOf(money), status: "matched", bookingId, attemptId, receivedAt: now })
    .onConflictDoUpdate({
      target: mpesaPayments.transId,
      set: { status: "matched", bookingId, attemptId, resolvedAt: now },
    });
}

function rowOf(money: MpesaMoney) {
  return {
    transId: money.transId,
    source: money.source,
    amountKes: money.amountKes,
    billRef: money.billRef,
    transTime: money.transTime ?? null,
    payer: money.payer ?? null,
    firstName: money.firstName ?? "",
    raw: money.raw ?? {},
  };
}

/** The booking with this reference (in either stored spelling), if any. */
export async function bookingIdOf(tx: Tx | Db, reference: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.reference, storedSpellings(reference)));
  return row?.id;
}

/**
 * Daraja's validation request (only when Safaricom has it enabled for the shortcode): whether an
 * open booking can take this money. Read without locks: the confirmation settles it properly.
 */
export async function validatePaybillPayment(
  db: Db,
  payment: C2bPayment,
  now: Date,
): Promise<PaybillValidation> {
  const match = referenceInAccount(payment.billRef);
  if (match.kind !== "one") return "unknown_account";
  const [booking] = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.reference, storedSpellings(match.reference)));
  if (!booking) return "unknown_account";
  const paidKes = await paidSoFar(db, booking.id);
  return validatePaybill({ ...booking, paidKes }, payment.amountKes, now);
}
