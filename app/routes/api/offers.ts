import type { Route } from "./+types/offers";
import { answeringJson } from "./api.server.ts";
import { handleOfferSubscription } from "./offers.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answeringJson(request, context, () => handleOfferSubscription(request, context));
}
