import { said, type Said } from "./said.ts";
import {
  BOARDINGS,
  guestKeyFor,
  roomTypeOf,
  type Boarding,
  type GuestKey,
  type RoomTypeKey,
} from "./rooms.ts";

/** Integer KES per night, by room type, then guest-count key, then boarding. Missing = not offered. */
export type PriceTable = Partial<
  Record<RoomTypeKey, Partial<Record<GuestKey, Partial<Record<Boarding, number>>>>>
>;

export type PriceRow = {
  roomType: RoomTypeKey;
  guests: GuestKey;
  boarding: Boarding;
  amountKes: number;
};

export function priceTableFromRows(rows: readonly PriceRow[]): PriceTable {
  const table: PriceTable = {};
  for (const { roomType, guests, boarding, amountKes } of rows) {
    const byGuests = (table[roomType] ??= {});
    const byBoarding = (byGuests[guests] ??= {});
    byBoarding[boarding] = amountKes;
  }
  return table;
}

/** The lowest nightly price offered for a room type: the "from" price on cards. */
export function fromPrice(table: PriceTable, roomType: RoomTypeKey): number | undefined {
  const amounts = Object.values(table[roomType] ?? {}).flatMap((byBoarding) =>
    Object.values(byBoarding ?? {}),
  );
  return amounts.length > 0 ? Math.min(...amounts) : undefined;
}

/** The highest nightly price of a room type in the table (the top of the price range). */
export function topPrice(table: PriceTable, roomType: RoomTypeKey): number | undefined {
  const amounts = Object.values(table[roomType] ?? {}).flatMap((byBoarding) =>
    Object.values(byBoarding ?? {}),
  );
  return amounts.length > 0 ? Math.max(...amounts) : undefined;
}

/** The nightly price of one room; undefined when the table has none: then it is not offered. */
export function nightlyPrice(
  table: PriceTable,
  roomType: RoomTypeKey,
  adults: number,
  boarding: Boarding,
): number | undefined {
  const guests = guestKeyFor(adults);
  return guests ? table[roomType]?.[guests]?.[boarding] : undefined;
}

/** The boardings priced for a room type and number of adults, in BOARDINGS order. */
export function offeredBoardings(
  table: PriceTable,
  roomType: RoomTypeKey,
  adults: number,
): Boarding[] {
  return BOARDINGS.filter(
    (boarding) => nightlyPrice(table, roomType, adults, boarding) !== undefined,
  );
}

/**
 * Why a number of guests cannot stay in one room of a type (the estimator's message), or
 * undefined when the table prices at least one boarding for them.
 */
export function guestsMessage(
  table: PriceTable,
  roomType: RoomTypeKey,
  guests: number,
): Said | undefined {
  const { minGuests, maxGuests } = roomTypeOf(roomType);
  if (guests < minGuests) return said.belowMinimumGuests(minGuests);
  if (guests > maxGuests) return said.aboveMaximumGuests(maxGuests);
  if (offeredBoardings(table, roomType, guests).length === 0) {
    return said.guestsNotAllowed(guests);
  }
  return undefined;
}
