// What the motel notes on a booking for staff (domain/booking-notes.ts): why its status changed,
// what money to return, what needs a person. English only for now (issue 17): the Kiswahili
// catalog re-exports this one.
import desk from "./staff-desk.ts";

/** "KES 5,000 by M-Pesa (receipt SKL9QX2Z7A)": how much, and how and which receipt when known. */
const paid =
  "{paidKes}{method, select, none {} mpesa { by M-Pesa} card { by card} cash { in cash} bank_transfer { by bank transfer} other { by {method}}}{receipt, select, none {} other { (receipt {receipt})}}";
/** " (1032: Request cancelled by user)": a provider's answer, when it gave one. */
const result = "{resultCode, select, none {} other { ({resultCode}: {resultDesc})}}";
const provider = "{provider, select, mpesa {M-Pesa} card {card} other {{provider}}}";
const lostPrompt =
  "An M-Pesa prompt for {amountKes} to {phone, select, none {the guest} other {{phone}}} (account {reference}, sent {sentAt}) may have been paid: the site stopped before it recorded Daraja's answer. Check the M-Pesa statement, then record the payment or cancel the booking.";

export default {
  quoted: "{text}",
  holdExpired: "Not paid before the hold expired.",
  everyAttemptFailed: "Every payment attempt failed; the hold expired.",
  releasedByGuest: "Released by the guest before paying.",
  paidAtDesk: "Paid at the desk.",
  paidLate: "Paid after the hold expired; the rooms were still free.",
  noShowByStaff: "No-show: marked by staff.",
  cancelledByStaff: "Cancelled: {reason}",
  partPaid: `Paid ${paid}; {balanceKes} to pay.`,
  refund_overpaid: `Paid ${paid}, {extraKes} more than the bill: refund the difference.`,
  refund_paid_twice: `Paid twice: refund the payment of ${paid}.`,
  refund_after_cancel: `Paid ${paid} after the booking was cancelled: refund.`,
  refund_after_expiry: `Paid ${paid} after the hold expired, less than the bill: refund.`,
  refund_after_no_show: `Paid ${paid} after the booking was marked a no-show: refund, or rebook the guest.`,
  refund_rooms_taken: `Paid ${paid} after the hold expired, and the rooms were taken meanwhile: refund.`,
  refund_held_on_close:
    "The booking is {status, select, no_show {a no-show} other {{status}}} but holds {extraKes} paid: refund it.",
  refundNoLongerDue: "No refund due any more: the money now pays the booking.",
  refundLongWait: `A refund of {amountKes} by ${desk.refundsWay} has had no final answer from the provider since {sinceAt}: check it with the provider.`,
  attention_reversed: `The ${provider} payment{receipt, select, none {} other { {receipt}}} was reversed by the provider${result}: the booking is no longer paid. Call the guest, then cancel or take payment again.`,
  attention_rejected_answer: `The provider's answer about the ${provider} payment {reference} failed our checks${result}. Check the payment with the provider before doing anything.`,
  attention_duplicate_receipt: `The ${provider} receipt {reference} was already recorded for another payment. Check with the provider whether this is a second payment.`,
  lostAnswerKept: `${lostPrompt} Its rooms stay held until you confirm, cancel, or mark this handled.`,
  lostAnswerSold: `${lostPrompt} Its rooms were sold meanwhile: if it was paid, refund or rebook the guest.`,
  roomsHeldForCheck: "Rooms held until {untilAt} while staff check an M-Pesa prompt.",
} satisfies Record<string, string>;
