// Every /admin page: the staff stylesheet, who is signed in (the navbar's Admin menu reads it),
// and the admin area's own error pages (403, 404).
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import adminStyles from "../../styles/admin.css?url";
import { currentStaff } from "./session.server.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { STAFF_NAMESPACES, type MessageKey } from "../../../i18n/catalogs.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/**
 * What a signed-out visitor can see: the sign-in form and the error pages. The staff area's other
 * words stay with staff (the security sweep looks for the dashboard's in what visitors get).
 */
const SIGNED_OUT_WORDS = new Set<MessageKey>([
  "staff.pageTitle",
  "staff.adminMenu",
  "staff.signInSubmit",
  "staff.signInLoading",
  "staff.signInTryAgain",
  "staff.signInTitle",
  "staff.signInHeading",
  "staff.email",
  "staff.password",
  "staff.notFoundTitle",
  "staff.notFoundText",
  "staff.forbiddenTitle",
  "staff.forbiddenText",
  "staff.errorTitle",
  "staff.errorText",
  "staff.backToDashboard",
  // What a refused sign-in is told (domain/staff-said/accounts.ts, the sign-in form's schema).
  "saidAccounts.fillAllFields",
  "saidAccounts.incorrect",
  "saidAccounts.tooManyAttempts",
  "saidAccounts.busy",
  "saidForms.unusualCharacters",
]);

function signedOutMessages() {
  return Object.fromEntries(
    Object.entries(messagesFor("en", ["staff", "saidAccounts", "saidForms"])).filter(([key]) =>
      SIGNED_OUT_WORDS.has(key as MessageKey),
    ),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentStaff(request, context);
  // Staff pages are English for now (issue 17), whatever language the guest pages were in; the
  // desk's forms word the rules' refusals ("rules") as the guest pages do.
  const messages = user ? messagesFor("en", [...STAFF_NAMESPACES, "rules"]) : signedOutMessages();
  return { user: user ?? null, messages };
}

export const meta = adminTitle("staff.adminMenu");

export default function AdminLayout() {
  return (
    <div className="admin">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [t("staff.notFoundTitle"), t("staff.notFoundText")]
      : status === 403
        ? [t("staff.forbiddenTitle"), t("staff.forbiddenText")]
        : [t("staff.errorTitle"), t("staff.errorText")];
  return (
    <div className="admin">
      <section className="admin-page" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">{title}</h1>
        <p>{text}</p>
        <p>
          <Link className="button" to="/admin">
            {t("staff.backToDashboard")}
          </Link>
        </p>
      </section>
    </div>
  );
}
