// M-Pesa result codes (payment-providers.md A.5) in words a guest understands. Here, not in
// server/, because the wizard shows them too when the status reaches the browser.
import { said, type Said } from "./said.ts";

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

const MESSAGES: Record<string, Said> = {
  [MPESA_RESULT.insufficientFunds]: said.mpesaInsufficient(),
  [MPESA_RESULT.busy]: said.mpesaBusy(),
  [MPESA_RESULT.wrongPin]: said.mpesaWrongPin(),
  [MPESA_RESULT.expired]: said.mpesaTimeout(),
  [MPESA_RESULT.cancelled]: said.mpesaCancelled(),
  [MPESA_RESULT.timeout]: said.mpesaTimeout(),
};

/** What to tell the guest about a failed M-Pesa payment, from its result code ("1032", 1032, ...). */
export function mpesaFailureMessage(resultCode: string | number): Said {
  return MESSAGES[String(resultCode).trim()] ?? said.mpesaFailed();
}
