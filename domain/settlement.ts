// What money arriving for a booking does to it, decided on the whole bill (decision 023), and
// what a provider's verdict does to the payment attempt that asked for it (decisions 008, 011).
// Pure: server/payments/settle.ts takes the locks, reads the clock, the ledger and the rooms'
// availability under them, calls these, and applies the answer in the same transaction.
import type { BookingStatus, PaymentStatus } from "./booking-status.ts";

/** What a provider said about an attempt, once checked (payments.ts asks; callbacks never count alone). */
export type Verdict =
  | { kind: "pending" }
  | {
      kind: "paid";
      resultCode: string;
      resultDesc: string;
      /** M-Pesa receipt number / Pesapal confirmation code, when the answer carries one. */
      receipt?: string;
      /** What the provider says was paid; undefined when its answer does not say. */
      amountKes?: number;
      /** Paying MSISDN (M-Pesa) or masked card / account (Pesapal). */
      account?: string;
    }
  | { kind: "failed"; resultCode: string; resultDesc: string }
  /** Card payments: the money went back to the payer after it was taken. */
  | { kind: "reversed"; resultCode: string; resultDesc: string }
  /** An answer that failed our checks (another order's reference, another currency). */
  | { kind: "rejected"; resultCode: string; resultDesc: string };

/**
 * Why money a booking holds must go back (or be kept as a credit): it paid more than the bill,
 * paid a bill already paid, came after the booking was cancelled, expired or a no-show, or came
 * after the hold when the rooms were sold meanwhile.
 */
export type RefundReason =
  "overpaid" | "paid_twice" | "after_cancel" | "after_expiry" | "after_no_show" | "rooms_taken";
export type AttentionReason = "rejected_answer" | "duplicate_receipt";

/** What new money does to its booking. */
export type MoneyDecision =
  /** A booking waiting for payment is paid in full: confirmed (late: after its hold ended). */
  | { kind: "confirm"; late: boolean; excessKes: number }
  /** Recorded; the booking (still pending) waits for the rest. */
  | { kind: "part_paid"; balanceKes: number }
  /** A confirmed booking's bill, paid down (to nothing when balanceKes is 0). */
  | { kind: "balance_paid"; balanceKes: number; excessKes: number }
  /** The booking cannot take the money: it is owed back (a credit until refunded). */
  | { kind: "refund_due"; reason: RefundReason };

export type MoneyFacts = {
  booking: { status: BookingStatus; holdExpiresAt: Date | null };
  /** What the stay costs while it stands: its room nights and extras. */
  stayKes: number;
  /** What the booking holds already, from the ledger: paid less refunded. */
  heldKes: number;
  /** The new money. */
  amountKes: number;
  /** Read under the locks. */
  now: Date;
  /** Whether the booking's rooms are free now; read only when moneyNeedsRoomCheck says so. */
  roomsFree: boolean;
};

export function holdsRoomsAt(
  booking: { status: BookingStatus; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === "pending" &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime()
  );
}

function assertNever(value: never): never {
  throw new Error(`unexpected booking status ${String(value)}`);
}

/** Whether the money would pay a booking in full whose hold has ended (so its rooms matter). */
export function moneyNeedsRoomCheck(facts: Omit<MoneyFacts, "roomsFree">): boolean {
  const { booking, stayKes, heldKes, amountKes, now } = facts;
  const revives =
    booking.status === "expired" ||
    booking.status === "failed" ||
    (booking.status === "pending" && !holdsRoomsAt(booking, now));
  return revives && heldKes + amountKes >= stayKes;
}

/**
 * New money on a booking, judged against the whole bill. Money never confirms what cannot take
 * it: a cancelled, expired or no-show booking, a bill already paid, or more than the bill is
 * owed back (refund due), never "confirmed".
 */
export function decideMoney(facts: MoneyFacts): MoneyDecision {
  const { booking, stayKes, heldKes, amountKes, now } = facts;
  const after = heldKes + amountKes;
  const status = booking.status;
  switch (status) {
    case "pending":
    case "expired":
    case "failed": {
      if (after < stayKes) {
        // Short: a booking still pending keeps it as a part payment (when it expires, the money
        // is owed back); one already expired cannot take it.
        return status === "pending"
          ? { kind: "part_paid", balanceKes: stayKes - after }
          : { kind: "refund_due", reason: "after_expiry" };
      }
      const excessKes = after - stayKes;
      if (holdsRoomsAt(booking, now)) return { kind: "confirm", late: false, excessKes };
      return facts.roomsFree
        ? { kind: "confirm", late: true, excessKes }
        : { kind: "refund_due", reason: "rooms_taken" };
    }
    case "confirmed": {
      if (heldKes >= stayKes) return { kind: "refund_due", reason: "paid_twice" };
      return {
        kind: "balance_paid",
        balanceKes: Math.max(stayKes - after, 0),
        excessKes: Math.max(after - stayKes, 0),
      };
    }
    case "cancelled":
      return { kind: "refund_due", reason: "after_cancel" };
    case "no_show":
      return { kind: "refund_due", reason: "after_no_show" };
    default:
      return assertNever(status);
  }
}

