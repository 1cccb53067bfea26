// GET /api/bookings/:id: the booking as its guest's browser sees it (polling fallback).
import type { Route } from "./+types/booking";
import { handleGetBooking } from "./bookings.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  return handleGetBooking(context, params.id);
}
