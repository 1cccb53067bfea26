// The money ledger's vocabulary (decision 023): what kinds of movement there are, how money
// moved, which path brought it, and whose receipt it carries. server/db/schema/ledger.ts keeps
// the rows; a booking's money is derived from them here.

/**
 * payment: money in. refund: money we gave back. reversal: a provider took a payment back (a
 * card chargeback). allocation: money moved between a booking and "not matched yet" (either way).
 */
export const ENTRY_KINDS = ["payment", "refund", "reversal", "allocation"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** How the money moved. */
export const MONEY_METHODS = ["mpesa", "card", "cash", "bank_transfer"] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/**
 * The path that brought it: the website's M-Pesa prompt or card order, a Paybill payment, the
 * desk, staff matching money from the queue, a refund paid, or the rows moved in by migration.
 */
export const ENTRY_SOURCES = [
  "stk",
  "card",
  "paybill",
  "desk",
  "staff",
  "refund",
  "migration",
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** Whose receipt numbers an entry's receipt is: one namespace each, unique within it. */
export const ENTRY_PROVIDERS = ["mpesa", "pesapal"] as const;
export type EntryProvider = (typeof ENTRY_PROVIDERS)[number];

export type EntryMovement = { direction: 1 | -1; amountKes: number };

/** What a booking's entries add up to: money in, money out, and what it holds. */
export type MoneyHeld = { paidKes: number; refundedKes: number; heldKes: number };

export function moneyHeld(entries: readonly EntryMovement[]): MoneyHeld {
  let paidKes = 0;
  let refundedKes = 0;
  for (const entry of entries) {
    if (entry.direction === 1) paidKes += entry.amountKes;
    else refundedKes += entry.amountKes;
  }
  return { paidKes, refundedKes, heldKes: paidKes - refundedKes };
}

/** The method a desk payment or an online payment records. */
export function receiptProvider(method: MoneyMethod, source: EntrySource): EntryProvider | null {
  if (method === "mpesa") return "mpesa";
  if (method === "card" && source === "card") return "pesapal";
  // A card terminal's or a bank's reference is what staff typed, not a receipt we can trust
  // to be unique: it is kept as a reference.
  return null;
}
