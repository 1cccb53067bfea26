// Whole Kenyan shillings only: M-Pesa accepts integer amounts, so prices are stored as integers.
import { once } from "./once.ts";
import { groupedWhole } from "./plain-numbers.ts";
const thousands = once(() => new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 }));
/** Whole shillings grouped without Intl (plain-numbers.ts); a fraction is rounded by Intl. */
const grouped = (amount: number) => groupedWhole(amount) ?? thousands().format(amount);

/**
 * "KES 12,500": how money reads everywhere, pages, emails, texts and documents alike (issue 32:
 * one flow wrote "Ksh" and "KES"; KES is the currency's code, and the spec's estimator total).
 */
export function formatKes(amount: number): string {
  return `KES ${grouped(amount)}`;
}
