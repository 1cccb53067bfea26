// M-Pesa money that did not come through a push we track (decision 018): Paybill confirmations,
// matched to a booking by the account the payer typed, and STK callbacks for pushes we had given
// up on. Every one is a money ledger entry at once (decision 023): against the booking it names,
// settled in one transaction under settle.ts's locks (booking, then its room types) by
// domain/settlement.ts's decideMoney on the whole bill; or, when it names none, as money not
// matched yet that waits in mpesa_payments for staff ("M-Pesa payments to match"). The receipt
// (TransID) is the ledger's key: a repeat, or the same receipt typed at the desk, counts once.
import { eq, inArray } from "drizzle-orm";
import { storedSpellings } from "../../domain/booking-reference.ts";
import {
  referenceInAccount,
  validatePaybill,
  type PaybillValidation,
} from "../../domain/paybill.ts";
import { decideMoney, moneyNeedsRoomCheck } from "../../domain/settlement.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { billOf, entryWithReceipt, lockReceipt, recordEntry, type MoneyEntry } from "./ledger.ts";
import type { C2bPayment } from "./daraja/c2b.ts";
import type { StkCallback } from "./types.ts";
import {
  lockRoomTypes,
  READ_COMMITTED,
  shortageAfterLock,
  type Tx,
} from "../bookings/availability.ts";
import { roomsWithNights } from "../bookings/nights.ts";
import { applyMoney, type SettleContext, type SettleResult } from "./settle.ts";

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
    const settled = await settleMpesaMoney(tx, bookingId, money, context, { kind: "new" });
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
    return queue(
      tx,
      money,
      `An M-Pesa prompt we had given up on was paid (checkout ${callback.checkoutRequestId}): check the receipt on the M-PESA portal, then attach it to its booking or refund it.`,
      now,
    );
  }, READ_COMMITTED);
}

/** How the money reaches the booking: newly arrived, or matched by staff from the queue. */
export type MoneyArrival =
  { kind: "new" } | { kind: "allocate"; from: MoneyEntry; staffId: number };

/**
 * Settles M-Pesa money against a booking: the one place a Paybill payment (or one staff attach
 * from the queue) moves a booking. Runs inside the caller's transaction, which holds the
 * receipt's lock; locks the booking, then its room types, and reads the clock and the bill only
 * then (as settle.ts does). Returns what happened.
 */
export async function settleMpesaMoney(
  tx: Tx,
  bookingId: string,
  money: MpesaMoney,
  context: SettleContext,
  arrival: MoneyArrival,
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
  const bill = await billOf(tx, bookingId);
  const facts = {
    booking,
    stayKes: bill.stayKes,
    heldKes: bill.heldKes,
    amountKes: money.amountKes,
    now,
  };
  const roomsFree = moneyNeedsRoomCheck(facts)
    ? !(await shortageAfterLock(tx, locked, { ...booking, rooms: types }, now))
    : true;
  const decision = decideMoney({ ...facts, roomsFree });
  await writeMoney(tx, bookingId, money, arrival, now);
  await upsertMatched(tx, money, bookingId, now);
  const result = await applyMoney(tx, decision, {
    booking,
    rooms,
    now,
    context,
    paid: {
      amountKes: money.amountKes,
      method: "mpesa",
      provider: "mpesa",
      receipt: money.transId,
    },
  });
  return {
    bookingId,
    reference: booking.reference ?? "",
    result,
    balanceKes: Math.max(bill.owedKes - money.amountKes, 0),
    amountKes: money.amountKes,
    transId: money.transId,
  };
}

/**
 * The ledger's record of it: a payment into the booking, or (for money that waited unmatched)
 * an allocation out of "not matched" and into the booking, the original entry untouched.
 */
async function writeMoney(
  tx: Tx,
  bookingId: string,
  money: MpesaMoney,
  arrival: MoneyArrival,
  now: Date,
) {
  if (arrival.kind === "new") {
    await recordEntry(tx, { ...paymentEntry(money, now), bookingId });
    return;
  }
  const moved = {
    amountKes: arrival.from.amountKes,
    method: "mpesa" as const,
    source: "staff" as const,
    // The receipt stays the original entry's (unique there); the bill names it all the same.
    reference: arrival.from.receipt,
    staffId: arrival.staffId,
    at: now,
  };
  const [out] = await tx
    .insert(moneyEntries)
    .values({
      ...moved,
      bookingId: null,
      kind: "allocation",
      direction: -1,
      correctsId: arrival.from.id,
    })
    .returning({ id: moneyEntries.id });
  await tx
    .insert(moneyEntries)
    .values({ ...moved, bookingId, kind: "allocation", direction: 1, correctsId: out!.id });
}

function paymentEntry(money: MpesaMoney, now: Date) {
  return {
    kind: "payment" as const,
    direction: 1,
    amountKes: money.amountKes,
    method: "mpesa" as const,
    source: money.source,
    provider: "mpesa" as const,
    receipt: money.transId,
    payer: money.payer ?? null,
    at: now,
  };
}

/**
 * Whether this receipt is in the ledger already (from any path: an earlier notification, an STK
 * payment, the desk). Its lock is held to the end of the transaction, so two deliveries of one
 * receipt, or a delivery and a desk entry of it, take turns and the second sees the first.
 */
async function seenBefore(tx: Tx, transId: string): Promise<boolean> {
  await lockReceipt(tx, "mpesa", transId);
  return (await entryWithReceipt(tx, "mpesa", transId)) !== undefined;
}

async function queue(tx: Tx, money: MpesaMoney, note: string, now: Date) {
  // Money all the same: in the ledger at once, matched to no booking yet.
  await recordEntry(tx, { ...paymentEntry(money, now), bookingId: null });
  await tx
    .insert(mpesaPayments)
    .values({ ...rowOf(money), status: "unmatched", note, receivedAt: now });
  return { kind: "queued", note } as const;
}

/** A payment matched: a new row, or the queued one staff attached. */
async function upsertMatched(tx: Tx, money: MpesaMoney, bookingId: string, now: Date) {
  await tx
    .insert(mpesaPayments)
    .values({ ...rowOf(money), status: "matched", bookingId, receivedAt: now })
    .onConflictDoUpdate({
      target: mpesaPayments.transId,
      set: { status: "matched", bookingId, resolvedAt: now },
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
  const { owedKes } = await billOf(db, booking.id);
  return validatePaybill({ ...booking, owedKes }, payment.amountKes, now);
}
