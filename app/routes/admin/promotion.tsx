// /admin/promotions/:id: one promotion code, its form, and its usage (who, which booking, the
// discount, when).
import { Link } from "react-router";
import type { Route } from "./+types/promotion";
import { formatKes } from "../../../domain/money.ts";
import { motelLongDate } from "../../../domain/time.ts";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { PromotionForm } from "../../features/admin/promotion-form.tsx";
import { useT } from "../../i18n.tsx";
import { loadPromotionPage, promotionsAction } from "./promotions.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPromotionPage(request, context, params.id);
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(promotionsAction(request, context));

export const meta = adminTitle("staffSettings.promotionTitle");

export default function PromotionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { promotion, uses } = loaderData;
  const total = uses.reduce((sum, use) => sum + use.discountKes, 0);
  return (
    <section className="admin-page" aria-labelledby="promotion-title">
      <p>
        <Link to="/admin/promotions">{t("staffSettings.allPromotionCodes")}</Link>
      </p>
      <h1 id="promotion-title">{t("staffSettings.promotionHeading", { code: promotion.code })}</h1>
      <ActionNotice answer={actionData} alert />
      <PromotionForm key={JSON.stringify(promotion)} promotion={promotion} />
      <h2>{t("staffSettings.usage")}</h2>
      <p>{t("staffSettings.usageText", { count: uses.length, total: formatKes(total) })}</p>
      <div
        className="admin-table-wrap"
        role="region"
        aria-label={t("staffSettings.usage")}
        tabIndex={0}
      >
        <table className="admin-table">
          <caption className="visually-hidden">
            {t("staffSettings.usageOf", { code: promotion.code })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("staffSettings.when")}</th>
              <th scope="col">{t("staffSettings.booking")}</th>
              <th scope="col">{t("staffSettings.guest")}</th>
              <th scope="col">{t("staffSettings.phoneAndEmail")}</th>
              <th scope="col">{t("staffSettings.status")}</th>
              <th scope="col" className="number">
                {t("staffSettings.discount")}
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
