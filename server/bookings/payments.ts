// Paying a booking: starting an M-Pesa prompt or a card order, and taking the providers' word
// (callbacks, IPNs, queries). Every attempt is stored before the provider is asked, so none is
// untracked; every verdict is checked with the provider before it counts (settle.ts applies it).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { accountReference } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../domain/messages.ts";
import { msisdn } from "../../domain/phone.ts";
import { MpesaPhoneSchema } from "../../domain/schemas/booking.ts";
import type { Db } from "../db/client.ts";
import type { Lang } from "../../i18n/locales.ts";
import { translator } from "../../i18n/messages.server.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import type { Logger } from "../logger.ts";
import { parseStkCallback } from "../payments/daraja/wire.ts";
import {
  ProviderError,
  type CardStatus,
  type DarajaApi,
  type PesapalApi,
  type StkCallback,
} from "../payments/types.ts";
import { hasPromptOnPhone, lockBooking, unansweredAttempts } from "./booking-lock.ts";
import { lockRoomTypes, READ_COMMITTED } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import {
  appendRaw,
  settleAttempt,
  type SettleContext,
  type SettleResult,
  type Verdict,
} from "./settle.ts";
import { queueUnmatchedStk } from "./paybill.ts";
import type { TextSettings } from "../texts/booking-texts.ts";
import { findBookingView, isBookingId } from "./views.ts";

export type PaymentDeps = {
  db: Db;
  daraja: DarajaApi;
  pesapal: PesapalApi;
  log: Logger;
  /** Public addresses the providers call back (callbacks.ts builds them). */
  urls: {
    stkCallback: string;
    pesapalIpn: string;
    cardReturn: string;
    cardCancel: string;
    c2bConfirmation: string;
    c2bValidation: string;
  };
  /** The Paybill guests may pay to (decision 018), and whether Daraja validates with us first. */
  paybill: { shortCode: string; validation: boolean };
  staffAddress: string;
  publicUrl: string;
  /** The time, read when a decision is made (settle.ts reads it under its locks). */
  clock: () => Date;
  /** SMS and WhatsApp settings (server/texts/booking-texts.ts); defaults when absent. */
  texts?: TextSettings;
};

export type StartResult =
  | { ok: true; booking: BookingView; redirectUrl?: string }
  | { ok: false; status: 400 | 404 | 409 | 502; message: string; code?: "HOLD_EXPIRED" };

const NOT_FOUND = { ok: false, status: 404, message: "We could not find that booking." } as const;
const HOLD_EXPIRED = {
  ok: false,
  status: 409,
  message: PAYMENT_MESSAGES.holdExpired,
  code: "HOLD_EXPIRED",
} as const;

class HoldGone extends Error {}
class PromptOnPhone extends Error {}

/** How long a hold lasts at least once a prompt is sent: the prompt's minute, and a margin. */
export const PROMPT_HOLD_MS = 3 * 60_000;

/** The booking, if it can still be paid now; or why not. */
async function payableBooking(db: Db, bookingId: string, now: Date) {
  const view = await findBookingView(db, bookingId);
  if (!view) return { refused: NOT_FOUND };
  if (view.status === "confirmed") {
    return { refused: { ok: false, status: 409, message: PAYMENT_MESSAGES.paid } as const };
  }
  if (view.status !== "pending" || new Date(view.holdExpiresAt!) <= now) {
    return { refused: HOLD_EXPIRED };
  }
  return { view };
}

export function settleContext(deps: PaymentDeps): SettleContext {
  return {
    clock: deps.clock,
    staffAddress: deps.staffAddress,
    publicUrl: deps.publicUrl,
    texts: deps.texts,
  };
}

/** Asks Pesapal about the booking's unanswered card orders; a provider that is down stops nothing. */
export async function askAboutOpenCardOrders(deps: PaymentDeps, bookingId: string): Promise<void> {
  if (!isBookingId(bookingId)) return;
  for (const order of await unansweredAttempts(deps.db, bookingId, "card")) {
    await askProvider(deps, order, "card_check").catch((err: unknown) => {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ err, bookingId }, "could not ask Pesapal about an open card order");
    });
  }
}

