// Rooms left on a night = the type's rooms open that night (active, not out of order) minus the
// rooms bookings take that night; over a stay, the fewest left on any of its nights.
import { said, type Said } from "./said.ts";
import type { RoomTypeKey } from "./rooms.ts";
import { addDays, nightsBetween } from "./stay.ts";

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

export type Shortage = { roomType: RoomTypeKey; roomsLeft: number; message: Said };

/** The first room type asked for more often than it has rooms left, with the message to show. */
export function firstShortage(
  rooms: readonly { type: RoomTypeKey }[],
  left: Partial<Record<RoomTypeKey, number>>,
): Shortage | undefined {
  for (const type of new Set(rooms.map((room) => room.type))) {
    const wanted = rooms.filter((room) => room.type === type).length;
    const roomsLeft = left[type] ?? 0;
    if (wanted > roomsLeft) {
      const message = roomsLeft === 0 ? said.soldOut(type) : said.fewerLeft(type, roomsLeft);
      return { roomType: type, roomsLeft, message };
    }
  }
  return undefined;
}

/** A physical room as availability sees it: retired rooms never count. */
export type CountedRoom = { id: number; retired: boolean };

/** A room out of order from the night of startDate up to (not including) the night of endDate. */
export type ClosedNights = { roomId: number; startDate: string; endDate: string };

/**
 * Rooms that can be sold on a night: the active rooms, less those out of order that night. A
 * room closed twice that night (overlapping closures) counts once; a retired room's closure
 * changes nothing.
 */
export function roomsOpenOnNight(
  rooms: readonly CountedRoom[],
  closures: readonly ClosedNights[],
  night: string,
): number {
  const closed = new Set(
    closures
      .filter((closure) => closure.startDate <= night && night < closure.endDate)
      .map((closure) => closure.roomId),
  );
  return rooms.filter((room) => !room.retired && !closed.has(room.id)).length;
}

/** Rooms taken on one night: stays from that night or before that leave after it. */
export function takenOnNight(taken: readonly TakenRoom[], night: string): number {
  return taken.filter((room) => room.checkIn <= night && night < room.checkOut).length;
}

/** The nights of a stay: checkIn up to the night before checkOut. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(nightsBetween(checkIn, checkOut), 0) }, (_, i) =>
    addDays(checkIn, i),
  );
}

export type NightCount = { night: string; open: number; taken: number };

/** Per night of the range: rooms open and rooms taken (one type's rooms, closures, bookings). */
export function nightlyCounts(
  rooms: readonly CountedRoom[],
  closures: readonly ClosedNights[],
  taken: readonly TakenRoom[],
  checkIn: string,
  checkOut: string,
): NightCount[] {
  return stayNights(checkIn, checkOut).map((night) => ({
    night,
    open: roomsOpenOnNight(rooms, closures, night),
    taken: takenOnNight(taken, night),
  }));
}

/**
 * Rooms of a type left for a whole stay: the fewest free on any of its nights (never below 0:
 * a room taken out of order over bookings leaves nothing, not a debt).
 */
export function roomsLeftForStay(
  rooms: readonly CountedRoom[],
  closures: readonly ClosedNights[],
  taken: readonly TakenRoom[],
  checkIn: string,
  checkOut: string,
): number {
  const counts = nightlyCounts(rooms, closures, taken, checkIn, checkOut);
  if (counts.length === 0) return roomsOpenOnNight(rooms, closures, checkIn);
  return Math.max(Math.min(...counts.map((count) => count.open - count.taken)), 0);
}

/** The nights on which bookings hold more rooms than are open, with how many rooms short. */
export function overbookedNights(
  rooms: readonly CountedRoom[],
  closures: readonly ClosedNights[],
  taken: readonly TakenRoom[],
  checkIn: string,
  checkOut: string,
): { night: string; short: number }[] {
  return nightlyCounts(rooms, closures, taken, checkIn, checkOut)
    .filter((count) => count.taken > count.open)
    .map((count) => ({ night: count.night, short: count.taken - count.open }));
}
