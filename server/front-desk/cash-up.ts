// The cash-up of one motel-local day: the money ledger's entries of that day (at the desk, by
// method and by staff member; what came online, Paybill included, as a line of its own) and
// that night's rooms sold; domain/cash-up.ts does the sums. Allocations (staff matching queued
// money to a booking) move no money and are left out.
import { and, eq, gt, gte, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { cashUp, type CashUp } from "../../domain/cash-up.ts";
import { motelDayBounds } from "../../domain/desk.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { rooms } from "../db/schema/rooms.ts";
import { staffUsers } from "../db/schema/staff.ts";

/** Money a staff member took or gave by hand; the rest came through the website or a provider. */
const BY_HAND: ReadonlySet<string> = new Set(["desk", "refund"]);

export async function cashUpFor(db: Db, date: string): Promise<CashUp> {
  const { start, end } = motelDayBounds(date);
  const [entries, night, [roomCount]] = await Promise.all([
    db
      .select({
        direction: moneyEntries.direction,
        method: moneyEntries.method,
        source: moneyEntries.source,
        staff: staffUsers.name,
        amountKes: moneyEntries.amountKes,
      })
      .from(moneyEntries)
      .leftJoin(staffUsers, eq(moneyEntries.staffId, staffUsers.id))
      .where(
        and(
          gte(moneyEntries.at, start),
          lt(moneyEntries.at, end),
          ne(moneyEntries.kind, "allocation"),
        ),
      ),
    // The rooms of confirmed stays that include the night of `date`.
    db
      .select({ nightlyKes: bookingRooms.nightlyKes })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          lte(bookings.checkIn, date),
          gt(bookings.checkOut, date),
        ),
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(rooms)
      .where(isNull(rooms.retiredAt)),
  ]);
  return cashUp(
    date,
    entries.map((entry) => {
      const online = !BY_HAND.has(entry.source);
      return {
        kind: entry.direction === 1 ? ("payment" as const) : ("refund" as const),
        method: online ? ("online" as const) : entry.method,
        staff: online ? null : entry.staff,
        amountKes: entry.amountKes,
      };
    }),
    { nightlyKes: night.map((row) => row.nightlyKes), rooms: Number(roomCount?.n ?? 0) },
  );
}
