import { BOOKING_MESSAGES } from "../../../domain/messages.ts";
import type { Step } from "./wizard-state.ts";

/** The four steps (spec: /book), the current one marked for screen readers too. */
export function Stepper({ current }: { current: Step }) {
  return (
    <ol className="wizard-steps" aria-label="Booking steps">
      {BOOKING_MESSAGES.steps.map((label, i) => {
        const step = i + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return (
          <li
            key={label}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {state === "done" ? "✓" : step}
            </span>
            <span className="wizard-steps__label">
              {label}
              {state === "done" && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
