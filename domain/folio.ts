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
