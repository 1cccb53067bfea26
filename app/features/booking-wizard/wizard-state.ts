// The booking wizard's state (spec: /book) and every change to it, as a pure reducer: what the
// guest typed and chose, the step, the payment tab and number, and the booking made from it.
import type { BookingView } from "../../../domain/booking-view.ts";
import {
  capacityMessage,
  nightlyPrice,
  partyBoardings,
  pricedAdults,
  type PriceTable,
} from "../../../domain/pricing.ts";
import { roomTypeOf, type Boarding, type RoomTypeKey } from "../../../domain/rooms.ts";
import { MAX_ROOMS_PER_STAY } from "../../../domain/booking-limits.ts";
import type { TextChoiceField } from "../../../domain/channel-texts.ts";
import { nineDigits } from "../../../domain/phone.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";

export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];

/** Step 1, as typed (the shared schema checks it on Next). */
export type GuestFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  idNumber: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  specialRequests: string;
  /** The promotion code applied on step 2 ("" for none): the server checks it, never trusts it. */
  promotionCode: string;
  /** Texts about the booking: "yes", "no", or "" for the default (SMS for a Kenyan mobile). */
  textBySms: TextChoiceField;
  textByWhatsapp: TextChoiceField;
};
export type GuestField = keyof GuestFields;

export type RoomChoice = {
  type: RoomTypeKey;
  adults: number;
  children: number;
  boarding: Boarding;
};

export type PaymentTab = "mpesa" | "card";

/** The booking made on Make Payment, and the details it was made from (see fingerprint). */
export type HeldBooking = { id: string; fingerprint: string };

export type WizardState = {
  step: Step;
  details: GuestFields;
  rooms: RoomChoice[];
  tab: PaymentTab;
  /** The 9 digits after +254, as typed. */
  mpesaPhone: string;
  booking: HeldBooking | null;
};

/** spec section 3: a new room is standard, 1 adult, 0 children, bed & breakfast. */
export const DEFAULT_ROOM: RoomChoice = {
  type: "standard",
  adults: 1,
  children: 0,
  boarding: "bed_breakfast",
};

export const EMPTY_DETAILS: GuestFields = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  idNumber: "",
  checkIn: "",
  checkOut: "",
  checkInTime: "",
  specialRequests: "",
  promotionCode: "",
  textBySms: "",
  textByWhatsapp: "",
};

export function initialState(): WizardState {
  return {
    step: 1,
    details: EMPTY_DETAILS,
    rooms: [DEFAULT_ROOM],
    tab: "mpesa",
    mpesaPhone: "",
    booking: null,
  };
}

/**
 * A fresh start from a booking the server showed (a card return in another tab or browser, where
 * nothing was kept): its dates, time, email and rooms. Phone and ID number are never in a
 * view, so the guest types them (and the names) again.
 */
export function stateFromView(view: BookingView): WizardState {
  const state = initialState();
  return {
    ...state,
    details: {
      ...state.details,
      email: view.email ?? "",
      checkIn: view.checkIn,
      checkOut: view.checkOut,
      checkInTime: view.checkInTime ?? "",
    },
    rooms: view.rooms.map(({ type, adults, children, boarding }) => ({
      type,
      adults,
      children,
      boarding,
    })),
    ...(state.details.promotionCode ? { promotionCode: state.details.promotionCode } : {}),
  };
}

