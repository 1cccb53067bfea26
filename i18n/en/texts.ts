// English texts (SMS, WhatsApp) to a guest about a booking, as ICU messages, so that the booking's
// language picks the catalog (server/texts/text-words.ts). Short, GSM-7 only, one SMS where
// possible (domain/channel-texts.ts checks the lengths). Also what a payment provider's own page
// shows the guest about it (server/payments/payments.ts).
export default {
  bookingConfirmed:
    "{motel}: {reference} confirmed, {dates}, {rooms}. Paid {amount}{receipt}.{checkIn} {map}",
  paymentReceived: "{motel}: we received {amount} by {method} for booking {reference}. Thank you.",
  arrivalReminder:
    "{motel}: welcome today! Booking {reference}.{checkIn} Map {map} WhatsApp us {whatsapp}",
  cancelled: "{motel}: booking {reference} is cancelled.",
  cancelledRefund:
    "{motel}: booking {reference} is cancelled. Your payment will be refunded; we will call you.",
  refundDue: "{motel}: a payment for booking {reference} will be refunded. We will call you.",
  refundPaid: "{motel}: we have refunded {amount} by {method} for booking {reference}.",
  checkInAt: " Check-in {time}.",
  receiptOf: ", {method} {receipt}",
  rooms: "{n, plural, one {# room} other {# rooms}}",
  methodMpesa: "M-Pesa",
  methodCard: "card",
  methodCash: "cash",
  // A card order's description on Pesapal's page (at most 100 characters, Pesapal's limit)
  cardOrder: "Booking {reference}, {nights, plural, one {# night} other {# nights}}",
};
