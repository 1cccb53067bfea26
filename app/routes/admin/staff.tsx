// /admin/staff (admins only): add staff accounts, disable or enable them, change roles, set a
// new password for someone who forgot theirs.
import { Form } from "react-router";
import type { Route } from "./+types/staff";
import { PASSWORD_MIN } from "../../../domain/schemas/staff.ts";
import { DEFAULT_STAFF_ROLE, STAFF_ROLES } from "../../../domain/staff.ts";
import { motelLongDate } from "../../../domain/time.ts";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { loadStaffPage, staffAction } from "./staff.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadStaffPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(staffAction(request, context));

export const meta = adminTitle("staffSettings.staffTitle");

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { accounts, user } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t("staffSettings.staffTitle")}</h1>
      <ActionNotice answer={actionData} />
      <AdminTable
        label={t("staffSettings.staffTitle")}
        columns={[
          { label: t("staffSettings.name") },
          { label: t("staff.email") },
          { label: t("staffSettings.role") },
          { label: t("staffSettings.since") },
          { label: t("staffSettings.status") },
          { label: t("staffSettings.actions") },
        ]}
      >
        {accounts.map((account) => (
          <tr key={account.id}>
            <th scope="row">{account.name}</th>
            <td>{account.email}</td>
            <td>
              <Form method="post" className="admin-form-row">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={account.id} />
                <label className="visually-hidden" htmlFor={`role-${account.id}`}>
                  {t("staffSettings.roleOf", { name: account.name })}
                </label>
                <select id={`role-${account.id}`} name="role" defaultValue={account.role}>
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`staffSettings.role_${role}`)}
                    </option>
                  ))}
                </select>
                <button className="button button--small button--ghost" type="submit">
                  {t("staffSettings.changeRole")}
                </button>
              </Form>
            </td>
            <td>{motelLongDate(new Date(account.createdAt))}</td>
            <td>{account.disabledAt ? t("staffSettings.disabled") : t("staffSettings.active")}</td>
            <td>
              <Form method="post" className="admin-form-row">
                <input type="hidden" name="id" value={account.id} />
                <input
                  type="hidden"
                  name="intent"
                  value={account.disabledAt ? "enable" : "disable"}
                />
                <button
                  className="button button--small button--ghost"
                  type="submit"
                  disabled={account.id === user.id}
                >
                  {account.disabledAt ? t("staffSettings.enable") : t("staffSettings.disable")}
                </button>
              </Form>
              <Form method="post" className="admin-form-row">
                <input type="hidden" name="intent" value="password" />
                <input type="hidden" name="id" value={account.id} />
                <label className="visually-hidden" htmlFor={`password-${account.id}`}>
                  {t("staffSettings.newPasswordFor", { name: account.name })}
                </label>
                <input
                  id={`password-${account.id}`}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  placeholder={t("staffSettings.newPassword")}
                  minLength={PASSWORD_MIN}
                  required
                />
                <button className="button button--small button--ghost" type="submit">
                  {t("staffSettings.setPassword")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <div className="admin-panel">
        <h2>{t("staffSettings.addStaffTitle")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <div className="admin-form-row">
            <p className="form-field">
              <label htmlFor="new-name">{t("staffSettings.name")}</label>
              <input id="new-name" name="name" required autoComplete="off" />
            </p>
            <p className="form-field">
              <label htmlFor="new-email">{t("staff.email")}</label>
              <input id="new-email" name="email" type="email" required autoComplete="off" />
            </p>
            <p className="form-field">
              <label htmlFor="new-role">{t("staffSettings.role")}</label>
              <select id="new-role" name="role" defaultValue={DEFAULT_STAFF_ROLE}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`staffSettings.role_${role}`)}
                  </option>
                ))}
              </select>
            </p>
            <p className="form-field">
              <label htmlFor="new-password">
                {t("staffSettings.passwordMin", { min: PASSWORD_MIN })}
              </label>
              <input
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
              />
            </p>
            <p className="form-field">
              <button className="button" type="submit">
                {t("staffSettings.addAccount")}
              </button>
            </p>
          </div>
        </Form>
      </div>
      <div className="admin-panel">
        <h2>{t("staffSettings.backupsTitle")}</h2>
        <p>
          {t.rich("staffSettings.backupsText", {
            download: (chunks) => (
              <a href="/admin/backups/latest" download>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
