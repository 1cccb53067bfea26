// Refunds paid back, not only flagged (issue 31, decision 024): the pure decisions. What a refund
// request may be (how much, by which way), whether a second person must approve it, what a
// provider's answer does to it, and when one without a final answer goes to a person.
// server/payments/refund-ledger.ts keeps the rows; server/payments/refunds.ts asks the providers.
import type { EntryProvider, MoneyMethod } from "./ledger.ts";

/**
 * How money goes back: M-Pesa Transaction Reversal of the guest's payment, B2C to the guest's
 * phone (a reversal refused, or a part of a payment: partial reversals are UNCONFIRMED), Pesapal
 * RefundRequest for a card, or by hand (cash at the desk; the ledger entry says how).
 */
export const REFUND_METHODS = ["mpesa_reversal", "mpesa_b2c", "card_refund", "cash"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * awaiting_approval: above the setting, waiting for a second staff member; pending: asked of the
 * provider (or about to be), no final answer yet; paid: the money went back (one ledger entry);
 * failed: it did not (nothing written), staff may ask again.
 */
export const REFUND_STATUSES = ["awaiting_approval", "pending", "paid", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund not final yet: a second one for the same money is refused meanwhile. */
export function isOpenRefund(status: RefundStatus): boolean {
  return status === "awaiting_approval" || status === "pending";
}

/** The ledger entry a refund gives back: how that money came. */
export type ReturnedEntry = {
  method: MoneyMethod;
  provider: EntryProvider | null;
  receipt: string | null;
  amountKes: number;
};

/**
 * The way back for money that came this way: an M-Pesa receipt is reversed (in full only) or
 * paid back by B2C (a part of it); a Pesapal payment is refunded through Pesapal; anything else
 * (cash, a card terminal, a bank transfer, money without a receipt) is given back by hand.
 */
export function refundMethodFor(entry: ReturnedEntry, amountKes: number): RefundMethod {
  if (entry.provider === "mpesa" && entry.receipt) {
    return amountKes === entry.amountKes ? "mpesa_reversal" : "mpesa_b2c";
  }
  if (entry.provider === "pesapal" && entry.receipt) return "card_refund";
  return "cash";
}

/** Whether a second staff member must approve it: above the setting (REFUND_APPROVAL_ABOVE_KES). */
export function needsApproval(amountKes: number, approvalAboveKes: number): boolean {
  return amountKes > approvalAboveKes;
}

export type RefundRefusal =
  | "nothing_owed"
  | "too_much"
  | "already_open"
  | "not_awaiting"
  | "same_person"
  | "no_phone"
  | "not_configured";

/** Why this amount cannot be asked for now, or undefined. */
export function requestRefusal(
  amountKes: number,
  owedKes: number,
  open: boolean,
): RefundRefusal | undefined {
  if (open) return "already_open";
  if (owedKes <= 0) return "nothing_owed";
  if (!Number.isSafeInteger(amountKes) || amountKes < 1 || amountKes > owedKes) return "too_much";
  return undefined;
}

/** Who may approve: a refund awaiting approval, by someone other than who asked for it. */
export function approvalRefusal(
  refund: { status: RefundStatus; requestedBy: number | null },
  approverId: number,
): RefundRefusal | undefined {
  if (refund.status !== "awaiting_approval") return "not_awaiting";
  if (refund.requestedBy === approverId) return "same_person";
  return undefined;
}

/**
 * Reversal "already reversed" (A.3): may answer our own retry of a reversal that did happen, its
 * first Result lost. Never believed either way: a status query decides.
 */
export const ALREADY_REVERSED = "R000001";

/**
 * What a refused reversal leads to: "already reversed" is asked about; any other refusal is paid
 * by B2C to the guest's phone when we have one, else it fails and staff decide.
 */
export function afterReversalRefused(
  resultCode: string,
  phone: string | null,
): "ask_status" | "b2c" | "failed" {
  if (resultCode === ALREADY_REVERSED) return "ask_status";
  return phone ? "b2c" : "failed";
}

/** When to ask the provider about a pending refund, and when a person must look at it. */
export type RefundTimes = {
  /** A Result normally comes within seconds; after this long without one we ask. */
  askAfterMs: number;
  /** Between two questions about the same refund. */
  askEveryMs: number;
  /** Still no final answer after this long: staff are told (the refund stays pending). */
  attentionAfterMs: number;
};

export const DEFAULT_REFUND_TIMES: RefundTimes = {
  askAfterMs: 2 * 60_000,
  askEveryMs: 10 * 60_000,
  attentionAfterMs: 24 * 3_600_000,
};

/** What the reconcile job does with one pending refund now. */
export function refundDue(
  refund: {
    sentAt: Date | null;
    timedOutAt: Date | null;
    lastAskedAt: Date | null;
    attentionAt: Date | null;
  },
  now: Date,
  times: RefundTimes,
): { ask: boolean; attention: boolean } {
  const since = (at: Date | null) => (at ? now.getTime() - at.getTime() : 0);
  const sentAgo = since(refund.sentAt);
  // A QueueTimeOut says nothing more will come: ask at once.
  const waited = refund.timedOutAt !== null || sentAgo >= times.askAfterMs;
  const notJustAsked = refund.lastAskedAt === null || since(refund.lastAskedAt) >= times.askEveryMs;
  return {
    ask: refund.sentAt !== null && waited && notJustAsked,
    attention: refund.attentionAt === null && sentAgo >= times.attentionAfterMs,
  };
}
