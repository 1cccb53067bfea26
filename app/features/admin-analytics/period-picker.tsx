// The period: one-click presets (links, so they work before any script loads) and a GET form
// for custom dates. The loader validates both with domain/schemas/analytics-period.ts.
import { Form, Link } from "react-router";
import {
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  type AnalyticsPeriod,
} from "../../../domain/schemas/analytics-period.ts";
import { addDays } from "../../../domain/stay.ts";
import { useT } from "../../i18n.tsx";

export function PeriodPicker({ period, today }: { period: AnalyticsPeriod; today: string }) {
  const t = useT();
  return (
    <div className="admin-panel analytics-period">
      <nav aria-label={t("staffSettings.periodNav")}>
        <ul className="analytics-presets">
          {PERIOD_PRESETS.map((days) => {
            const current = period.preset === days;
            return (
              <li key={days}>
                <Link
                  to={`?period=${days}`}
                  className={`button button--small${current ? "" : " button--ghost"}`}
                  aria-current={current ? "page" : undefined}
                >
                  {t("staffSettings.lastDays", { days })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="admin-form-row" key={`${period.from}/${period.to}`}>
        <p className="form-field">
          <label htmlFor="period-from">{t("staffSettings.from")}</label>
          <input
            id="period-from"
            name="from"
            type="date"
            required
            defaultValue={period.from}
            min={addDays(today, 1 - 5 * MAX_PERIOD_DAYS)}
            max={today}
          />
        </p>
        <p className="form-field">
          <label htmlFor="period-to">{t("staffSettings.to")}</label>
          <input
            id="period-to"
            name="to"
            type="date"
            required
            defaultValue={period.to}
            max={today}
          />
        </p>
        <p className="form-field">
          <button className="button button--small" type="submit">
            {t("staffSettings.show")}
          </button>
        </p>
      </Form>
    </div>
  );
}