/** A merchant reference unique per attempt: the booking's reference and a random tail. */
function attemptReference(reference: string, provider: "M" | "C"): string {
  return `${reference}-${provider}${randomBytes(3).toString("hex").toUpperCase()}`;
}

/** Make Payment on the M-Pesa tab: one prompt to the guest's phone. */
export async function startMpesaPayment(
  deps: PaymentDeps,
  bookingId: string,
  fields: unknown,
  now: Date,
): Promise<StartResult> {
  const phone = MpesaPhoneSchema.safeParse(fields);
  if (!phone.success) return { ok: false, status: 400, message: PAYMENT_MESSAGES.invalidPhone };
  // A card order opened before: if it was paid on its page a moment ago, the booking is paid
  // and no prompt goes out (one payment in flight; asking is how an open card order is seen).
  await askAboutOpenCardOrders(deps, bookingId);
  const payable = await payableBooking(deps.db, bookingId, now);
  if (payable.refused) return payable.refused;
  const booking = payable.view;
  const number = msisdn(phone.data.phone);
  let attemptId: string;
  try {
    attemptId = await deps.db.transaction(async (tx) => {
      // Locked and checked again: the expiry job must not expire it while the prompt starts.
      // The extension below takes rooms for longer, so the room types are locked too (decision
      // 007, in settle.ts's order: booking, then room types), and the time is read only now:
      // a request that waited past the hold's end must not revive it over a resold room.
      const locked = await lockBooking(tx, bookingId);
      await lockRoomTypes(tx, booking.rooms);
      const at = deps.clock();
      if (locked?.status !== "pending" || locked.holdExpiresAt! <= at) throw new HoldGone();
      const [row] = await tx
        .insert(paymentAttempts)
        .values({
          bookingId,
          provider: "mpesa",
          amountKes: booking.totalKes,
          phone: number,
          merchantReference: attemptReference(booking.reference, "M"),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: paymentAttempts.id });
      // A guest who starts paying near the end of the hold keeps the rooms while the prompt
      // is on the phone (about a minute), so paying in time never ends in a refund.
      const promptEnds = new Date(at.getTime() + PROMPT_HOLD_MS);
      if (locked.holdExpiresAt! < promptEnds) {
        await tx
          .update(bookings)
          .set({ holdExpiresAt: promptEnds, updatedAt: at })
          .where(eq(bookings.id, bookingId));
      }
      await notifyBookingChanged(tx, bookingId);
      return row!.id;
    }, READ_COMMITTED);
  } catch (error) {
    if (error instanceof HoldGone) return HOLD_EXPIRED;
    if (isUniqueViolation(error, "payment_attempts_one_pending_prompt")) {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.pendingTransaction };
    }
    throw error;
  }
  let accepted: Awaited<ReturnType<DarajaApi["stkPush"]>>;
  try {
    accepted = await deps.daraja.stkPush({
      phone: number,
      amountKes: booking.totalKes,
      accountReference: accountReference(booking.reference),
      // Daraja's TransactionDesc (1-13 characters) is for our records: the guest's prompt shows
      // the account reference (the booking's), not this, so it stays English.
      description: "Room booking",
      callbackUrl: deps.urls.stkCallback,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ err: error, bookingId }, "M-Pesa refused or did not answer the prompt request");
    const refusal = mpesaRefusal(error.providerMessage);
    await settleAttempt(
      deps.db,
      attemptId,
      { kind: "failed", resultCode: "request_refused", resultDesc: refusal },
      { source: "push", raw: error.raw ?? { error: error.message } },
      settleContext(deps),
    );
    return { ok: false, status: 502, message: refusal };
  }
  const stored = await storePushIds(deps, attemptId, bookingId, accepted);
  if (!stored) return { ok: false, status: 409, message: PAYMENT_MESSAGES.needsStaff };
  return { ok: true, booking: (await findBookingView(deps.db, bookingId))! };
}

