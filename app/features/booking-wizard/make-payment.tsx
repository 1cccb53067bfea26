import { said, type Told } from "../../../domain/said.ts";
import { perNightWords, StayPriceLines } from "./room-selection.tsx";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { formatKes } from "../../../domain/money.ts";
import { motelClock } from "../../../domain/time.ts";
import { msisdn, nineDigits } from "../../../domain/phone.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { dateInWords } from "../../../domain/date-words.ts";
import { roomTypeOf } from "../../../domain/rooms.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { INTL_LOCALE } from "../../../i18n/locales.ts";
import { useT } from "../../i18n.tsx";
import { boardingName, roomName } from "../../room-words.ts";
import { wordTold } from "../../../i18n/said.ts";
import { CallUs } from "./call-us.tsx";
import { Figures } from "./figures.tsx";
import { loadChecks } from "./load-checks.ts";
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
  /** The total the guest pays: the quote's, or the server's new figure after a price change. */
  totalKes: number;
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

const TABS: { key: PaymentTab; label: MessageKey }[] = [
  { key: "mpesa", label: "payment.mpesaTab" },
  { key: "card", label: "payment.cardTab" },
];

/** Card frame height (spec section 9). */
const CARD_FRAME_HEIGHT = 500;

/** Step 3, Make Payment: what is booked, then M-Pesa (default) or card. */
export function MakePayment({
  state,
  quote,
  totalKes,
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
  const t = useT();
  const [error, setError] = useState<{ message: Told; phone: boolean } | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const busy = isBusy(pay.phase);
  const total = quote.status === "ready" ? totalKes : 0;
  const nine = nineDigits(state.mpesaPhone) ?? state.mpesaPhone.trim();
  /** An M-Pesa number being checked (the checks may still be on their way). */
  const checking = useRef(false);
  /** The tab as it is now, for a check that ends after a change of tab. */
  const tabNow = useRef(state.tab);
  useEffect(() => {
    tabNow.current = state.tab;
  }, [state.tab]);
  // Fetched as the step opens, so Pay seldom waits (step 1 has usually fetched them already).
  useEffect(() => {
    loadChecks().catch(() => undefined);
  }, []);

  /** The checks before any request (spec: payment): a total, then for M-Pesa the number. */
  function tryPay(tab: PaymentTab) {
    if (total < 1) {
      const message =
        quote.status === "loading"
          ? said.quoteLoading()
          : quote.status === "failed"
            ? quote.error
            : said.selectRoom();
      return setError({ message, phone: false });
    }
    if (tab === "card") {
      setError(null);
      return onPay(tab, nine);
    }
    // The number is checked with the shared schema, fetched when this step opened (a card return
    // without a kept state) if step 1 did not already. One check at a time: a second press while it
    // runs is ignored, and a tab changed meanwhile wins.
    if (checking.current) return;
    checking.current = true;
    loadChecks().then(
      ({ MpesaPhoneSchema }) => {
        checking.current = false;
        if (tabNow.current !== "mpesa") return;
        if (!MpesaPhoneSchema.safeParse({ phone: nine }).success) {
          return setError({ message: said.invalidPhone(), phone: true });
        }
        setError(null);
        onPay(tab, nine);
      },
      () => {
        checking.current = false;
        setError({ message: said.failed(), phone: false });
      },
    );
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
      {t(label)}
    </button>
  );
  const alert = error && (
    <p id="book-pay-error" className="form-alert form-alert--error" role="alert">
      {wordTold(t, error.message)}
    </p>
  );

  return (
    <>
      <StaySummary state={state} quote={quote} totalKes={total} />

      <div className="wizard-pay">
        <div className="wizard-pay__tabs" role="tablist" aria-label={t("wizard.paymentMethod")}>
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
              {t(tab.label)}
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
            <label htmlFor="book-mpesa">{t("wizard.mpesaPhone")}</label>
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
              {t("wizard.mpesaHint")}
            </span>
          </div>
          {simulators && (
            <p className="wizard-pay__test note">
              {t.rich("wizard.testMpesa", {
                link: (chunks) => (
                  <a
                    href={`/simulators/daraja/phone${/^\d{9}$/.test(nine) ? `?msisdn=${msisdn(nine)}` : ""}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {chunks}
                  </a>
                ),
              })}
            </p>
          )}
          {state.tab === "mpesa" && alert}
          {state.tab === "mpesa" && payButton}
          {paybill &&
            pay.phase !== "paid" &&
            pay.phase !== "refund" &&
            pay.phase !== "staffCheck" && (
              <PaybillPanel
                offer={paybill}
                businessNumber={paybillNumber}
                simulators={simulators}
              />
            )}
        </div>

        <div
          role="tabpanel"
          id="book-panel-card"
          aria-labelledby="book-tab-card"
          hidden={state.tab !== "card"}
          className="wizard-pay__panel"
        >
          <p>{t("wizard.cardIntro")}</p>
          {state.tab === "card" && alert}
          {state.tab === "card" && payButton}
          {state.tab === "card" && pay.redirectUrl && (
            <iframe
              className="wizard-pay__frame"
              src={pay.redirectUrl}
              title={t("wizard.cardFrame")}
              height={CARD_FRAME_HEIGHT}
            />
          )}
        </div>

        {trouble && <h3 className="wizard-pay__trouble">{t("payment.notCompleted")}</h3>}
        {/* Always rendered, so each new status is announced. */}
        <p
          className={
            trouble ? "wizard-pay__status wizard-pay__status--trouble" : "wizard-pay__status"
          }
          role="status"
          aria-live="polite"
        >
          {pay.message && wordTold(t, pay.message)}
        </p>
        {trouble && <CallUs />}
        {pay.phase === "soldOut" && (
          <>
            <p>
              <button type="button" className="button" onClick={onChangeRooms}>
                {t("payment.changeRooms")}
              </button>
            </p>
            <AskUs />
          </>
        )}
        {onRelease && !busy && pay.phase !== "paid" && pay.phase !== "staffCheck" && (
          <p className="wizard-pay__release">
            <button type="button" className="button button--ghost" onClick={onRelease}>
              {t("payment.cancelBooking")}
            </button>
          </p>
        )}
      </div>
    </>
  );
}

/** The booking as it will be made: rooms, dates, nights and total. */
function StaySummary({
  state,
  quote,
  totalKes,
}: {
  state: WizardState;
  quote: Quote;
  totalKes: number;
}) {
  const t = useT();
  const stayDate = (date: string) => dateInWords(date, INTL_LOCALE[t.lang]);
  const answer = quote.status === "ready" ? quote.answer : null;
  const { checkIn, checkOut, checkInTime } = state.details;
  return (
    <section className="wizard-review" aria-labelledby="book-review-title">
      <h3 id="book-review-title">{t("wizard.yourBooking")}</h3>
      <ul className="wizard-review__rooms">
        {state.rooms.map((room, i) => {
          const nights = answer?.rooms[i]?.nights ?? [];
          return (
            <li key={i}>
              <strong>{roomName(t, roomTypeOf(room.type))}</strong>:{" "}
              {t("wizard.guests", { adults: room.adults, children: room.children })},{" "}
              {boardingName(t, room.boarding)}
              {nights.length > 0 && (
                <span>
                  {" "}
                  ·{" "}
                  {perNightWords(
                    t,
                    nights.map((night) => night.amountKes),
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Figures
        className="wizard-review__stay"
        items={[
          {
            label: t("wizard.checkIn"),
            value: t("wizard.arrival", { date: stayDate(checkIn), time: checkInTime }),
          },
          { label: t("wizard.checkOut"), value: stayDate(checkOut) },
          { label: t("wizard.nights"), value: answer?.nights ?? 0 },
          { label: t("wizard.total"), value: formatKes(totalKes), total: true },
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
  const t = useT();
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
      <h3 id="book-paybill-title">{t("wizard.paybillTitle")}</h3>
      <p>{t("wizard.paybillIntro")}</p>
      <Figures
        className="wizard-paybill__figures"
        items={[
          { label: t("wizard.businessNumber"), value: businessNumber },
          { label: t("wizard.accountNumber"), value: offer.reference },
          { label: t("wizard.amount"), value: formatKes(offer.amountKes), total: true },
        ]}
      />
      {clock && <p>{t("wizard.heldUntil", { time: `${clock.hour}:${clock.minute}`, minutes })}</p>}
      <p className="note">{t("wizard.paybillWaiting")}</p>
      {simulators && (
        <p className="wizard-pay__test note">
          {t.rich("wizard.testPaybill", {
            link: (chunks) => (
              <a href="/simulators/daraja/phone" target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
