// Kiswahili SMS and WhatsApp texts to a guest: GSM-7 letters only, one SMS for usual values
// (server/texts/text-words.test.ts measures them, decision 019 records the lengths). Kiswahili
// runs longer than English: "imelipwa" (paid, so confirmed) and "Kuingia 14:00" without "saa"
// keep the confirmation to 160 characters.
import type en from "../en/texts.ts";

export default {
  bookingConfirmed:
    "{motel}: nafasi {reference} imelipwa, {dates}, {rooms}, {amount}{receipt}.{checkIn} {map}",
  paymentReceived: "{motel}: tumepokea {amount} ({method}) ya nafasi {reference}. Asante.",
  arrivalReminder:
    "{motel}: karibu leo! Nafasi {reference}.{checkIn} Ramani {map} WhatsApp {whatsapp}",
  cancelled: "{motel}: nafasi {reference} imeghairiwa.",
  cancelledRefund:
    "{motel}: nafasi {reference} imeghairiwa. Tutakurejeshea malipo yako; tutakupigia simu.",
  refundDue: "{motel}: malipo ya nafasi {reference} yatarejeshwa. Tutakupigia simu.",
  checkInAt: " Kuingia {time}.",
  receiptOf: ", {method} {receipt}",
  rooms: "{n, plural, one {chumba #} other {vyumba #}}",
  methodMpesa: "M-Pesa",
  methodCard: "kadi",
  methodCash: "pesa taslimu",
  // "usiku" in both numbers (decision 020)
  cardOrder: "Nafasi {reference}, {nights, plural, one {usiku #} other {usiku #}}",
} satisfies Record<keyof typeof en, string>;
