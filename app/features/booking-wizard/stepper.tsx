import type { MessageKey } from "../../../i18n/catalogs.ts";
import { useT } from "../../i18n.tsx";
import type { Step } from "./wizard-state.ts";

const STEPS: readonly MessageKey[] = [
  "wizard.step1",
  "wizard.step2",
  "wizard.step3",
  "wizard.step4",
];

/** The four steps (spec: /book), the current one marked for screen readers too. */
export function Stepper({ current }: { current: Step }) {
  const t = useT();
  return (
    <ol className="wizard-steps" aria-label={t("wizard.stepsLabel")}>
      {STEPS.map((key, i) => {
        const step = i + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return (
          <li key={key} data-state={state} aria-current={state === "current" ? "step" : undefined}>
            <span className="wizard-steps__number" aria-hidden="true">
              {state === "done" ? "✓" : step}
            </span>
            <span className="wizard-steps__label">
              {t(key)}
              {state === "done" && <span className="visually-hidden">{t("wizard.stepDone")}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
