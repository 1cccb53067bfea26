// The links into the wizard and the check-out rule of the date fields: light (no schema library),
// for pages that only link (Home's search bar, the search's results).
import type { Boarding, RoomTypeKey } from "../../../domain/rooms.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";

/**
 * The spec's link: /book?guests={n}&checkIn={date}&checkOut={date}&room={type}, where guests is
 * the whole party, with children={n} among them (decision 029), the boarding chosen and, from
 * the search, rooms={n}.
 */
export function bookHref(stay: {
  guests: number;
  children: number;
  checkIn: string;
  checkOut: string;
  roomType: RoomTypeKey;
  boarding?: Boarding;
  rooms?: number;
}): string {
  const query = new URLSearchParams({
    guests: String(stay.guests),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    room: stay.roomType,
    children: String(stay.children),
  });
  if (stay.boarding) query.set("boarding", stay.boarding);
  // The search states its rooms, one included: the wizard then holds exactly these (prefill.ts).
  if (stay.rooms) query.set("rooms", String(stay.rooms));
  return `/book?${query}`;
}

/** Keeps check-out after check-in: a new check-in on or after it moves it to the next day. */
export function checkOutAfter(checkIn: string, checkOut: string): string {
  return isCalendarDate(checkIn) && !(checkOut > checkIn) ? addDays(checkIn, 1) : checkOut;
}
