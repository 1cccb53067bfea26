// /admin (spec): signed out, the login form; signed in, the dashboard with its cards.
import type { Route } from "./+types/home";
import { adminMeta } from "../../features/admin/staff-route.ts";
import { Dashboard } from "../../features/admin/dashboard.tsx";
import { LoginForm } from "../../features/admin/login-form.tsx";
import { translateMatches } from "../../i18n.tsx";
import { loadAdminHome, signInAction } from "./home.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminHome(request, context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context, new Date());
}

/** A sign-in refused while the password checks are all busy says when to come back. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = translateMatches(matches, location);
  return adminMeta(t, loaderData?.user ? "staff.dashboardTitle" : "staff.signInTitle");
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.user) return <LoginForm error={actionData?.error} />;
  return (
    <Dashboard
      user={loaderData.user}
      figures={loaderData.figures}
      checklist={loaderData.checklist}
    />
  );
}
