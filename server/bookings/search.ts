// The dates-first search: every room type priced for the stay with the quote's own pricing
// (priceStay on the price table, as quoteStay does) and rooms left counted as roomsLeft counts
// them, read once for the stay and a week either side (domain/search.ts finds free dates there).
// Pricing changes (per-night rates, taxes, promotions) belong in this one call of priceStay.
import { priceStay } from "../../domain/quote.ts";
import type { StayWindow } from "../../domain/schemas/quote.ts";
import {
  searchRange,
  searchStays,
  type SearchQuery,
  type SearchResult,
} from "../../domain/search.ts";
import { ROOM_TYPE_KEYS, ROOM_TYPES } from "../../domain/rooms.ts";
import { nightsBetween } from "../../domain/stay.ts";
import type { Db } from "../db/client.ts";
import { loadPriceTable } from "../rooms/catalog.ts";
import { nightlyOccupancy } from "./availability.ts";

/** Searches a valid query (domain/schemas/search.ts parseSearch); reads only, holds nothing. */
export async function searchRooms(
  db: Db,
  query: SearchQuery,
  window: StayWindow,
  now: Date,
): Promise<SearchResult> {
  const [table, counts] = await Promise.all([
    loadPriceTable(db),
    nightlyOccupancy(db, searchRange(query, window), now),
  ]);
  const nights = nightsBetween(query.checkIn, query.checkOut);
  const occupancy = Object.fromEntries(
    ROOM_TYPE_KEYS.map((key) => [
      key,
      { nights: counts.nights, open: counts.open[key], taken: counts.taken[key] },
    ]),
  );
  return searchStays({
    query,
    types: ROOM_TYPES,
    table,
    price: (rooms) => priceStay(table, rooms, nights),
    occupancy,
    window,
  });
}
