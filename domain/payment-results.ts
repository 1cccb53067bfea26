// What a guest reads about a payment attempt: its status, and for a failure the reason its
// M-Pesa result code gives (domain/mpesa-results.ts); a declined card is the spec's card problem
// (the provider's own English words stay with the attempt, for staff). Never "processed" for
// money the booking could not take (a wrong amount, a reversal).
import type { PaymentProvider, PaymentStatus } from "./booking-status.ts";
import { said, type Said } from "./said.ts";
import { mpesaFailureMessage } from "./mpesa-results.ts";
import { ANSWER_LOST } from "./unanswered-attempt.ts";

export function paymentMessage(attempt: {
  provider: PaymentProvider;
  status: PaymentStatus;
  resultCode: string | null;
  /** What we asked for, and what the provider says was paid (when it says). */
  amountKes?: number;
  paidKes?: number | null;
}): Said {
  switch (attempt.status) {
    case "succeeded": {
      const { amountKes, paidKes } = attempt;
      if (amountKes !== undefined && paidKes != null && paidKes !== amountKes) {
        return said.amountMismatch(paidKes, amountKes);
      }
      return said.paid();
    }
    case "pending":
      // A prompt whose answer was lost may have been paid: staff confirm it, never "failed".
      return attempt.resultCode === ANSWER_LOST ? said.staffToConfirm() : said.requestProcessing();
    case "reversed":
      return said.reversed();
    case "rejected":
      return said.needsStaff();
    case "failed":
      if (attempt.provider === "card") return said.cardProblem();
      return mpesaFailureMessage(attempt.resultCode ?? "");
  }
}
