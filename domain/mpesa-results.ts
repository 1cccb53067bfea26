// M-Pesa result codes (payment-providers.md A.5) in words a guest understands. Here, not in
// server/, because the wizard shows them too when the status reaches the browser.
import { PAYMENT_MESSAGES } from "./messages.ts";

/** The codes Daraja gives for an unpaid STK push that the guest can do something about. */
export const MPESA_RESULT = {
  paid: "0",
  insufficientFunds: "1",
  busy: "1001",
  wrongPin: "2001",
  expired: "1019",
  cancelled: "1032",
  timeout: "1037",
  /** Query only: still waiting for the guest (not a failure). */
  stillProcessing: "4999",
} as const;

const MESSAGES: Record<string, string> = {
  [MPESA_RESULT.insufficientFunds]: PAYMENT_MESSAGES.mpesaInsufficient,
  [MPESA_RESULT.busy]: PAYMENT_MESSAGES.mpesaBusy,
  [MPESA_RESULT.wrongPin]: PAYMENT_MESSAGES.mpesaWrongPin,
  [MPESA_RESULT.expired]: PAYMENT_MESSAGES.mpesaTimeout,
  [MPESA_RESULT.cancelled]: PAYMENT_MESSAGES.mpesaCancelled,
  [MPESA_RESULT.timeout]: PAYMENT_MESSAGES.mpesaTimeout,
};

/** What to tell the guest about a failed M-Pesa payment, from its result code ("1032", 1032, ...). */
export function mpesaFailureMessage(resultCode: string | number): string {
  return MESSAGES[String(resultCode).trim()] ?? PAYMENT_MESSAGES.mpesaFailed;
}
