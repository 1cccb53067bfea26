// Tax lines on every total (docs/decisions/013-rates-by-date.md): VAT 16% and the 2% tourism
// levy by default, included in the prices shown. One setting says whether prices include them or
// they are added on top.
//
// Rounding rule (whole shillings, so the lines always add up to the total):
//   - each tax is computed once on the stay's amount (never per night or per room), as
//     amount × rate / (100 + sum of rates) when included, amount × rate / 100 when added,
//     rounded half up to the shilling;
//   - included: the net is the total less those taxes (net + taxes = total exactly);
//     added: the total is the amount plus those taxes.

export type TaxLine = {
  name: string;
  /** Its Kiswahili name (domain/names.ts); null or absent: the English one. */
  nameSw?: string | null;
  /** Percent, up to two decimals (16, 2). */
  ratePercent: number;
};

export type TaxSettings = {
  lines: TaxLine[];
  /** True: the prices shown include the taxes (the default). False: they are added. */
  included: boolean;
};

export const DEFAULT_TAXES: TaxSettings = {
  lines: [
    { name: "VAT", nameSw: "VAT", ratePercent: 16 },
    { name: "Tourism levy", nameSw: "Tozo ya utalii", ratePercent: 2 },
  ],
  included: true,
};

export type TaxAmount = TaxLine & { amountKes: number };

export type TaxBreakdown = {
  /** The amount before taxes. */
  netKes: number;
  taxes: TaxAmount[];
  /** What the guest pays: net + taxes. */
  totalKes: number;
  included: boolean;
};

/** Rates in hundredths of a percent, so the arithmetic stays in integers. */
const bp = (percent: number) => Math.round(percent * 100);

/** Half up, for a non-negative ratio of integers. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The tax breakdown of an amount (the room nights after any promotion), whole shillings. */
export function taxBreakdown(amountKes: number, settings: TaxSettings): TaxBreakdown {
  const amount = Math.max(0, amountKes);
  const rates = settings.lines.map((line) => bp(line.ratePercent));
  const sum = rates.reduce((total, rate) => total + rate, 0);
  if (settings.included) {
    const taxes = settings.lines.map((line, i) => ({
      ...line,
      amountKes: roundHalfUp(amount * rates[i]!, 10_000 + sum),
    }));
    const taxKes = taxes.reduce((total, tax) => total + tax.amountKes, 0);
    return { netKes: amount - taxKes, taxes, totalKes: amount, included: true };
  }
  const taxes = settings.lines.map((line, i) => ({
    ...line,
    amountKes: roundHalfUp(amount * rates[i]!, 10_000),
  }));
  const taxKes = taxes.reduce((total, tax) => total + tax.amountKes, 0);
  return { netKes: amount, taxes, totalKes: amount + taxKes, included: false };
}

/** "VAT 16%": a tax line's label. */
export function taxLabel(line: TaxLine): string {
  return `${line.name} ${line.ratePercent}%`;
}
