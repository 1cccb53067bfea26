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

/** Who stays in one room. Both count toward its capacity: children sleep in its beds too. */
export type Party = { adults: number; children: number };

/**
 * The adults a room is priced for (decision 029): children stay free, except that a room is never
 * priced for fewer guests than its minimum. One adult with a child in a Family Room (two at least)
 * pays the price of two; the spec's "Children count has no price effect" holds whenever the adults
 * alone fill the minimum.
 */
export function pricedAdults(roomType: RoomTypeKey, party: Party): number {
  const { minGuests } = roomTypeOf(roomType);
  return Math.max(party.adults, Math.min(minGuests, party.adults + party.children));
}

/**
 * Why a party cannot stay in one room of a type (the estimator's and the search's message), or
 * undefined when the table prices at least one boarding for it. The spec's guest-count messages
 * judge the whole party, adults and children.
 */
export function partyMessage(
  table: PriceTable,
  roomType: RoomTypeKey,
  party: Party,
): Said | undefined {
  const guests = party.adults + party.children;
  return (
    capacityMessage(roomType, party) ??
    (offeredBoardings(table, roomType, pricedAdults(roomType, party)).length === 0
      ? said.guestsNotAllowed(guests)
      : undefined)
  );
}

/**
 * Why a party is outside a room type's capacity, or undefined. Too few guests is the spec's
 * minimum message; enough guests but no adult among them is ours: a child never sleeps alone.
 */
export function capacityMessage(roomType: RoomTypeKey, party: Party): Said | undefined {
  const { minGuests, maxGuests } = roomTypeOf(roomType);
  const guests = party.adults + party.children;
  if (guests < minGuests) return said.belowMinimumGuests(minGuests);
  if (party.adults < 1) return said.adultNeeded();
  if (guests > maxGuests) return said.aboveMaximumGuests(maxGuests);
  return undefined;
}

/** The boardings priced for a party in one room of a type, in BOARDINGS order. */
export function partyBoardings(table: PriceTable, roomType: RoomTypeKey, party: Party): Boarding[] {
  return offeredBoardings(table, roomType, pricedAdults(roomType, party));
}

/** partyMessage for a party of adults only. */
export function guestsMessage(
  table: PriceTable,
  roomType: RoomTypeKey,
  guests: number,
): Said | undefined {
  return partyMessage(table, roomType, { adults: guests, children: 0 });
}
