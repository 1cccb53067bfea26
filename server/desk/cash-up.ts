// The cash-up of one motel-local day: the money taken and given back that day (at the desk, by
// method and by staff member; online payments as a line of their own) and that night's rooms
// sold, read from the database; domain/cash-up.ts does the sums.
import { and, eq, gt, gte, isNull, lt, lte, sql } from "drizzle-orm";
import { cashUp, type CashUp } from "../../domain/cash-up.ts";
import { motelDayBounds } from "../../domain/desk.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings, folioPayments, paymentAttempts } from "../db/schema/bookings.ts";
import { rooms } from "../db/schema/rooms.ts";
import { staffUsers } from "../db/schema/staff.ts";

export async function cashUpFor(db: Db, date: string): Promise<CashUp> {
  const { start, end } = motelDayBounds(date);
  const [desk, online, night, [roomCount]] = await Promise.all([
    db
      .select({
        kind: folioPayments.kind,
        method: folioPayments.method,
        staff: staffUsers.name,
        amountKes: folioPayments.amountKes,
      })
      .from(folioPayments)
      .leftJoin(staffUsers, eq(folioPayments.staffId, staffUsers.id))
      .where(and(gte(folioPayments.at, start), lt(folioPayments.at, end))),
    db
      .select({
        amountKes: sql<number>`coalesce(${paymentAttempts.paidKes}, ${paymentAttempts.amountKes})`,
      })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, "succeeded"),
          gte(paymentAttempts.completedAt, start),
          lt(paymentAttempts.completedAt, end),
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
    [
      ...desk,
      ...online.map((row) => ({
        kind: "payment" as const,
        method: "online" as const,
        staff: null,
        amountKes: Number(row.amountKes),
      })),
    ],
    { nightlyKes: night.map((row) => row.nightlyKes), rooms: Number(roomCount?.n ?? 0) },
  );
}