export type WizardAction =
  | { type: "field"; name: GuestField; value: string }
  | { type: "room"; index: number; change: Partial<RoomChoice>; prices: PriceTable }
  | { type: "addRoom" }
  | { type: "removeRoom"; index: number }
  | { type: "step"; step: Step }
  | { type: "tab"; tab: PaymentTab }
  | { type: "mpesaPhone"; value: string }
  | { type: "booking"; booking: HeldBooking | null }
  | { type: "replace"; state: WizardState };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "field": {
      const details = { ...state.details, [action.name]: action.value };
      // A check-in on or after the chosen check-out moves it to the next day.
      if (
        action.name === "checkIn" &&
        details.checkOut !== "" &&
        details.checkOut <= action.value
      ) {
        if (isCalendarDate(action.value)) details.checkOut = addDays(action.value, 1);
      }
      return { ...state, details };
    }
    case "room": {
      const rooms = state.rooms.map((room, i) =>
        i === action.index ? changeRoom(room, action.change, action.prices) : room,
      );
      return { ...state, rooms };
    }
    case "addRoom":
      if (state.rooms.length >= MAX_ROOMS_PER_STAY) return state;
      return { ...state, rooms: [...state.rooms, DEFAULT_ROOM] };
    case "removeRoom":
      // spec: a room can be removed only while more than one exists.
      if (state.rooms.length <= 1) return state;
      return { ...state, rooms: state.rooms.filter((_, i) => i !== action.index) };
    case "step": {
      // The M-Pesa number starts as the step-1 phone when that is a Kenyan mobile.
      const mpesaPhone =
        action.step === 3 && state.mpesaPhone === ""
          ? (nineDigits(state.details.phone) ?? "")
          : state.mpesaPhone;
      return { ...state, step: action.step, mpesaPhone };
    }
    case "tab":
      return { ...state, tab: action.tab };
    case "mpesaPhone":
      return { ...state, mpesaPhone: action.value };
    case "booking":
      return { ...state, booking: action.booking };
    case "replace":
      return action.state;
  }
}

/**
 * A room after a change. A new type keeps the adults within its capacity and starts at bed &
 * breakfast (as the room page does); a boarding the table does not offer for the new type and
 * adults gives way to the first one it does. Unpriced adults stay as chosen: the room's message
 * says so.
 */
export function changeRoom(room: RoomChoice, change: Partial<RoomChoice>, prices: PriceTable) {
  const next = { ...room, ...change };
  if (change.type !== undefined && change.type !== room.type) {
    const { minGuests, maxGuests } = roomTypeOf(next.type);
    next.adults = Math.min(Math.max(next.adults, minGuests), maxGuests);
    if (change.boarding === undefined) next.boarding = "bed_breakfast";
  }
  const offered = partyBoardings(prices, next.type, next);
  if (offered.length > 0 && !offered.includes(next.boarding)) next.boarding = offered[0]!;
  return next;
}

/** The boardings a room's selector lists: those priced for it, or all when none is. */
export function boardingChoices(prices: PriceTable, room: RoomChoice): Boarding[] | undefined {
  const offered = partyBoardings(prices, room.type, room);
  return offered.length > 0 ? offered : undefined;
}

/** A room's nightly price in the page's table, or undefined: then the room has a message. */
export function roomNightly(prices: PriceTable, room: RoomChoice): number | undefined {
  if (capacityMessage(room.type, room) !== undefined) return undefined;
  return nightlyPrice(prices, room.type, pricedAdults(room.type, room), room.boarding);
}

/** The stay and rooms, as /api/quote and /api/bookings take them. */
export function stayRequest(state: Pick<WizardState, "details" | "rooms">) {
  return {
    checkIn: state.details.checkIn,
    checkOut: state.details.checkOut,
    rooms: state.rooms.map(({ type, adults, children, boarding }) => ({
      type,
      adults,
      children,
      boarding,
    })),
    ...(state.details.promotionCode ? { promotionCode: state.details.promotionCode } : {}),
  };
}

/** The body of POST /api/bookings. */
export function bookingRequest(state: Pick<WizardState, "details" | "rooms">) {
  return { ...state.details, ...stayRequest(state) };
}

/**
 * A short digest of everything a booking is made from: a held booking is reused for another
 * payment try only while this is unchanged.
 */
export function fingerprint(state: Pick<WizardState, "details" | "rooms">): string {
  const text = JSON.stringify(bookingRequest(state));
  // FNV-1a, twice with different seeds: not for secrecy, only to tell two requests apart.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
