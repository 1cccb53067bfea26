// The estimator's link into the wizard (spec: Room page): /book?guests={n}&checkIn={date}&
// checkOut={date}&room={type}, and the search's additions: &boarding={boarding} and, for a party
// in more than one room of the type, &rooms={n} (guests then counts the whole party). Each value is taken only if it is valid on its own; the rest is
// ignored, never an error: a link may be old or typed by hand.
import type { PriceTable } from "../../../domain/pricing.ts";
import {
  BOARDINGS,
  isRoomTypeKey,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { MAX_ROOMS_PER_STAY } from "../../../domain/booking-limits.ts";
import type { StayWindow } from "../../../domain/stay-dates.ts";
import { splitGuests } from "../../../domain/search.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";
import { changeRoom, DEFAULT_ROOM, type WizardState } from "./wizard-state.ts";

export type Prefill = {
  checkIn?: string;
  checkOut?: string;
  room?: {
    type: RoomTypeKey;
    adults: number;
    /** The boarding asked for, when it is one of ours (the table may still not offer it). */
    boarding?: Boarding;
    /**
     * Adults of each further room of the same type (rooms={n}). Present when the link states its
     * rooms: then they are the wizard's rooms, and none kept from before stays (a two-room link
     * followed by a one-room one is one room). Absent (the estimator's link): the first room only.
     */
    more?: number[];
  };
};

const PREFILL_KEYS = ["guests", "checkIn", "checkOut", "room", "boarding", "rooms"] as const;

/** True when the query carries any of the estimator's values (valid or not). */
export function hasPrefill(query: URLSearchParams): boolean {
  return PREFILL_KEYS.some((key) => query.has(key));
}

export function prefillFromQuery(query: URLSearchParams, window: StayWindow): Prefill {
  const prefill: Prefill = {};
  const lastNight = addDays(window.today, window.horizonDays - 1);
  const checkIn = query.get("checkIn") ?? "";
  if (isCalendarDate(checkIn) && checkIn >= window.today && checkIn <= lastNight) {
    prefill.checkIn = checkIn;
  }
  const checkOut = query.get("checkOut") ?? "";
  const earliestOut = addDays(prefill.checkIn ?? window.today, 1);
  if (
    isCalendarDate(checkOut) &&
    checkOut >= earliestOut &&
    checkOut <= addDays(window.today, window.horizonDays)
  ) {
    prefill.checkOut = checkOut;
  }
  const room = query.get("room") ?? "";
  if (isRoomTypeKey(room)) {
    const { minGuests, maxGuests } = roomTypeOf(room);
    const typed = query.get("guests") ?? "";
    const guests = /^\d{1,2}$/.test(typed) ? Number(typed) : NaN;
    const typedRooms = query.get("rooms") ?? "";
    const count = /^\d{1,2}$/.test(typedRooms) ? Number(typedRooms) : 0;
    const stated = count >= 1 && count <= MAX_ROOMS_PER_STAY;
    const shares = stated && count >= 2 ? splitGuests(guests, count) : [];
    const fits = (n: number) => n >= minGuests && n <= maxGuests;
    if (shares.length > 1 && shares.every(fits)) {
      prefill.room = { type: room, adults: shares[0]!, more: shares.slice(1) };
    } else {
      prefill.room = { type: room, adults: fits(guests) ? guests : minGuests };
      // A link that states its rooms (the search's) sets them all, even when it is one.
      if (stated) prefill.room.more = [];
    }
    const boarding = query.get("boarding") ?? "";
    if ((BOARDINGS as readonly string[]).includes(boarding)) {
      prefill.room.boarding = boarding as Boarding;
    }
  }
  return prefill;
}

/**
 * The state after following an estimator link: its dates, and its room as the first room. What
 * the guest typed before (name, phone...) stays; the wizard starts again at step 1.
 */
export function applyPrefill(
  state: WizardState,
  prefill: Prefill,
  prices: PriceTable,
): WizardState {
  const details = { ...state.details };
  if (prefill.checkIn) {
    details.checkIn = prefill.checkIn;
    // A check-out kept from before must still come after the new check-in.
    if (!prefill.checkOut && details.checkOut <= prefill.checkIn) details.checkOut = "";
  }
  if (prefill.checkOut) details.checkOut = prefill.checkOut;
  let rooms = [...state.rooms];
  if (prefill.room) {
    const { type, adults, boarding = DEFAULT_ROOM.boarding, more } = prefill.room;
    // A boarding the table does not offer for the room gives way to one it does (changeRoom).
    const room = (n: number) =>
      changeRoom({ ...DEFAULT_ROOM, type, adults: n, boarding }, {}, prices);
    if (more) rooms = [adults, ...more].map(room);
    else rooms[0] = room(adults);
  }
  return { ...state, step: 1, details, rooms };
}
