// A booking's rooms with the nights they were booked at (booking_nights), grouped into the lines
// guests and staff read (domain/rates.ts groupNights).
import { asc, eq, inArray } from "drizzle-orm";
import type { NightLine } from "../../domain/quote.ts";
import { groupNights, type NightGroup } from "../../domain/rates.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms } from "../db/schema/bookings.ts";
import { bookingNights } from "../db/schema/rates.ts";

export type RoomWithNights = typeof bookingRooms.$inferSelect & {
  nights: NightLine[];
  lines: NightGroup[];
};

/** The booking's rooms in order, each with its stored nights and their lines. */
export async function roomsWithNights(db: Db, bookingId: string): Promise<RoomWithNights[]> {
  const rooms = await db
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return withNights(db, rooms);
}

/** Rooms already read, with their stored nights. */
export async function withNights(
  db: Db,
  rooms: readonly (typeof bookingRooms.$inferSelect)[],
): Promise<RoomWithNights[]> {
  if (rooms.length === 0) return [];
  const nights = await db
    .select()
    .from(bookingNights)
    .where(
      inArray(
        bookingNights.bookingRoomId,
        rooms.map((room) => room.id),
      ),
    )
    .orderBy(asc(bookingNights.bookingRoomId), asc(bookingNights.night));
  return rooms.map((room) => {
    const own = nights
      .filter((night) => night.bookingRoomId === room.id)
      .map((night) => ({
        date: night.night,
        amountKes: night.amountKes,
        rule: night.rule,
        ruleSw: night.ruleSw,
      }));
    return { ...room, nights: own, lines: groupNights(own) };
  });
}