/**
 * Keeps an accepted prompt's ids. A CheckoutRequestID already recorded for another attempt (a
 * provider fault) cannot be matched to its callback: the answer is stored, the attempt rejected
 * and the booking put before staff, rather than failing after Daraja took the request.
 */
async function storePushIds(
  deps: PaymentDeps,
  attemptId: string,
  bookingId: string,
  accepted: Awaited<ReturnType<DarajaApi["stkPush"]>>,
): Promise<boolean> {
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({
          providerRequestId: accepted.merchantRequestId,
          checkoutRequestId: accepted.checkoutRequestId,
          resultDesc: accepted.customerMessage,
          raw: appendRaw(now, "push", accepted.raw),
          updatedAt: now,
        })
        .where(eq(paymentAttempts.id, attemptId));
      await notifyBookingChanged(tx, bookingId);
    });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error, "payment_attempts_checkout_request")) throw error;
    await rejectRepeatedId(deps, attemptId, "CheckoutRequestID", accepted.checkoutRequestId, {
      source: "push",
      raw: accepted.raw,
    });
    return false;
  }
}

/**
 * A provider gave an id it gave another attempt before: its callbacks cannot be matched, so the
 * answer is stored, the attempt rejected and the booking put before staff (never a 500).
 */
async function rejectRepeatedId(
  deps: PaymentDeps,
  attemptId: string,
  name: "CheckoutRequestID" | "OrderTrackingId",
  id: string,
  answer: { source: string; raw: unknown },
) {
  deps.log.error({ attemptId, name }, "a payment provider repeated an id it gave before");
  await settleAttempt(
    deps.db,
    attemptId,
    {
      kind: "rejected",
      resultCode: `duplicate_${name}`,
      resultDesc: `${name} ${id} was already recorded for another payment`,
    },
    answer,
    settleContext(deps),
  );
}

/**
 * What the guest reads when Daraja refuses a prompt: its own words, except the one a guest
 * cannot act on ("Unable to lock subscriber": another prompt is open on that phone).
 */
function mpesaRefusal(providerMessage: string | undefined): string {
  if (providerMessage && /unable to lock subscriber/i.test(providerMessage)) {
    return PAYMENT_MESSAGES.mpesaPromptWaiting;
  }
  return providerMessage ?? PAYMENT_MESSAGES.mpesaFailed;
}

/**
 * What Pesapal's page tells the guest they pay for, in the language they booked in: "Booking
 * GO7K3M9PQX, 3 nights", "Nafasi GO7K3M9PQX, usiku 3" (Pesapal takes at most 100 characters).
 */
export function cardOrderDescription(lang: Lang, reference: string, nights: number): string {
  return translator(lang)("texts.cardOrder", { reference, nights });
}

