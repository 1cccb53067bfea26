// The dates-first search (/accommodation?checkIn=…&checkOut=…&adults=…&children=…): for every
// room type, the stay's total for that party, the rooms left, the boardings offered, why a type cannot
// take them (and two rooms instead), and for a sold-out type the nearest free dates. Pure: the
// server passes in the prices (its quote's own pricing) and the nightly counts it read.
import { said, type Said } from "./said.ts";
import { partyBoardings, partyMessage, type Party, type PriceTable } from "./pricing.ts";
import type { PricedStay, RoomRequest } from "./quote.ts";
import { type Boarding, type RoomTypeDefinition, type RoomTypeKey } from "./rooms.ts";
import type { StayWindow } from "./schemas/quote.ts";
import { stayNights } from "./availability.ts";
import { addDays, nightsBetween } from "./stay.ts";

export { MAX_SEARCH_GUESTS } from "./rooms.ts";
/** "2 left" is shown when this many rooms or fewer are left. */
export const FEW_ROOMS_LEFT = 3;
/** How far either side of the dates a sold-out type looks for free ones. */
export const NEARBY_DAYS = 7;

/** The dates and the party (adults and children) searched for. */
export type SearchQuery = { checkIn: string; checkOut: string } & Party;

/** Everyone in the party: what the capacity messages and "3 guests fit in two rooms" count. */
export function partySize(party: Party): number {
  return party.adults + party.children;
}

/** Rooms open and taken of one type on each night of a range (server nightlyOccupancy). */
export type TypeNights = {
  nights: readonly string[];
  open: readonly number[];
  taken: readonly number[];
};

/** Rooms of the type left for every night of the stay (availability's rule: the fewest, never below 0). */
export function leftForStay(counts: TypeNights, checkIn: string, checkOut: string): number {
  const wanted = new Set(stayNights(checkIn, checkOut));
  const free = counts.nights.flatMap((night, i) =>
    wanted.has(night) ? [counts.open[i]! - counts.taken[i]!] : [],
  );
  if (free.length !== wanted.size) return 0;
  return Math.max(Math.min(...free), 0);
}

/** Prices rooms for the stay: the quote's own pricing, passed in by the server. */
export type PriceRooms = (rooms: readonly RoomRequest[]) => PricedStay;

export type BoardingOffer = { boarding: Boarding; totalKes: number; nightlyKes: number };

export type OtherDates = { checkIn: string; checkOut: string };

export type TypeResult = {
  type: RoomTypeKey;
  name: string;
  /** Rooms of the type this party needs: 1, or 2 when one room cannot take them all. */
  rooms: number;
  /** Who sleeps in each of those rooms. */
  parties: Party[];
  /** Rooms of the type left for the whole stay. */
  left: number;
  /** Few are left, worth telling ("2 left"); plenty is not news. */
  fewLeft: boolean;
  /** The boardings offered for these guests, cheapest first, each with the stay's total. */
  offers: BoardingOffer[];
  /** Why one room of the type cannot take the guests (then offers are for two rooms, if any). */
  reason: Said | null;
  /** "3 guests fit in two of these rooms." when two rooms are offered instead. */
  twoRooms: Said | null;
  /** Not enough rooms left: what to say, and the nearest free dates before and after, if any. */
  soldOut: {
    message: Said;
    /** Leads the other dates, or says there are none (then WhatsApp). */
    hint: Said;
    earlier: OtherDates | null;
    later: OtherDates | null;
  } | null;
};

export type SearchResult = { query: SearchQuery; nights: number; types: TypeResult[] };

/** How the guests split over `rooms` rooms: as evenly as can be, the larger share first. */
export function splitGuests(guests: number, rooms: number): number[] {
  return Array.from(
    { length: rooms },
    (_, i) => Math.floor(guests / rooms) + (i < guests % rooms ? 1 : 0),
  );
}

/**
 * A party over `rooms` rooms: the adults as evenly as can be (the larger share first), the
 * children the other way round, so that each room holds about as many; every room has an adult.
 * Empty when there are fewer adults than rooms.
 */
export function splitParty(party: Party, rooms: number): Party[] {
  if (party.adults < rooms) return [];
  const adults = splitGuests(party.adults, rooms);
  const children = splitGuests(party.children, rooms).reverse();
  return adults.map((n, i) => ({ adults: n, children: children[i]! }));
}

