// The per-night lines and the tax lines under a total, the same for guests and staff
// (domain/price-lines.ts words them for emails and documents; here in the page's language).
import { formatKes } from "../../domain/money.ts";
import { nameIn, ruleIn } from "../../domain/names.ts";
import { nightsRange } from "../../domain/price-lines.ts";
import { BASE_RULE, type NightGroup } from "../../domain/rates.ts";
import type { TaxAmount } from "../../domain/taxes.ts";
import { INTL_LOCALE } from "../../i18n/locales.ts";
import { useT } from "../i18n.tsx";

/** "Fri, 27 Nov – Sat, 28 Nov · 2 nights × KES 4,200 · Weekend", one per run of equal nights. */
export function NightLines({ lines, label }: { lines: readonly NightGroup[]; label: string }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <ul className="night-lines" aria-label={label}>
      {lines.map((line) => (
        <li key={line.from}>
          <span className="night-lines__when">{nightsRange(line, INTL_LOCALE[t.lang])}</span>{" "}
          <span className="night-lines__price">
            {t("common.nightsTimesPrice", {
              count: line.nights,
              price: formatKes(line.amountKes),
            })}
          </span>{" "}
          {/* Staff name seasons and holidays; only the base price has words of ours. */}
          <span className="night-lines__rule">
            ({line.rule === BASE_RULE ? t("common.basePrice") : ruleIn(line, t.lang)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The promotion and each tax line of a total. */
export function TaxLines({
  taxes,
  included,
  discountKes = 0,
  promotionCode = null,
}: {
  taxes: readonly TaxAmount[];
  included: boolean;
  discountKes?: number;
  promotionCode?: string | null;
}) {
  const t = useT();
  if (taxes.length === 0 && discountKes <= 0) return null;
  return (
    <ul className="tax-lines" aria-label={t("common.promotionAndTaxes")}>
      {discountKes > 0 && (
        <li>
          {t("common.promotion", { code: promotionCode ?? "" })}: −{formatKes(discountKes)}
        </li>
      )}
      {taxes.map((tax) => (
        <li key={tax.name}>
          {t("common.taxLine", {
            name: nameIn(tax, t.lang),
            rate: tax.ratePercent,
            included: included ? "yes" : "no",
          })}
          : {formatKes(tax.amountKes)}
        </li>
      ))}
    </ul>
  );
}

/** A booking's promotion and tax lines, as it was booked. */
export function BookingTaxLines({
  booking,
}: {
  booking: {
    taxes: readonly TaxAmount[];
    taxesIncluded: boolean;
    discountKes: number;
    promotionCode: string | null;
  };
}) {
  return (
    <TaxLines
      taxes={booking.taxes}
      included={booking.taxesIncluded}
      discountKes={booking.discountKes}
      promotionCode={booking.promotionCode}
    />
  );
}
