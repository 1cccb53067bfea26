// Daraja's Results for a refund, through the inbox (provider-messages.ts), and Pesapal's word on
// a card refund: applied idempotently to the refund and its ledger entry (refund-ledger.ts).
import type { Db } from "../db/client.ts";
import { and, eq } from "drizzle-orm";
import { afterReversalRefused } from "../../domain/refunds.ts";
import { bookings } from "../db/schema/bookings.ts";
import { refunds } from "../db/schema/ledger.ts";
import {
  parseB2cResult,
  parseQueueTimeout,
  parseReversalResult,
  parseStatusResult,
} from "./daraja/refunds-wire.ts";
import {
  lockRefundOfConversation,
  newIdempotencyKey,
  refundFailed,
  refundNoted,
  refundPaid,
  type Refund,
} from "./refund-ledger.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import type { PaymentDeps } from "./deps.ts";
import { b2cPhone, sendRefund } from "./refund-sending.ts";

export type RefundMessageOutcome = {
  kind: "paid" | "failed" | "fallback" | "ask_status" | "timed_out" | "repeat" | "unknown";
};

/** A reversal's Result: paid; or refused, then B2C to the guest's phone, a status query, or failed. */
export async function applyReversalResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseReversalResult(body);
  if (!result) return { kind: "unknown" };
  const applied = await deps.db.transaction(async (tx) => {
    const refund = await lockRefundOfConversation(tx, result);
    if (!refund) return { kind: "unknown" as const };
    if (refund.status !== "pending") return { kind: "repeat" as const };
    const now = deps.clock();
    const { outcome } = result;
    if (outcome.kind === "completed") {
      return {
        kind: await refundPaid(
          tx,
          refund,
          { source: "result", raw: body, receipt: outcome.receipt },
          now,
        ),
      };
    }
    const answer = {
      source: "result",
      raw: body,
      resultCode: outcome.resultCode,
      resultDesc: outcome.resultDesc,
    };
    const phone = await guestPhone(tx, refund);
    switch (afterReversalRefused(outcome.resultCode, phone)) {
      case "ask_status":
        // Maybe our own earlier reversal, its Result lost: the status query decides (A.6).
        await refundNoted(tx, refund.id, answer, now, {
          timedOutAt: now,
          resultCode: outcome.resultCode,
          resultDesc: outcome.resultDesc,
        });
        return { kind: "ask_status" as const };
      case "failed":
        await refundFailed(tx, refund, answer, now);
        return { kind: "failed" as const };
      case "b2c": {
        await refundFailed(tx, refund, answer, now);
        // A new request with its own key; the approval given covers the same money.
        const [next] = await tx
          .insert(refunds)
          .values({
            bookingId: refund.bookingId,
            entryId: refund.entryId,
            amountKes: refund.amountKes,
            method: "mpesa_b2c",
            status: "pending",
            idempotencyKey: newIdempotencyKey(),
            phone,
            followsId: refund.id,
            reason: refund.reason,
            requestedBy: refund.requestedBy,
            approvedBy: refund.approvedBy,
            approvedAt: refund.approvedAt,
            createdAt: now,
          })
          .returning({ id: refunds.id });
        return { kind: "fallback" as const, next: next!.id };
      }
    }
  }, READ_COMMITTED);
  if (applied.kind === "fallback") {
    await sendRefund(deps, applied.next);
    return { kind: "fallback" };
  }
  return { kind: applied.kind };
}

async function guestPhone(tx: Db, refund: Refund): Promise<string | null> {
  if (!refund.bookingId) return null;
  const [booking] = await tx
    .select({ phone: bookings.phone })
    .from(bookings)
    .where(eq(bookings.id, refund.bookingId));
  return b2cPhone(booking?.phone);
}

/**
 * A final answer about one refund: Completed pays it (its receipt), anything else fails it with
 * the provider's words. `ids` name the refund (its own ids, or our status query's).
 */
export async function applyFinal(
  deps: PaymentDeps,
  source: string,
  body: unknown,
  ids: readonly { originatorConversationId?: string; conversationId?: string }[],
  outcome:
    | { kind: "completed"; receipt: string }
    | { kind: "refused" | "unclear"; resultCode: string; resultDesc: string },
): Promise<RefundMessageOutcome> {
  return deps.db.transaction(async (tx) => {
    let refund: Refund | undefined;
    for (const named of ids) refund ??= await lockRefundOfConversation(tx, named);
    if (!refund) return { kind: "unknown" };
    if (refund.status !== "pending") return { kind: "repeat" };
    const now = deps.clock();
    if (outcome.kind === "completed") {
      const paid = { source, raw: body, receipt: outcome.receipt };
      return { kind: await refundPaid(tx, refund, paid, now) };
    }
    const answer = { source, raw: body, ...outcome };
    return { kind: await refundFailed(tx, refund, answer, now) };
  }, READ_COMMITTED);
}

/** A B2C payment's Result: paid or failed. */
export async function applyB2cResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseB2cResult(body);
  if (!result) return { kind: "unknown" };
  return applyFinal(deps, "result", body, [result], result.outcome);
}

/**
 * A Transaction Status Result about a refund whose Result was late: Completed pays it; anything
 * else fails it with the provider's words (nothing moved that we know of), for staff to decide.
 * It names the refund asked about, or only our query (matched by the query's id we stored).
 */
export async function applyStatusResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseStatusResult(body);
  if (!result) return { kind: "unknown" };
  const of =
    result.outcome.kind === "completed" ? result.outcome.ofOriginatorConversationId : undefined;
  const ids = [
    ...(of ? [{ originatorConversationId: of }] : []),
    { originatorConversationId: result.originatorConversationId },
  ];
  return applyFinal(deps, "status", body, ids, result.outcome);
}

/** QueueTimeOutURL: the outcome is unknown; the jobs ask the status at their next turn. */
export async function applyQueueTimeout(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const ids = parseQueueTimeout(body);
  if (!ids) return { kind: "unknown" };
  return deps.db.transaction(async (tx) => {
    const refund = await lockRefundOfConversation(tx, {
      ...(ids.originatorConversationId && {
        originatorConversationId: ids.originatorConversationId,
      }),
      ...(ids.conversationId && { conversationId: ids.conversationId }),
    });
    if (!refund) return { kind: "unknown" };
    if (refund.status !== "pending") return { kind: "repeat" };
    const now = deps.clock();
    // A timed-out status query is asked again; a timed-out request is asked about.
    await refundNoted(tx, refund.id, { source: "timeout", raw: body }, now, {
      timedOutAt: now,
      lastAskedAt: null,
    });
    return { kind: "timed_out" };
  }, READ_COMMITTED);
}

/**
 * A card order turned REVERSED (the IPN, or our question): when a card refund of that payment
 * is open, that is our refund paid, not a chargeback. Runs in the settling transaction.
 */
export async function cardRefundReversed(
  tx: Db,
  entryId: number,
  raw: unknown,
  now: Date,
): Promise<boolean> {
  const [open] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.entryId, entryId),
        eq(refunds.method, "card_refund"),
        eq(refunds.status, "pending"),
      ),
    )
    .for("update");
  if (!open) return false;
  await refundPaid(tx, open, { source: "pesapal_status", raw, receipt: null }, now);
  return true;
}