/** The party per room for one type: one room if it takes them, else two if two do, else none. */
function roomsFor(table: PriceTable, type: RoomTypeDefinition, party: Party) {
  const reason = partyMessage(table, type.key, party) ?? null;
  if (reason === null) return { reason, parties: [party] };
  const two = splitParty(party, 2);
  const twoFit =
    two.length === 2 &&
    partySize(party) > type.maxGuests &&
    two.every((room) => partyMessage(table, type.key, room) === undefined);
  return { reason, parties: twoFit ? two : [] };
}

export function searchStays(input: {
  query: SearchQuery;
  types: readonly RoomTypeDefinition[];
  table: PriceTable;
  price: PriceRooms;
  /** Why the stay rules refuse these dates for a type (then it offers nothing), or null. */
  refusal?: (type: RoomTypeKey) => Said | null;
  /** Nightly counts per type over at least the stay and NEARBY_DAYS either side (within bounds). */
  occupancy: Partial<Record<RoomTypeKey, TypeNights>>;
  window: StayWindow;
}): SearchResult {
  const { query, types, table, price, refusal, occupancy, window } = input;
  const nights = nightsBetween(query.checkIn, query.checkOut);
  const results = types.map((type): TypeResult => {
    const refused = refusal?.(type.key) ?? null;
    const fit = roomsFor(table, type, query);
    const { reason, parties } = refused === null ? fit : { reason: refused, parties: [] };
    const counts = occupancy[type.key] ?? { nights: [], open: [], taken: [] };
    const left = leftForStay(counts, query.checkIn, query.checkOut);
    const boardings =
      parties.length === 0
        ? []
        : common(parties.map((party) => partyBoardings(table, type.key, party)));
    const offers = boardings.flatMap((boarding) => {
      const stay = price(parties.map((party) => ({ type: type.key, ...party, boarding })));
      if (stay.message !== null) return [];
      return [
        { boarding, totalKes: stay.totalKes, nightlyKes: Math.round(stay.totalKes / nights) },
      ];
    });
    offers.sort((a, b) => a.totalKes - b.totalKes);
    const needed = Math.max(parties.length, 1);
    const soldOut =
      offers.length > 0 && left < needed ? otherDates(counts, query, needed, window) : null;
    return {
      type: type.key,
      name: type.name,
      rooms: parties.length,
      parties,
      left,
      fewLeft: isFewLeft(left),
      offers,
      reason,
      twoRooms:
        reason !== null && parties.length === 2 ? said.searchTwoRooms(partySize(query)) : null,
      soldOut,
    };
  });
  return { query, nights, types: results };
}

/** A sold-out type: the nearest free stays of the same length before and after, and what to say. */
function otherDates(
  counts: TypeNights,
  query: SearchQuery,
  needed: number,
  window: StayWindow,
): NonNullable<TypeResult["soldOut"]> {
  const earlier = nearestFree(counts, query, needed, -1, window);
  const later = nearestFree(counts, query, needed, 1, window);
  const hint = earlier || later ? said.searchOtherDates() : said.searchNoOtherDates();
  return { message: said.searchSoldOut(), hint, earlier, later };
}

/** The boardings every room offers, in BOARDINGS order. */
function common(lists: Boarding[][]): Boarding[] {
  const [first = [], ...rest] = lists;
  return first.filter((boarding) => rest.every((list) => list.includes(boarding)));
}

/** The same length of stay moved 1 to NEARBY_DAYS days one way, first one with rooms enough. */
function nearestFree(
  counts: TypeNights,
  { checkIn, checkOut }: SearchQuery,
  needed: number,
  direction: 1 | -1,
  window: StayWindow,
): OtherDates | null {
  const lastDate = addDays(window.today, window.horizonDays);
  for (let days = 1; days <= NEARBY_DAYS; days++) {
    const moved = {
      checkIn: addDays(checkIn, days * direction),
      checkOut: addDays(checkOut, days * direction),
    };
    if (moved.checkIn < window.today || moved.checkOut > lastDate) return null;
    if (leftForStay(counts, moved.checkIn, moved.checkOut) >= needed) return moved;
  }
  return null;
}

/** The range of nights the search reads: the stay and NEARBY_DAYS either side, within bounds. */
export function searchRange(query: SearchQuery, window: StayWindow): OtherDates {
  const before = addDays(query.checkIn, -NEARBY_DAYS);
  const after = addDays(query.checkOut, NEARBY_DAYS);
  const lastDate = addDays(window.today, window.horizonDays);
  return {
    checkIn: before < window.today ? window.today : before,
    checkOut: after > lastDate ? lastDate : after,
  };
}

/** Whether so few are left that the result says how many ("2 left"). */
export function isFewLeft(left: number): boolean {
  return left > 0 && left <= FEW_ROOMS_LEFT;
}
