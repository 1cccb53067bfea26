import type { Said } from "../../../domain/said.ts";
import type { RouterContextProvider } from "react-router";
import type { StayWindow } from "../../../domain/schemas/quote.ts";
import { isSearch, parseSearch } from "../../../domain/schemas/search.ts";
import type { SearchResult } from "../../../domain/search.ts";
import { motelDate } from "../../../domain/time.ts";
import { searchRooms } from "../../../server/bookings/search.ts";
import { servicesContext } from "../../../server/context.ts";
import { roomCatalog, type RoomCatalog } from "../../../server/rooms/catalog.ts";
import type { SearchValues } from "../../features/search/search-bar.tsx";

/** The search bar's bounds: Gilgil's date today and the booking horizon. */
export type SearchWindow = StayWindow;

/** Room types with from-prices and the number of rooms, for Home, and the search bar's bounds. */
export async function loadRooms(
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<RoomCatalog & { window: SearchWindow }> {
  const { config, database } = context.get(servicesContext);
  const catalog = await roomCatalog(database.db);
  return { ...catalog, window: { today: motelDate(now), horizonDays: config.bookingHorizonDays } };
}

/** What a search asked for: the results, or the sentence saying what to correct. */
export type SearchAnswer =
  { ok: true; result: SearchResult } | ({ ok: false; message: Said } & SearchValues);

/** Our Rooms: the cards, and with ?checkIn=…&checkOut=…&adults=…&children=… the search's results. */
export async function loadAccommodation(
  context: Readonly<RouterContextProvider>,
  url: URL,
  now: Date,
): Promise<RoomCatalog & { window: SearchWindow; search: SearchAnswer | null }> {
  const { database } = context.get(servicesContext);
  const page = await loadRooms(context, now);
  if (!isSearch(url.searchParams)) return { ...page, search: null };
  const parsed = parseSearch(url.searchParams, page.window);
  if (!parsed.ok) {
    const typed = (key: string) => (url.searchParams.get(key) ?? "").slice(0, 20);
    return {
      ...page,
      search: {
        ok: false,
        message: parsed.message,
        checkIn: typed("checkIn"),
        checkOut: typed("checkOut"),
        // An address from before children were asked (?guests=4) counts them all as adults.
        adults: typed("adults") || typed("guests"),
        children: typed("children"),
      },
    };
  }
  const result = await searchRooms(database.db, parsed.query, page.window, now);
  return { ...page, search: { ok: true, result } };
}
