// /admin/promotions/:id: one promotion code, its form, and its usage (who, which booking, the
// discount, when).
import { data, Link } from "react-router";
import type { Route } from "./+types/promotion";
import { formatKes } from "../../../domain/money.ts";
import { motelLongDate } from "../../../domain/time.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { PromotionForm } from "../../features/admin/promotion-form.tsx";
import { loadPromotionPage, promotionsAction } from "./promotions.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPromotionPage(request, context, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await promotionsAction(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return adminMeta("Promotion code");
}

export default function PromotionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, uses } = loaderData;
  const total = uses.reduce((sum, use) => sum + use.discountKes, 0);
  return (
    <section className="admin-page" aria-labelledby="promotion-title">
      <p>
        <Link to="/admin/promotions">All promotion codes</Link>
      </p>
      <h1 id="promotion-title">Promotion {promotion.code}</h1>
      <p
        role={actionData?.ok === false ? "alert" : "status"}
        className={actionData?.ok ? "admin-notice" : "admin-error"}
      >
        {actionData?.message}
      </p>
      <PromotionForm key={JSON.stringify(promotion)} promotion={promotion} />
      <h2>Usage</h2>
      <p>
        Used by {uses.length} {uses.length === 1 ? "booking" : "bookings"}, {formatKes(total)} off
        in all (expired and cancelled bookings listed too; they no longer count as uses).
      </p>
      <div className="admin-table-wrap" role="region" aria-label="Usage" tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">Usage of {promotion.code}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Booking</th>
              <th scope="col">Guest</th>
              <th scope="col">Phone and email</th>
              <th scope="col">Status</th>
              <th scope="col" className="number">
                Discount
              </th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use) => (
              <tr key={use.bookingId}>
                <td>{motelLongDate(new Date(use.at))}</td>
                <th scope="row">
                  <Link to={`/admin/bookings/${use.bookingId}`}>{use.reference ?? "—"}</Link>
                </th>
                <td>{use.guest || "—"}</td>
                <td>
                  {use.phone ? `+254 ${use.phone}` : ""} {use.email ?? ""}
                </td>
                <td>{use.status}</td>
                <td className="number">{formatKes(use.discountKes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
