// /admin/account: the signed-in staff member's own password, and "sign out everywhere".
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { changePassword } from "./account.server.ts";
import { requireStaff } from "./session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  return { user };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await changePassword(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return adminMeta("Your account");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/account";
  return (
    <section className="admin-page" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      <p>
        {loaderData.user.name}, {loaderData.user.email}
      </p>
      <div className="admin-panel">
        <h2>Change your password</h2>
        <Form method="post">
          <p className="form-field">
            <label htmlFor="current-password">Current password</label>
            <input
              id="current-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          </p>
          <p className="form-field">
            <label htmlFor="new-password">New password (12 characters or more)</label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
            />
          </p>
          <p role="status" className={actionData?.ok ? "admin-notice" : "admin-error"}>
            {actionData?.message}
          </p>
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Saving..." : "Change password"}
          </button>
        </Form>
      </div>
      <div className="admin-panel">
        <h2>Sign out everywhere</h2>
        <p>
          Ends every session of your account, on this device and all others (a lost phone, a shared
          computer).
        </p>
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="everywhere" value="true" />
          <button className="button button--danger" type="submit">
            Sign out everywhere
          </button>
        </Form>
      </div>
    </section>
  );
}
