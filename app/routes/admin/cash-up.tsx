// /admin/cash-up: end of day. The chosen day's money by method and by staff member (online
// payments as "Online"), refunds and net, and that night's rooms sold, occupancy and average
// rate; the same as CSV. A GET form, so a day's report is a link.
import { Form, Link } from "react-router";
import type { Route } from "./+types/cash-up";
import type { CashUpLine } from "../../../domain/cash-up.ts";
import { formatKes } from "../../../domain/money.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { loadCashUp } from "./cash-up.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCashUp(request, context);
}

export function meta() {
  return adminMeta("Cash-up");
}

function MoneyTable({
  caption,
  heading,
  rows,
  total,
}: {
  caption: string;
  heading: string;
  rows: ({ name: string } & CashUpLine)[];
  total: CashUpLine;
}) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className="number">
              Payments
            </th>
            <th scope="col" className="number">
              Refunds
            </th>
            <th scope="col" className="number">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className="number admin-nowrap">{formatKes(row.paymentsKes)}</td>
              <td className="number admin-nowrap">{formatKes(row.refundsKes)}</td>
              <td className="number admin-nowrap">{formatKes(row.netKes)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total</th>
            <td className="number admin-nowrap">{formatKes(total.paymentsKes)}</td>
            <td className="number admin-nowrap">{formatKes(total.refundsKes)}</td>
            <td className="number admin-nowrap">{formatKes(total.netKes)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export default function CashUp({ loaderData }: Route.ComponentProps) {
  const { report, date, error } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="cash-up-title">
      <h1 id="cash-up-title">Cash-up</h1>
      <Form method="get" className="admin-panel admin-form-row">
        <p className="form-field">
          <label htmlFor="cash-up-date">Day</label>
          <input
            id="cash-up-date"
            name="date"
            type="date"
            defaultValue={date}
            {...(error ? { "aria-invalid": true, "aria-describedby": "cash-up-error" } : {})}
          />
          {error && (
            <span className="admin-field-error" id="cash-up-error">
              {error}
            </span>
          )}
        </p>
        <p className="form-field">
          <button className="button button--small" type="submit">
            Show
          </button>
        </p>
      </Form>
      {report && (
        <>
          <p>
            <a
              className="button button--small button--ghost"
              href={`/admin/cash-up.csv?date=${report.date}`}
              download
            >
              Download CSV
            </a>
          </p>
          <p className="folio-balance">
            Net taken on {report.date}: {formatKes(report.total.netKes)}
          </p>
          {report.total.count === 0 ? (
            <p>No money was taken or given back on this day.</p>
          ) : (
            <>
              <MoneyTable
                caption="By method"
                heading="Method"
                rows={report.byMethod.map((line) => ({ ...line, name: line.label }))}
                total={report.total}
              />
              <MoneyTable
                caption="By staff member"
                heading="Taken by"
                rows={report.byStaff.map((line) => ({ ...line, name: line.staff }))}
                total={report.total}
              />
            </>
          )}
          <h2>The night of {report.date}</h2>
          <dl className="admin-fields">
            <div>
              <dt>Rooms sold</dt>
              <dd>{report.roomsSold}</dd>
            </div>
            <div>
              <dt>Occupancy</dt>
              <dd>
                {report.occupancyPercent}% ({report.roomsSold} of {report.rooms} rooms)
              </dd>
            </div>
            <div>
              <dt>Room revenue</dt>
              <dd>{formatKes(report.roomRevenueKes)}</dd>
            </div>
            <div>
              <dt>Average rate</dt>
              <dd>{formatKes(report.averageRateKes)}</dd>
            </div>
          </dl>
          <p>
            <Link to="/admin/bookings">Bookings</Link>
          </p>
        </>
      )}
    </section>
  );
}
