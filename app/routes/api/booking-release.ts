// POST /api/bookings/:id/release: the wizard's "Cancel this booking" (JSON).
import type { Route } from "./+types/booking-release";
import { answeringJson } from "./api.server.ts";
import { handleReleaseBooking } from "./bookings.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answeringJson(request, context, () =>
    handleReleaseBooking(request, context, params.id, new Date()),
  );
}
