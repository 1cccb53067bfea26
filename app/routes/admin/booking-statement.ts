import type { Route } from "./+types/booking-statement";
import { statementResponse } from "./folio.server.ts";

// /admin/bookings/:id/statement.pdf: the statement of the guest's whole bill.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return statementResponse(request, context, params.id);
}
