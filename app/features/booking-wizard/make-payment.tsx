// Step 3, Make Payment: what is booked, then M-Pesa (default) or card, the answers as they come,
// and the Paybill way when the prompt does not reach the phone.
import { said, type Told } from "../../../domain/said.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { nineDigits } from "../../../domain/phone.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { useT } from "../../i18n.tsx";
import { wordTold } from "../../../i18n/said.ts";
import { CallUs } from "./call-us.tsx";
import { loadChecks } from "./load-checks.ts";
import { whenShown } from "./use-kept-state.ts";
import {
  isBusy,
  isTrouble,
  payButtonLabel,
  type PaybillOffer,
  type PayState,
} from "./use-payment.ts";
import type { Quote } from "./use-quote.ts";
import type { PaymentTab, WizardState } from "./wizard-state.ts";
import { MpesaPhoneField } from "./mpesa-phone-field.tsx";
import { PaybillPanel } from "./paybill-panel.tsx";
import { PaymentTabs } from "./payment-tabs.tsx";
import { StaySummary } from "./stay-summary.tsx";

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

  const label = payButtonLabel(state.tab, pay.phase);
  const trouble = isTrouble(pay.phase);
  // A payment that did not go through (a declined card coming back, a prompt that timed out):
  // "Payment not completed" is brought into view and focused, once as it appears, so a guest on
  // a phone, whose page a card's return opens at the top, reads it without looking for it.
  const showTrouble = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading) return;
    whenShown(() => {
      heading.scrollIntoView({ block: "center" });
      heading.focus({ preventScroll: true });
    });
  }, []);
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
        <PaymentTabs tab={state.tab} busy={busy} onSelect={select} />

        <div
          role="tabpanel"
          id="book-panel-mpesa"
          aria-labelledby="book-tab-mpesa"
          hidden={state.tab !== "mpesa"}
          className="wizard-pay__panel"
        >
          <MpesaPhoneField
            value={state.mpesaPhone}
            nine={nine}
            disabled={busy}
            invalid={error?.phone ?? false}
            simulators={simulators}
            onChange={onMpesaPhone}
          />
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

        {trouble && (
          <h3 className="wizard-pay__trouble" ref={showTrouble} tabIndex={-1}>
            {t("payment.notCompleted")}
          </h3>
        )}
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
        {pay.phase === "failed" && pay.providerSaid && (
          // The bank's own words (usually English), under ours: a guest may need them to ask it.
          <p className="wizard-pay__bank">
            {t("payment.bankSaid")} <q lang="en">{pay.providerSaid}</q>
          </p>
        )}
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
