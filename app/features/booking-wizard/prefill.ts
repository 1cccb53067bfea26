// The estimator's link into the wizard (spec: Room page): /book?guests={n}&checkIn={date}&
// checkOut={date}&room={type}, and our additions: &children={n} (how many of the guests are
// children, decision 029), the search's &boarding={boarding} and, for a party in more than one
// room of the type, &rooms={n}. Each value is taken only if it is valid on its own; the rest is
// ignored, never an error: a link may be old or typed by hand.
import { capacityMessage, type Party, type PriceTable } from "../../../domain/pricing.ts";
import {
  BOARDINGS,
  isRoomTypeKey,
  MAX_SEARCH_GUESTS,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { MAX_ROOMS_PER_STAY } from "../../../domain/booking-limits.ts";
import type { StayWindow } from "../../../domain/stay-dates.ts";
import { splitParty } from "../../../domain/search.ts";
import { countFromAddress, datesFromAddress } from "../../../domain/stay-address.ts";
import { changeRoom, DEFAULT_ROOM, type WizardState } from "./wizard-state.ts";

export type Prefill = {
  checkIn?: string;
  checkOut?: string;
  room?: Party & {
    type: RoomTypeKey;
    /** The boarding asked for, when it is one of ours (the table may still not offer it). */
    boarding?: Boarding;
    /**
     * The party of each further room of the same type (rooms={n}). Present when the link states its
     * rooms: then they are the wizard's rooms, and none kept from before stays (a two-room link
     * followed by a one-room one is one room). Absent (the estimator's link): the first room only.
     */
    more?: Party[];
  };
};

const PREFILL_KEYS = [
  "guests",
  "children",
  "checkIn",
  "checkOut",
  "room",
  "boarding",
  "rooms",
] as const;

/** True when the query carries any of the estimator's values (valid or not). */
export function hasPrefill(query: URLSearchParams): boolean {
  return PREFILL_KEYS.some((key) => query.has(key));
}

export function prefillFromQuery(query: URLSearchParams, window: StayWindow): Prefill {
  const prefill: Prefill = datesFromAddress(query, window);
  const room = query.get("room") ?? "";
  if (isRoomTypeKey(room)) {
    const { minGuests } = roomTypeOf(room);
    // guests counts the whole party, children among them (decision 029).
    const guests = countFromAddress(query, "guests", 1, MAX_SEARCH_GUESTS);
    const children =
      guests === undefined ? 0 : (countFromAddress(query, "children", 0, guests - 1) ?? 0);
    const party = { adults: (guests ?? 0) - children, children };
    const count = countFromAddress(query, "rooms", 1, MAX_ROOMS_PER_STAY) ?? 0;
    const shares = count >= 2 ? splitParty(party, count) : [];
    const fits = (share: Party) => capacityMessage(room, share) === undefined;
    if (shares.length > 1 && shares.every(fits)) {
      prefill.room = { type: room, ...shares[0]!, more: shares.slice(1) };
    } else {
      prefill.room = { type: room, ...(fits(party) ? party : { adults: minGuests, children: 0 }) };
      // A link that states its rooms (the search's) sets them all, even when it is one.
      if (count >= 1) prefill.room.more = [];
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
    const { type, adults, children, boarding = DEFAULT_ROOM.boarding, more } = prefill.room;
    // A boarding the table does not offer for the room gives way to one it does (changeRoom).
    const room = (party: Party) =>
      changeRoom({ ...DEFAULT_ROOM, type, ...party, boarding }, {}, prices);
    if (more) rooms = [{ adults, children }, ...more].map(room);
    else rooms[0] = room({ adults, children });
  }
  return { ...state, step: 1, details, rooms };
}
