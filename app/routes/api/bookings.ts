// POST /api/bookings: validate, price, hold the rooms and store the booking (JSON).
import type { Route } from "./+types/bookings";
import { answeringJson } from "./api.server.ts";
import { handleCreateBooking } from "./bookings.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answeringJson(request, context, () => handleCreateBooking(request, context, new Date()));
}
