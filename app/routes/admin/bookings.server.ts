import type { RouterContextProvider } from "react-router";
import { BookingFiltersSchema } from "../../../domain/schemas/admin-bookings.ts";
import { listBookings, refundsDue } from "../../../server/bookings/admin.ts";
import { servicesContext } from "../../../server/context.ts";
import { requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** /admin/bookings: the filtered list (from the URL) and every refund still to make. */
export async function loadBookingsPage(request: Request, context: Context) {
  await requireStaff(request, context);
  const db = context.get(servicesContext).database.db;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Empty form fields arrive as "": the same as not filtering.
  const filters = BookingFiltersSchema.parse(
    Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "")),
  );
  const [list, refunds] = await Promise.all([listBookings(db, filters), refundsDue(db)]);
  return { filters, ...list, refunds };
}
