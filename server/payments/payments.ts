// Paying a booking: starting an M-Pesa prompt or a card order, and taking the providers' word
// (callbacks, IPNs, queries). Every attempt is stored before the provider is asked, so none is
// untracked; every verdict is checked with the provider before it counts (settle.ts applies it).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { accountReference, isBookingId } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { said, type Said } from "../../domain/said.ts";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { msisdn } from "../../domain/phone.ts";
import { MpesaPhoneSchema } from "../../domain/schemas/booking.ts";
import type { Db } from "../db/client.ts";
import type { Lang } from "../../i18n/locales.ts";
import { translator } from "../../i18n/messages.server.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { parseStkCallback } from "./daraja/wire.ts";
import { ProviderError, type CardStatus, type DarajaApi, type StkCallback } from "./types.ts";
import type { PaymentDeps } from "./deps.ts";
import { unansweredAttempts } from "../bookings/booking-lock.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { openPayRequest, type OpenedRequest } from "./pay-request.ts";
import {
  appendRaw,
  settleAttempt,
  type SettleContext,
  type SettleResult,
  type Verdict,
} from "./settle.ts";
import { queueUnmatchedStk } from "./paybill.ts";
import { findBookingView } from "../bookings/views.ts";

export type StartResult =
  | { ok: true; booking: BookingView; redirectUrl?: string }
  | {
      ok: false;
      status: 400 | 404 | 409 | 502;
      message: Said;
      /**
       * HOLD_EXPIRED: book again; PRICE_CHANGED: the guest sees totalKes before paying; PAID:
       * nothing is owed (paid in another tab, by Paybill, at the desk): show the booking paid.
       */
      code?: "HOLD_EXPIRED" | "PRICE_CHANGED" | "PAID";
      totalKes?: number;
    };

export type StartOptions = {
  /** The total the guest was shown when they pressed pay (the wizard always says). */
  shownTotalKes?: number;
};

const NOT_FOUND = { ok: false, status: 404, message: said.noSuchBooking() } as const;
const HOLD_EXPIRED = {
  ok: false,
  status: 409,
  message: said.holdExpired(),
  code: "HOLD_EXPIRED",
} as const;
const PAID = { ok: false, status: 409, message: said.paid(), code: "PAID" } as const;

/** The booking, if it can still be paid now; or why not. */
async function payableBooking(db: Db, bookingId: string, now: Date) {
  const view = await findBookingView(db, bookingId);
  if (!view) return { refused: NOT_FOUND };
  if (view.status === "confirmed") {
    return { refused: PAID };
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

/**
 * Asks Pesapal about the booking's unanswered card orders (one paid a moment ago settles now) and
 * returns those it says are still unpaid. A provider that does not answer stops nothing here:
 * its order is just not among them.
 */
export async function askAboutOpenCardOrders(
  deps: PaymentDeps,
  bookingId: string,
): Promise<Set<string>> {
  const unpaid = new Set<string>();
  if (!isBookingId(bookingId)) return unpaid;
  for (const order of await unansweredAttempts(deps.db, bookingId, "card")) {
    const result = await askProvider(deps, order, "card_check").catch((err: unknown) => {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ err, bookingId }, "could not ask Pesapal about an open card order");
    });
    if (result === "pending") unpaid.add(order.id);
  }
  return unpaid;
}

/** What the guest is told when a new request for the booking cannot go out now. */
function refusalOf(
  refused: Extract<OpenedRequest, { ok: false }>["refused"],
  provider: PaymentProvider,
): Extract<StartResult, { ok: false }> {
  switch (refused.kind) {
    case "hold_expired":
      return HOLD_EXPIRED;
    case "price_changed":
      return {
        ok: false,
        status: 409,
        message: said.priceChanged(refused.totalKes),
        code: "PRICE_CHANGED",
        totalKes: refused.totalKes,
      };
    case "nothing_owed":
      return PAID;
    case "prompt_on_phone":
      return {
        ok: false,
        status: 409,
        message: provider === "mpesa" ? said.pendingTransaction() : said.mpesaInFlight(),
      };
    case "card_open":
      return { ok: false, status: 409, message: said.cardInFlight() };
  }
}

/** A merchant reference unique per attempt: the booking's reference and a random tail. */
function attemptReference(reference: string, provider: "M" | "C"): string {
  return `${reference}-${provider}${randomBytes(3).toString("hex").toUpperCase()}`;
}

/**
 * Make Payment on the M-Pesa tab: one prompt to the guest's phone, for what the booking still
 * owes (a Paybill part payment before it is not asked for again).
 */
