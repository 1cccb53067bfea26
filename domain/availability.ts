// Rooms left = inventory minus the rooms taken on the busiest night of the stay.
import { messages } from "./messages.ts";
import { roomTypeOf, type RoomTypeKey } from "./rooms.ts";

/** One room taken from the night of checkIn up to (not including) the night of checkOut. */
export type TakenRoom = { checkIn: string; checkOut: string };

/** The most rooms taken on any single night from checkIn to the night before checkOut. */
export function busiestNight(
  taken: readonly TakenRoom[],
  checkIn: string,
  checkOut: string,
): number {
  const changes: [date: string, delta: number][] = [];
  for (const room of taken) {
    // Only the nights inside the stay matter; YYYY-MM-DD strings compare like dates.
    const from = room.checkIn > checkIn ? room.checkIn : checkIn;
    const to = room.checkOut < checkOut ? room.checkOut : checkOut;
    if (from < to) changes.push([from, 1], [to, -1]);
  }
  // A room left on a morning is free for an arrival that evening: releases sort first.
  changes.sort(([a, da], [b, db]) => (a < b ? -1 : a > b ? 1 : da - db));
  let current = 0;
  let busiest = 0;
  for (const [, delta] of changes) {
    current += delta;
    busiest = Math.max(busiest, current);
  }
  return busiest;
}

export type Shortage = { roomType: RoomTypeKey; roomsLeft: number; message: string };

/** The first room type asked for more often than it has rooms left, with the message to show. */
export function firstShortage(
  rooms: readonly { type: RoomTypeKey }[],
  left: Partial<Record<RoomTypeKey, number>>,
): Shortage | undefined {
  for (const type of new Set(rooms.map((room) => room.type))) {
    const wanted = rooms.filter((room) => room.type === type).length;
    const roomsLeft = left[type] ?? 0;
    if (wanted > roomsLeft) {
      const { name } = roomTypeOf(type);
      const message =
        roomsLeft === 0 ? messages.soldOut(name) : messages.fewerLeft(name, roomsLeft);
      return { roomType: type, roomsLeft, message };
    }
  }
  return undefined;
}
