// Paying a booking: starting an M-Pesa prompt or a card order, and taking the providers' word
// (callbacks, IPNs, queries). Every attempt is stored before the provider is asked, so none is
// untracked; every verdict is checked with the provider before it counts (settle.ts applies it).
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { accountReference } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../domain/messages.ts";
import { msisdn } from "../../domain/phone.ts";
import { MpesaPhoneSchema } from "../../domain/schemas/booking.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import type { Logger } from "../logger.ts";
import { parseStkCallback } from "../payments/daraja/wire.ts";
import {
  ProviderError,
  type DarajaApi,
  type PesapalApi,
  type StkCallback,
} from "../payments/types.ts";
import { notifyBookingChanged } from "./events.ts";
import { appendRaw, settleAttempt, type SettleContext, type SettleResult } from "./settle.ts";
import { findBookingView } from "./views.ts";

export type PaymentDeps = {
  db: Db;
  daraja: DarajaApi;
  pesapal: PesapalApi;
  log: Logger;
  /** Public addresses the providers call back (callbacks.ts builds them). */
  urls: { stkCallback: string; pesapalIpn: string; cardReturn: string; cardCancel: string };
  staffAddress: string;
  publicUrl: string;
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

function settleContext(deps: PaymentDeps, now: Date): SettleContext {
  return { now, staffAddress: deps.staffAddress, publicUrl: deps.publicUrl };
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
  const payable = await payableBooking(deps.db, bookingId, now);
  if (payable.refused) return payable.refused;
  const booking = payable.view;
  const number = msisdn(phone.data.phone);
  let attemptId: string;
  try {
    attemptId = await deps.db.transaction(async (tx) => {
      // Locked and checked again: the expiry job must not expire it while the prompt starts.
      const [locked] = await tx
        .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (locked?.status !== "pending" || locked.holdExpiresAt! <= now) throw new HoldGone();
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
      const promptEnds = new Date(now.getTime() + PROMPT_HOLD_MS);
      if (locked.holdExpiresAt! < promptEnds) {
        await tx
          .update(bookings)
          .set({ holdExpiresAt: promptEnds, updatedAt: now })
          .where(eq(bookings.id, bookingId));
      }
      await notifyBookingChanged(tx, bookingId);
      return row!.id;
    });
  } catch (error) {
    if (error instanceof HoldGone) return HOLD_EXPIRED;
    if (isUniqueViolation(error, "payment_attempts_one_pending_prompt")) {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.pendingTransaction };
    }
    throw error;
  }
  try {
    const accepted = await deps.daraja.stkPush({
      phone: number,
      amountKes: booking.totalKes,
      accountReference: accountReference(booking.reference),
      description: "Room booking",
      callbackUrl: deps.urls.stkCallback,
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({
          providerRequestId: accepted.merchantRequestId,
          checkoutRequestId: accepted.checkoutRequestId,
          resultDesc: accepted.customerMessage,
          raw: appendRaw(now, "push", accepted.raw),
          updatedAt: new Date(),
        })
        .where(eq(paymentAttempts.id, attemptId));
      await notifyBookingChanged(tx, bookingId);
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ err: error, bookingId }, "M-Pesa refused or did not answer the prompt request");
    await settleAttempt(
      deps.db,
      attemptId,
      {
        kind: "failed",
        resultCode: "request_refused",
        resultDesc: error.providerMessage ?? PAYMENT_MESSAGES.mpesaFailed,
      },
      { source: "push", raw: error.raw ?? { error: error.message } },
      settleContext(deps, now),
    );
    return {
      ok: false,
      status: 502,
      message: error.providerMessage ?? PAYMENT_MESSAGES.mpesaFailed,
    };
  }
  return { ok: true, booking: (await findBookingView(deps.db, bookingId))! };
}

