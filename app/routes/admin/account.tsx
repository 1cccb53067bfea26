// /admin/account: the signed-in staff member's own password, and "sign out everywhere".
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { PASSWORD_MIN } from "../../../domain/schemas/staff.ts";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { changePassword } from "./account.server.ts";
import { requireStaff } from "./session.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  return { user };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(changePassword(request, context));

export const meta = adminTitle("staffSettings.accountTitle");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/account";
  return (
    <section className="admin-page" aria-labelledby="account-title">
      <h1 id="account-title">{t("staffSettings.accountTitle")}</h1>
      <p>
        {t("staffSettings.accountWho", {
          name: loaderData.user.name,
          email: loaderData.user.email,
        })}
      </p>
      <div className="admin-panel">
        <h2>{t("staffSettings.changePasswordTitle")}</h2>
        <Form method="post">
          <p className="form-field">
            <label htmlFor="current-password">{t("staffSettings.currentPassword")}</label>
            <input
              id="current-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          </p>
          <p className="form-field">
            <label htmlFor="new-password">
              {t("staffSettings.newPasswordOwn", { min: PASSWORD_MIN })}
            </label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
            />
          </p>
          <ActionNotice answer={actionData} />
          <button className="button" type="submit" disabled={busy}>
            {busy ? t("staffSettings.saving") : t("staffSettings.changePassword")}
          </button>
        </Form>
      </div>
      <div className="admin-panel">
        <h2>{t("staffSettings.signOutEverywhere")}</h2>
        <p>{t("staffSettings.signOutEverywhereText")}</p>
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="everywhere" value="true" />
          <button className="button button--danger" type="submit">
            {t("staffSettings.signOutEverywhere")}
          </button>
        </Form>
      </div>
    </section>
  );
}
