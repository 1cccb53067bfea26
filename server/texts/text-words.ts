// The words of the texts from the catalogs: a guest's in the booking's language ("texts"), the
// duty phone's in the staff area's English ("staffDesk").
import { ENGLISH_MONTHS, shortMonths, type TextWords } from "../../domain/channel-texts.ts";
import { translator } from "../../i18n/messages.server.ts";
import { INTL_LOCALE, type Lang } from "../../i18n/locales.ts";

const cached = new Map<Lang, TextWords>();

export function textWords(lang: Lang): TextWords {
  let words = cached.get(lang);
  if (words) return words;
  const t = translator(lang);
  const staff = translator("en");
  words = {
    language: lang,
    // English keeps its own short months ("Sep": Intl's en-KE writes "Sept").
    months: lang === "en" ? ENGLISH_MONTHS : shortMonths(INTL_LOCALE[lang]),
    rooms: (n) => t("texts.rooms", { n }),
    checkInAt: (time) => t("texts.checkInAt", { time }),
    receiptOf: (method, receipt) => t("texts.receiptOf", { method, receipt }),
    methods: {
      mpesa: t("texts.methodMpesa"),
      card: t("texts.methodCard"),
      cash: t("texts.methodCash"),
    },
    bookingConfirmed: (facts) => t("texts.bookingConfirmed", facts),
    paymentReceived: (facts) => t("texts.paymentReceived", facts),
    arrivalReminder: (facts) => t("texts.arrivalReminder", facts),
    cancelled: ({ refund, ...facts }) =>
      t(refund ? "texts.cancelledRefund" : "texts.cancelled", facts),
    refundDue: (facts) => t("texts.refundDue", facts),
    refundPaid: (facts) => t("texts.refundPaid", facts),
    staffNewBooking: (facts) => staff("staffDesk.textNewBooking", facts),
    staffAttention: (facts) => staff("staffDesk.textAttention", facts),
    staffRefund: staff("staffDesk.textAttentionRefund"),
    staffPayment: staff("staffDesk.textAttentionPayment"),
    staffRooms: (n) => staff("texts.rooms", { n }),
  };
  cached.set(lang, words);
  return words;
}
