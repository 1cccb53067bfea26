// What a guest reads about a payment attempt: its status, and for a failure the reason its
// provider's result code gives (domain/mpesa-results.ts) or the card decline's own text. Never
// "processed" for money the booking could not take (a wrong amount, a reversal).
import type { PaymentProvider, PaymentStatus } from "./booking-status.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { formatKes } from "./money.ts";
import { mpesaFailureMessage } from "./mpesa-results.ts";
import { ANSWER_LOST } from "./unanswered-attempt.ts";

export function paymentMessage(attempt: {
  provider: PaymentProvider;
  status: PaymentStatus;
  resultCode: string | null;
  resultDesc: string | null;
  /** What we asked for, and what the provider says was paid (when it says). */
  amountKes?: number;
  paidKes?: number | null;
}): string {
  switch (attempt.status) {
    case "succeeded": {
      const { amountKes, paidKes } = attempt;
      if (amountKes !== undefined && paidKes != null && paidKes !== amountKes) {
        return PAYMENT_MESSAGES.amountMismatch(formatKes(paidKes), formatKes(amountKes));
      }
      return PAYMENT_MESSAGES.paid;
    }
    case "pending":
      // A prompt whose answer was lost may have been paid: staff confirm it, never "failed".
      return attempt.resultCode === ANSWER_LOST
        ? PAYMENT_MESSAGES.staffToConfirm
        : PAYMENT_MESSAGES.requestProcessing;
    case "reversed":
      return PAYMENT_MESSAGES.reversed;
    case "rejected":
      return PAYMENT_MESSAGES.needsStaff;
    case "failed":
      if (attempt.provider === "card") return attempt.resultDesc || PAYMENT_MESSAGES.cardProblem;
      return mpesaFailureMessage(attempt.resultCode ?? "");
  }
}
