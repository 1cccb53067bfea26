// Refunds paid back, not only flagged (issue 31, decision 024): staff press Refund on "Money to
// return", a second person approves a large one, and the money goes back the way it came (M-Pesa
// reversal, B2C when the reversal is refused, Pesapal, or cash at once). Each request is stored
// before it is sent and sent at most once (refund-sending.ts); Daraja's Results come through the
// inbox (provider-messages.ts) and are applied idempotently (refund-answers.ts); the booking jobs
// ask when an answer is late and tell staff when none comes (refund-jobs.ts). This module holds
// the staff's two actions, Refund and Approve. domain/refunds.ts decides; refund-ledger.ts writes.
import { and, eq, isNull } from "drizzle-orm";
import { readNotes } from "../../domain/booking-notes.ts";
import {
  approvalRefusal,
  needsApproval,
  refundMethodFor,
  requestRefusal,
  type RefundMethod,
  type RefundRefusal,
} from "../../domain/refunds.ts";
import { RefundApproveSchema, RefundRequestSchema } from "../../domain/schemas/refunds.ts";
import { canReturnMoney, type StaffUser } from "../../domain/staff.ts";
import type { Answer } from "../../domain/said.ts";
import { firstTold } from "../../domain/zod.ts";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { staffNoteWords } from "../../i18n/messages.server.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { latestPayment } from "./ledger.ts";
import {
  bookingCredit,
  lockRefund,
  newIdempotencyKey,
  openRefundOf,
  refundPaid,
  unmatchedOwed,
  type Refund,
} from "./refund-ledger.ts";
import { bookingSubject, recordStaffAction } from "../staff/audit.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import type { PaymentDeps } from "./deps.ts";
import { b2cPhone, refundsOf, sendRefund, type Sent } from "./refund-sending.ts";

type Tx = Db;

export type RefundActionResult = Answer<400 | 403 | 404 | 409>;

const REFUSED: Record<RefundRefusal, (owedKes: number) => RefundActionResult> = {
  nothing_owed: () => ({ ok: false, status: 409, message: deskSaid.refundNothingOwed() }),
  too_much: (owed) => ({
    ok: false,
    status: 400,
    message: deskSaid.refundTooMuch(owed),
  }),
  already_open: () => ({ ok: false, status: 409, message: deskSaid.refundAlreadyOpen() }),
  not_awaiting: () => ({ ok: false, status: 409, message: deskSaid.refundNotAwaiting() }),
  same_person: () => ({ ok: false, status: 409, message: deskSaid.refundSamePerson() }),
  no_phone: () => ({ ok: false, status: 409, message: deskSaid.refundNotConfigured() }),
  not_configured: () => ({ ok: false, status: 409, message: deskSaid.refundNotConfigured() }),
};
const NOT_FOUND = { ok: false, status: 404, message: deskSaid.refundNotFound() } as const;
const NO_RIGHT = { ok: false, status: 403, message: deskSaid.refundNoRight() } as const;

/**
 * The entry whose money a booking gives back: its newest payment in. Money that reached it from
 * the unmatched queue is an allocation; the way back is the way that money came (its receipt).
 */
async function returnedEntryOf(tx: Tx, bookingId: string) {
  const latest = await latestPayment(tx, bookingId);
  if (latest?.kind !== "allocation" || latest.correctsId === null) return latest;
  const [origin] = await tx
    .select()
    .from(moneyEntries)
    .where(eq(moneyEntries.id, latest.correctsId));
  return origin ?? latest;
}

type Asked = {
  bookingId: string | null;
  entry: NonNullable<Awaited<ReturnType<typeof returnedEntryOf>>>;
  owedKes: number;
  phone: string | null;
  subject: string;
  reason: string;
};

/** What the target owes back and how its money came, with the right lock held. */
async function targetOf(
  tx: Tx,
  target: { bookingId: string } | { entryId: number },
): Promise<Asked | undefined> {
  if ("bookingId" in target) {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, target.bookingId))
      .for("update");
    if (!booking) return undefined;
    const entry = await returnedEntryOf(tx, booking.id);
    if (!entry) return undefined;
    return {
      bookingId: booking.id,
      entry,
      owedKes: await bookingCredit(tx, booking.id),
      phone: b2cPhone(booking.phone),
      subject: bookingSubject(booking.id),
      reason: staffNoteWords(readNotes(booking.statusNotes)),
    };
  }
  // Unmatched M-Pesa money staff marked to give back (paybill-staff.ts markMpesaForRefund).
  const [row] = await tx
    .select({ entry: moneyEntries, queue: mpesaPayments })
    .from(moneyEntries)
    .innerJoin(mpesaPayments, eq(mpesaPayments.transId, moneyEntries.receipt))
    .where(
      and(
        eq(moneyEntries.id, target.entryId),
        isNull(moneyEntries.bookingId),
        eq(moneyEntries.provider, "mpesa"),
        eq(mpesaPayments.status, "refund"),
      ),
    )
    .for("update");
  if (!row) return undefined;
  return {
    bookingId: null,
    entry: row.entry,
    owedKes: await unmatchedOwed(tx, row.entry.id),
    // The payer's number is masked (B.8): only a reversal can reach them.
    phone: null,
    subject: row.queue.transId,
    reason: row.queue.note,
  };
}

