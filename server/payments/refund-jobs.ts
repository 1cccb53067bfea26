// The booking jobs' part in refunds: late answers asked about (Daraja Transaction Status, Pesapal
// order status), refunds a crash left unsent sent, and those with no final answer for too long
// flagged for a person.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { noted, readNotes, withNote } from "../../domain/booking-notes.ts";
import { refundDue } from "../../domain/refunds.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { pesapalRefundOutcome } from "./pesapal/wire.ts";
import { lockRefund, refundNoted, refundPaid, type Refund } from "./refund-ledger.ts";
import { queueAttentionText } from "../texts/booking-texts.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import type { PaymentDeps } from "./deps.ts";
import { refundsOf, sendRefund } from "./refund-sending.ts";

/** Claims pending refunds the jobs may act on now (several instances: SKIP LOCKED). */
async function claimPendingRefunds(deps: PaymentDeps, now: Date) {
  const { times } = refundsOf(deps);
  const askedBefore = new Date(now.getTime() - times.askEveryMs);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.status, "pending"),
          or(isNull(refunds.lastAskedAt), lt(refunds.lastAskedAt, askedBefore)),
        ),
      )
      .orderBy(asc(refunds.lastAskedAt), asc(refunds.id))
      .limit(20)
      .for("update", { skipLocked: true });
    const due = [];
    for (const row of rows) {
      const unsent = row.sentAt === null && now.getTime() - row.createdAt.getTime() > 60_000;
      const decision = refundDue(row, now, times);
      if (!unsent && !decision.ask && !decision.attention) continue;
      if (decision.ask) {
        await tx.update(refunds).set({ lastAskedAt: now }).where(eq(refunds.id, row.id));
      }
      due.push({ row, unsent, ...decision });
    }
    return due;
  });
}

/**
 * Asks about pending refunds whose answer is late (Daraja Transaction Status, Pesapal's order
 * status), sends any left unsent by a crash, and tells staff of those with no final answer for
 * too long. Returns how many were looked at.
 */
export async function reconcileRefunds(deps: PaymentDeps): Promise<number> {
  if (!deps.refunds) return 0;
  const due = await claimPendingRefunds(deps, deps.clock());
  for (const { row, unsent, ask, attention } of due) {
    try {
      if (unsent) await sendRefund(deps, row.id);
      else if (ask) await askAboutRefund(deps, row);
      if (attention) await refundNeedsAttention(deps, row);
    } catch (err) {
      // One refund's trouble (the provider down) must not stop the others.
      deps.log.warn({ err, refundId: row.id }, "could not ask about a refund; will retry");
    }
  }
  return due.length;
}

async function askAboutRefund(deps: PaymentDeps, refund: Refund): Promise<void> {
  const config = refundsOf(deps);
  if (refund.method === "card_refund") {
    const [facts] = await deps.db
      .select({ orderTrackingId: paymentAttempts.providerRequestId })
      .from(moneyEntries)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, moneyEntries.attemptId))
      .where(eq(moneyEntries.id, refund.entryId));
    if (!facts?.orderTrackingId) return;
    const status = await deps.pesapal.transactionStatus(facts.orderTrackingId);
    if (pesapalRefundOutcome(status) !== "refunded") return;
    await deps.db.transaction(async (tx) => {
      const locked = await lockRefund(tx, refund.id);
      if (locked?.status === "pending") {
        await refundPaid(
          tx,
          locked,
          { source: "pesapal_status", raw: status.raw, receipt: null },
          deps.clock(),
        );
      }
    }, READ_COMMITTED);
    return;
  }
  if (!config.daraja) return;
  // B2C's id is ours; a reversal's is the gateway's, known only if its acknowledgement came.
  const asked =
    refund.originatorConversationId ??
    (refund.method === "mpesa_b2c" ? refund.idempotencyKey : undefined);
  if (!asked) return;
  const ack = await config.daraja.queryTransactionStatus({
    of: refund.method === "mpesa_b2c" ? "b2c" : "reversal",
    originatorConversationId: asked,
    remarks: `Refund ${refund.idempotencyKey}`,
    ...config.urls.status,
  });
  await deps.db.transaction((tx) =>
    refundNoted(tx, refund.id, { source: "status_query", raw: ack.raw }, deps.clock(), {
      statusQueryId: ack.originatorConversationId,
      timedOutAt: null,
    }),
  );
}

/** No final answer for too long: marked, and the booking flagged for a person (staff texted). */
async function refundNeedsAttention(deps: PaymentDeps, refund: Refund): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const updated = await tx
      .update(refunds)
      .set({ attentionAt: now })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.attentionAt)))
      .returning({ id: refunds.id });
    if (updated.length === 0 || !refund.bookingId) return;
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, refund.bookingId))
      .for("update");
    if (!booking) return;
    const reason = noted.refundLongWait(
      refund.amountKes,
      refund.method,
      (refund.sentAt ?? refund.createdAt).toISOString(),
    );
    const open = booking.attentionSettledAt ? [] : readNotes(booking.attentionNotes);
    await tx
      .update(bookings)
      .set({
        attentionNotes: withNote(open, reason),
        attentionAt: now,
        attentionSettledAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    await notifyBookingChanged(tx, booking.id);
    await queueAttentionText(tx, booking, deps.texts, now);
  }, READ_COMMITTED);
}
