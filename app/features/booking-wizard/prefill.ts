// The estimator's link into the wizard (spec: Room page): /book?guests={n}&checkIn={date}&
// checkOut={date}&room={type}. Each value is taken only if it is valid on its own; the rest is
// ignored, never an error: a link may be old or typed by hand.
import type { PriceTable } from "../../../domain/pricing.ts";
import { isRoomTypeKey, roomTypeOf, type RoomTypeKey } from "../../../domain/rooms.ts";
import type { StayWindow } from "../../../domain/schemas/quote.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";
import { changeRoom, DEFAULT_ROOM, type WizardState } from "./wizard-state.ts";

export type Prefill = {
  checkIn?: string;
  checkOut?: string;
  room?: { type: RoomTypeKey; adults: number };
};

const PREFILL_KEYS = ["guests", "checkIn", "checkOut", "room"] as const;

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
    const adults = guests >= minGuests && guests <= maxGuests ? guests : minGuests;
    prefill.room = { type: room, adults };
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
  const rooms = [...state.rooms];
  if (prefill.room) {
    rooms[0] = changeRoom(
      { ...DEFAULT_ROOM, type: prefill.room.type, adults: prefill.room.adults },
      {},
      prices,
    );
  }
  return { ...state, step: 1, details, rooms };
}
