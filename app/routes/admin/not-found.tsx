import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "./session.server.ts";

// Any other /admin/... path: signed out, the sign-in form; signed in, the admin 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null; // the layout's error boundary shows the admin 404
}
