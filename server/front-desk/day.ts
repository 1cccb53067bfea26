// The front desk's day view (/admin/front-desk) and the dashboard's figures for today, in one
// read of a few queries: the bookings around the date with their rooms (numbers when assigned),
// their folio totals, the rooms free that night (the quote's availability) and the active rooms.
// domain/front-desk-day.ts sorts the bookings into arrivals, in house, departures, no-shows and
// overstays.
import { and, asc, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { motelDayBounds } from "../../domain/desk.ts";
import {
  notYetPaid,
  sortDay,
  stayState,
  type DayBooking,
  type DayBookingFacts,
  type FrontDeskDay,
} from "../../domain/front-desk-day.ts";
import { ROOM_TYPE_KEYS, type RoomTypeKey } from "../../domain/rooms.ts";
import { addDays, nightsBetween } from "../../domain/stay.ts";
import { roomsLeft } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { rooms } from "../db/schema/rooms.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";

type Money = Pick<DayBooking, "balanceKes" | "paidKes" | "chargedKes" | "notYetPaid">;
/** A booking as read: what the page shows (money still to add) and what the sorting reads. */
type Found = DayBookingFacts & { view: Omit<DayBooking, keyof Money> };

/** The day's bookings, rooms and money for `date` (motel-local), seen at `now`. */
export async function frontDeskDay(db: Db, date: string, now: Date): Promise<FrontDeskDay> {
  const [found, free, active] = await Promise.all([
    bookingsAround(db, date),
    roomsLeft(db, { checkIn: date, checkOut: addDays(date, 1) }, now),
    activeRoomsByType(db),
  ]);
  const totals = await folioTotalsFor(
    db,
    found.map((booking) => booking.view.id),
  );
  const lists = sortDay(found, date, now);
  const withMoney = (list: Found[]): DayBooking[] =>
    list.map(({ view }) => {
      const { balanceKes, paidKes, refundedKes, chargedKes } = totals.get(view.id) ?? NO_MONEY;
      return {
        ...view,
        balanceKes,
        paidKes,
        chargedKes,
        notYetPaid: notYetPaid({ paidKes, refundedKes, chargedKes }),
      };
    });
  const roomsFree = ROOM_TYPE_KEYS.map((type) => ({
    type,
    free: free[type] ?? 0,
    rooms: active.get(type) ?? 0,
  }));
  return {
    date,
    arrivals: withMoney(lists.arrivals),
    inHouse: withMoney(lists.inHouse),
    departures: withMoney(lists.departures),
    noShowCandidates: withMoney(lists.noShowCandidates),
    overstays: withMoney(lists.overstays),
    roomsFree,
    freeTotal: roomsFree.reduce((sum, type) => sum + type.free, 0),
    roomsTotal: roomsFree.reduce((sum, type) => sum + type.rooms, 0),
  };
}

const NO_MONEY = { balanceKes: 0, paidKes: 0, refundedKes: 0, chargedKes: 0 };

/**
 * Confirmed bookings whose stay touches the date (arriving, staying, leaving, or checked in and
 * not gone by the date's start: an overstay or its late departure): one row per booked room, its
 * number joined when assigned, folded into one booking each.
 */
async function bookingsAround(db: Db, date: string): Promise<Found[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      phone: bookings.phone,
      source: bookings.source,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
      arrivalCutoffAt: bookings.arrivalCutoffAt,
      roomType: bookingRooms.roomType,
      roomNumber: rooms.number,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .leftJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        lte(bookings.checkIn, date),
        or(
          gte(bookings.checkOut, date),
          and(
            isNotNull(bookings.checkedInAt),
            or(
              isNull(bookings.checkedOutAt),
              gte(bookings.checkedOutAt, motelDayBounds(date).start),
            ),
          ),
        ),
      ),
    )
    .orderBy(
      asc(bookings.checkIn),
      asc(bookings.createdAt),
      asc(bookings.id),
      asc(bookingRooms.id),
    );
  const byId = new Map<string, Found>();
  for (const row of rows) {
    let booking = byId.get(row.id);
    if (!booking) {
      booking = {
        status: row.status,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        checkedInAt: row.checkedInAt,
        checkedOutAt: row.checkedOutAt,
        arrivalCutoffAt: row.arrivalCutoffAt,
        view: {
          id: row.id,
          reference: row.reference,
          guestName: [row.firstName, row.lastName].filter(Boolean).join(" "),
          phone: row.phone,
          source: row.source,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          nights: nightsBetween(row.checkIn, row.checkOut),
          rooms: [],
          state: stayState(row, date),
          arrivalCutoffAt: row.arrivalCutoffAt?.toISOString() ?? null,
        },
      };
      byId.set(row.id, booking);
    }
    booking.view.rooms.push({
      type: row.roomType,
      number: row.roomNumber,
    });
  }
  return [...byId.values()];
}

/** Active (not retired) rooms of each type: what "of all rooms" counts. */
async function activeRoomsByType(db: Db): Promise<Map<RoomTypeKey, number>> {
  const rows = await db
    .select({ type: rooms.roomType, n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(isNull(rooms.retiredAt))
    .groupBy(rooms.roomType);
  return new Map(rows.map((row) => [row.type, row.n]));
}
