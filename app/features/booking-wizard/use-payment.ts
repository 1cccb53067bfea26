import { useCallback, useEffect, useRef, useState } from "react";
import type { BookingView } from "../../../domain/booking-view.ts";
import { said, type Said } from "../../../domain/said.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import {
  createBooking,
  fetchBooking,
  HOLD_EXPIRED,
  PAID,
  PRICE_CHANGED,
  releaseBooking,
  requestCard,
  requestMpesa,
  SOLD_OUT,
  watchBooking,
  type ApiFailure,
  type ApiResult,
} from "./booking-api.ts";
import {
  bookingRequest,
  fingerprint,
  type PaymentTab,
  type WizardAction,
  type WizardState,
} from "./wizard-state.ts";

/**
 * Where a payment stands: idle (Make Payment / Pay by card), working (a request is on its way),
 * waiting (the M-Pesa prompt is on the phone), gateway (the card page is open), failed (try
 * again), paid, refund (money came that the booking could not take: staff refund it),
 * soldOut (the rooms went while the guest paid: change rooms or dates), or staffCheck (a prompt
 * whose answer was lost may have been paid: staff confirm it, nothing to press; decision 027).
 */
export type PayPhase =
  | "idle"
  | "working"
  | "waiting"
  | "gateway"
  | "failed"
  | "paid"
  | "refund"
  | "soldOut"
  | "staffCheck";

export type PayState = {
  phase: PayPhase;
  /** The status line: what the server last said about this payment. */
  message: Said | null;
  /** The card provider's page, shown in the frame. */
  redirectUrl: string | null;
  /** A declined card: the bank's own words, quoted under the status line. */
  providerSaid?: string;
};

const IDLE: PayState = { phase: "idle", message: null, redirectUrl: null };

/** After this many M-Pesa prompts fail (refused, timed out, cancelled), Paybill is offered. */
export const PROMPTS_BEFORE_PAYBILL = 2;

/** What the guest pays by Paybill (decision 018): the account is the booking reference. */
export type PaybillOffer = { reference: string; amountKes: number; holdExpiresAt: string | null };

/**
 * The Paybill instructions: what the booking still owes (a part payment already made is not
 * asked for again), or none when it owes nothing.
 */
export function paybillOffer(view: BookingView): PaybillOffer | null {
  if (view.balanceKes <= 0) return null;
  return {
    reference: view.reference,
    amountKes: view.balanceKes,
    holdExpiresAt: view.holdExpiresAt,
  };
}

/** A total the server gave at a pay button (PRICE_CHANGED), for the details it was given for. */
export type PriceChange = { totalKes: number; fingerprint: string };

/**
 * The total the guest sees, and agrees to by pressing pay: the server's new figure after a price
 * change (while the details it was given for are unchanged), else the quote's.
 */
export function shownTotal(
  quoteTotalKes: number,
  change: PriceChange | null,
  print: string,
): number {
  return change?.fingerprint === print ? change.totalKes : quoteTotalKes;
}

/**
 * The payment button's words (spec section 4), by tab and phase; null: no button. The Card tab's
 * first button is ours (decision 010: the order starts on a button, not on the tab).
 */
export function payButtonLabel(tab: PaymentTab, phase: PayPhase): MessageKey | null {
  switch (phase) {
    case "idle":
      return tab === "card" ? "payment.payByCard" : "payment.makePayment";
    case "working":
      return tab === "card" ? "payment.openingGateway" : "payment.processing";
    case "waiting":
      return "payment.processing";
    case "failed":
      return "payment.tryAgain";
    case "paid":
      return "payment.completed";
    case "gateway":
    case "refund":
    case "soldOut":
    case "staffCheck":
      return null;
  }
}

/** The payment did not go through (or cannot): the heading "Payment not completed" shows. */
export function isTrouble(phase: PayPhase): boolean {
  return phase === "failed" || phase === "refund" || phase === "soldOut";
}

/** A payment is under way: the tabs and Previous wait for it. */
export function isBusy(phase: PayPhase): boolean {
  return phase === "working" || phase === "waiting";
}

