// GET /api/bookings/:id: the booking as its guest's browser sees it (polling fallback).
import type { Route } from "./+types/booking";
import { answeringJson } from "./api.server.ts";
import { handleGetBooking } from "./bookings.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeringJson(request, context, () => handleGetBooking(request, context, params.id));
}
