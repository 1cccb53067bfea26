// M-Pesa Paybill (Daraja C2B): the guest pays from the M-PESA menu with the booking reference as
// the account number (docs/decisions/018). Pure: which booking a typed account names, what the
// payer's MSISDN may be kept as, and what a payment does to its booking (through the settlement
// decision of domain/settlement.ts, so STK and Paybill follow one set of refund rules).
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "./booking-reference.ts";
import {
  decideSettlement,
  holdsRoomsAt,
  type Settlement,
  type SettlementFacts,
} from "./settlement.ts";

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

export type PaybillDecision =
  /** Less than the balance while the hold stands: recorded, the booking keeps waiting for the rest. */
  { kind: "part_paid"; balanceKes: number } | Settlement;

export type PaybillFacts = {
  booking: SettlementFacts["booking"] & { totalKes: number };
  /** What earlier payments of this booking (STK, Paybill) already brought. */
  paidKes: number;
  amountKes: number;
  now: Date;
  roomsFree: boolean;
};

/**
 * What a Paybill payment does. The right amount (the balance) pays the booking as an STK payment
 * would; less, while the rooms are held, is a part payment; more, or any amount once the hold has
 * ended or the booking is settled, follows the STK rules (refund when it cannot count).
 */
export function decidePaybill(facts: PaybillFacts): PaybillDecision {
  const { booking, paidKes, amountKes, now } = facts;
  const owedKes = booking.totalKes - paidKes;
  if (booking.status === "pending" && amountKes < owedKes && holdsRoomsAt(booking, now)) {
    return { kind: "part_paid", balanceKes: owedKes - amountKes };
  }
  // A settled booking owes nothing: the amount is compared with what it was asked for, so
  // the refund reason says "paid twice" or "after cancel", not "wrong amount".
  const settled =
    booking.status !== "pending" && booking.status !== "expired" && booking.status !== "failed";
  return decideSettlement({
    attempt: { status: "pending", amountKes: settled ? amountKes : owedKes, receipt: null },
    booking,
    verdict: { kind: "paid", resultCode: "0", resultDesc: "Paybill", amountKes },
    now,
    roomsFree: facts.roomsFree,
    receiptTaken: false,
  });
}

/** Whether decidePaybill will look at roomsFree: the payment would confirm after the hold. */
export function paybillNeedsRoomCheck(facts: Omit<PaybillFacts, "roomsFree">): boolean {
  const { booking, paidKes, amountKes, now } = facts;
  return (
    amountKes === booking.totalKes - paidKes &&
    (booking.status === "expired" ||
      booking.status === "failed" ||
      (booking.status === "pending" && !holdsRoomsAt(booking, now)))
  );
}

/**
 * Validation (when Safaricom has it enabled for the shortcode): whether a payment may go ahead.
 * Only an open booking (awaiting payment, hold standing) takes money, and never more than it owes.
 */
export type PaybillValidation = "accept" | "unknown_account" | "invalid_amount";

export function validatePaybill(
  booking: (PaybillFacts["booking"] & { paidKes: number }) | undefined,
  amountKes: number,
  now: Date,
): PaybillValidation {
  if (!booking || !holdsRoomsAt(booking, now)) return "unknown_account";
  const owedKes = booking.totalKes - booking.paidKes;
  if (!Number.isSafeInteger(amountKes) || amountKes < 1 || amountKes > owedKes) {
    return "invalid_amount";
  }
  return "accept";
}
