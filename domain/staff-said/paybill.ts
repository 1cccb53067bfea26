// The Paybill queue (/admin/payments/unmatched: M-Pesa money that named no booking) and the
// receipt staff type for a paid prompt that came without one: what they answer, as codes with
// their values, worded by i18n/en/said-paybill.ts.
import { plain, say } from "../say.ts";

/** What attaching the money did to the booking (server/payments/paybill.ts PaybillSettled). */
export type PaybillOutcome =
  | "confirmed"
  | "part_paid"
  | "balance_paid"
  | "refund_due"
  | "pending"
  | "failed"
  | "reversed"
  | "attention"
  | "unchanged";

export const paybillSaid = {
  ...plain("saidPaybill", [
    "referenceRequired",
    "notWaiting",
    "noteRequired",
    "receiptRequired",
    "receiptTaken",
  ]),
  noSuchBooking: (reference: string) => say("saidPaybill.noSuchBooking", { reference }),
  attached: (transId: string, reference: string, outcome: PaybillOutcome) =>
    say("saidPaybill.attached", { transId, reference, outcome }),
  markedRefund: (transId: string) => say("saidPaybill.markedRefund", { transId }),
  receiptSaved: (receipt: string) => say("saidPaybill.receiptSaved", { receipt }),
} as const;