/** What one booking update means for the payment on screen; undefined: nothing changes. */
export function payStateFor(
  view: BookingView,
  { quiet }: { quiet: boolean },
): { state: PayState; settled: boolean } | undefined {
  const payment = view.payment;
  if (view.status === "confirmed" && payment?.status === "succeeded") {
    return { state: { ...IDLE, phase: "paid", message: said.paid() }, settled: true };
  }
  if (view.refundDue) {
    // Money came that the booking did not take (too late, too little, twice): the server says
    // what and staff follow it up. Its thank-you words are for a confirmed booking only.
    const told = payment?.message;
    const message = told && told.code !== "payment.paid" ? told : said.paymentNotSettled();
    return { state: { ...IDLE, phase: "refund", message }, settled: true };
  }
  if (payment?.status === "failed") {
    const bank = payment.providerSaid === undefined ? {} : { providerSaid: payment.providerSaid };
    return {
      state: { ...IDLE, phase: "failed", message: payment.message, ...bank },
      settled: true,
    };
  }
  if (payment?.status === "rejected" || payment?.status === "reversed") {
    // The money's fate is for staff now (a receipt seen twice, an answer failing our checks, a
    // reversal): say so, rather than wait for a hold that will run out.
    return { state: { ...IDLE, phase: "refund", message: payment.message }, settled: true };
  }
  if (view.status === "expired") {
    return {
      state: { ...IDLE, phase: "failed", message: said.holdExpired() },
      settled: true,
    };
  }
  if (payment?.status === "pending" && payment.staffCheck) {
    // Said even while following quietly (a try again refused as "pending transaction"): nothing
    // to press, and the page keeps following the booking until staff confirm it.
    return { state: { ...IDLE, phase: "staffCheck", message: payment.message }, settled: false };
  }
  if (payment?.status === "pending" && payment.provider === "mpesa" && !quiet) {
    return { state: { ...IDLE, phase: "waiting", message: payment.message }, settled: false };
  }
  return undefined;
}

/** A settled failure of an M-Pesa prompt (refused, timed out, cancelled, wrong PIN). */
function promptFailed(view: BookingView, state: PayState): boolean {
  return (
    state.phase === "failed" && view.status === "pending" && view.payment?.provider === "mpesa"
  );
}

/** What a booking the page was opened for shows: a card payment may still be under way. */
export function openedPayState(view: BookingView): PayState {
  const change = payStateFor(view, { quiet: false });
  if (change) return change.state;
  return view.status === "pending" && view.payment?.status === "pending"
    ? { ...IDLE, message: said.cardPending() }
    : IDLE;
}

type Options = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onPaid: (view: BookingView) => void;
  /** A booking the page was opened for, not paid (a card return): its state shows at once. */
  opened?: BookingView | null;
};

/**
 * The payment step's work: the booking is made once and reused for retries while the details
 * are unchanged and it is still pending; a new one is made when they change or its hold ran out.
 * Then the M-Pesa prompt or the card order, and the booking followed until it is paid or failed.
 */
