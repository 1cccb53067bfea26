// The staff queue "M-Pesa payments to match" (decision 018): money that named no booking, named
// several, or came for a prompt we had given up on. Staff attach it to a booking (settled as a
// Paybill payment would be, in one transaction) or mark it for refund; both are audited. And the
// receipt staff type for a payment an STK query confirmed without one.
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { isBookingId, normaliseReference } from "../../domain/booking-reference.ts";
import { paybillSaid } from "../../domain/staff-said/paybill.ts";
import type { StaffSaid } from "../../domain/staff-said/index.ts";
import type { Db } from "../db/client.ts";
import { paymentAttempts } from "../db/schema/bookings.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { addReceipt, entryWithReceipt, lockReceipt, paymentOfAttempt } from "./ledger.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { bookingIdOf, settleMpesaMoney } from "./paybill.ts";
import type { SettleContext } from "./settle.ts";

/** The queue, oldest first (the longest waiting is dealt with first). */
export function listMpesaToMatch(db: Db, limit = 200) {
  return db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.status, "unmatched"))
    .orderBy(mpesaPayments.receivedAt)
    .limit(limit);
}

/** Recently dealt with by staff, newest first. */
export function listMpesaResolved(db: Db, limit = 20) {
  return db
    .select()
    .from(mpesaPayments)
    .where(and(ne(mpesaPayments.status, "unmatched")))
    .orderBy(desc(mpesaPayments.resolvedAt))
    .limit(limit);
}

export type StaffResult = { ok: true; message: StaffSaid } | { ok: false; message: StaffSaid };

/** A refusal found inside the transaction: thrown to roll it back, answered with its code. */
class Refused extends Error {
  readonly said: StaffSaid;
  constructor(said: StaffSaid) {
    super(said.code);
    this.said = said;
  }
}

export async function attachMpesaPayment(
  db: Db,
  context: SettleContext,
  input: { id: string; reference: string },
  staffId: number,
): Promise<StaffResult> {
  if (!isBookingId(input.id)) return { ok: false, message: paybillSaid.notWaiting() };
  const reference = normaliseReference(input.reference);
  if (!reference) return { ok: false, message: paybillSaid.referenceRequired() };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mpesaPayments)
        .where(eq(mpesaPayments.id, input.id))
        .for("update");
      if (row?.status !== "unmatched") throw new Refused(paybillSaid.notWaiting());
      const bookingId = await bookingIdOf(tx, reference);
      if (!bookingId) throw new Refused(paybillSaid.noSuchBooking(reference));
      // The money waited in the ledger matched to nothing; it moves, its entry stays.
      await lockReceipt(tx, "mpesa", row.transId);
      const from = await entryWithReceipt(tx, "mpesa", row.transId);
      if (from?.bookingId !== null) throw new Refused(paybillSaid.notWaiting());
      const settled = await settleMpesaMoney(
        tx,
        bookingId,
        {
          transId: row.transId,
          source: row.source,
          amountKes: row.amountKes,
          billRef: row.billRef,
          payer: row.payer ?? undefined,
          raw: row.raw,
        },
        context,
        { kind: "allocate", from, staffId },
      );
      await tx
        .update(mpesaPayments)
        .set({ resolvedBy: staffId, note: `${row.note} Attached by staff to ${reference}.`.trim() })
        .where(eq(mpesaPayments.id, row.id));
      await recordStaffAction(tx, {
        staffId,
        action: "mpesa_payment_attached",
        subject: row.transId,
        detail: { reference, amountKes: row.amountKes, result: settled.result },
      });
      return {
        ok: true as const,
        message: paybillSaid.attached(row.transId, reference, settled.result),
      };
    }, READ_COMMITTED);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.said };
    throw error;
  }
}

export async function markMpesaForRefund(
  db: Db,
  input: { id: string; note: string },
  staffId: number,
  now: Date,
): Promise<StaffResult> {
  if (!isBookingId(input.id)) return { ok: false, message: paybillSaid.notWaiting() };
  const note = input.note.trim();
  if (note === "" || note.length > 500) return { ok: false, message: paybillSaid.noteRequired() };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mpesaPayments)
      .set({ status: "refund", note, resolvedAt: now, resolvedBy: staffId })
      .where(and(eq(mpesaPayments.id, input.id), eq(mpesaPayments.status, "unmatched")))
      .returning();
    if (!row) return { ok: false, message: paybillSaid.notWaiting() };
    await recordStaffAction(
      tx,
      {
        staffId,
        action: "mpesa_payment_refund",
        subject: row.transId,
        detail: { amountKes: row.amountKes, note },
      },
      now,
    );
    return { ok: true, message: paybillSaid.markedRefund(row.transId) };
  });
}

const RECEIPT = /^[A-Z0-9]{10}$/;

/** Staff type the receipt of a paid M-Pesa attempt that an STK query confirmed without one. */
export async function saveMpesaReceipt(
  db: Db,
  input: { bookingId: string; attemptId: string; receipt: string },
  staffId: number,
  now: Date,
): Promise<StaffResult> {
  const receipt = input.receipt.trim().toUpperCase();
  if (!RECEIPT.test(receipt)) return { ok: false, message: paybillSaid.receiptRequired() };
  if (!isBookingId(input.attemptId) || !isBookingId(input.bookingId)) {
    return { ok: false, message: paybillSaid.notWaiting() };
  }
  return db.transaction(async (tx) => {
    // Under the receipt's lock, as every writer of it: the ledger is where a receipt counts.
    await lockReceipt(tx, "mpesa", receipt);
    if (await entryWithReceipt(tx, "mpesa", receipt)) {
      return { ok: false, message: paybillSaid.receiptTaken() };
    }
    const [saved] = await tx
      .update(paymentAttempts)
      .set({ receipt, updatedAt: now })
      .where(
        and(
          eq(paymentAttempts.id, input.attemptId),
          eq(paymentAttempts.bookingId, input.bookingId),
          eq(paymentAttempts.provider, "mpesa"),
          eq(paymentAttempts.status, "succeeded"),
          isNull(paymentAttempts.receipt),
        ),
      )
      .returning({ id: paymentAttempts.id });
    if (!saved) return { ok: false, message: paybillSaid.notWaiting() };
    const entry = await paymentOfAttempt(tx, saved.id);
    if (entry) await addReceipt(tx, entry.id, "mpesa", receipt);
    await notifyBookingChanged(tx, input.bookingId);
    await recordStaffAction(
      tx,
      { staffId, action: "mpesa_receipt_saved", subject: input.bookingId, detail: { receipt } },
      now,
    );
    return { ok: true, message: paybillSaid.receiptSaved(receipt) };
  });
}
