// Whether a booking may ask for one more payment now (an M-Pesa prompt or a card order), for how
// much, and what it does to the hold (decisions 008, 010 and 011 with their issue 31 addenda).
// Pure: server/payments/pay-request.ts takes the locks, reads these facts under them, calls this,
// and applies the answer in the same transaction.
import type { BookingStatus, PaymentProvider } from "./booking-status.ts";

/** How long a hold lasts at least once a prompt is sent: the prompt's minute, and a margin. */
export const PROMPT_HOLD_MS = 3 * 60_000;

/**
 * Prompts never hold the rooms past this long after the booking was made. Each prompt keeps the
 * rooms for PROMPT_HOLD_MS from when it is sent, so a guest who starts paying at the end of the
 * hold is not refunded for paying in time; without a bound, a guest (or a script) sending prompt
 * after prompt would keep rooms off sale for as long as they liked. Twice the 15-minute hold
 * leaves room for a slow start and a few failed prompts; after it, a payment still counts, and
 * confirms the booking if its rooms are still free (decision 011).
 */
export const PROMPT_HOLD_CAP_MS = 30 * 60_000;

/** The hold's new end once a prompt is sent at `at`, or null when it stays as it is. */
export function promptHoldEnd(
  hold: { createdAt: Date; holdExpiresAt: Date },
  at: Date,
): Date | null {
  const cap = hold.createdAt.getTime() + PROMPT_HOLD_CAP_MS;
  const wanted = Math.min(at.getTime() + PROMPT_HOLD_MS, cap);
  return wanted > hold.holdExpiresAt.getTime() ? new Date(wanted) : null;
}

export type PayRequestFacts = {
  provider: PaymentProvider;
  booking: {
    status: BookingStatus;
    holdExpiresAt: Date | null;
    createdAt: Date;
    totalKes: number;
  };
  /** Read under the locks. */
  now: Date;
  /** The total the guest was shown when they pressed pay, if the request says (the wizard's does). */
  shownTotalKes: number | undefined;
  /** What the booking still owes, from the money ledger. */
  owedKes: number;
  /** Whether one of its M-Pesa prompts is still on the phone (not answered yet). */
  promptOnPhone: boolean;
  /**
   * Its card orders with no final answer yet, by id, and which of them Pesapal said a moment ago
   * were not paid (asked just before the locks were taken).
   */
  openCardOrders: readonly string[];
  unpaidCardOrders: ReadonlySet<string>;
};

export type PayRequestDecision =
  /** Ask for amountKes; the open card orders in `supersede` stop counting as live requests. */
  | { kind: "ask"; amountKes: number; supersede: string[]; holdUntil: Date | null }
  /** Pending no more, or its hold is over: a new booking is needed. */
  | { kind: "hold_expired" }
  /** The guest was shown another total: they see this one before anything is asked. */
  | { kind: "price_changed"; totalKes: number }
  /** Paid already (confirmed), or the ledger holds the whole bill. */
  | { kind: "nothing_owed" }
  /** A prompt on the phone may still be paid: it is answered (or times out) first. */
  | { kind: "prompt_on_phone" }
  /** A card order Pesapal could not be asked about (or made meanwhile) may be being paid. */
  | { kind: "card_open" };

/**
 * One live request per booking, across M-Pesa and card, so the guest cannot be asked twice for
 * the same money. A prompt on the phone lives a minute: anything else waits for it. A card page
 * lives as long as the guest keeps it open and tells us nothing until it is paid, so a new
 * request asks Pesapal first (the caller did, just before the locks): an order paid a moment ago
 * has settled the bill already; one still unpaid is superseded (failed in our records) and the new
 * request goes out; one we could not ask about is not passed over. A superseded page paid in the
 * moment between our question and the guest's click still counts: its payment is settled like
 * any late one (money beyond the bill is owed back, decision 011).
 */
export function decidePayRequest(facts: PayRequestFacts): PayRequestDecision {
  const { booking, now } = facts;
  if (booking.status === "confirmed") return { kind: "nothing_owed" };
  if (
    booking.status !== "pending" ||
    !booking.holdExpiresAt ||
    booking.holdExpiresAt.getTime() <= now.getTime()
  ) {
    return { kind: "hold_expired" };
  }
  if (facts.shownTotalKes !== undefined && facts.shownTotalKes !== booking.totalKes) {
    return { kind: "price_changed", totalKes: booking.totalKes };
  }
  if (facts.owedKes <= 0) return { kind: "nothing_owed" };
  if (facts.promptOnPhone) return { kind: "prompt_on_phone" };
  const open = facts.openCardOrders;
  if (open.some((id) => !facts.unpaidCardOrders.has(id))) return { kind: "card_open" };
  return {
    kind: "ask",
    amountKes: facts.owedKes,
    supersede: [...open],
    holdUntil:
      facts.provider === "mpesa"
        ? promptHoldEnd({ createdAt: booking.createdAt, holdExpiresAt: booking.holdExpiresAt }, now)
        : null,
  };
}
