import type { Route } from "./+types/booking-receipt";
import { receiptResponse } from "./folio.server.ts";

// /admin/bookings/:id/receipt.pdf?payment=…: a receipt for one payment of the guest's bill.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return receiptResponse(request, context, params.id);
}
