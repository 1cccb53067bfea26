// Step 2's promotion code field (an addition to the spec): applied with its button.
import { useState } from "react";
import { said, toldOfMessage, type Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import { loadChecks } from "./load-checks.ts";
import type { Quote } from "./use-quote.ts";
import type { WizardAction } from "./wizard-state.ts";

/**
 * An addition to the spec's step 2: a promotion code, applied with its button (so a half-typed
 * code never asks the server); the quote says whether it applies, the total shows the discount.
 */
export function PromotionCodeField({
  applied,
  quote,
  dispatch,
}: {
  applied: string;
  quote: Quote;
  dispatch: (action: WizardAction) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState(applied);
  const [problem, setProblem] = useState<Told | null>(null);
  const set = (value: string) => dispatch({ type: "field", name: "promotionCode", value });
  const refusal =
    applied && quote.status === "ready" ? (quote.answer.promotionMessage ?? null) : null;
  const message = problem ?? refusal;
  return (
    <div className="wizard-promotion">
      <label htmlFor="book-promotion">{t("wizard.promotionLabel")}</label>
      <div className="wizard-promotion__row">
        <input
          id="book-promotion"
          name="promotionCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          value={typed}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "book-promotion-message" : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="button button--ghost" onClick={apply}>
          {t("wizard.apply")}
        </button>
        {applied && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setTyped("");
              setProblem(null);
              set("");
            }}
          >
            {t("wizard.remove")}
          </button>
        )}
      </div>
      {message && (
        <p id="book-promotion-message" className="wizard-summary__problem" role="alert">
          {wordTold(t, message)}
        </p>
      )}
    </div>
  );

  function apply() {
    const code = typed;
    loadChecks().then(
      ({ PromotionCodeSchema }) => {
        const parsed = PromotionCodeSchema.safeParse(code);
        if (!parsed.success) {
          setProblem(toldOfMessage(parsed.error.issues[0]?.message ?? ""));
          return;
        }
        setProblem(null);
        // The code as applied, unless the guest has typed on while it was checked.
        setTyped((now) => (now === code ? (parsed.data ?? "") : now));
        set(parsed.data ?? "");
      },
      () => setProblem(said.failed()),
    );
  }
}
