// What a guest reads about a payment attempt: its status, and for a failure the reason its
// M-Pesa result code gives (domain/mpesa-results.ts); a declined card is the spec's card problem,
// with the bank's own words quoted under it (providerWords). Never "processed" for money the
// booking could not take (a wrong amount, a reversal).
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

/** The longest provider reason shown to a guest; a longer one is cut at a word. */
export const PROVIDER_WORDS_MAX = 200;

/**
 * A card provider's reason for a declined payment, as the guest reads it quoted under ours: only
 * the provider's own (its result codes are numbers; ours are words), its run-together sentences
 * apart ("Transaction.Kindly" → "Transaction. Kindly"), no control characters, at most
 * PROVIDER_WORDS_MAX characters. Undefined when there is nothing to quote.
 */
export function providerWords(attempt: {
  provider: PaymentProvider;
  status: PaymentStatus;
  resultCode: string | null;
  resultDesc: string | null;
}): string | undefined {
  if (attempt.provider !== "card" || attempt.status !== "failed") return undefined;
  if (!/^\d+$/.test(attempt.resultCode ?? "")) return undefined;
  const words = (attempt.resultDesc ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .replace(/([a-z])\.(?=[A-Z])/g, "$1. ")
    .replace(/\s+/g, " ")
    .trim();
  if (words === "" || /^(failed|invalid)$/i.test(words)) return undefined;
  if (words.length <= PROVIDER_WORDS_MAX) return words;
  const cut = words.slice(0, PROVIDER_WORDS_MAX);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
