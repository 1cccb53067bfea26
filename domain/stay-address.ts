// A stay as an address carries it between the search, the room page and the wizard (decision
// 029): the dates and the party, adults and children. Read leniently: each value is taken only
// when valid on its own, never an error, since a link may be old or typed by hand.
import type { Party } from "./pricing.ts";
import { MAX_SEARCH_GUESTS } from "./rooms.ts";
import type { StayWindow } from "./stay-dates.ts";
import { addDays, isCalendarDate } from "./stay.ts";

export type StayAsked = { checkIn: string; checkOut: string } & Party;

/** The query of the search's and the room page's addresses: ?checkIn=…&checkOut=…&adults=…&children=… */
export function searchAddress(stay: StayAsked): string {
  return new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString();
}

/** The dates an address asks for, each within the bookable window (check-out after check-in). */
export function datesFromAddress(
  query: URLSearchParams,
  window: StayWindow,
): { checkIn?: string; checkOut?: string } {
  const dates: { checkIn?: string; checkOut?: string } = {};
  const lastNight = addDays(window.today, window.horizonDays - 1);
  const checkIn = query.get("checkIn") ?? "";
  if (isCalendarDate(checkIn) && checkIn >= window.today && checkIn <= lastNight) {
    dates.checkIn = checkIn;
  }
  const checkOut = query.get("checkOut") ?? "";
  const earliestOut = addDays(dates.checkIn ?? window.today, 1);
  if (
    isCalendarDate(checkOut) &&
    checkOut >= earliestOut &&
    checkOut <= addDays(window.today, window.horizonDays)
  ) {
    dates.checkOut = checkOut;
  }
  return dates;
}

/** A count of one or two digits within min and max, or undefined. */
export function countFromAddress(
  query: URLSearchParams,
  key: string,
  min: number,
  max: number,
): number | undefined {
  const typed = query.get(key) ?? "";
  if (!/^\d{1,2}$/.test(typed)) return undefined;
  const count = Number(typed);
  return count >= min && count <= max ? count : undefined;
}

/**
 * The stay the search and the room page were asked for: both dates, the adults (`guests` from
 * before children were asked counts as adults) and the children. Undefined unless the dates hold.
 */
export function stayFromAddress(query: URLSearchParams, window: StayWindow): StayAsked | undefined {
  const { checkIn, checkOut } = datesFromAddress(query, window);
  if (checkIn === undefined || checkOut === undefined) return undefined;
  const adults =
    countFromAddress(query, "adults", 1, MAX_SEARCH_GUESTS) ??
    countFromAddress(query, "guests", 1, MAX_SEARCH_GUESTS);
  if (adults === undefined) return undefined;
  const children = countFromAddress(query, "children", 0, MAX_SEARCH_GUESTS - adults) ?? 0;
  return { checkIn, checkOut, adults, children };
}

/** The estimator's fields as an address carries them, typed (strings: any may be wrong). */
export type TypedStay = { checkIn: string; checkOut: string; adults: string; children: string };

/**
 * What the estimator's form sent without scripts when it makes no stay (stayFromAddress is
 * undefined): its values as typed, cut to a field's length, so the page shows them with the
 * estimator's message instead of falling back to tonight's stay. Undefined for an address that
 * asks for no dates (a plain link to the room).
 */
export function typedFromAddress(query: URLSearchParams): TypedStay | undefined {
  if (!query.has("checkIn") && !query.has("checkOut")) return undefined;
  const value = (key: string, length: number) => (query.get(key) ?? "").slice(0, length);
  return {
    checkIn: value("checkIn", 10),
    checkOut: value("checkOut", 10),
    adults: value("adults", 2) || value("guests", 2),
    children: value("children", 2),
  };
}
