// What the Paybill queue and a typed M-Pesa receipt are told (domain/staff-said/paybill.ts), in
// words.

/** What attaching the money did to the booking, by outcome. */
const attachedOutcome = [
  "confirmed {the booking is confirmed}",
  "part_paid {recorded as part payment}",
  "balance_paid {recorded against the bill}",
  "refund_due {recorded; the booking cannot take it, so it is marked for refund}",
  "attention {recorded; the booking needs attention}",
  "other {recorded}", // pending, failed, reversed, unchanged
].join(" ");

export default {
  referenceRequired: "Please type the booking reference to attach this payment to.",
  noSuchBooking: "No booking has the reference {reference}.",
  notWaiting: "That payment is no longer waiting: someone else has dealt with it.",
  noteRequired: "Please say why it is refunded (up to 500 characters).",
  attached: `Payment {transId} attached to {reference}: {outcome, select, ${attachedOutcome}}.`,
  markedRefund: "Payment {transId} is marked for refund.",
  receiptRequired: "Please type the M-Pesa receipt: 10 letters and digits, like SKL9QX2Z7A.",
  receiptTaken: "That receipt is already recorded for another payment.",
  receiptSaved: "Receipt {receipt} saved.",
} satisfies Record<string, string>;
