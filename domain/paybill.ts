// M-Pesa Paybill (Daraja C2B): the guest pays from the M-PESA menu with the booking reference as
// the account number (docs/decisions/018). Pure: which booking a typed account names, what the
// payer's MSISDN may be kept as, and whether Daraja's validation lets a payment go ahead. What
// the money does to its booking is domain/settlement.ts's decideMoney, as for every payment.
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "./booking-reference.ts";
import { holdsRoomsAt, type MoneyFacts } from "./settlement.ts";

export type AccountMatch =
  | { kind: "one"; reference: string }
  | { kind: "none" }
  /** Two different references in one account text: a person decides. */
  | { kind: "ambiguous"; references: string[] };

// "GO" then 8 code characters, an optional dash or space after GO; the code characters never
// include O, so "GOGO..." cannot be read two ways.
const IN_TEXT = new RegExp(
  `GO[-\\s]?([${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}})(?=$|[^A-Z0-9]|GO)`,
  "g",
);

/**
 * The booking reference a payer typed as the account number: any case, with or without the dash,
 * spaces around it, or inside a few words ("booking go-7k3m9pqx"). Daraja allows 20 characters.
 */
export function referenceInAccount(account: string): AccountMatch {
  const upper = account.toUpperCase();
  const found = new Set<string>();
  let lastEnd = 0;
  for (const match of upper.matchAll(IN_TEXT)) {
    // A reference glued to letters before it ("XGO...") is not one, unless they end another
    // reference (20 characters hold two references only without a space).
    const before = match.index > 0 ? upper[match.index - 1]! : " ";
    if (/[A-Z0-9]/.test(before) && match.index !== lastEnd) continue;
    found.add(`GO${match[1]}`);
    lastEnd = match.index + match[0].length;
  }
  if (found.size === 0) return { kind: "none" };
  if (found.size > 1) return { kind: "ambiguous", references: [...found].sort() };
  return { kind: "one", reference: [...found][0]! };
}

/**
 * The payer's MSISDN as we keep it: Daraja sends it masked ("25470****149") or as a SHA-256 hash
 * (channels reference D.4). A plain number (a sandbox, an old API) is masked here; a hash is
 * shortened (it identifies nobody to staff, and is only shown to compare two payments).
 */
export function payerOf(msisdn: string): string | undefined {
  const value = msisdn.trim();
  if (value === "") return undefined;
  if (/^[0-9a-f]{64}$/i.test(value)) return `sha256:${value.slice(0, 12).toLowerCase()}`;
  const compact = value.replace(/\s/g, "");
  if (/^\d{9,15}$/.test(compact)) return `${compact.slice(0, 5)}****${compact.slice(-3)}`;
  if (/^[\d*]{6,20}$/.test(compact)) return compact;
  return undefined;
}

/**
 * Validation (when Safaricom has it enabled for the shortcode): whether a payment may go ahead.
 * Only a booking that owes money takes it (awaiting payment with its hold standing, or confirmed
 * with a balance to pay), and never more than it owes.
 */
export type PaybillValidation = "accept" | "unknown_account" | "invalid_amount";

export function validatePaybill(
  booking: (MoneyFacts["booking"] & { owedKes: number }) | undefined,
  amountKes: number,
  now: Date,
): PaybillValidation {
  const open =
    booking !== undefined &&
    (holdsRoomsAt(booking, now) || (booking.status === "confirmed" && booking.owedKes > 0));
  if (!open) return "unknown_account";
  if (!Number.isSafeInteger(amountKes) || amountKes < 1 || amountKes > booking.owedKes) {
    return "invalid_amount";
  }
  return "accept";
}
