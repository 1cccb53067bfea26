// The per-night lines and the tax lines under a total, the same for guests and staff
// (domain/price-lines.ts words them).
import { formatKes } from "../../domain/money.ts";
import { nightsRange, nightsTimesPrice, taxLineLabel } from "../../domain/price-lines.ts";
import type { NightGroup } from "../../domain/rates.ts";
import type { TaxAmount } from "../../domain/taxes.ts";

/** "Fri, 27 Nov – Sat, 28 Nov · 2 nights × KES 4,200 · Weekend", one per run of equal nights. */
export function NightLines({
  lines,
  label,
  words,
}: {
  lines: readonly NightGroup[];
  label: string;
  /** A page in Kiswahili passes its words; English pages keep domain/price-lines.ts's. */
  words?: { range: (line: NightGroup) => string; times: (line: NightGroup) => string };
}) {
  if (lines.length === 0) return null;
  return (
    <ul className="night-lines" aria-label={label}>
      {lines.map((line) => (
        <li key={line.from}>
          <span className="night-lines__when">{(words?.range ?? nightsRange)(line)}</span>{" "}
          <span className="night-lines__price">{(words?.times ?? nightsTimesPrice)(line)}</span>{" "}
          <span className="night-lines__rule">({line.rule})</span>
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
  words,
}: {
  taxes: readonly TaxAmount[];
  included: boolean;
  discountKes?: number;
  promotionCode?: string | null;
  /** A page in Kiswahili passes its words (the estimator shows no promotion). */
  words?: { label: string; line: (tax: TaxAmount, included: boolean) => string };
}) {
  if (taxes.length === 0 && discountKes <= 0) return null;
  return (
    <ul className="tax-lines" aria-label={words?.label ?? "Promotion and taxes"}>
      {discountKes > 0 && (
        <li>
          Promotion {promotionCode}: −{formatKes(discountKes)}
        </li>
      )}
      {taxes.map((tax) => (
        <li key={tax.name}>
          {(words?.line ?? taxLineLabel)(tax, included)}: {formatKes(tax.amountKes)}
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