/** The Card tab: a Pesapal order whose page the wizard shows in a frame. */
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
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const merchantReference = attemptReference(booking.reference, "C");
  const [row] = await deps.db
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
  const attemptId = row!.id;
  try {
    const order = await deps.pesapal.submitOrder({
      merchantReference,
      amountKes: booking.totalKes,
      description: `Booking ${booking.reference}, ${booking.nights} night${booking.nights === 1 ? "" : "s"}`,
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
    await deps.db
      .update(paymentAttempts)
      .set({
        providerRequestId: order.orderTrackingId,
        raw: appendRaw(now, "order", order.raw),
        updatedAt: new Date(),
      })
      .where(eq(paymentAttempts.id, attemptId));
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
      settleContext(deps, now),
    );
    return { ok: false, status: 502, message: PAYMENT_MESSAGES.cardProblem };
  }
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

/**
 * An STK callback: matched by CheckoutRequestID, and never trusted alone: the STK query decides.
 * The callback adds what only it carries (receipt, amount, phone), checked against the attempt.
 */
export async function handleStkCallback(
  deps: PaymentDeps,
  callback: StkCallback,
  raw: unknown,
  now: Date,
): Promise<SettleResult | "unknown"> {
  const attempt = await findAttempt(
    deps.db,
    eq(paymentAttempts.checkoutRequestId, callback.checkoutRequestId),
  );
  if (!attempt) {
    // Kept in the log with its whole body, so staff can match the money by hand.
    deps.log.error({ callback: raw }, "an M-Pesa callback matches no payment attempt");
    return "unknown";
  }
  if (callback.outcome.kind === "paid" && callback.outcome.receipt) {
    // The receipt only comes in the callback: keep it even if the query is not final yet.
    await deps.db
      .update(paymentAttempts)
      .set({ receipt: callback.outcome.receipt })
      .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.receipt)))
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        deps.log.error({ callback: raw }, "an M-Pesa receipt arrived twice for different attempts");
      });
  }
  const context = settleContext(deps, now);
  // Stored first, whatever the query says, so the raw callback is never lost.
  await settleAttempt(
    deps.db,
    attempt.id,
    { kind: "pending" },
    { source: "callback", raw },
    context,
  );
  return confirmStkAttempt(deps, attempt.id, attempt.checkoutRequestId!, context, callback);
}

/** Asks Daraja for a prompt's result and applies it (reconciliation and callbacks). */
export async function confirmStkAttempt(
  deps: PaymentDeps,
  attemptId: string,
  checkoutRequestId: string,
  context: SettleContext,
  callback?: StkCallback,
): Promise<SettleResult> {
  const { outcome, raw } = await deps.daraja.stkQuery(checkoutRequestId);
  // The query has no amount or receipt: those come from the callback it confirms, this one or
  // one stored earlier (it may have come before the query could say paid).
  const paidCallback = callback ?? (await storedCallback(deps.db, attemptId));
  const verdict =
    outcome.kind === "paid" && paidCallback?.outcome.kind === "paid"
      ? { ...outcome, ...paidCallback.outcome, resultCode: outcome.resultCode }
      : outcome;
  return settleAttempt(deps.db, attemptId, verdict, { source: "query", raw }, context);
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
 * checked against the attempt (reference, amount, currency) before it counts.
 */
export async function handleCardNotification(
  deps: PaymentDeps,
  orderTrackingId: string,
  source: "ipn" | "return" | "query",
  now: Date,
): Promise<{ result: SettleResult; bookingId: string } | undefined> {
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
  const status = await deps.pesapal.transactionStatus(orderTrackingId);
  let verdict = status.outcome;
  if (verdict.kind === "paid") {
    const mismatch =
      (status.merchantReference !== undefined &&
        status.merchantReference !== attempt.merchantReference) ||
      (status.currency !== undefined && status.currency.toUpperCase() !== "KES");
    if (mismatch) {
      deps.log.error(
        { orderTrackingId, status: status.raw },
        "a Pesapal status does not match its order",
      );
      return { result: "unchanged", bookingId: attempt.bookingId };
    }
    verdict = { ...verdict, amountKes: status.amount ?? verdict.amountKes };
  }
  const result = await settleAttempt(
    deps.db,
    attempt.id,
    verdict,
    { source, raw: status.raw },
    settleContext(deps, now),
  );
  return { result, bookingId: attempt.bookingId };
}
