import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { stayDatesProblem } from "../../../domain/stay-dates.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { useT } from "../../i18n.tsx";
import { BookingDone, isPaid } from "./booking-done.tsx";
import { BookingSummary, type SummaryStay } from "./booking-summary.tsx";
import { MakePayment } from "./make-payment.tsx";
import { PersonalDetails } from "./personal-details.tsx";
import { RoomSelection, roomMessages } from "./room-selection.tsx";
import { Stepper } from "./stepper.tsx";
import type { Checks } from "./load-checks.ts";
import { clearStoredState } from "./storage.ts";
import { RESTORE_SCRIPT, startingState, useKeptState, type WizardData } from "./use-kept-state.ts";
import { useNextStep } from "./use-next-step.ts";
import { isBusy, shownTotal, usePayment } from "./use-payment.ts";
import { quoteTotal, useQuote } from "./use-quote.ts";
import { fingerprint, roomNightly, stayRequest, wizardReducer, type Step } from "./wizard-state.ts";

export type { ReturnedBooking, WizardData } from "./use-kept-state.ts";

/** The booking wizard (spec: /book): four steps, kept in this tab across reloads. */
export function BookingWizard({ data, nonce }: { data: WizardData; nonce: string | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  /** /book or /sw/book: the wizard's own address in the page's language. */
  const bookPath = t.path("/book");
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    startingState(location.search, data),
  );
  const [paidView, setPaidView] = useState<BookingView | null>(null);
  /** The shared schemas (checks.ts), fetched when the guest first touches the wizard. */
  const [checks, setChecks] = useState<Checks | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const opened = useRef({ search: location.search, data });

  const { today, horizonDays, prices, simulators, paybillNumber } = data;
  // What the page was opened for; the address is cleaned afterwards, the booking is kept.
  const [returned] = useState(() => data.returned?.booking ?? null);
  const returnedPaid = isPaid(returned);
  const detailsSchema = useMemo(
    () => checks?.guestDetailsSchema({ today, horizonDays }),
    [checks, today, horizonDays],
  );
  const parsedDetails = detailsSchema?.safeParse(state.details);
  const detailsIssue = parsedDetails?.success === false ? parsedDetails.error.issues[0] : null;

  // The quote is asked for once the dates are valid and every room is priced on the page: from
  // step 1 on, so the summary shows the total as soon as it can. The rooms come from the
  // wizard's own controls, and the server checks the whole request with its schema.
  const { checkIn, checkOut } = state.details;
  const datesValid = stayDatesProblem(checkIn, checkOut, { today, horizonDays }) === null;
  const quotable =
    datesValid && state.rooms.every((room) => roomNightly(prices, room) !== undefined);

  const payment = usePayment({
    state,
    dispatch,
    opened: returnedPaid ? null : returned,
    onPaid: (view) => {
      clearStoredState();
      moveFocus.current = true;
      setPaidView(view);
      // A reload now shows this confirmation again (the loader asks the server).
      navigate(`${bookPath}?step=4&booking=${view.id}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
  });

  // A new price from the server asks for the quote again: its nights read the new prices too.
  const quote = useQuote(quotable ? JSON.stringify(stayRequest(state)) : null, payment.priceChange);
  const perRoom = roomMessages(state.rooms, prices, quote);
  /** The total on the page, which a pay button asks to pay (the server checks it is still so). */
  const shownTotalKes = shownTotal(quoteTotal(quote), payment.priceChange, fingerprint(state));

  const done = paidView !== null || returnedPaid;
  /** Hydrated and restored: the buttons work from then on. */
  const { ready } = useKeptState({
    opened,
    bookPath,
    state,
    dispatch,
    done,
    returned,
    setChecks,
    resume: payment.resume,
    show: payment.show,
  });

  const step: Step = done ? 4 : state.step;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    heading.current?.focus();
  }, [step]);

  const { goTo, next, touched, pending, shown } = useNextStep({
    step,
    checks,
    setChecks,
    detailsIssue: detailsIssue ?? null,
    roomProblems: perRoom,
    quote,
    dispatch,
    moveFocusRef: moveFocus,
  });

  const busy = isBusy(payment.pay.phase);
  const previous = (step === 2 || step === 3) && (
    <button
      type="button"
      className="button button--ghost"
      disabled={!ready || busy}
      onClick={() => goTo((step - 1) as Step)}
    >
      {t("wizard.book_previous")}
    </button>
  );

  const doneView = done ? (paidView ?? returned) : null;
  const summary: SummaryStay = doneView
    ? { ...doneView, totalKes: doneView.totalKes }
    : {
        checkIn: state.details.checkIn,
        checkOut: state.details.checkOut,
        rooms: state.rooms,
        totalKes: quote.status === "ready" && quote.answer.message === null ? shownTotalKes : null,
      };

  return (
    <div
      className="wizard"
      data-ready={ready ? "true" : "false"}
      data-step={step}
      onFocus={touched}
      onPointerDown={touched}
    >
      {!returnedPaid && (
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }}
          suppressHydrationWarning
        />
      )}
      <Stepper current={step} />
      <noscript>
        <div className="note wizard__noscript">
          <p>{t("wizard.book_needsJavaScript")}</p>
          <AskUs />
        </div>
      </noscript>
      <section className="wizard__panel" aria-labelledby="book-step-title">
        <h2 id="book-step-title" ref={heading} tabIndex={-1}>
          {t(`wizard.step${step}`)}
        </h2>
        {step === 1 || step === 2 ? (
          <form
            noValidate
            aria-labelledby="book-step-title"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) next();
            }}
          >
            {step === 1 ? (
              <PersonalDetails
                details={state.details}
                onChange={(name, value) => dispatch({ type: "field", name, value })}
                today={today}
                horizonDays={horizonDays}
                invalid={
                  shown && pending?.field
                    ? { field: pending.field, messageId: "book-banner" }
                    : null
                }
              />
            ) : (
              <RoomSelection
                rooms={state.rooms}
                promotionCode={state.details.promotionCode}
                prices={prices}
                quote={quote}
                roomMessages={perRoom}
                dispatch={dispatch}
              />
            )}
            {shown && (
              <p
                key={shown.attempt}
                id="book-banner"
                className="form-alert form-alert--error"
                role="alert"
              >
                {shown.message}
              </p>
            )}
            <div className="wizard__nav">
              {previous}
              <button type="submit" className="button" disabled={!ready}>
                {t("wizard.book_next")}
              </button>
            </div>
          </form>
        ) : step === 3 ? (
          <>
            <MakePayment
              state={state}
              quote={quote}
              totalKes={shownTotalKes}
              pay={payment.pay}
              simulators={simulators}
              paybillNumber={paybillNumber}
              paybill={payment.paybill}
              onTab={(tab) => {
                // spec section 4: selecting a tab resets the payment (the booking is kept).
                payment.reset();
                dispatch({ type: "tab", tab });
              }}
              onMpesaPhone={(value) => dispatch({ type: "mpesaPhone", value })}
              onPay={(tab, nine) => void payment.start(tab, nine, shownTotalKes)}
              onRelease={state.booking ? () => void payment.release(state.booking!.id) : undefined}
              onChangeRooms={() => {
                payment.reset();
                goTo(2);
              }}
            />
            <div className="wizard__nav">{previous}</div>
          </>
        ) : (
          <BookingDone view={paidView ?? returned!} />
        )}
      </section>
      <BookingSummary stay={summary} />
    </div>
  );
}