export async function startMpesaPayment(
  deps: PaymentDeps,
  bookingId: string,
  fields: unknown,
  now: Date,
  { shownTotalKes }: StartOptions = {},
): Promise<StartResult> {
  const phone = MpesaPhoneSchema.safeParse(fields);
  if (!phone.success) return { ok: false, status: 400, message: said.invalidPhone() };
  // A card order opened before: if it was paid on its page a moment ago, the booking is paid
  // and no prompt goes out (asking is how an open card order is seen); one still unpaid is
  // superseded by the prompt (domain/pay-request.ts).
  const unpaidCardOrders = await askAboutOpenCardOrders(deps, bookingId);
  const payable = await payableBooking(deps.db, bookingId, now);
  if (payable.refused) return payable.refused;
  const booking = payable.view;
  const number = msisdn(phone.data.phone);
  let opened: OpenedRequest;
  try {
    // Decided again under the locks: the expiry job must not expire the booking while the
    // prompt starts, and the prompt keeps its rooms a little longer (pay-request.ts).
    opened = await deps.db.transaction(
      (tx) =>
        openPayRequest(tx, {
          bookingId,
          provider: "mpesa",
          rooms: booking.rooms,
          shownTotalKes,
          unpaidCardOrders,
          attempt: { phone: number, merchantReference: attemptReference(booking.reference, "M") },
          now,
          clock: deps.clock,
        }),
      READ_COMMITTED,
    );
  } catch (error) {
    // Two prompts at once: the index keeps the second out.
    if (isUniqueViolation(error, "payment_attempts_one_pending_prompt")) {
      return { ok: false, status: 409, message: said.pendingTransaction() };
    }
    throw error;
  }
  if (!opened.ok) return refusalOf(opened.refused, "mpesa");
  const { attemptId } = opened;
  let accepted: Awaited<ReturnType<DarajaApi["stkPush"]>>;
  try {
    accepted = await deps.daraja.stkPush({
      phone: number,
      amountKes: opened.amountKes,
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
      {
        kind: "failed",
        resultCode: "request_refused",
        resultDesc: error.providerMessage ?? "The prompt request was refused.",
      },
      { source: "push", raw: error.raw ?? { error: error.message } },
      settleContext(deps),
    );
    return { ok: false, status: 502, message: refusal };
  }
  const stored = await storePushIds(deps, attemptId, bookingId, accepted);
  if (!stored) return { ok: false, status: 409, message: said.needsStaff() };
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
 * What the guest reads when Daraja refuses a prompt: that another prompt is open on that phone
 * ("Unable to lock subscriber"), else that the payment did not go through. Daraja's own words,
 * in English, stay with the attempt for staff.
 */
function mpesaRefusal(providerMessage: string | undefined): Said {
  if (providerMessage && /unable to lock subscriber/i.test(providerMessage)) {
    return said.mpesaPromptWaiting();
  }
  return said.mpesaFailed();
}

/**
 * What Pesapal's page tells the guest they pay for, in the language they booked in: "Booking
 * GO7K3M9PQX, 3 nights", "Nafasi GO7K3M9PQX, usiku 3" (Pesapal takes at most 100 characters).
 */
export function cardOrderDescription(lang: Lang, reference: string, nights: number): string {
  return translator(lang)("texts.cardOrder", { reference, nights });
}

/**
 * The Card tab's Pay by card: a Pesapal order, for what the booking still owes, whose page the
 * wizard shows in a frame.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  bookingId: string,
  now: Date,
  { shownTotalKes }: StartOptions = {},
): Promise<StartResult> {
  // An order opened before (a page the guest may still have open) is asked about, as for a
  // prompt: one live request per booking.
  const unpaidCardOrders = await askAboutOpenCardOrders(deps, bookingId);
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
  // Decided under the booking's lock as a prompt is: no card order while a prompt is on the
  // phone (the guest could pay both).
  const opened = await deps.db.transaction(
    (tx) =>
      openPayRequest(tx, {
        bookingId,
        provider: "card",
        rooms: booking.rooms,
        shownTotalKes,
        unpaidCardOrders,
        attempt: { merchantReference },
        now,
        clock: deps.clock,
      }),
    READ_COMMITTED,
  );
  if (!opened.ok) return refusalOf(opened.refused, "card");
  const { attemptId } = opened;
  try {
    const order = await deps.pesapal.submitOrder({
      merchantReference,
      amountKes: opened.amountKes,
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
      return { ok: false, status: 409, message: said.needsStaff() };
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
      { kind: "failed", resultCode: "order_refused", resultDesc: "The card order was refused." },
      { source: "order", raw: error.raw ?? { error: error.message } },
      settleContext(deps),
    );
    return { ok: false, status: 502, message: said.cardProblem() };
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
