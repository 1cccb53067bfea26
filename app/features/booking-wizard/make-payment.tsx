import { StayPriceLines } from "./room-selection.tsx";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { BOOKING_MESSAGES, PAYBILL_MESSAGES, PAYMENT_MESSAGES } from "../../../domain/messages.ts";
import { formatKes } from "../../../domain/money.ts";
import { perNightText } from "../../../domain/price-lines.ts";
import { motelClock } from "../../../domain/time.ts";
import { msisdn, nineDigits } from "../../../domain/phone.ts";
import { BOARDING_LABELS, roomTypeOf } from "../../../domain/rooms.ts";
import { MpesaPhoneSchema } from "../../../domain/schemas/booking.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { CallUs } from "./call-us.tsx";
import { Figures } from "./figures.tsx";
import { plural, stayDateText } from "./format.ts";
import {
  isBusy,
  isTrouble,
  payButtonLabel,
  type PaybillOffer,
  type PayState,
} from "./use-payment.ts";
import type { Quote } from "./use-quote.ts";
import type { PaymentTab, WizardState } from "./wizard-state.ts";

type Props = {
  state: WizardState;
  quote: Quote;
  pay: PayState;
  simulators: boolean;
  paybillNumber: string;
  /** Offered after the prompt failed twice (decision 018). */
  paybill: PaybillOffer | null;
  onTab: (tab: PaymentTab) => void;
  onMpesaPhone: (value: string) => void;
  onPay: (tab: PaymentTab, mpesaNine: string) => void;
  /** "Cancel this booking", while a booking is held for this wizard; undefined: none held. */
  onRelease: (() => void) | undefined;
  /** Sold out at the pay button: back to Room Selection, the choices kept. */
  onChangeRooms: () => void;
};

const TABS: { key: PaymentTab; label: string }[] = [
  { key: "mpesa", label: PAYMENT_MESSAGES.mpesaTab },
  { key: "card", label: PAYMENT_MESSAGES.cardTab },
];

/** Card frame height (spec section 9). */
const CARD_FRAME_HEIGHT = 500;

/** Step 3, Make Payment: what is booked, then M-Pesa (default) or card. */
export function MakePayment({
  state,
  quote,
  pay,
  simulators,
  paybillNumber,
  paybill,
  onTab,
  onMpesaPhone,
  onPay,
  onRelease,
  onChangeRooms,
}: Props) {
  const [error, setError] = useState<{ message: string; phone: boolean } | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const busy = isBusy(pay.phase);
  const total = quote.status === "ready" ? quote.answer.totalKes : 0;
  const nine = nineDigits(state.mpesaPhone) ?? state.mpesaPhone.trim();

  /** The checks before any request (spec: payment): a total, then for M-Pesa the number. */
  function tryPay(tab: PaymentTab) {
    if (total < 1) {
      const message =
        quote.status === "loading"
          ? BOOKING_MESSAGES.quoteLoading
          : quote.status === "failed"
            ? quote.error
            : PAYMENT_MESSAGES.selectRoom;
      return setError({ message, phone: false });
    }
    if (tab === "mpesa" && !MpesaPhoneSchema.safeParse({ phone: nine }).success) {
      return setError({ message: PAYMENT_MESSAGES.invalidPhone, phone: true });
    }
    setError(null);
    onPay(tab, nine);
  }

  function select(tab: PaymentTab) {
    if (busy || tab === state.tab) return;
    setError(null);
    // The spec orders the card payment on the tab; here the Card tab only shows the way to pay
    // and its Pay by card button starts it (decision 010: a look at the tab holds no rooms).
    onTab(tab);
  }

  // Manual activation (WAI-ARIA tabs): arrows move focus, Enter or a click selects.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[(to + TABS.length) % TABS.length]?.focus();
  }

  const label = payButtonLabel(state.tab, pay.phase);
  const trouble = isTrouble(pay.phase);
  const locked = busy || pay.phase === "paid";
  const payButton = label && (
    // aria-disabled, not disabled: the button keeps the keyboard focus while it reads
    // processing..., and a screen reader hears each new label.
    <button
      type="button"
      className="button wizard-pay__button"
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) tryPay(state.tab);
      }}
    >
      {label}
    </button>
  );
  const alert = error && (
    <p id="book-pay-error" className="form-alert form-alert--error" role="alert">
      {error.message}
    </p>
  );

  return (
    <>
      <StaySummary state={state} quote={quote} />

      <div className="wizard-pay">
        <div className="wizard-pay__tabs" role="tablist" aria-label="Payment method">
          {TABS.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`book-tab-${tab.key}`}
              aria-selected={state.tab === tab.key}
              aria-controls={`book-panel-${tab.key}`}
              aria-disabled={busy || undefined}
              tabIndex={state.tab === tab.key ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>

        <div
          role="tabpanel"
          id="book-panel-mpesa"
          aria-labelledby="book-tab-mpesa"
          hidden={state.tab !== "mpesa"}
          className="wizard-pay__panel"
        >
          <div className="form-field">
            <label htmlFor="book-mpesa">M-Pesa phone number (after +254)</label>
            <div className="phone-input">
              <span className="phone-input__prefix" aria-hidden="true">
                +254
              </span>
              <input
                id="book-mpesa"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="712345678"
                maxLength={13}
                value={state.mpesaPhone}
                disabled={busy}
                aria-invalid={error?.phone || undefined}
                aria-describedby={
                  error?.phone ? "book-pay-error book-mpesa-hint" : "book-mpesa-hint"
                }
                onChange={(event) => onMpesaPhone(event.target.value)}
              />
            </div>
            <span id="book-mpesa-hint" className="form-field__hint">
              The 9 digits after +254. We send the payment request to this phone: enter your M-Pesa
              PIN there.
            </span>
          </div>
          {simulators && (
            <p className="wizard-pay__test note">
              Test mode: no real money moves. Answer the request on the{" "}
              <a
                href={`/simulators/daraja/phone${/^\d{9}$/.test(nine) ? `?msisdn=${msisdn(nine)}` : ""}`}
                target="_blank"
                rel="noopener"
              >
                simulated phone (opens in a new tab)
              </a>
              .
            </p>
          )}
          {state.tab === "mpesa" && alert}
          {state.tab === "mpesa" && payButton}
          {paybill && pay.phase !== "paid" && pay.phase !== "refund" && (
            <PaybillPanel offer={paybill} businessNumber={paybillNumber} simulators={simulators} />
          )}
        </div>

        <div
          role="tabpanel"
          id="book-panel-card"
          aria-labelledby="book-tab-card"
          hidden={state.tab !== "card"}
          className="wizard-pay__panel"
        >
          <p>
            Pay by Visa or Mastercard on our payment provider's secure page: press Pay by card and
            it opens here.
          </p>
          {state.tab === "card" && alert}
          {state.tab === "card" && payButton}
          {state.tab === "card" && pay.redirectUrl && (
            <iframe
              className="wizard-pay__frame"
              src={pay.redirectUrl}
              title="Card payment"
              height={CARD_FRAME_HEIGHT}
            />
          )}
        </div>

        {trouble && <h3 className="wizard-pay__trouble">{PAYMENT_MESSAGES.notCompleted}</h3>}
        {/* Always rendered, so each new status is announced. */}
        <p
          className={
            trouble ? "wizard-pay__status wizard-pay__status--trouble" : "wizard-pay__status"
          }
          role="status"
          aria-live="polite"
        >
          {pay.message}
        </p>
        {trouble && <CallUs />}
        {pay.phase === "soldOut" && (
          <>
            <p>
              <button type="button" className="button" onClick={onChangeRooms}>
                {PAYMENT_MESSAGES.changeRooms}
              </button>
            </p>
            <AskUs />
          </>
        )}
        {onRelease && !busy && pay.phase !== "paid" && (
          <p className="wizard-pay__release">
            <button type="button" className="button button--ghost" onClick={onRelease}>
              {PAYMENT_MESSAGES.cancelBooking}
            </button>
          </p>
        )}
      </div>
    </>
  );
}

