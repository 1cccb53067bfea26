import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import type { PriceTable } from "../../../domain/pricing.ts";
import { stayDatesProblem, type StayWindow } from "../../../domain/stay-dates.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { useT } from "../../i18n.tsx";
import { said, type Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { BookingDone, isPaid } from "./booking-done.tsx";
import { BookingSummary, type SummaryStay } from "./booking-summary.tsx";
import { MakePayment } from "./make-payment.tsx";
import { PersonalDetails } from "./personal-details.tsx";
import { applyPrefill, hasPrefill, prefillFromQuery } from "./prefill.ts";
import { RoomSelection, roomMessages } from "./room-selection.tsx";
import { Stepper } from "./stepper.tsx";
import { loadChecks, type Checks } from "./load-checks.ts";
import { clearStoredState, keptStateJson, storeState, STORAGE_KEY } from "./storage.ts";
import { isBusy, shownTotal, usePayment } from "./use-payment.ts";
import { quoteTotal, useQuote } from "./use-quote.ts";
import {
  fingerprint,
  initialState,
  roomNightly,
  stateFromView,
  stayRequest,
  wizardReducer,
  type GuestField,
  type Step,
  type WizardState,
} from "./wizard-state.ts";

/**
 * A booking the page was opened for (/book?step=4&booking=…: the card return, or a reload of
 * step 4), as the server knows it. Only the server's word counts: the address carries no text.
 */
export type ReturnedBooking = { booking: BookingView };

export type WizardData = StayWindow & {
  prices: PriceTable;
  /** The payment simulators are on: step 3 says so and links the simulated phone. */
  simulators: boolean;
  /** The Paybill guests pay to when the M-Pesa prompt fails (decision 018). */
  paybillNumber: string;
  returned: ReturnedBooking | null;
};

/** Set on <html> while a kept state is being restored: the wizard stays hidden (no flash). */
const RESTORING = "data-booking-restoring";
/** Runs before the wizard is parsed: hides it when this tab kept a state, for 4 s at most. */
const RESTORE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})){var d=document.documentElement;d.setAttribute("${RESTORING}","");setTimeout(function(){d.removeAttribute("${RESTORING}")},4000)}}catch(e){}`;

type Banner = { step: Step; message: string; attempt: number };

/**
 * A card return that is not paid: Make Payment again for the same booking (reused while it is
 * still pending), its dates and rooms from the server until this tab's kept state is restored.
 */
function unpaidReturnState(view: BookingView): WizardState {
  const state = stateFromView(view);
  return { ...state, step: 3, booking: { id: view.id, fingerprint: fingerprint(state) } };
}

function startingState(search: string, data: WizardData): WizardState {
  const returned = data.returned?.booking;
  if (returned && !isPaid(returned)) return unpaidReturnState(returned);
  const query = new URLSearchParams(search);
  const state = initialState();
  return hasPrefill(query)
    ? applyPrefill(state, prefillFromQuery(query, data), data.prices)
    : state;
}

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
  /** Hydrated and restored: the buttons work from then on. */
  const [ready, setReady] = useState(false);
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [returnedId, setReturnedId] = useState<string | null>(null);
  const [paidView, setPaidView] = useState<BookingView | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  /** The shared schemas (checks.ts), fetched when the guest first touches the wizard. */
  const [checks, setChecks] = useState<Checks | null>(null);
  /** Next was pressed on step 1 before the checks arrived: it runs when they do. */
  const [nextWaiting, setNextWaiting] = useState(false);
  /** The checks could not be fetched (the connection dropped): Next says so until they come. */
  const [checksFailed, setChecksFailed] = useState(false);
  /** A kept state could not be read (its checks did not come): it is left as stored, not overwritten. */
  const [keptUnread, setKeptUnread] = useState(false);
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

  const goTo = (step: Step) => {
    moveFocus.current = true;
    setBanner(null);
    dispatch({ type: "step", step });
  };

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

  // After hydration: bring back this tab's kept state, or follow an estimator link. A kept state
  // is read through its schema, so the checks are fetched first (the wizard stays hidden meanwhile).
  useLayoutEffect(() => {
    const { search, data: first } = opened.current;
    const keptJson = keptStateJson();
    const restore = (found: Checks | null) => {
      const stored = found?.parseStoredState(keptJson);
      const detailsValid = (kept: WizardState) =>
        found?.guestDetailsSchema(first).safeParse(kept.details).success === true;
      const back = first.returned?.booking;
      if (isPaid(back ?? null)) {
        clearStoredState();
      } else if (back) {
        // Back from the card page without a payment: this tab's wizard if it kept one, else the
        // booking's own dates and rooms; then Make Payment, with what the server says.
        if (stored && detailsValid(stored))
          dispatch({ type: "replace", state: { ...stored, step: 3 } });
        setReturnedId(back.id);
      } else if (hasPrefill(new URLSearchParams(search))) {
        const prefill = prefillFromQuery(new URLSearchParams(search), first);
        dispatch({
          type: "replace",
          state: applyPrefill(stored ?? initialState(), prefill, first.prices),
        });
      } else if (stored) {
        // A kept step 2 or 3 whose dates no longer hold (a day has passed) starts at step 1.
        const valid = detailsValid(stored);
        dispatch({ type: "replace", state: valid ? stored : { ...stored, step: 1 } });
        if (valid && stored.step === 3 && stored.booking) setResumeId(stored.booking.id);
      }
      setReady(true);
    };
    // Nothing kept, or a paid booking (its kept state is cleared unread): nothing to check.
    if (keptJson === null || isPaid(first.returned?.booking ?? null)) {
      restore(null);
      return;
    }
    let live = true;
    loadChecks().then(
      (found) => {
        if (!live) return;
        setChecks(found);
        restore(found);
      },
      // Unreachable checks: the kept state cannot be read now. The wizard starts afresh and
      // leaves the kept copy alone, so a reload on a better connection brings it back.
      () => {
        if (!live) return;
        setKeptUnread(true);
        restore(null);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // The estimator's values are taken, or an unpaid return is back at Make Payment: drop them
  // from the address, so a reload keeps edits (the kept state brings the payment back).
  useEffect(() => {
    const { search, data: first } = opened.current;
    const unpaidReturn = first.returned && !isPaid(first.returned.booking);
    if (unpaidReturn || (!first.returned && hasPrefill(new URLSearchParams(search)))) {
      navigate(bookPath, { replace: true, preventScrollReset: true });
    }
  }, [navigate, bookPath]);

  const { resume, show } = payment;
  useEffect(() => {
    if (resumeId) resume(resumeId);
  }, [resumeId, resume]);
  useEffect(() => {
    if (returnedId && returned?.id === returnedId) show(returned);
  }, [returnedId, returned, show]);

  const done = paidView !== null || returnedPaid;
  useEffect(() => {
    if (ready && !done && !keptUnread) storeState(state);
  }, [ready, done, keptUnread, state]);
  // Shown once the restored state is committed, before the browser paints it: no flash of step 1.
  useLayoutEffect(() => {
    if (ready) document.documentElement.removeAttribute(RESTORING);
  }, [ready]);

  const step: Step = done ? 4 : state.step;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    heading.current?.focus();
  }, [step]);

  /** What stops Next on this step, if anything (spec section 4: the error banner), in words. */
  const problem = (): { message: string; field?: GuestField } | null => {
    const told = (message: Told, field?: GuestField) => ({
      message: wordTold(t, message),
      ...(field ? { field } : {}),
    });
    if (step === 1) {
      if (checks === null && checksFailed) return told(said.failed());
      return detailsIssue ? told(detailsIssue.message, detailsIssue.path[0] as GuestField) : null;
    }
    if (step !== 2) return null;
    if (perRoom.some((message) => message !== null)) return told(said.roomIssue());
    if (quote.status === "failed") return told(quote.error);
    if (quote.status !== "ready") return told(said.quoteLoading());
    const { answer } = quote;
    if (answer.message) return told(answer.message);
    if (answer.totalKes < 1) return told(said.selectRoom());
    return null;
  };
  const pending = problem();
  // The banner stays while its message still holds; fixing the field clears it.
  const shown =
    banner && banner.step === step && pending?.message === banner.message ? banner : null;

  /** The guest touched the wizard: fetch its checks now, so Next seldom waits for them. */
  const touched = () => {
    if (checks === null) loadChecks().then(setChecks, () => undefined);
  };

  function next() {
    if (step === 1 && checks === null) {
      setNextWaiting(true);
      setChecksFailed(false);
      loadChecks().then(setChecks, () => {
        setNextWaiting(false);
        setChecksFailed(true);
        setBanner({
          step,
          message: wordTold(t, said.failed()),
          attempt: (banner?.attempt ?? 0) + 1,
        });
      });
      return;
    }
    if (pending) {
      setBanner({ step, message: pending.message, attempt: (banner?.attempt ?? 0) + 1 });
      return;
    }
    goTo((step + 1) as Step);
  }

  const nextWhenChecked = useEffectEvent(() => {
    setNextWaiting(false);
    next();
  });
  useEffect(() => {
    if (nextWaiting && checks !== null) nextWhenChecked();
  }, [nextWaiting, checks]);

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
