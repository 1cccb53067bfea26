// The words of what a guest receives about a booking (the confirmation email, its calendar file)
// in the booking's language, from the catalogs: "booking" (the confirmation's rows and calendar
// file, as the page shows them: i18n/booking-words.ts) and "emails". English reads as the domain's defaults (the catalog is built from them).
import type { ConfirmationWords } from "../../domain/confirmation.ts";
import type { CalendarWords } from "../../domain/ical.ts";
import type { TotalWords } from "../../domain/price-lines.ts";
import { calendarWordsIn, confirmationWordsIn } from "../../i18n/booking-words.ts";
import { translator } from "../../i18n/messages.server.ts";
import type { Lang } from "../../i18n/locales.ts";

export type BookingWords = {
  t: ReturnType<typeof translator>;
  confirmation: ConfirmationWords;
  totals: TotalWords;
  calendar: CalendarWords;
  receipt: Record<"mpesa" | "card", string>;
};

const cached = new Map<Lang, BookingWords>();

export function bookingWords(lang: Lang): BookingWords {
  const known = cached.get(lang);
  if (known) return known;
  const t = translator(lang);
  const words: BookingWords = {
    t,
    confirmation: confirmationWordsIn(t, lang),
    totals: {
      promotion: (code) => t("emails.promotion", { code }),
      included: t("emails.taxIncluded"),
      lang,
    },
    calendar: calendarWordsIn(t),
    receipt: { mpesa: t("booking.receiptMpesa"), card: t("booking.receiptCard") },
  };
  cached.set(lang, words);
  return words;
}