/** Refund: stored (awaiting approval, or pending and sent now; cash paid at once), audited. */
export async function requestRefund(
  deps: PaymentDeps,
  staff: StaffUser,
  fields: unknown,
): Promise<RefundActionResult> {
  if (!canReturnMoney(staff)) return NO_RIGHT;
  const parsed = RefundRequestSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstTold(parsed.error) };
  const config = refundsOf(deps);
  const stored = await deps.db
    .transaction(async (tx): Promise<RefundActionResult | Refund> => {
      const asked = await targetOf(tx, parsed.data.target);
      if (!asked) return NOT_FOUND;
      const open = await openRefundOf(
        tx,
        asked.bookingId ? { bookingId: asked.bookingId } : { entryId: asked.entry.id },
      );
      // Unmatched money goes back whole (a reversal); a booking's credit as staff say.
      const amountKes = asked.bookingId ? (parsed.data.amountKes ?? asked.owedKes) : asked.owedKes;
      const refusal = requestRefusal(amountKes, asked.owedKes, !!open);
      if (refusal) return REFUSED[refusal](asked.owedKes);
      let method: RefundMethod = refundMethodFor(asked.entry, amountKes);
      if (method === "mpesa_b2c" && !asked.phone) method = "cash";
      if (method.startsWith("mpesa") && !config.daraja) return REFUSED.not_configured(0);
      const now = deps.clock();
      const approval = needsApproval(amountKes, config.approvalAboveKes);
      const [refund] = await tx
        .insert(refunds)
        .values({
          bookingId: asked.bookingId,
          entryId: asked.entry.id,
          amountKes,
          method,
          status: approval ? "awaiting_approval" : "pending",
          idempotencyKey: newIdempotencyKey(),
          phone: method === "mpesa_b2c" ? asked.phone : null,
          reason: asked.reason.slice(0, 500),
          requestedBy: staff.id,
          createdAt: now,
        })
        .returning();
      await recordStaffAction(
        tx,
        {
          staffId: staff.id,
          action: "refund.request",
          subject: asked.subject,
          detail: { refundId: refund!.id, amountKes, method, approval },
        },
        now,
      );
      if (!approval && method === "cash") {
        await refundPaid(tx, refund!, { source: "staff", raw: {}, receipt: null }, now);
        return {
          ok: true,
          message: deskSaid.refundPaidNow(amountKes),
        };
      }
      if (asked.bookingId) await notifyBookingChanged(tx, asked.bookingId);
      return refund!;
    }, READ_COMMITTED)
    .catch((error: unknown) => {
      // Two presses at once: the second meets the first's open request.
      if (isUniqueViolation(error)) return REFUSED.already_open(0);
      throw error;
    });
  if ("ok" in stored) return stored;
  if (stored.status === "awaiting_approval") {
    return {
      ok: true,
      message: deskSaid.refundAwaitingApproval(stored.amountKes, config.approvalAboveKes),
    };
  }
  return sentMessage(stored, await sendRefund(deps, stored.id));
}

/** Approve: a second staff member (never who asked) lets a large refund go. */
export async function approveRefund(
  deps: PaymentDeps,
  staff: StaffUser,
  fields: unknown,
): Promise<RefundActionResult> {
  if (!canReturnMoney(staff)) return NO_RIGHT;
  const parsed = RefundApproveSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstTold(parsed.error) };
  const approved = await deps.db.transaction(async (tx): Promise<RefundActionResult | Refund> => {
    const refund = await lockRefund(tx, parsed.data.refundId);
    if (!refund) return NOT_FOUND;
    const refusal = approvalRefusal(refund, staff.id);
    if (refusal) return REFUSED[refusal](0);
    const now = deps.clock();
    const [updated] = await tx
      .update(refunds)
      .set({ status: "pending", approvedBy: staff.id, approvedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        action: "refund.approve",
        subject: refund.bookingId ? bookingSubject(refund.bookingId) : `refund:${refund.id}`,
        detail: { refundId: refund.id, amountKes: refund.amountKes, method: refund.method },
      },
      now,
    );
    if (updated!.method === "cash") {
      await refundPaid(tx, updated!, { source: "staff", raw: {}, receipt: null }, now);
      return {
        ok: true,
        message: deskSaid.refundPaidNow(refund.amountKes),
      };
    }
    return updated!;
  }, READ_COMMITTED);
  if ("ok" in approved) return approved;
  return sentMessage(approved, await sendRefund(deps, approved.id));
}

function sentMessage(refund: Refund, sent: Sent): RefundActionResult {
  switch (sent.kind) {
    case "refused":
      return {
        ok: false,
        status: 409,
        message: deskSaid.refundRefusedNow(sent.words),
      };
    case "unknown":
      return { ok: true, message: deskSaid.refundNoAnswer() };
    default:
      return { ok: true, message: deskSaid.refundSent(refund.amountKes) };
  }
}
