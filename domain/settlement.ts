// What a provider's verdict on a payment attempt does to the attempt and its booking: one pure
// decision (docs/decisions/008 and 011). server/bookings/settle.ts takes the locks, reads the
// clock and the rooms' availability under them, calls this, and applies the answer in the same
// transaction; nothing else decides.
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

export type RefundReason = "amount" | "paid_twice" | "after_cancel" | "rooms_taken";
export type AttentionReason = "rejected_answer" | "duplicate_receipt";

export type Settlement =
  /** Recorded only: nothing moves (not final yet, or already settled that way). */
  | { kind: "nothing" }
  /** A paid attempt gains the receipt that came after its confirmation. */
  | { kind: "receipt" }
  | { kind: "failed" }
  | { kind: "confirm" }
  /** Paid after the hold ended, and the rooms were still free. */
  | { kind: "confirm_late" }
  /** The money is in, but the booking cannot take it: staff refund it. */
  | { kind: "refund_due"; reason: RefundReason }
  /** A payment that counted was taken back: the booking is no longer paid. */
  | { kind: "reversed" }
  /** Something only a person can sort out; the attempt is not asked about again. */
  | { kind: "attention"; reason: AttentionReason };

export type SettlementFacts = {
  attempt: { status: PaymentStatus; amountKes: number; receipt: string | null };
  booking: { status: BookingStatus; holdExpiresAt: Date | null };
  verdict: Verdict;
  /** Read under the locks, after them. */
  now: Date;
  /**
   * Whether the booking's rooms are free at `now`, counting every other booking; it matters only
   * when a payment comes after the hold (the writer may skip the check otherwise: see needsRoomCheck).
   */
  roomsFree: boolean;
  /** The verdict's receipt is already recorded on another attempt. */
  receiptTaken: boolean;
};

/** Attempt statuses nothing but staff changes again (never polled again). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "succeeded",
  "failed",
  "reversed",
  "rejected",
];

export function holdsRoomsAt(booking: SettlementFacts["booking"], now: Date): boolean {
  return (
    booking.status === "pending" &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime()
  );
}

/** Whether decideSettlement will look at roomsFree (a paid verdict for a booking past its hold). */
export function needsRoomCheck(facts: Omit<SettlementFacts, "roomsFree">): boolean {
  const { attempt, booking, verdict } = facts;
  return (
    verdict.kind === "paid" &&
    (attempt.status === "pending" || attempt.status === "failed") &&
    (booking.status === "expired" ||
      booking.status === "failed" ||
      (booking.status === "pending" && !holdsRoomsAt(booking, facts.now)))
  );
}

export function decideSettlement(facts: SettlementFacts): Settlement {
  const { attempt, booking, verdict } = facts;
  // A reversal or a rejected answer is for staff now; a pending verdict changes nothing.
  if (attempt.status === "reversed" || attempt.status === "rejected") return { kind: "nothing" };
  if (verdict.kind === "pending") return { kind: "nothing" };
  if (verdict.kind === "rejected") return { kind: "attention", reason: "rejected_answer" };

  if (attempt.status === "succeeded") {
    if (verdict.kind === "reversed") return { kind: "reversed" };
    if (verdict.kind === "paid" && verdict.receipt && !attempt.receipt && !facts.receiptTaken) {
      return { kind: "receipt" };
    }
    // Paid stays paid: a later failure or a repeated success changes nothing.
    return { kind: "nothing" };
  }

  if (verdict.kind === "failed" || verdict.kind === "reversed") {
    return attempt.status === "failed" ? { kind: "nothing" } : { kind: "failed" };
  }

  // Paid, possibly after a failure was recorded: the provider's final word wins over a guess.
  if (facts.receiptTaken) return { kind: "attention", reason: "duplicate_receipt" };
  if (verdict.amountKes !== undefined && verdict.amountKes !== attempt.amountKes) {
    return { kind: "refund_due", reason: "amount" };
  }
  if (booking.status === "confirmed") return { kind: "refund_due", reason: "paid_twice" };
  if (booking.status === "cancelled") return { kind: "refund_due", reason: "after_cancel" };
  if (holdsRoomsAt(booking, facts.now)) return { kind: "confirm" };
  return facts.roomsFree ? { kind: "confirm_late" } : { kind: "refund_due", reason: "rooms_taken" };
}
