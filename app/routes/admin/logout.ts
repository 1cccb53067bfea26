// Logout (spec): ends the session in the database and sends the browser to /admin.
// POST only, so no link or image on another site can sign staff out.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "./session.server.ts";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}
