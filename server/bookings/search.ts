// The dates-first search: every room type priced for the stay with the quote's own pricing
// (priceStay on the price table, as quoteStay does) and rooms left counted as roomsLeft counts
// them, read once for the stay and a week either side (domain/search.ts finds free dates there).
import { priceStay } from "../../domain/quote.ts";
import type { StayWindow } from "../../domain/schemas/quote.ts";
import {
  searchRange,
  searchStays,
  type SearchQuery,
  type SearchResult,
} from "../../domain/search.ts";
import { ROOM_TYPE_KEYS, ROOM_TYPES } from "../../domain/rooms.ts";
import type { Db } from "../db/client.ts";
import { stayRuleRefusal } from "../../domain/stay-rules.ts";
import { loadPricing } from "../rooms/rates.ts";
import { motelNow, nightlyOccupancy } from "./availability.ts";

/** Searches a valid query (domain/schemas/search.ts parseSearch); reads only, holds nothing. */
export async function searchRooms(
  db: Db,
  query: SearchQuery,
  window: StayWindow,
  now: Date,
): Promise<SearchResult> {
  const [pricing, counts] = await Promise.all([
    loadPricing(db),
    nightlyOccupancy(db, searchRange(query, window), now),
  ]);
  const occupancy = Object.fromEntries(
    ROOM_TYPE_KEYS.map((key) => [
      key,
      { nights: counts.nights, open: counts.open[key], taken: counts.taken[key] },
    ]),
  );
  return searchStays({
    query,
    types: ROOM_TYPES,
    table: pricing.table,
    price: (rooms) => priceStay(pricing, rooms, query),
    // The quote's stay rules (minimum nights, closed to arrival, the online same-day cut-off).
    refusal: (type) =>
      stayRuleRefusal(pricing.stayRules, { ...query, rooms: [{ type }] }, motelNow(now, true)) ??
      null,
    occupancy,
    window,
  });
}