/** Where a verdict's receipt already stands in the ledger. */
export type ReceiptSeen = "new" | "this_booking" | "elsewhere";

export type Settlement =
  /** Recorded only: nothing moves (not final yet, or already settled that way). */
  | { kind: "nothing" }
  /** A paid attempt gains the receipt that came after its confirmation. */
  | { kind: "receipt" }
  | { kind: "failed" }
  /** The attempt was paid, but its money is already in the ledger (staff typed the receipt). */
  | { kind: "already_counted" }
  /** A payment that counted was taken back: the booking holds less. */
  | { kind: "reversed" }
  /** Something only a person can sort out; the attempt is not asked about again. */
  | { kind: "attention"; reason: AttentionReason }
  /** New money for the booking: what it does (decideMoney). */
  | { kind: "money"; decision: MoneyDecision };

export type SettlementFacts = {
  attempt: { status: PaymentStatus; amountKes: number; receipt: string | null };
  booking: MoneyFacts["booking"];
  verdict: Verdict;
  now: Date;
  /** Where the verdict's receipt stands in the ledger already. */
  receiptSeen: ReceiptSeen;
  /** The money of the bill, for a paid verdict that brings new money. */
  money: Omit<MoneyFacts, "booking" | "now" | "amountKes">;
};

/** Attempt statuses nothing but staff changes again (never polled again). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "succeeded",
  "failed",
  "reversed",
  "rejected",
];

/** The money a paid verdict brings: what the provider says, else what was asked. */
export function paidAmount(facts: Pick<SettlementFacts, "attempt" | "verdict">): number {
  return facts.verdict.kind === "paid" ? (facts.verdict.amountKes ?? facts.attempt.amountKes) : 0;
}

/** Whether decideSettlement will bring new money, so the caller must read the rooms. */
export function settlementNeedsRoomCheck(
  facts: Omit<SettlementFacts, "money"> & {
    money: Omit<MoneyFacts, "booking" | "now" | "amountKes" | "roomsFree">;
  },
): boolean {
  const { attempt, verdict } = facts;
  return (
    verdict.kind === "paid" &&
    (attempt.status === "pending" || attempt.status === "failed") &&
    facts.receiptSeen === "new" &&
    moneyNeedsRoomCheck({
      ...facts.money,
      booking: facts.booking,
      now: facts.now,
      amountKes: paidAmount(facts),
    })
  );
}

export function decideSettlement(facts: SettlementFacts): Settlement {
  const { attempt, verdict } = facts;
  // A reversal or a rejected answer is for staff now; a pending verdict changes nothing.
  if (attempt.status === "reversed" || attempt.status === "rejected") return { kind: "nothing" };
  if (verdict.kind === "pending") return { kind: "nothing" };
  if (verdict.kind === "rejected") return { kind: "attention", reason: "rejected_answer" };

  if (attempt.status === "succeeded") {
    if (verdict.kind === "reversed") return { kind: "reversed" };
    if (
      verdict.kind === "paid" &&
      verdict.receipt &&
      !attempt.receipt &&
      facts.receiptSeen === "new"
    ) {
      return { kind: "receipt" };
    }
    // Paid stays paid: a later failure or a repeated success changes nothing.
    return { kind: "nothing" };
  }

  if (verdict.kind === "failed" || verdict.kind === "reversed") {
    return attempt.status === "failed" ? { kind: "nothing" } : { kind: "failed" };
  }

  // Paid, possibly after a failure was recorded: the provider's final word wins over a guess.
  if (facts.receiptSeen === "this_booking") return { kind: "already_counted" };
  if (facts.receiptSeen === "elsewhere") return { kind: "attention", reason: "duplicate_receipt" };
  return {
    kind: "money",
    decision: decideMoney({
      ...facts.money,
      booking: facts.booking,
      now: facts.now,
      amountKes: paidAmount(facts),
    }),
  };
}
