// English texts (SMS, WhatsApp) to a guest about a booking: domain/messages.ts's words, as ICU
// messages, so that the booking's language picks the catalog (server/texts/text-words.ts). Also
// what a payment provider's own page shows the guest about it (server/payments/payments.ts).
import { CHANNEL_TEXT_MESSAGES as T } from "../../domain/messages.ts";
import { icu, icuOf } from "./icu.ts";

export default {
  bookingConfirmed: icuOf(
    T.bookingConfirmed,
    "motel",
    "reference",
    "dates",
    "rooms",
    "amount",
    "receipt",
    "checkIn",
    "map",
  ),
  paymentReceived: icuOf(T.paymentReceived, "motel", "reference", "amount", "method"),
  arrivalReminder: icuOf(T.arrivalReminder, "motel", "reference", "checkIn", "map", "whatsapp"),
  cancelled: T.cancelled({ motel: "{motel}", reference: "{reference}", refund: false }),
  cancelledRefund: T.cancelled({ motel: "{motel}", reference: "{reference}", refund: true }),
  refundDue: icuOf(T.refundDue, "motel", "reference"),
  refundPaid: icuOf(T.refundPaid, "motel", "reference", "amount", "method"),
  checkInAt: icu(T.checkInAt, "time"),
  receiptOf: icu(T.receiptOf, "method", "receipt"),
  rooms: `{n, plural, one {${T.oneRoom.replace("1", "#")}} other {${T.rooms("#" as unknown as number)}}}`,
  methodMpesa: T.methods.mpesa!,
  methodCard: T.methods.card!,
  methodCash: T.methods.cash!,
  // A card order's description on Pesapal's page (at most 100 characters, Pesapal's limit)
  cardOrder: "Booking {reference}, {nights, plural, one {# night} other {# nights}}",
};
