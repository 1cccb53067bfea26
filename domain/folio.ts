// A guest's bill (folio): what the stay is charged (room nights while the booking stands, and
// extras staff add) against what was paid (online and at the desk) less what was given back.
// Whole shillings throughout, so the sums are exact.
import type { BookingStatus } from "./booking-status.ts";

export type FolioAmounts = {
  /** The booking's room nights: its total as booked (any staff override included). */
  roomKes: number;
  /** Extras not voided. */
  extrasKes: number;
  /** Online payments that succeeded, and payments taken at the desk. */
  paidKes: number;
  /** Money given back at the desk. */
  refundedKes: number;
};

export type FolioTotals = FolioAmounts & {
  /** What the stay costs: room nights (while the booking stands) and extras. */
  chargedKes: number;
  /** Still to pay; negative when the guest is owed money (a credit). */
  balanceKes: number;
};

/** Room nights are charged while the booking stands; a cancelled, expired or no-show one is not. */
export function roomNightsCharged(status: BookingStatus): boolean {
  return status === "pending" || status === "confirmed";
}

export function folioTotals(status: BookingStatus, amounts: FolioAmounts): FolioTotals {
  const chargedKes = (roomNightsCharged(status) ? amounts.roomKes : 0) + amounts.extrasKes;
  return {
    ...amounts,
    chargedKes,
    balanceKes: chargedKes - amounts.paidKes + amounts.refundedKes,
  };
}

/**
 * The balance right after one payment or refund, as its receipt prints it: today's balance with
 * what came later taken back (money paid or given back after it, extras added after it, and
 * extras voided after it counted again). A receipt printed again next week says the same.
 */
export function balanceAfter(
  balanceNowKes: number,
  entry: { id: string; at: string },
  money: readonly { id: string; kind: "payment" | "refund"; amountKes: number; at: string }[],
  charges: readonly { amountKes: number; at: string; voidedAt: string | null }[],
): number {
  const at = entry.at;
  const position = money.findIndex((line) => line.id === entry.id);
  // The ledger is in order of time then id: what follows the entry came after it.
  const laterMoney = money
    .slice(position + 1)
    .reduce((sum, line) => sum + (line.kind === "payment" ? line.amountKes : -line.amountKes), 0);
  const laterCharges = charges.reduce((sum, charge) => {
    const countedNow = charge.voidedAt === null;
    const countedThen = charge.at <= at && (charge.voidedAt === null || charge.voidedAt > at);
    return sum + (countedNow ? charge.amountKes : 0) - (countedThen ? charge.amountKes : 0);
  }, 0);
  return balanceNowKes + laterMoney - laterCharges;
}
