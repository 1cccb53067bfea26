// Pricing a stay: one rule for the estimator in the browser and the quote and booking on the
// server. Amounts are whole KES.
import { messages } from "./messages.ts";
import { guestsMessage, nightlyPrice, type PriceTable } from "./pricing.ts";
import { BOARDING_LABELS, type Boarding, type RoomTypeKey } from "./rooms.ts";

export type RoomRequest = {
  type: RoomTypeKey;
  adults: number;
  /** Children stay free: no effect on the price (spec, room step). */
  children: number;
  boarding: Boarding;
};

/** A room with its nightly price, or the message saying why it has none. */
export type PricedRoom = RoomRequest &
  ({ nightlyKes: number; message: null } | { nightlyKes: null; message: string });

export type PricedStay = {
  rooms: PricedRoom[];
  nights: number;
  /** Per-night subtotal across the rooms; 0 while any room has a message. */
  subtotalKes: number;
  /** subtotal x nights. */
  totalKes: number;
  /** The first room's message, if any. */
  message: string | null;
};

export function priceRoom(table: PriceTable, room: RoomRequest): PricedRoom {
  const nightlyKes = nightlyPrice(table, room.type, room.adults, room.boarding);
  if (nightlyKes !== undefined) return { ...room, nightlyKes, message: null };
  const message =
    guestsMessage(table, room.type, room.adults) ??
    messages.boardingNotOffered(BOARDING_LABELS[room.boarding], room.adults);
  return { ...room, nightlyKes: null, message };
}

export function priceStay(
  table: PriceTable,
  rooms: readonly RoomRequest[],
  nights: number,
): PricedStay {
  const priced = rooms.map((room) => priceRoom(table, room));
  const message = priced.find((room) => room.message !== null)?.message ?? null;
  const subtotalKes =
    message === null ? priced.reduce((sum, room) => sum + (room.nightlyKes ?? 0), 0) : 0;
  return {
    rooms: priced,
    nights,
    subtotalKes,
    totalKes: subtotalKes * Math.max(nights, 0),
    message,
  };
}
