// /admin/promotions (admins, the prices permission): the promotion codes, their uses, and a form
// to create one; each code links to its page (edit, usage).
import { Form, Link } from "react-router";
import type { Route } from "./+types/promotions";
import { formatKes } from "../../../domain/money.ts";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { PromotionForm } from "../../features/admin/promotion-form.tsx";
import { useT, type Translate } from "../../i18n.tsx";
import { loadPromotionsPage, promotionsAction } from "./promotions.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPromotionsPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(promotionsAction(request, context));

export const meta = adminTitle("staffSettings.promotionsTitle");

const window = (t: Translate, from: string | null, to: string | null) =>
  from || to
    ? t("staffSettings.dateWindow", { from: from ?? "…", to: to ?? "…" })
    : t("staffSettings.anyDates");

export default function Promotions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { promotions } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t("staffSettings.promotionsTitle")}</h1>
      <ActionNotice answer={actionData} alert />
      <AdminTable
        label={t("staffSettings.promotionsTitle")}
        columns={[
          { label: t("staffSettings.code") },
          { label: t("staffSettings.discount") },
          { label: t("staffSettings.bookingWindow") },
          { label: t("staffSettings.stays") },
          { label: t("staffSettings.roomsColumn") },
          { label: t("staffSettings.minNights"), numeric: true },
          { label: t("staffSettings.uses"), numeric: true },
          { label: t("staffSettings.status") },
          { label: t("staffSettings.actions") },
        ]}
      >
        {promotions.length === 0 && (
          <tr>
            <td colSpan={9}>{t("staffSettings.noPromotions")}</td>
          </tr>
        )}
        {promotions.map((promotion) => (
          <tr key={promotion.id}>
            <th scope="row">
              <Link to={`/admin/promotions/${promotion.id}`}>{promotion.code}</Link>
            </th>
            <td>
              {t(`staffSettings.promotionOff_${promotion.kind}`, {
                value: promotion.value,
                amount: formatKes(promotion.value),
              })}
            </td>
            <td>{window(t, promotion.bookFrom, promotion.bookTo)}</td>
            <td>{window(t, promotion.stayFrom, promotion.stayTo)}</td>
            <td>
              {promotion.roomTypes.length === 0
                ? t("staffSettings.allTypes")
                : promotion.roomTypes.map((type) => t(`common.type_${type}`)).join(", ")}
            </td>
            <td className="number">{promotion.minNights}</td>
            <td className="number">
              {promotion.maxUses === null
                ? promotion.uses
                : t("staffSettings.usesOfMax", {
                    uses: promotion.uses,
                    max: promotion.maxUses,
                  })}
            </td>
            <td>{promotion.active ? t("staffSettings.active") : t("staffSettings.notActive")}</td>
            <td>
              <Form method="post" className="admin-form-row">
                <input type="hidden" name="id" value={promotion.id} />
                <input
                  type="hidden"
                  name="intent"
                  value={promotion.active ? "deactivate" : "activate"}
                />
                <button className="button button--small button--ghost" type="submit">
                  {promotion.active ? t("staffSettings.deactivate") : t("staffSettings.activate")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <h2>{t("staffSettings.createPromotionTitle")}</h2>
      <PromotionForm />
    </section>
  );
}
