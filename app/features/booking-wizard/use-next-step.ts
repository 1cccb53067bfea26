// Next on steps 1 and 2: what stops it (spec section 4: the error banner), the shared checks it
// needs (fetched when the guest first touches the wizard, or when Next is pressed before they
// came), and the move to another step.
import { useEffect, useEffectEvent, useState, type Dispatch, type RefObject } from "react";
import { said, type Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import { loadChecks, type Checks } from "./load-checks.ts";
import type { Quote } from "./use-quote.ts";
import type { GuestField, Step, WizardAction } from "./wizard-state.ts";

type Banner = { step: Step; message: string; attempt: number };

/** What stops Next, in words, and the field it is about (step 1). */
export type Problem = { message: string; field?: GuestField } | null;

export function useNextStep({
  step,
  checks,
  setChecks,
  detailsIssue,
  roomProblems,
  quote,
  dispatch,
  moveFocusRef,
}: {
  step: Step;
  checks: Checks | null;
  setChecks: (checks: Checks) => void;
  /** Step 1's first refusal by the guest details' schema, if any. */
  detailsIssue: { message: string; path: PropertyKey[] } | null;
  /** Step 2: a room's own message (guests, boarding, rooms left). */
  roomProblems: readonly unknown[];
  quote: Quote;
  dispatch: Dispatch<WizardAction>;
  /** Set when a step change should move the focus to the step's heading. */
  moveFocusRef: RefObject<boolean>;
}) {
  const t = useT();
  const [banner, setBanner] = useState<Banner | null>(null);
  /** Next was pressed on step 1 before the checks arrived: it runs when they do. */
  const [nextWaiting, setNextWaiting] = useState(false);
  /** The checks could not be fetched (the connection dropped): Next says so until they come. */
  const [checksFailed, setChecksFailed] = useState(false);
  const goTo = (to: Step) => {
    moveFocusRef.current = true;
    setBanner(null);
    dispatch({ type: "step", step: to });
  };

  const problem = (): Problem => {
    const told = (message: Told | string, field?: GuestField) => ({
      message: wordTold(t, message),
      ...(field ? { field } : {}),
    });
    if (step === 1) {
      if (checks === null && checksFailed) return told(said.failed());
      return detailsIssue ? told(detailsIssue.message, detailsIssue.path[0] as GuestField) : null;
    }
    if (step !== 2) return null;
    if (roomProblems.some((message) => message !== null)) return told(said.roomIssue());
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

  return { goTo, next, touched, pending, shown };
}
