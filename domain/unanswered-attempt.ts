// What the reconcile job does with a payment attempt that has no final answer yet (decisions 008,
// 011 and 027): wait, give it up (failed), or put it before staff. Pure: server/bookings/jobs.ts
// reads the facts, calls this, and applies the answer.
import type { PaymentProvider } from "./booking-status.ts";
import { PROMPT_HOLD_MS } from "./pay-request.ts";

/**
 * The result code of an M-Pesa prompt whose ids were never stored (the site stopped between
 * Daraja accepting the push and our write): it may have been paid, so staff check it.
 */
export const ANSWER_LOST = "answer_lost";

export type UnansweredFacts = {
  provider: PaymentProvider;
  /** Its CheckoutRequestID (M-Pesa) or OrderTrackingId (card) is stored: the provider can be asked. */
  hasProviderId: boolean;
  /** Already put before staff as ANSWER_LOST. */
  withStaff: boolean;
  /**
   * Staff decided: they marked the booking's attention handled, or the booking is no longer
   * pending (cancelled, or confirmed by money staff matched).
   */
  staffDecided: boolean;
  /** Still open after asking the provider now (pending, no answer, nothing to ask with). */
  stillOpen: boolean;
  ageMs: number;
  /** The longest a request can wait for its answer (a token and the request, each up to the timeout). */
  sendWindowMs: number;
  giveUpAfterMs: number;
};

/** wait; give_up: failed (a late success still counts); staff_check; close: staff decided. */
export type UnansweredAction = "wait" | "give_up" | "staff_check" | "close";

export function decideUnanswered(facts: UnansweredFacts): UnansweredAction {
  if (!facts.stillOpen) return "wait";
  // Only staff end it: a lost prompt's money shows on the M-Pesa statement, never in a query.
  // Once its ids did arrive (a slow start, not a dead one), the query decides as for any prompt.
  if (facts.withStaff) return facts.staffDecided && !facts.hasProviderId ? "close" : "wait";
  if (!facts.hasProviderId) {
    // A card page reaches the guest only through our answer, which was never given: nobody paid.
    if (facts.provider === "card") return facts.ageMs > PROMPT_HOLD_MS ? "give_up" : "wait";
    // A push goes to the phone without us: Daraja may have sent it and the guest paid, and its
    // callback (lost while we were down, or unmatched without the ids) cannot be asked about.
    return facts.ageMs > facts.sendWindowMs ? "staff_check" : "wait";
  }
  return facts.ageMs > facts.giveUpAfterMs ? "give_up" : "wait";
}

/**
 * How long a booking whose prompt is with staff keeps its rooms: to the check-out day (noon,
 * Nairobi), so nothing resells them unless staff decide (cancel, confirm, or mark it handled).
 */
export function staffCheckHoldEnd(checkOut: string): Date {
  return new Date(`${checkOut}T12:00:00+03:00`);
}
