import type { Route } from "./+types/offers";
import { handleOfferSubscription } from "./offers.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleOfferSubscription(request, context);
}