export function usePayment({ state, dispatch, onPaid, opened }: Options) {
  // A booking the page was opened for: its state shows from the first render (also on the server).
  const [pay, setPay] = useState<PayState>(() => (opened ? openedPayState(opened) : IDLE));
  /** Shown once prompts failed twice; the booking is followed until the money arrives. */
  const [paybill, setPaybill] = useState<PaybillOffer | null>(null);
  /** The server's new total, shown until the guest pays it or changes the details. */
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const promptFailures = useRef(0);
  /** The latest news of the held booking: is it still pending? */
  const latest = useRef<BookingView | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const unwatch = useCallback(() => {
    stopWatching.current?.();
    stopWatching.current = null;
  }, []);
  useEffect(() => unwatch, [unwatch]);

  /**
   * Follows a booking; `resume` after a reload: only a payment in progress or settled counts;
   * `paybill`: the guest pays from the M-PESA menu, so only the money arriving (or the hold
   * ending) changes the page, not the failed prompt before it.
   */
  const watch = useCallback(
    (bookingId: string, mode: "normal" | "quiet" | "resume" | "paybill") => {
      unwatch();
      let first = true;
      // Becomes "paybill" on this same stream once the prompts have failed twice.
      let following = mode;
      stopWatching.current = watchBooking(bookingId, (view) => {
        latest.current = view;
        const mode = following;
        // A part payment leaves the booking pending with a smaller balance: that is what to pay.
        if (mode === "paybill" && view.status === "pending") setPaybill(paybillOffer(view));
        const resuming = mode === "resume" && first;
        first = false;
        const change = payStateFor(view, { quiet: mode === "quiet" || mode === "paybill" });
        // After a reload with nothing under way (or a card page the reload closed): Make Payment.
        if (resuming && change === undefined) return unwatch();
        if (change === undefined) return;
        // The prompt that failed before is still the latest news until the money comes.
        if (mode === "paybill" && change.state.phase === "failed" && view.status === "pending") {
          return;
        }
        if (change.settled && mode !== "paybill" && promptFailed(view, change.state)) {
          promptFailures.current += 1;
          if (promptFailures.current >= PROMPTS_BEFORE_PAYBILL && view.status === "pending") {
            setPay(change.state);
            setPaybill(paybillOffer(view));
            following = "paybill";
            return;
          }
        }
        if (change.settled) unwatch();
        setPay(change.state);
        if (change.state.phase === "paid") {
          setPaybill(null);
          onPaidRef.current(view);
        }
      });
    },
    [unwatch],
  );

  /**
   * The held booking if it still fits, else a new one. The booking is made here, on a pay
   * button (decision 010), and both tabs use it. One made from details since changed is
   * released first: its rooms are not needed, and it would count against the hold limits.
   */
  const ensureBooking = useCallback(
    async (current: WizardState, shownTotalKes: number): Promise<ApiResult<{ id: string }>> => {
      const print = fingerprint(current);
      const held = current.booking;
      const view = latest.current;
      const stillPending = view === null || view.id !== held?.id || view.status === "pending";
      if (held && held.fingerprint === print && stillPending) return { ok: true, id: held.id };
      if (held && stillPending) await releaseBooking(held.id);
      setPaybill(null); // its offer was for the booking let go
      // With the total the guest sees: a price changed since is refused before anything is held.
      const created = await createBooking({ ...bookingRequest(current), shownTotalKes });
      if (!created.ok) return created;
      latest.current = created.booking;
      dispatch({ type: "booking", booking: { id: created.booking.id, fingerprint: print } });
      return { ok: true, id: created.booking.id };
    },
    [dispatch],
  );

  /**
   * A pay button: the booking (made or reused), then the prompt or the card order, each with
   * `shownTotalKes`, the total the guest sees on the page.
   */
  const start = useCallback(
    async (tab: PaymentTab, mpesaNine: string, shownTotalKes: number) => {
      unwatch();
      setPay({ ...IDLE, phase: "working" });
      const fail = (message: Said) => setPay({ ...IDLE, phase: "failed", message });
      /** A refusal of the booking (or of the price the payment was asked at). */
      const refuse = (failure: ApiFailure) => {
        if (failure.code === SOLD_OUT) {
          return setPay({ ...IDLE, phase: "soldOut", message: failure.error });
        }
        if (failure.code === PRICE_CHANGED && failure.totalKes !== undefined) {
          // Nothing was charged: the new total shows, and the next press pays it.
          setPriceChange({ totalKes: failure.totalKes, fingerprint: fingerprint(state) });
          return setPay({ ...IDLE, message: failure.error });
        }
        fail(failure.error);
      };
      const pay = { shownTotalKes };
      const send = (
        id: string,
      ): Promise<ApiResult<{ booking: BookingView; redirectUrl?: string }>> =>
        tab === "mpesa" ? requestMpesa(id, mpesaNine, pay) : requestCard(id, pay);

      let booking = await ensureBooking(state, shownTotalKes);
      if (!booking.ok) return refuse(booking);
      let sent = await send(booking.id);
      if (!sent.ok && sent.code === HOLD_EXPIRED) {
        // The hold ran out: book the same rooms again, once, through the same price check.
        latest.current = null;
        booking = await ensureBooking({ ...state, booking: null }, shownTotalKes);
        if (!booking.ok) return refuse(booking);
        sent = await send(booking.id);
      }
      if (!sent.ok && sent.code === PRICE_CHANGED) return refuse(sent);
      if (!sent.ok && sent.code === PAID) {
        // Nothing is owed: it was paid meanwhile (another tab, Paybill, a card page that came
        // back late). That is the confirmation, not a failed payment.
        const now = await fetchBooking(booking.id);
        if (now.ok && now.booking.status === "confirmed") {
          latest.current = now.booking;
          setPaybill(null);
          setPay({ ...IDLE, phase: "paid", message: said.paid() });
          return onPaidRef.current(now.booking);
        }
      }
      if (!sent.ok) {
        if (sent.code === HOLD_EXPIRED) return fail(said.holdExpired());
        // A card order refused while an M-Pesa prompt is on the phone says so; any other
        // card refusal is the spec's card problem.
        if (tab === "card" && sent.status !== 409) return fail(said.cardProblem());
        if (tab === "card") return fail(sent.error);
        fail(sent.error);
        // Daraja refused the prompt: that counts as a prompt that did not reach the phone.
        if (sent.status === 502 && latest.current) {
          promptFailures.current += 1;
          if (promptFailures.current >= PROMPTS_BEFORE_PAYBILL) {
            setPaybill(paybillOffer(latest.current));
            return watch(booking.id, "paybill");
          }
        }
        // A prompt already on the phone may still be paid: follow it without hiding the message.
        if (sent.error.code === "payment.pendingTransaction") watch(booking.id, "quiet");
        return;
      }
      latest.current = sent.booking;
      if (tab === "card") {
        // spec: no redirect_url is a card problem too.
        if (!sent.redirectUrl) return fail(said.cardProblem());
        setPay({ ...IDLE, phase: "gateway", redirectUrl: sent.redirectUrl });
        return;
      }
      setPay({ ...IDLE, phase: "waiting", message: said.requestProcessing() });
      watch(booking.id, "normal");
    },
    [ensureBooking, state, unwatch, watch],
  );

  const reset = useCallback(() => {
    unwatch();
    setPay(IDLE);
    // The Paybill offer stays once made: the prompt did not reach this phone twice.
    const view = latest.current;
    if (view && promptFailures.current >= PROMPTS_BEFORE_PAYBILL && view.status === "pending") {
      watch(view.id, "paybill");
    }
  }, [unwatch, watch]);

  const resume = useCallback((bookingId: string) => watch(bookingId, "resume"), [watch]);

  /**
   * A booking the page was opened for that is not paid (the card return): what the server says
   * of its latest payment, followed until it changes (a card payment still being processed).
   */
  const show = useCallback(
    (view: BookingView) => {
      latest.current = view;
      setPay(openedPayState(view));
      if (!payStateFor(view, { quiet: false })?.settled) watch(view.id, "normal");
    },
    [watch],
  );

  /** "Cancel this booking": the held booking is released and forgotten. */
  const release = useCallback(
    async (bookingId: string) => {
      unwatch();
      const released = await releaseBooking(bookingId);
      if (!released.ok) {
        if (released.status === 404) {
          setPaybill(null);
          dispatch({ type: "booking", booking: null });
        }
        return setPay({
          ...IDLE,
          phase: "failed",
          message: released.status === 409 ? released.error : said.releaseFailed(),
        });
      }
      latest.current = null;
      // Nothing is left to pay: a guest who paid the Paybill panel now would pay for nothing.
      setPaybill(null);
      dispatch({ type: "booking", booking: null });
      setPay({ ...IDLE, message: said.bookingReleased() });
    },
    [dispatch, unwatch],
  );

  return { pay, paybill, priceChange, start, reset, resume, show, release };
}
