// /admin/cash-up: end of day. The chosen day's money by method and by staff member (online
// payments as a line of their own), refunds and net, and that night's rooms sold, occupancy and average
// rate; the same as CSV. A GET form, so a day's report is a link.
import { Form, Link } from "react-router";
import type { Route } from "./+types/cash-up";
import type { CashUpLine } from "../../../domain/cash-up.ts";
import { formatKes } from "../../../domain/money.ts";
import { cashUpNames } from "../../features/admin/actor.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { wordTold } from "../../../i18n/said.ts";
import { loadCashUp } from "./cash-up.server.ts";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadCashUp(request, context);

export const meta = adminTitle("staffDesk.cashUpTitle");

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
  const t = useT();
  return (
    <AdminTable
      label={caption}
      caption={caption}
      columns={[
        { label: heading },
        { label: t("staffDesk.cashUpPayments"), numeric: true },
        { label: t("staffDesk.cashUpRefunds"), numeric: true },
        { label: t("staffDesk.cashUpNet"), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          <td className="number admin-nowrap">{formatKes(row.paymentsKes)}</td>
          <td className="number admin-nowrap">{formatKes(row.refundsKes)}</td>
          <td className="number admin-nowrap">{formatKes(row.netKes)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row">{t("staffDesk.total")}</th>
        <td className="number admin-nowrap">{formatKes(total.paymentsKes)}</td>
        <td className="number admin-nowrap">{formatKes(total.refundsKes)}</td>
        <td className="number admin-nowrap">{formatKes(total.netKes)}</td>
      </tr>
    </AdminTable>
  );
}

export default function CashUp({ loaderData }: Route.ComponentProps) {
  const { report, date, error } = loaderData;
  const t = useT();
  const names = cashUpNames(t);
  return (
    <section className="admin-page" aria-labelledby="cash-up-title">
      <h1 id="cash-up-title">{t("staffDesk.cashUpTitle")}</h1>
      <Form method="get" className="admin-panel admin-form-row">
        <p className="form-field">
          <label htmlFor="cash-up-date">{t("staffDesk.day")}</label>
          <input
            id="cash-up-date"
            name="date"
            type="date"
            defaultValue={date}
            {...(error ? { "aria-invalid": true, "aria-describedby": "cash-up-error" } : {})}
          />
          {error && (
            <span className="admin-field-error" id="cash-up-error">
              {wordTold(t, error)}
            </span>
          )}
        </p>
        <p className="form-field">
          <button className="button button--small" type="submit">
            {t("staffDesk.show")}
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
              {t("staffDesk.cashUpCsv")}
            </a>
          </p>
          <p className="folio-balance">
            {t("staffDesk.cashUpNetTaken", {
              date: report.date,
              amount: formatKes(report.total.netKes),
            })}
          </p>
          {report.total.count === 0 ? (
            <p>{t("staffDesk.cashUpNone")}</p>
          ) : (
            <>
              <MoneyTable
                caption={t("staffDesk.cashUpByMethod")}
                heading={t("staffDesk.method")}
                rows={report.byMethod.map((line) => ({ ...line, name: names.method(line.method) }))}
                total={report.total}
              />
              <MoneyTable
                caption={t("staffDesk.cashUpByStaff")}
                heading={t("staffDesk.cashUpTakenBy")}
                rows={report.byStaff.map((line) => ({ ...line, name: names.staff(line.staff) }))}
                total={report.total}
              />
            </>
          )}
          <h2>{t("staffDesk.cashUpNight", { date: report.date })}</h2>
          <dl className="admin-fields">
            <div>
              <dt>{t("staffDesk.cashUpRoomsSold")}</dt>
              <dd>{report.roomsSold}</dd>
            </div>
            <div>
              <dt>{t("staffDesk.occupancyTitle")}</dt>
              <dd>
                {t("staffDesk.cashUpOccupancyValue", {
                  percent: report.occupancyPercent,
                  sold: report.roomsSold,
                  rooms: report.rooms,
                })}
              </dd>
            </div>
            <div>
              <dt>{t("staffDesk.cashUpRoomRevenue")}</dt>
              <dd>{formatKes(report.roomRevenueKes)}</dd>
            </div>
            <div>
              <dt>{t("staffDesk.cashUpAverageRate")}</dt>
              <dd>{formatKes(report.averageRateKes)}</dd>
            </div>
          </dl>
          <p>
            <Link to="/admin/bookings">{t("staffDesk.bookingsTitle")}</Link>
          </p>
        </>
      )}
    </section>
  );
}
