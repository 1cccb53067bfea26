// Whole Kenyan shillings only: M-Pesa accepts integer amounts, so prices are stored as integers.
const thousands = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

/** "Ksh 12,500": how prices read on the public pages. */
export function formatKsh(amount: number): string {
  return `Ksh ${thousands.format(amount)}`;
}

/** "KES 12,500": how the estimator shows a total (spec, room page). */
export function formatKes(amount: number): string {
  return `KES ${thousands.format(amount)}`;
}
