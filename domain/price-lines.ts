// How per-night lines, a promotion and tax lines read, the same on every page, email and
// document (guest and staff): "Fri 27 Nov – Sun 29 Nov: 2 nights × KES 4,200 (Weekend)".
import type { Lang } from "./lang.ts";
import { formatKes } from "./money.ts";
import { nameIn } from "./names.ts";
import type { NightGroup } from "./rates.ts";
import { addDays, formatCalendarDate } from "./stay.ts";
import type { TaxAmount } from "./taxes.ts";

const dayMonth = (date: string, locale: string) =>
  formatCalendarDate(date, { weekday: "short", day: "numeric", month: "short" }, locale);

/** "Fri, 27 Nov" or "Fri, 27 Nov – Sat, 28 Nov": the nights of a line (first to last night). */
export function nightsRange(line: Pick<NightGroup, "from" | "to">, locale = "en-KE"): string {
  const last = addDays(line.to, -1);
  const first = dayMonth(line.from, locale);
  return last === line.from ? first : `${first} – ${dayMonth(last, locale)}`;
}

/** "2 nights × KES 4,200". */
export function nightsTimesPrice(line: Pick<NightGroup, "nights" | "amountKes">): string {
  return `${line.nights} ${line.nights === 1 ? "night" : "nights"} × ${formatKes(line.amountKes)}`;
}

/** A room's price per night as the wizard states it: "KES 3,500 per night", or "From KES 3,500
 * per night" when its nights are not all the same price (a weekend or a season in the stay). */
export function perNightText(amounts: readonly number[]): string {
  const lowest = Math.min(...amounts);
  const varies = amounts.some((amount) => amount !== lowest);
  return `${varies ? "From " : ""}${formatKes(lowest)} per night`;
}

/**
 * The words of the rows under a total; a guest's email in Kiswahili passes the catalog's, and
 * its language picks the taxes' names (domain/names.ts).
 */
export type TotalWords = { promotion: (code: string) => string; included: string; lang: Lang };
export const ENGLISH_TOTAL_WORDS: TotalWords = {
  promotion: (code) => `Promotion ${code}`,
  included: " (included)",
  lang: "en",
};

/** "VAT 16% (included)": a tax line's label on a total. */
export function taxLineLabel(
  tax: TaxAmount,
  included: boolean,
  words: TotalWords = ENGLISH_TOTAL_WORDS,
): string {
  return `${nameIn(tax, words.lang)} ${tax.ratePercent}%${included ? words.included : ""}`;
}

/** The rows under a total: the promotion, then each tax with its amount. */
export function totalRows(
  booking: {
    discountKes: number;
    promotionCode: string | null;
    taxes: readonly TaxAmount[];
    taxesIncluded: boolean;
  },
  words: TotalWords = ENGLISH_TOTAL_WORDS,
): [string, string][] {
  return [
    ...(booking.discountKes > 0
      ? [
          [
            words.promotion(booking.promotionCode ?? "").trim(),
            `−${formatKes(booking.discountKes)}`,
          ] as [string, string],
        ]
      : []),
    ...booking.taxes.map(
      (tax) =>
        [taxLineLabel(tax, booking.taxesIncluded, words), formatKes(tax.amountKes)] as [
          string,
          string,
        ],
    ),
  ];
}
