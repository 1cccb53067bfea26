// Kiswahili SMS and WhatsApp texts to a guest: GSM-7 letters only, one SMS for usual values
// (server/texts/text-words.test.ts measures them, decision 019 records the lengths). Kiswahili
// runs longer than English: the confirmation says "{reference} imethibitishwa" (confirmed)
// without "nafasi", and "Kuingia 14:00" without "saa", to stay within 160 characters (issue 38).
import type en from "../en/texts.ts";

export default {
  bookingConfirmed:
    "{motel}: {reference} imethibitishwa {dates}, {rooms}, imelipiwa {amount}{receipt}.{checkIn} {map}",
  paymentReceived: "{motel}: tumepokea {amount} ({method}) ya nafasi {reference}. Asante.",
  arrivalReminder:
    "{motel}: karibu leo! Nafasi {reference}.{checkIn} Ramani {map} WhatsApp {whatsapp}",
  cancelled: "{motel}: nafasi {reference} imeghairiwa.",
  cancelledRefund:
    "{motel}: nafasi {reference} imeghairiwa. Tutakurejeshea malipo yako; tutakupigia simu.",
  refundDue: "{motel}: malipo ya nafasi {reference} yatarejeshwa. Tutakupigia simu.",
  refundPaid: "{motel}: tumekurejeshea {amount} kwa {method} ya nafasi {reference}.",
  checkInAt: " Kuingia {time}.",
  // The receipt code alone ("imelipiwa KES 123,500 SBK1234XYZ"): naming the method too would make
  // the confirmation two SMS. The empty select keeps {method} an argument, as in English.
  receiptOf: "{method, select, other {}} {receipt}",
  rooms: "{n, plural, one {chumba #} other {vyumba #}}",
  methodMpesa: "M-Pesa",
  methodCard: "kadi",
  methodCash: "pesa taslimu",
  // "usiku" in both numbers (decision 020)
  cardOrder: "Nafasi {reference}, {nights, plural, one {usiku #} other {usiku #}}",
} satisfies Record<keyof typeof en, string>;