/** The booking as it will be made: rooms, dates, nights and total. */
function StaySummary({ state, quote }: { state: WizardState; quote: Quote }) {
  const answer = quote.status === "ready" ? quote.answer : null;
  const { checkIn, checkOut, checkInTime } = state.details;
  return (
    <section className="wizard-review" aria-labelledby="book-review-title">
      <h3 id="book-review-title">Your booking</h3>
      <ul className="wizard-review__rooms">
        {state.rooms.map((room, i) => {
          const nights = answer?.rooms[i]?.nights ?? [];
          return (
            <li key={i}>
              <strong>{roomTypeOf(room.type).name}</strong>:{" "}
              {plural(room.adults, "adult", "adults")}
              {room.children > 0 && `, ${plural(room.children, "child", "children")}`},{" "}
              {BOARDING_LABELS[room.boarding]}
              {nights.length > 0 && (
                <span> · {perNightText(nights.map((night) => night.amountKes))}</span>
              )}
            </li>
          );
        })}
      </ul>
      <Figures
        className="wizard-review__stay"
        items={[
          { label: "Check-in", value: `${stayDateText(checkIn)}, ${checkInTime}` },
          { label: "Check-out", value: stayDateText(checkOut) },
          { label: "Nights", value: answer?.nights ?? 0 },
          { label: "Total", value: formatKes(answer?.totalKes ?? 0), total: true },
        ]}
      />
      {answer && <StayPriceLines answer={answer} />}
    </section>
  );
}

/**
 * "Pay with M-Pesa Paybill" (decision 018): the prompt did not reach the phone twice, so the
 * guest pays from the M-PESA menu; the account number is the booking reference. The page follows
 * the booking and moves on to step 4 when the money arrives.
 */
function PaybillPanel({
  offer,
  businessNumber,
  simulators,
}: {
  offer: PaybillOffer;
  businessNumber: string;
  simulators: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const until = offer.holdExpiresAt ? new Date(offer.holdExpiresAt) : null;
  const minutes = until ? Math.max(0, Math.ceil((until.getTime() - now) / 60_000)) : 0;
  const clock = until ? motelClock(until) : null;
  return (
    <section className="wizard-paybill" aria-labelledby="book-paybill-title">
      <h3 id="book-paybill-title">{PAYBILL_MESSAGES.fallbackTitle}</h3>
      <p>{PAYBILL_MESSAGES.fallbackIntro}</p>
      <Figures
        className="wizard-paybill__figures"
        items={[
          { label: PAYBILL_MESSAGES.businessNumber, value: businessNumber },
          { label: PAYBILL_MESSAGES.accountNumber, value: offer.reference },
          { label: PAYBILL_MESSAGES.amount, value: formatKes(offer.amountKes), total: true },
        ]}
      />
      {clock && <p>{PAYBILL_MESSAGES.heldUntil(`${clock.hour}:${clock.minute}`, minutes)}</p>}
      <p className="note">{PAYBILL_MESSAGES.fallbackWaiting}</p>
      {simulators && (
        <p className="wizard-pay__test note">
          Test mode: pay from the{" "}
          <a href="/simulators/daraja/phone" target="_blank" rel="noopener">
            simulated phone's Pay Bill menu (opens in a new tab)
          </a>
          .
        </p>
      )}
    </section>
  );
}
