// Each booking's folio totals in one query: room nights, extras, and from the money ledger what
// came in and what went out (decision 023). domain/folio.ts does the arithmetic.
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
      paidKes: sql<number>`coalesce((select sum(m.amount_kes) from money_entries m
        where m.booking_id = ${BOOKING_ID} and m.direction = 1), 0)::int`,
      refundedKes: sql<number>`coalesce((select sum(m.amount_kes) from money_entries m
        where m.booking_id = ${BOOKING_ID} and m.direction = -1), 0)::int`,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      folioTotals(row.status as BookingStatus, {
        roomKes: row.roomKes,
        extrasKes: row.extrasKes,
        paidKes: row.paidKes,
        refundedKes: row.refundedKes,
      }),
    ]),
  );
}
