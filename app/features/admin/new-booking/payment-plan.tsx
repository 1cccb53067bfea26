// New booking's payment: the plan (nothing now, a deposit, in full) and, when money is taken,
// how it was paid, the deposit and its reference.
import type { Dispatch, SetStateAction } from "react";
import { DESK_PAYMENT_PLANS } from "../../../../domain/schemas/desk.ts";
import { DESK_PAYMENT_METHODS } from "../../../../domain/front-desk.ts";
import { useT } from "../../../i18n.tsx";
import { DeskInput, DeskSelect, labelled } from "../desk-field.tsx";
import { DeskPaymentReference } from "../desk-form.tsx";
import type { DeskFormState } from "../use-desk-form.tsx";

export function DeskPaymentPlan({
  plan,
  setPlan,
  hydrated,
  arrivalCutoff,
  errors,
  value,
}: Pick<DeskFormState, "hydrated" | "errors" | "value"> & {
  plan: string;
  setPlan: Dispatch<SetStateAction<string>>;
  arrivalCutoff: string;
}) {
  const t = useT();
  const showPaymentFields = !hydrated || plan === "deposit" || plan === "full";
  return (
    <fieldset aria-describedby="desk-plan-hint">
      <legend>{t("staffDesk.payment")}</legend>
      <p className="form-field__hint" id="desk-plan-hint">
        {t("staffDesk.newPlanHint", { cutoff: arrivalCutoff })}
      </p>
      <div className="desk-choices">
        {DESK_PAYMENT_PLANS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="payment.plan"
              value={option}
              defaultChecked={plan === option}
              onChange={() => setPlan(option)}
            />
            {t(`staffDesk.plan_${option}`)}
          </label>
        ))}
        {errors["payment.plan"] && (
          <span className="admin-field-error">{errors["payment.plan"]}</span>
        )}
      </div>
      {showPaymentFields && (
        <div className="desk-grid">
          <DeskSelect
            id="desk-payment-method"
            name="payment.method"
            label={t("staffDesk.paidBy")}
            error={errors["payment.method"]}
            options={labelled(DESK_PAYMENT_METHODS, (method) => t(`staffDesk.method_${method}`))}
            defaultValue={value("payment.method", "cash")}
          />
          {(!hydrated || plan === "deposit") && (
            <DeskInput
              id="desk-payment-amount"
              name="payment.amountKes"
              label={t("staffDesk.newDeposit")}
              error={errors["payment.amountKes"]}
              inputMode="numeric"
              defaultValue={value("payment.amountKes")}
            />
          )}
          <DeskPaymentReference id="desk" errors={errors} value={value} />
        </div>
      )}
    </fieldset>
  );
}
