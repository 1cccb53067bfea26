// The period: one-click presets (links, so they work before any script loads) and a GET form
// for custom dates. The loader validates both with domain/schemas/analytics-period.ts.
import { Form, Link } from "react-router";
import {
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  type AnalyticsPeriod,
} from "../../../domain/schemas/analytics-period.ts";
import { addDays } from "../../../domain/stay.ts";

export function PeriodPicker({ period, today }: { period: AnalyticsPeriod; today: string }) {
  return (
    <div className="admin-panel analytics-period">
      <nav aria-label="Period">
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
                  Last {days} days
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="admin-form-row" key={`${period.from}/${period.to}`}>
        <p className="form-field">
          <label htmlFor="period-from">From</label>
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
          <label htmlFor="period-to">To</label>
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
            Show
          </button>
        </p>
      </Form>
    </div>
  );
}
