// The wizard kept in this tab across reloads (sessionStorage, storage.ts): where it starts (an
// estimator link, a card return, or afresh), what it brings back after hydration (read through
// its schema, so the checks are fetched first), and what it keeps as the guest goes on.
import { useEffect, useLayoutEffect, useState, type Dispatch, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import type { StayWindow } from "../../../domain/stay-dates.ts";
import type { PriceTable } from "../../../domain/pricing.ts";
import { typedInForm } from "../../typed-before-hydration.ts";
import { isPaid } from "./booking-done.tsx";
import { loadChecks, type Checks } from "./load-checks.ts";
import { applyPrefill, hasPrefill, prefillFromQuery } from "./prefill.ts";
import { clearStoredState, keptStateJson, storeState, STORAGE_KEY } from "./storage.ts";
import {
  fingerprint,
  initialState,
  stateFromView,
  type WizardAction,
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
export const RESTORE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})){var d=document.documentElement;d.setAttribute("${RESTORING}","");setTimeout(function(){d.removeAttribute("${RESTORING}")},4000)}}catch(e){}`;

/**
 * Runs `show` once the wizard can be seen: at once, or when the kept state is restored (a hidden
 * element takes no focus and has no place to scroll to).
 */
export function whenShown(show: () => void): void {
  const root = document.documentElement;
  if (!root.hasAttribute(RESTORING)) return show();
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(RESTORING)) return;
    observer.disconnect();
    show();
  });
  observer.observe(root, { attributes: true, attributeFilter: [RESTORING] });
}

/**
 * A card return that is not paid: Make Payment again for the same booking (reused while it is
 * still pending), its dates and rooms from the server until this tab's kept state is restored.
 */
function unpaidReturnState(view: BookingView): WizardState {
  const state = stateFromView(view);
  return { ...state, step: 3, booking: { id: view.id, fingerprint: fingerprint(state) } };
}

/** The state the server renders: a card return's, an estimator link's, or a new one. */
export function startingState(search: string, data: WizardData): WizardState {
  const returned = data.returned?.booking;
  if (returned && !isPaid(returned)) return unpaidReturnState(returned);
  const query = new URLSearchParams(search);
  const state = initialState();
  return hasPrefill(query)
    ? applyPrefill(state, prefillFromQuery(query, data), data.prices)
    : state;
}

/**
 * After hydration: brings back this tab's kept state, or follows an estimator link, then keeps
 * the state as it changes (not once the booking is done). `ready` once restored: the buttons
 * work from then on.
 */
export function useKeptState({
  opened,
  bookPath,
  state,
  dispatch,
  done,
  returned,
  setChecks,
  resume,
  show,
}: {
  /** What the page was opened with: its query and the loader's data. */
  opened: RefObject<{ search: string; data: WizardData }>;
  bookPath: string;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  done: boolean;
  returned: BookingView | null;
  setChecks: (checks: Checks) => void;
  /** Picks up a kept booking's payment (step 3), or shows a card return's. */
  resume: (bookingId: string) => void;
  show: (view: BookingView) => void;
}): { ready: boolean } {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [returnedId, setReturnedId] = useState<string | null>(null);
  /** A kept state could not be read (its checks did not come): it is left as stored, not overwritten. */
  const [keptUnread, setKeptUnread] = useState(false);

  // A kept state is read through its schema, so the checks are fetched first (the wizard stays
  // hidden meanwhile).
  useLayoutEffect(() => {
    const { search, data: first } = opened.current;
    const keptJson = keptStateJson();
    // What the guest typed into step 1 before the scripts ran: it goes on top of what follows.
    const rendered = startingState(search, first).details;
    const typed = typedInForm(Object.keys(rendered), rendered, (name) =>
      document.getElementById(`book-${name}`),
    );
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
      for (const [name, value] of typed) {
        dispatch({ type: "field", name: name as keyof typeof rendered, value });
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
    // Once, after hydration: dispatch and setChecks never change, nor does the opened ref.
  }, [dispatch, opened, setChecks]);

  // The estimator's values are taken, or an unpaid return is back at Make Payment: drop them
  // from the address, so a reload keeps edits (the kept state brings the payment back).
  useEffect(() => {
    const { search, data: first } = opened.current;
    const unpaidReturn = first.returned && !isPaid(first.returned.booking);
    if (unpaidReturn || (!first.returned && hasPrefill(new URLSearchParams(search)))) {
      navigate(bookPath, { replace: true, preventScrollReset: true });
    }
  }, [navigate, bookPath, opened]);

  useEffect(() => {
    if (resumeId) resume(resumeId);
  }, [resumeId, resume]);
  useEffect(() => {
    if (returnedId && returned?.id === returnedId) show(returned);
  }, [returnedId, returned, show]);

  useEffect(() => {
    if (ready && !done && !keptUnread) storeState(state);
  }, [ready, done, keptUnread, state]);
  // Shown once the restored state is committed, before the browser paints it: no flash of step 1.
  useLayoutEffect(() => {
    if (ready) document.documentElement.removeAttribute(RESTORING);
  }, [ready]);

  return { ready };
}
