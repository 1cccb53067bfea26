// Sending a refund to its provider (issue 31, decision 024): at most once, its answer saved; the
// staff actions (refunds.ts) and the jobs (refund-jobs.ts) send through here.
import { and, eq, isNull, sql } from "drizzle-orm";
import { msisdn, nineDigits } from "../../domain/phone.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { staffUsers } from "../db/schema/staff.ts";
import {
  lockRefund,
  refundFailed,
  refundNoted,
  type Refund,
  type RefundDeps,
} from "./refund-ledger.ts";
import { ProviderError } from "./types.ts";
import type { PaymentDeps } from "./deps.ts";

export function refundsOf(deps: PaymentDeps): RefundDeps {
  if (!deps.refunds) throw new Error("the refund clients are not configured");
  return deps.refunds;
}

/** A guest's number as B2C sends to it (2547XXXXXXXX), if the booking has a Kenyan mobile. */
export function b2cPhone(phone: string | null | undefined): string | null {
  const nine = phone ? nineDigits(phone) : undefined;
  return nine ? msisdn(nine) : null;
}

export type Sent = { kind: "sent" | "unknown" | "not_sent" } | { kind: "refused"; words: string };

function remarksOf(refund: Refund, reference: string): string {
  return `Refund ${reference || refund.idempotencyKey}`.slice(0, 100);
}

/**
 * Sends a pending refund to its provider, at most once: sent_at is claimed first, so a second
 * press, a second instance or the job's retry of an unsent one never asks twice. An answer we
 * did not get leaves it pending (asked about later), never sent again under a new key.
 */
export async function sendRefund(deps: PaymentDeps, refundId: number): Promise<Sent> {
  const config = refundsOf(deps);
  const now = deps.clock();
  const [claimed] = await deps.db
    .update(refunds)
    .set({ sentAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending"), isNull(refunds.sentAt)))
    .returning();
  if (!claimed) return { kind: "not_sent" };
  const [facts] = await deps.db
    .select({
      entry: moneyEntries,
      reference: bookings.reference,
      staffEmail: staffUsers.email,
      orderTrackingId: paymentAttempts.providerRequestId,
    })
    .from(moneyEntries)
    .leftJoin(bookings, eq(bookings.id, claimed.bookingId ?? sql`null`))
    .leftJoin(staffUsers, eq(staffUsers.id, claimed.requestedBy ?? sql`null`))
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, moneyEntries.attemptId))
    .where(eq(moneyEntries.id, claimed.entryId));
  const remarks = remarksOf(claimed, facts?.reference ?? facts?.entry.receipt ?? "");
  try {
    switch (claimed.method) {
      case "mpesa_reversal": {
        const ack = await config.daraja!.requestReversal({
          receipt: facts!.entry.receipt!,
          amountKes: claimed.amountKes,
          remarks,
          occasion: claimed.idempotencyKey,
          ...config.urls.reversal,
        });
        await saveAck(deps, claimed.id, ack);
        return { kind: "sent" };
      }
      case "mpesa_b2c": {
        const ack = await config.daraja!.requestB2c({
          originatorConversationId: claimed.idempotencyKey,
          phone: claimed.phone!,
          amountKes: claimed.amountKes,
          remarks,
          ...config.urls.b2c,
        });
        await saveAck(deps, claimed.id, ack);
        return { kind: "sent" };
      }
      case "card_refund": {
        const answer = await config.pesapal.refund({
          confirmationCode: facts!.entry.receipt!,
          amountKes: claimed.amountKes,
          username: facts?.staffEmail ?? "staff",
          remarks,
        });
        if (answer.status === "refused") {
          await finishFailed(deps, claimed.id, {
            source: "send",
            raw: answer.raw,
            resultCode: "refused",
            resultDesc: answer.message,
          });
          return { kind: "refused", words: answer.message };
        }
        // "200" only means received: the order's status tells when the money moved (C.3).
        await deps.db.transaction((tx) =>
          refundNoted(tx, claimed.id, { source: "send", raw: answer.raw }, deps.clock(), {
            resultDesc: answer.message,
          }),
        );
        return { kind: "sent" };
      }
      case "cash":
        return { kind: "not_sent" };
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refused on the spot (a Daraja error body): nothing was queued. A duplicate key means the
    // first request did go: it stays pending for its Result or a status query. No answer at all:
    // unknown, asked about later (never re-sent: B.5, C.5).
    const words = error.providerMessage;
    if (words && !/duplicate/i.test(words)) {
      await finishFailed(deps, claimed.id, {
        source: "send",
        raw: error.raw ?? null,
        resultCode: "refused",
        resultDesc: words,
      });
      return { kind: "refused", words };
    }
    deps.log.warn({ err: error, refundId }, "a refund's request got no clear answer; asked later");
    await deps.db.transaction((tx) =>
      refundNoted(tx, claimed.id, { source: "send", raw: { error: error.message } }, deps.clock()),
    );
    return { kind: "unknown" };
  }
}

async function saveAck(
  deps: PaymentDeps,
  refundId: number,
  ack: { originatorConversationId: string; conversationId: string; raw: unknown },
) {
  await deps.db.transaction((tx) =>
    refundNoted(tx, refundId, { source: "ack", raw: ack.raw }, deps.clock(), {
      originatorConversationId: ack.originatorConversationId,
      conversationId: ack.conversationId,
    }),
  );
}

async function finishFailed(
  deps: PaymentDeps,
  refundId: number,
  answer: Parameters<typeof refundFailed>[2],
) {
  await deps.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (refund) await refundFailed(tx, refund, answer, deps.clock());
  });
}