/** The Card tab's Pay by card: a Pesapal order whose page the wizard shows in a frame. */
export async function startCardPayment(
  deps: PaymentDeps,
  bookingId: string,
  now: Date,
): Promise<StartResult> {
  const payable = await payableBooking(deps.db, bookingId, now);
  if (payable.refused) return payable.refused;
  const booking = payable.view;
  const [guest] = await deps.db
    .select({
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      lang: bookings.lang,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const merchantReference = attemptReference(booking.reference, "C");
  let attemptId: string;
  try {
    attemptId = await deps.db.transaction(async (tx) => {
      // Locked as startMpesaPayment locks it: one payment in flight at a time, so no card order
      // while an M-Pesa prompt is on the phone (the guest could pay both).
      const locked = await lockBooking(tx, bookingId);
      if (locked?.status !== "pending" || locked.holdExpiresAt! <= deps.clock()) {
        throw new HoldGone();
      }
      if (await hasPromptOnPhone(tx, bookingId)) throw new PromptOnPhone();
      const [row] = await tx
        .insert(paymentAttempts)
        .values({
          bookingId,
          provider: "card",
          amountKes: booking.totalKes,
          merchantReference,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: paymentAttempts.id });
      return row!.id;
    });
  } catch (error) {
    if (error instanceof HoldGone) return HOLD_EXPIRED;
    if (error instanceof PromptOnPhone) {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.mpesaInFlight };
    }
    throw error;
  }
  try {
    const order = await deps.pesapal.submitOrder({
      merchantReference,
      amountKes: booking.totalKes,
      description: cardOrderDescription(guest?.lang ?? "en", booking.reference, booking.nights),
      callbackUrl: deps.urls.cardReturn,
      cancellationUrl: deps.urls.cardCancel,
      ipnUrl: deps.urls.pesapalIpn,
      billing: {
        email: guest?.email ?? "",
        phone: guest?.phone ?? "",
        firstName: guest?.firstName ?? "",
        lastName: guest?.lastName ?? "",
      },
    });
    try {
      await deps.db
        .update(paymentAttempts)
        .set({
          providerRequestId: order.orderTrackingId,
          raw: appendRaw(now, "order", order.raw),
          updatedAt: deps.clock(),
        })
        .where(eq(paymentAttempts.id, attemptId));
    } catch (error) {
      if (!isUniqueViolation(error, "payment_attempts_card_order")) throw error;
      await rejectRepeatedId(deps, attemptId, "OrderTrackingId", order.orderTrackingId, {
        source: "order",
        raw: order.raw,
      });
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.needsStaff };
    }
    return {
      ok: true,
      booking: (await findBookingView(deps.db, bookingId))!,
      redirectUrl: order.redirectUrl,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ err: error, bookingId }, "Pesapal did not give a payment page");
    await settleAttempt(
      deps.db,
      attemptId,
      { kind: "failed", resultCode: "order_refused", resultDesc: PAYMENT_MESSAGES.cardProblem },
      { source: "order", raw: error.raw ?? { error: error.message } },
      settleContext(deps),
    );
    return { ok: false, status: 502, message: PAYMENT_MESSAGES.cardProblem };
  }
}

/** The language a booking was made in (its card return goes back to that language's page). */
export async function bookingLang(db: Db, bookingId: string): Promise<Lang> {
  const [booking] = await db
    .select({ lang: bookings.lang })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking?.lang ?? "en";
}

/** The booking a card order (Pesapal's tracking id) belongs to. */
export async function bookingOfCardOrder(db: Db, orderTrackingId: string) {
  const [attempt] = await db
    .select({ bookingId: paymentAttempts.bookingId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, "card"),
        eq(paymentAttempts.providerRequestId, orderTrackingId),
      ),
    );
  return attempt?.bookingId;
}

