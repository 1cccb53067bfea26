// The payment step (spec section 4 and its error catalogue; our additions say so): its buttons,
// and what the booking API and a payment's status tell the guest, as codes (domain/said.ts,
// `said.payment*`) worded here. The wizard shows them, and the API's error bodies carry them in
// the request's language.
export default {
  mpesaTab: "M-Pesa",
  cardTab: "Card",
  invalidPhone: "Please enter a valid phone number",
  makePayment: "Make Payment",
  processing: "processing...",
  tryAgain: "try again",
  completed: "completed",
  openingGateway: "opening payment gateway...",
  pendingTransaction: "you already have a pending transaction",
  requestProcessing: "the payment request is being processed.",
  paid: "Your payment has been processed. Thank you for booking with us, We look forward to hosting you soon.",
  bankSaid: "Your bank's own words:",
  cardProblem: "There was a problem processing your payment. Please try again.",
  /** The description under a completed card payment (issue 5). */
  cardSuccessDescription: "Transaction successfully processed.",
  /** Ours: a booking address that names no booking. */
  noSuchBooking: "We could not find that booking.",
  /** Ours: the live status stream of a booking refused (GET /api/bookings/:id/events). */
  liveTooMany:
    "Too many live updates are open from your connection. This page will still check your booking every few seconds.",
  liveUnavailable:
    "Live updates are not available right now. This page will still check your booking every few seconds.",
  /** Ours: the server could not be reached for a payment step; the button says try again. */
  networkFailed: "We could not reach our server. Please check your connection and try again.",
  /** Ours: the card return came before the card payment was final. */
  cardPending:
    "Your card payment is still being processed. We will email you once it is confirmed.",
  /** Ours: a booking could not be saved (network or server); the button says try again. */
  bookingFailed: "We could not save your booking. Please check your connection and try again.",
  /** Ours: the hold ran out before payment. */
  holdExpired:
    "Your rooms were held for you, but the time to pay has run out. Press try again to book them again.",
  /** Ours: M-Pesa result codes, in words a guest understands (payment-providers.md A.5). */
  mpesaCancelled:
    "You cancelled the M-Pesa request on your phone. Press try again to send it again.",
  mpesaTimeout: "Your phone did not answer the M-Pesa request in time. Press try again.",
  mpesaInsufficient: "Your M-Pesa balance is not enough for this payment.",
  mpesaWrongPin: "The M-Pesa PIN was wrong. Press try again to enter it again.",
  mpesaBusy: "Your phone is busy with another M-Pesa transaction. Wait a minute, then try again.",
  mpesaFailed: "The M-Pesa payment did not go through. Please try again.",
  /** Ours: this address or guest already holds as many unpaid bookings as it may (issue 12). */
  holdLimit:
    "You already have a booking waiting for payment. Please finish paying for it, or cancel it on its payment step, before making another. An unpaid booking is released after {minutes} minutes.",
  /** Ours: a card order or a release while the booking's M-Pesa request is on the phone. */
  mpesaInFlight:
    "An M-Pesa request for this booking is waiting on your phone: answer or cancel it first.",
  /**
   * Ours: a new payment request while a card page of the booking may still be being paid (Pesapal
   * could not be asked about it just now).
   */
  cardInFlight:
    "A card payment you started for this booking is still open, and we could not check it just now. Please try again in a minute.",
  /** Ours: the total the guest was shown is no longer the booking's; nothing was charged. */
  priceChanged:
    "The price of your stay has changed: the total is now {totalKes}. Nothing has been charged. Press the pay button again to pay the new total.",
  /** Ours: a pay request whose shown total is not a whole number of shillings (a broken page). */
  shownTotal:
    "We could not read the total sent with your payment. Please reload the page and try again.",
  /** Ours: Daraja's "Unable to lock subscriber" (another prompt is open on that phone). */
  mpesaPromptWaiting:
    "You already have an M-Pesa request waiting on your phone: answer or cancel it, then try again",
  /** Ours: a release asked for a booking that is paid (staff cancel paid bookings). */
  paidNoRelease: "This booking is paid. To cancel it, please call us.",
  /** Ours: the button that releases an unpaid booking (Make Payment). */
  cancelBooking: "Cancel this booking",
  /** Ours: the booking was released by its guest. */
  bookingReleased: "Your booking is cancelled and its rooms are free again. Nothing was charged.",
  /** Ours: the release could not be done (network or server). */
  releaseFailed: "We could not cancel the booking just now. Please try again, or call us.",
  /** Ours: the button on the Card tab that starts the card payment (decision 010). */
  payByCard: "Pay by card",
  /** Ours: the heading over a payment that failed, was declined or cannot be taken. */
  notCompleted: "Payment not completed",
  /** Ours: the rooms sold out between Room Selection and the pay button. */
  changeRooms: "Change rooms or dates",
  /** Ours: a payment was received that does not settle the booking; staff follow it up. */
  paymentNotSettled:
    "We received a payment that does not complete this booking. Our staff will contact you to refund or complete it.",
  /** Ours: the provider reported a different amount than the booking's total. */
  amountMismatch:
    "We received {paidKes}, but this booking costs {owedKes}. Your booking is not confirmed; our staff will contact you to refund or complete it.",
  /** Ours: a payment that counted was reversed by the provider. */
  reversed:
    "Your payment was reversed by the payment provider, so this booking is no longer paid. Our staff will contact you.",
  /** Ours: the provider's answer did not match the payment, or its receipt was already used. */
  needsStaff:
    "We could not confirm this payment automatically. Our staff will check it and contact you.",
  /**
   * Ours: an M-Pesa prompt whose answer we lost (the site stopped while it was sent, decision
   * 026): it may have been paid, so the rooms stay held and staff confirm it.
   */
  staffToConfirm:
    "Your M-Pesa payment may have gone through, but we could not confirm it automatically. Your rooms stay held: our staff will check the payment and contact you to confirm your booking. Please do not pay again.",
};
