// POST /api/bookings/:id/mpesa ({phone}) and /api/bookings/:id/card: start a payment (JSON).
import type { Route } from "./+types/booking-payment";
import { answeringJson } from "./api.server.ts";
import { handleStartPayment } from "./bookings.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answeringJson(request, context, () =>
    handleStartPayment(request, context, params.id, params.provider, new Date()),
  );
}
