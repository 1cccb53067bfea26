import type { Route } from "./+types/events";
import { answeringJson } from "./api.server.ts";
import { handleBeacon } from "./events.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answeringJson(request, context, () => handleBeacon(request, context));
}
