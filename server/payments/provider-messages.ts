// What the payment providers send us, through the inbox (server/payments/inbox.ts): a Paybill
// confirmation, an STK callback, a Pesapal IPN is stored first, then processed here, and tried
// again by the booking jobs when processing failed. Each processing is idempotent.
import { parseC2b, type C2bPayment } from "./daraja/c2b.ts";
import { parseStkCallback } from "./daraja/wire.ts";
import { claimWaiting, markProcessed, processStored, receive, type InboxKind } from "./inbox.ts";
import type { StkCallback } from "./types.ts";
import { recordPaybillPayment, type PaybillOutcome } from "./paybill.ts";
import {
  applyB2cResult,
  applyQueueTimeout,
  applyReversalResult,
  applyStatusResult,
} from "./refund-answers.ts";
import { handleCardNotification, handleStkCallback, settleContext } from "./payments.ts";
import type { PaymentDeps } from "./deps.ts";

function settlePaybill(deps: PaymentDeps, payment: C2bPayment, stored: unknown) {
  return recordPaybillPayment(deps.db, payment, stored, {
    ...settleContext(deps),
    shortCode: deps.paybill.shortCode,
  });
}

/** A Paybill confirmation: stored (as `stored`, the payer's number masked), then settled. */
export function receivePaybill(
  deps: PaymentDeps,
  payment: C2bPayment,
  stored: unknown,
): Promise<PaybillOutcome> {
  return receive(deps.db, "c2b_confirmation", stored, deps.clock, () =>
    settlePaybill(deps, payment, stored),
  );
}

async function settleStk(deps: PaymentDeps, callback: StkCallback, raw: unknown) {
  return { kind: await handleStkCallback(deps, callback, raw) };
}

/** An STK callback: stored, then matched to its prompt and checked with Daraja. */
export function receiveStkCallback(deps: PaymentDeps, callback: StkCallback, raw: unknown) {
  return receive(deps.db, "stk_callback", raw, deps.clock, () => settleStk(deps, callback, raw));
}

async function settleIpn(deps: PaymentDeps, orderTrackingId: string) {
  const handled = await handleCardNotification(deps, orderTrackingId, "ipn");
  return { kind: handled ? String(handled.result ?? "unchanged") : "unknown" };
}

/** A Pesapal IPN: stored, then its order's status asked for. */
export function receiveIpn(deps: PaymentDeps, body: unknown, orderTrackingId: string) {
  return receive(deps.db, "pesapal_ipn", body, deps.clock, () => settleIpn(deps, orderTrackingId));
}

/** What each refund message kind does (server/payments/refunds.ts), idempotently. */
const REFUND_PROCESSORS = {
  reversal_result: applyReversalResult,
  b2c_result: applyB2cResult,
  status_result: applyStatusResult,
  refund_timeout: applyQueueTimeout,
} as const;
export type RefundMessageKind = keyof typeof REFUND_PROCESSORS;

/** A Daraja refund Result or QueueTimeOut call: stored, then applied to its refund. */
export function receiveRefundMessage(deps: PaymentDeps, kind: RefundMessageKind, body: unknown) {
  return receive(deps.db, kind, body, deps.clock, () => REFUND_PROCESSORS[kind](deps, body));
}

/** The same processing for a message read back from the inbox; undefined when unreadable. */
function processorOf(deps: PaymentDeps, kind: InboxKind, body: unknown) {
  switch (kind) {
    case "c2b_confirmation": {
      const payment = parseC2b(body);
      return payment && (() => settlePaybill(deps, payment, body));
    }
    case "stk_callback": {
      const callback = parseStkCallback(body);
      return callback && (() => settleStk(deps, callback, body));
    }
    case "pesapal_ipn": {
      const id = (body as { orderTrackingId?: unknown } | null)?.orderTrackingId;
      return typeof id === "string" && id !== "" ? () => settleIpn(deps, id) : undefined;
    }
    case "reversal_result":
    case "b2c_result":
    case "status_result":
    case "refund_timeout":
      return () => REFUND_PROCESSORS[kind](deps, body);
  }
}

/**
 * Tries again the messages whose processing failed (or whose process died mid-way): the booking
 * jobs call this every turn. Returns how many were tried.
 */
export async function retryInbox(deps: PaymentDeps): Promise<number> {
  const waiting = await claimWaiting(deps.db, deps.clock());
  for (const message of waiting) {
    const process = processorOf(deps, message.kind as InboxKind, message.body);
    if (!process) {
      // Stored already after it was read once: nothing here can read it; staff see it.
      await markProcessed(deps.db, message.id, "unreadable", deps.clock());
      continue;
    }
    await processStored(deps.db, message, deps.clock, process).catch((err: unknown) =>
      deps.log.warn({ err, inboxId: message.id }, "a provider message failed again; will retry"),
    );
  }
  return waiting.length;
}