/** Finds an attempt by a provider id; waits briefly, since a callback may beat our own write. */
async function findAttempt(
  db: Db,
  where: ReturnType<typeof eq>,
  { waitMs = 5_000 }: { waitMs?: number } = {},
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [attempt] = await db.select().from(paymentAttempts).where(where);
    if (attempt || Date.now() >= deadline) return attempt;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Attempt = typeof paymentAttempts.$inferSelect;

/**
 * Asks an attempt's provider for its result and applies the answer: the one way callbacks, the
 * reconcile job and staff's re-query learn a payment's outcome. Every answer is stored, whatever
 * it says; one that fails our checks is stored as rejected and put before staff. Throws
 * ProviderError when the provider does not answer (the attempt is asked again later).
 */
export async function askProvider(
  deps: PaymentDeps,
  attempt: Attempt,
  source: string,
  callback?: StkCallback,
): Promise<SettleResult | undefined> {
  const context = settleContext(deps);
  if (attempt.provider === "mpesa") {
    if (!attempt.checkoutRequestId) return undefined;
    const { outcome, raw } = await deps.daraja.stkQuery(attempt.checkoutRequestId);
    // The query has no amount or receipt: those come from the callback it confirms, this one or
    // one stored earlier (it may have come before the query could say paid).
    const paidCallback = callback ?? (await storedCallback(deps.db, attempt.id));
    const verdict =
      outcome.kind === "paid" && paidCallback?.outcome.kind === "paid"
        ? { ...outcome, ...paidCallback.outcome, resultCode: outcome.resultCode }
        : outcome;
    return settleAttempt(deps.db, attempt.id, verdict, { source, raw }, context);
  }
  if (!attempt.providerRequestId) return undefined;
  const status = await deps.pesapal.transactionStatus(attempt.providerRequestId);
  return settleAttempt(
    deps.db,
    attempt.id,
    cardVerdict(attempt, status),
    { source, raw: status.raw },
    context,
  );
}

/** Pesapal's status as a verdict, checked against the order it claims to be about. */
function cardVerdict(attempt: Attempt, status: CardStatus): Verdict {
  const { outcome } = status;
  if (outcome.kind === "pending") return outcome;
  const problems = [
    status.merchantReference !== undefined &&
      status.merchantReference !== attempt.merchantReference &&
      `merchant reference ${status.merchantReference}, ours ${attempt.merchantReference}`,
    status.currency !== undefined &&
      status.currency.toUpperCase() !== "KES" &&
      `currency ${status.currency}`,
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0) {
    return { kind: "rejected", resultCode: "mismatch", resultDesc: problems.join("; ") };
  }
  return outcome.kind === "paid"
    ? { ...outcome, amountKes: status.amount ?? outcome.amountKes }
    : outcome;
}

/**
 * An STK callback: matched by CheckoutRequestID, and never trusted alone: the STK query decides.
 * The callback adds what only it carries (receipt, amount, phone), checked against the attempt;
 * it is stored first, so the query (now or later) can use it. Nothing of it counts unverified.
 */
export async function handleStkCallback(
  deps: PaymentDeps,
  callback: StkCallback,
  raw: unknown,
): Promise<SettleResult | "unknown"> {
  const attempt = await findAttempt(
    deps.db,
    eq(paymentAttempts.checkoutRequestId, callback.checkoutRequestId),
  );
  if (!attempt) {
    // Enough for staff to match the money by hand, without the payer's phone number.
    deps.log.error(
      {
        checkoutRequestId: callback.checkoutRequestId,
        receipt: callback.outcome.kind === "paid" ? callback.outcome.receipt : undefined,
        amountKes: callback.outcome.kind === "paid" ? callback.outcome.amountKes : undefined,
        resultCode: callback.outcome.kind === "pending" ? undefined : callback.outcome.resultCode,
      },
      "an M-Pesa callback matches no payment attempt",
    );
    // Paid money we cannot place waits in the staff queue (decision 018), never only in a log.
    await queueUnmatchedStk(deps.db, callback, raw, deps.clock());
    return "unknown";
  }
  // Stored first, whatever the query says, so the raw callback is never lost.
  await settleAttempt(
    deps.db,
    attempt.id,
    { kind: "pending" },
    { source: "callback", raw },
    settleContext(deps),
  );
  return (await askProvider(deps, attempt, "query", callback)) ?? "unchanged";
}

async function storedCallback(db: Db, attemptId: string): Promise<StkCallback | undefined> {
  const [attempt] = await db
    .select({ raw: paymentAttempts.raw })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  const stored = attempt?.raw.findLast((entry) => entry.source === "callback");
  return stored && parseStkCallback(stored.body);
}

/**
 * Pesapal's IPN or the guest's return: neither carries a status, so the status is asked for and
 * checked against the attempt (reference, currency) before it counts.
 */
export async function handleCardNotification(
  deps: PaymentDeps,
  orderTrackingId: string,
  source: "ipn" | "return",
): Promise<{ result: SettleResult | undefined; bookingId: string } | undefined> {
  const attempt = await findAttempt(
    deps.db,
    and(
      eq(paymentAttempts.provider, "card"),
      eq(paymentAttempts.providerRequestId, orderTrackingId),
    )!,
    // Only the IPN can beat our own write of the tracking id (the return comes after the page).
    { waitMs: source === "ipn" ? 5_000 : 0 },
  );
  if (!attempt) {
    deps.log.error(
      { orderTrackingId, source },
      "a Pesapal notification matches no payment attempt",
    );
    return undefined;
  }
  const result = await askProvider(deps, attempt, source);
  return { result, bookingId: attempt.bookingId };
}
