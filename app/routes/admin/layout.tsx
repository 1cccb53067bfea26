// Every /admin page: the staff stylesheet, who is signed in (the navbar's Admin menu reads it),
// and the admin area's own error pages (403, 404).
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import adminStyles from "../../styles/admin.css?url";
import { currentStaff } from "./session.server.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentStaff(request, context);
  return { user: user ?? null };
}

export function meta() {
  return adminMeta("Admin");
}

export default function AdminLayout() {
  return (
    <div className="admin">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? ["Page not found", "There is no staff page at this address."]
      : status === 403
        ? ["Not allowed", "Only an admin can do this. Ask the motel's admin if you need it."]
        : ["Something went wrong", "Sorry, this page could not be shown. Please try again."];
  return (
    <div className="admin">
      <section className="admin-page" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">{title}</h1>
        <p>{text}</p>
        <p>
          <Link className="button" to="/admin">
            Back to the dashboard
          </Link>
        </p>
      </section>
    </div>
  );
}
