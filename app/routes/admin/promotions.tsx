// /admin/promotions (admins, the prices permission): the promotion codes, their uses, and a form
// to create one; each code links to its page (edit, usage).
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/promotions";
import { formatKes } from "../../../domain/money.ts";
import { describePromotion } from "../../../domain/promotions.ts";
import { roomTypeOf } from "../../../domain/rooms.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { PromotionForm } from "../../features/admin/promotion-form.tsx";
import { loadPromotionsPage, promotionsAction } from "./promotions.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPromotionsPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await promotionsAction(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return adminMeta("Promotion codes");
}

const window = (from: string | null, to: string | null) =>
  from || to ? `${from ?? "…"} to ${to ?? "…"}` : "any";

export default function Promotions({ loaderData, actionData }: Route.ComponentProps) {
  const { promotions } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotion codes</h1>
      <p
        role={actionData?.ok === false ? "alert" : "status"}
        className={actionData?.ok ? "admin-notice" : "admin-error"}
      >
        {actionData?.message}
      </p>
      <div className="admin-table-wrap" role="region" aria-label="Promotion codes" tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">Promotion codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Booking window</th>
              <th scope="col">Stays</th>
              <th scope="col">Rooms</th>
              <th scope="col" className="number">
                Min nights
              </th>
              <th scope="col" className="number">
                Uses
              </th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {promotions.length === 0 && (
              <tr>
                <td colSpan={9}>No promotion codes yet.</td>
              </tr>
            )}
            {promotions.map((promotion) => (
              <tr key={promotion.id}>
                <th scope="row">
                  <Link to={`/admin/promotions/${promotion.id}`}>{promotion.code}</Link>
                </th>
                <td>
                  {promotion.kind === "percent"
                    ? describePromotion(promotion)
                    : `${formatKes(promotion.value)} off`}
                </td>
                <td>{window(promotion.bookFrom, promotion.bookTo)}</td>
                <td>{window(promotion.stayFrom, promotion.stayTo)}</td>
                <td>
                  {promotion.roomTypes.length === 0
                    ? "all"
                    : promotion.roomTypes.map((type) => roomTypeOf(type).name).join(", ")}
                </td>
                <td className="number">{promotion.minNights}</td>
                <td className="number">
                  {promotion.uses}
                  {promotion.maxUses !== null && ` of ${promotion.maxUses}`}
                </td>
                <td>{promotion.active ? "Active" : "Not active"}</td>
                <td>
                  <Form method="post" className="admin-form-row">
                    <input type="hidden" name="id" value={promotion.id} />
                    <input
                      type="hidden"
                      name="intent"
                      value={promotion.active ? "deactivate" : "activate"}
                    />
                    <button className="button button--small button--ghost" type="submit">
                      {promotion.active ? "Deactivate" : "Activate"}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Create a promotion code</h2>
      <PromotionForm />
    </section>
  );
}
