// What a guest reads about a payment attempt: its status, and for a failure the reason its
// provider's result code gives (domain/mpesa-results.ts) or the card decline's own text.
import type { PaymentProvider, PaymentStatus } from "./booking-status.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { mpesaFailureMessage } from "./mpesa-results.ts";

export function paymentMessage(attempt: {
  provider: PaymentProvider;
  status: PaymentStatus;
  resultCode: string | null;
  resultDesc: string | null;
}): string {
  if (attempt.status === "succeeded") return PAYMENT_MESSAGES.paid;
  if (attempt.status === "pending") return PAYMENT_MESSAGES.requestProcessing;
  if (attempt.provider === "card") return attempt.resultDesc || PAYMENT_MESSAGES.cardProblem;
  return mpesaFailureMessage(attempt.resultCode ?? "");
}
