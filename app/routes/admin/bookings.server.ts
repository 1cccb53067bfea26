import { data, type RouterContextProvider } from "react-router";
import {
  BookingFiltersSchema,
  BookingSearchSchema,
} from "../../../domain/schemas/admin-bookings.ts";
import { toldOfMessage, type Told } from "../../../domain/said.ts";
import { attentionDue, listBookings, refundsDue } from "../../../server/bookings/admin.ts";
import { servicesContext } from "../../../server/context.ts";
import { noShowCandidates } from "../../../server/front-desk/moves.ts";
import { requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * /admin/bookings: the filtered list (from the URL) and every refund still to make. A search the
 * database cannot take (unusual characters, too long) is a 400 with its message and no list.
 */
export async function loadBookingsPage(request: Request, context: Context) {
  await requireStaff(request, context);
  const db = context.get(servicesContext).database.db;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Empty form fields arrive as "": the same as not filtering.
  const filters = BookingFiltersSchema.parse(
    Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "")),
  );
  const search = BookingSearchSchema.safeParse(params.q);
  if (!search.success) {
    const empty = { total: 0, pages: 1, bookings: [] };
    const [refunds, attention] = await Promise.all([refundsDue(db), attentionDue(db)]);
    const page = { filters: { ...filters, q: "" }, ...empty, refunds, attention, noShows: [] };
    return data(
      { ...page, searchError: toldOfMessage(search.error.issues[0]!.message) },
      { status: 400 },
    );
  }
  const [list, refunds, attention, noShows] = await Promise.all([
    listBookings(db, filters),
    refundsDue(db),
    attentionDue(db),
    noShowCandidates(db, context.get(servicesContext).payments.clock()),
  ]);
  return data({
    filters,
    ...list,
    refunds,
    attention,
    noShows,
    searchError: null as Told | null,
  });
}
