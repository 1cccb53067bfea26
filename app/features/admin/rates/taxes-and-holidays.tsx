// The tax lines of every price, the public holidays' adjustment and each holiday's date.
import { Form } from "react-router";
import { MAX_TAX_LINES } from "../../../../domain/schemas/rates.ts";
import { useT } from "../../../i18n.tsx";
import { AdminTable } from "../admin-table.tsx";
import type { Calendar } from "./rate-form-parts.tsx";
import { AdjustmentFields, RATES_ACTION, RuleForm } from "./rate-form-parts.tsx";
import { adjustmentsText } from "./rate-words.ts";
import { SwahiliNameField } from "./swahili-name-field.tsx";

export function Taxes({ rates }: { rates: Calendar }) {
  const t = useT();
  return (
    <>
      <h3>{t("staffSettings.taxes")}</h3>
      <RuleForm
        intent="taxes"
        label={t("staffSettings.taxes")}
        submit={t("staffSettings.saveTaxes")}
      >
        <label htmlFor="taxes-included">
          <input
            id="taxes-included"
            name="taxesIncluded"
            type="checkbox"
            defaultChecked={rates.taxes.included}
          />{" "}
          {t("staffSettings.taxesIncluded")}
        </label>
        {Array.from({ length: MAX_TAX_LINES }, (_, i) => {
          const line = rates.taxes.lines[i];
          return (
            <fieldset key={`${i}-${line?.name ?? ""}`} className="rate-form__tax">
              <legend>{t("staffSettings.taxNumber", { number: i + 1 })}</legend>
              <label htmlFor={`tax-${i}-name`}>
                {t("staffSettings.name")}
                <input
                  id={`tax-${i}-name`}
                  name={`tax.${i}.name`}
                  maxLength={40}
                  defaultValue={line?.name ?? ""}
                />
              </label>
              <SwahiliNameField
                id={`tax-${i}-name-sw`}
                name={`tax.${i}.nameSw`}
                maxLength={40}
                defaultValue={line?.nameSw ?? ""}
              />
              <label htmlFor={`tax-${i}-rate`}>
                {t("staffSettings.taxRate")}
                <input
                  id={`tax-${i}-rate`}
                  name={`tax.${i}.rate`}
                  inputMode="decimal"
                  defaultValue={line ? String(line.ratePercent) : ""}
                />
              </label>
            </fieldset>
          );
        })}
      </RuleForm>
    </>
  );
}

export function PublicHolidays({ rates }: { rates: Calendar }) {
  const t = useT();
  return (
    <>
      <h3>{t("staffSettings.publicHolidays")}</h3>
      <p>
        {t("staffSettings.holidayAdjustmentLine", {
          adjustments: adjustmentsText(t, rates.holidayAdjustments),
        })}
      </p>
      <RuleForm
        intent="holiday-adjustment"
        label={t("staffSettings.holidayAdjustment")}
        submit={t("staffSettings.setHolidayAdjustment")}
      >
        <AdjustmentFields idPrefix="holiday" />
      </RuleForm>
      <AdminTable
        label={t("staffSettings.publicHolidays")}
        columns={[{ label: t("staffSettings.holiday") }, { label: t("staffSettings.holidayDate") }]}
      >
        {rates.holidays.map((holiday) => {
          const named = t("staffSettings.holidayOfYear", {
            name: holiday.name,
            year: holiday.year,
          });
          return (
            <tr key={`${holiday.year}-${holiday.key}`}>
              <th scope="row">{named}</th>
              <td>
                <Form method="post" action={RATES_ACTION} className="rate-holiday">
                  <input type="hidden" name="intent" value="holiday" />
                  <input type="hidden" name="year" value={holiday.year} />
                  <input type="hidden" name="key" value={holiday.key} />
                  <input type="hidden" name="name" value={holiday.name} />
                  <SwahiliNameField
                    id={`holiday-${holiday.year}-${holiday.key}-sw`}
                    defaultValue={holiday.nameSw ?? ""}
                    of={named}
                  />{" "}
                  <input
                    type="date"
                    name="date"
                    aria-label={t("staffSettings.dateOf", { holiday: named })}
                    defaultValue={holiday.date ?? ""}
                  />{" "}
                  <button className="button button--small" type="submit">
                    {t("staff.save")}
                  </button>
                </Form>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
