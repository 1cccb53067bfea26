// Each booking's folio totals in one query: room nights, extras, payments (online attempts that
// succeeded and desk payments) and desk refunds. domain/folio.ts does the arithmetic.
import { inArray, sql } from "drizzle-orm";
import type { BookingStatus } from "../../domain/booking-status.ts";
import { folioTotals, type FolioTotals } from "../../domain/folio.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";

// Qualified: in a one-table select drizzle writes a column as "id" alone, which inside each
// subquery would name the subquery's own table's id.
const BOOKING_ID = sql.raw(`"bookings"."id"`);

/** Folio totals of the given bookings, by booking id (unknown ids are left out). */
export async function folioTotalsFor(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, FolioTotals>> {
  if (bookingIds.length === 0) return new Map();
  // Written out in full: drizzle leaves columns unqualified in a one-table select, and an
  // unqualified "id" inside the subqueries would be the subquery's own table's id.
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      roomKes: bookings.totalKes,
      extrasKes: sql<number>`coalesce((select sum(c.amount_kes) from folio_charges c
        where c.booking_id = ${BOOKING_ID} and c.voided_at is null), 0)::int`,
      onlineKes: sql<number>`coalesce((select sum(coalesce(a.paid_kes, a.amount_kes))
        from payment_attempts a
        where a.booking_id = ${BOOKING_ID} and a.status = 'succeeded'), 0)::int`,
      deskKes: sql<number>`coalesce((select sum(p.amount_kes) from folio_payments p
        where p.booking_id = ${BOOKING_ID} and p.kind = 'payment'), 0)::int`,
      refundedKes: sql<number>`coalesce((select sum(p.amount_kes) from folio_payments p
        where p.booking_id = ${BOOKING_ID} and p.kind = 'refund'), 0)::int`,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      folioTotals(row.status as BookingStatus, {
        roomKes: row.roomKes,
        extrasKes: row.extrasKes,
        paidKes: row.onlineKes + row.deskKes,
        refundedKes: row.refundedKes,
      }),
    ]),
  );
}
