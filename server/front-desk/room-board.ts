// The room board: every active room with its state on a night, its housekeeping and the guest in
// it. Two queries whatever the number of rooms (the rooms with an out-of-order flag, the guests in
// house), shared by /admin/rooms and the front desk's day view.
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { roomStateOn, type BoardRoom } from "../../domain/room-board.ts";

export type { BoardBooking, BoardRoom } from "../../domain/room-board.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { roomClosures, rooms, roomTypes } from "../db/schema/rooms.ts";
import { inHouse } from "../bookings/in-house.ts";

/** Each room a guest in house is in, with the booking (for the board and the desk's rules). */
export function guestsInHouse(db: Db) {
  return db
    .select({
      roomId: sql<number>`${bookingRooms.roomId}`,
      bookingRoomId: bookingRooms.id,
      id: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      checkOut: bookings.checkOut,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
    .where(and(isNotNull(bookingRooms.roomId), inHouse));
}

export const guestName = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim();

/**
 * Every active room, in the board's order (type, then the room's own order, then number), with
 * its state on the night of `date` (motel-local YYYY-MM-DD) and the booking of the guest in it.
 * `now` is accepted for the day view's callers, who pass the request's clock: the state depends
 * only on the night and who is in house.
 */
export async function roomBoard(db: Db, date: string, now: Date): Promise<BoardRoom[]> {
  void now; // the signature the day view calls with; the state needs only the night
  const [roomRows, guests] = await Promise.all([
    db
      .select({
        id: rooms.id,
        number: rooms.number,
        roomType: rooms.roomType,
        housekeeping: rooms.housekeeping,
        outOfOrder: sql<boolean>`exists (
          select 1 from ${roomClosures}
          where ${roomClosures.roomId} = ${rooms.id} and ${roomClosures.cancelledAt} is null
            and ${roomClosures.startDate} <= ${date} and ${roomClosures.endDate} > ${date})`,
      })
      .from(rooms)
      .innerJoin(roomTypes, eq(rooms.roomType, roomTypes.key))
      .where(isNull(rooms.retiredAt))
      .orderBy(asc(roomTypes.sortOrder), asc(rooms.sortOrder), asc(rooms.number)),
    guestsInHouse(db),
  ]);
  const byRoom = new Map(guests.map((guest) => [guest.roomId, guest]));
  return roomRows.map(({ outOfOrder, ...room }) => {
    const guest = byRoom.get(room.id);
    return {
      ...room,
      state: roomStateOn({ outOfOrder: Boolean(outOfOrder), guest }, date),
      booking: guest
        ? {
            id: guest.id,
            reference: guest.reference ?? "",
            guest: guestName(guest),
            checkOut: guest.checkOut,
          }
        : null,
    };
  });
}

export type ClosureRow = {
  id: number;
  roomId: number;
  startDate: string;
  endDate: string;
  reason: string;
};

/** Out-of-order periods not cancelled that are not over by `today`: the rooms page lists them. */
export function currentClosures(db: Db, today: string): Promise<ClosureRow[]> {
  return db
    .select({
      id: roomClosures.id,
      roomId: roomClosures.roomId,
      startDate: roomClosures.startDate,
      endDate: roomClosures.endDate,
      reason: roomClosures.reason,
    })
    .from(roomClosures)
    .where(and(isNull(roomClosures.cancelledAt), gt(roomClosures.endDate, today)))
    .orderBy(asc(roomClosures.startDate), asc(roomClosures.id));
}
