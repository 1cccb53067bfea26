// What the staff bookings pages, the front desk's day view and Sell a room now are told
// (domain/staff-said/bookings.ts), in words.

/** What asking the provider about a pending payment found, by outcome. */
const requeryOutcome = [
  "confirmed {paid. The booking is confirmed.}",
  "part_paid {paid in part. The booking waits for the rest.}",
  "balance_paid {paid towards the bill.}",
  "pending {no answer yet. The guest may still be paying.}",
  "failed {the payment failed.}",
  "refund_due {paid, but the money must be refunded (see the note).}",
  "reversed {the payment was reversed: the booking is no longer paid (see the attention note).}",
  "attention {the answer needs a person (see the attention note).}",
  "other {nothing new.}", // unchanged
].join(" ");

export default {
  badDay: "Please choose a day (YYYY-MM-DD).",
  dayTooFar: "Please choose a day within {years} years of today.",
  showingToday: "Showing today instead.",
  unknownAction: "Unknown request.",
  sellNights: "Please choose how many nights, from 1 to {max}.",
  sellChooseRoom: "Please choose the room.",
  notFound: "There is no booking at this address.",
  checkedIn: "Guest checked in.",
  alreadyCheckedIn: "This guest is already checked in.",
  checkInUnpaid: "Only a confirmed (paid) booking can be checked in.",
  checkInTooEarly: "This booking can only be checked in from {checkIn}.",
  checkInTooLate: "This stay ended on {checkOut}: it can no longer be checked in.",
  cancelReasonRequired: "Please give a reason for cancelling.",
  searchTooLong: "Please search with at most {max} characters.",
  cancelReasonTooLong: "The reason can be at most {max} characters long.",
  cancelled: "Booking cancelled.",
  cancelledRefund: "Booking cancelled. It was paid: return the money on Money to return.",
  cannotCancel: "Only a pending or confirmed booking can be cancelled.",
  attentionSettled: "Marked as handled.",
  noAttentionDue: "This booking has nothing waiting for attention.",
  confirmationQueued: "Confirmation email queued to {email}.",
  cannotResend: "Only a confirmed booking with a guest email can get its confirmation again.",
  noPendingAttempt: "This booking has no pending payment to ask about.",
  providerDown: "The payment provider did not answer. Please try again in a minute.",
  requeried: `Asked the provider: {outcome, select, ${requeryOutcome}}`,
  emailResent: "Email {id} is queued again.",
  emailCannotResend: "Email {id} is not a failed email: nothing to resend.",
  textResent: "Text {id} is queued again.",
  textCannotResend: "Only a text that failed can be sent again.",
} satisfies Record<string, string>;
