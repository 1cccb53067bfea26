// What the cost estimator shows for its inputs, computed in the browser from the price table the
// page brought (no network round trip) with the same domain rules the server quotes with.
import { partyBoardings, type Party, type PriceTable } from "../../../domain/pricing.ts";
import { priceStay, pricingOf, stayLines, type PricingData } from "../../../domain/quote.ts";
import type { NightGroup } from "../../../domain/rates.ts";
import { stayRuleRefusal } from "../../../domain/stay-rules.ts";
import type { TaxBreakdown } from "../../../domain/taxes.ts";
import {
  MAX_GUESTS_PER_ROOM,
  MIN_GUESTS_PER_ROOM,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import type { QuoteRequest } from "../../../domain/schemas/quote.ts";
import { isCalendarDate, nightsBetween } from "../../../domain/stay.ts";
import { stayDatesProblem } from "../../../domain/stay-dates.ts";
import { said, type Said } from "../../../domain/said.ts";
import type { StayAsked, TypedStay } from "../../../domain/stay-address.ts";
import { bookHref } from "./book-link.ts";

export { bookHref, checkOutAfter } from "./book-link.ts";

/** What the room page's loader gives the estimator. */
export type EstimatorData = {
  prices: PriceTable;
  /** The rules by date, taxes and stay rules the server prices with (domain/rates.ts). */
  pricing: Omit<PricingData, "table">;
  /** Gilgil's date today: the earliest check-in. */
  today: string;
  horizonDays: number;
  /**
   * The stay the page opens on: the one its address asks for (from the search), else tonight,
   * leaving tomorrow, for the room's smallest party; and the rooms left of each type for it.
   */
  stay: StayAsked;
  /**
   * The fields as the address typed them when they make no stay (the form sent without
   * scripts): shown with their message; `stay` is then the default one, for rooms left.
   */
  typed?: TypedStay;
  /** The boarding the address asks for, if any (else bed & breakfast, as the spec starts). */
  boarding?: Boarding;
  roomsLeft: Partial<Record<RoomTypeKey, number>>;
};

export type EstimatorInput = {
  roomType: RoomTypeKey;
  checkIn: string;
  checkOut: string;
  /** As typed: a field may be empty for a moment. */
  adults: string;
  children: string;
  boarding: Boarding;
};

/** An input a message is about: it gets aria-invalid and points at the message. */
export type EstimatorField = "checkIn" | "checkOut" | "adults" | "children";

export type Estimate = Party & {
  nights: number;
  totalKes: number;
  /** The nights grouped by price (one line when every night costs the same). */
  lines: NightGroup[];
  taxes: TaxBreakdown;
  /** The boardings priced for this type and party (the boarding selector's options). */
  boardings: Boarding[];
  /** The chosen boarding if offered, else the first offered one. */
  boarding: Boarding;
  /** The dates' or the party's message, if any. */
  message: Said | null;
  /** The input the message is about. */
  field: EstimatorField | null;
  /** A valid quote request for these dates (to ask the server for rooms left), or null. */
  request: QuoteRequest | null;
  /** The Book link, only for input that can be booked: never a link with a broken stay. */
  bookHref: string | null;
};

const DIGITS = /^\d+$/;

/** A count as typed: its number (empty is 0), or null when it is no whole number ("2.5", "1e1"). */
function typedCount(value: string): number | null {
  const typed = value.trim();
  if (typed === "") return 0;
  return DIGITS.test(typed) ? Number(typed) : null;
}

export function estimate(data: EstimatorData, input: EstimatorInput): Estimate {
  const typedAdults = typedCount(input.adults);
  const typedChildren = typedCount(input.children);
  // Empty adults count as 0 (the minimum's message).
  const party = { adults: typedAdults ?? 0, children: typedChildren ?? 0 };
  const boardings = partyBoardings(data.prices, input.roomType, party);
  const boarding = boardings.includes(input.boarding)
    ? input.boarding
    : (boardings[0] ?? input.boarding);
  // The quote schema's date rules, without the schema (its library stays off the room page): the
  // room, boarding and party come from the estimator's own controls. A party the room cannot
  // take gets the estimator's own messages below, so the request asks with one the server's
  // schema takes: rooms left do not depend on it.
  const adults = Math.min(Math.max(party.adults, MIN_GUESTS_PER_ROOM), MAX_GUESTS_PER_ROOM);
  const datesProblem = stayDatesProblem(input.checkIn, input.checkOut, data);
  const request: QuoteRequest | null =
    datesProblem === null
      ? {
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          rooms: [{ type: input.roomType, adults, children: 0, boarding }],
        }
      : null;
  const datesValid =
    isCalendarDate(input.checkIn) &&
    isCalendarDate(input.checkOut) &&
    input.checkOut > input.checkIn;
  const nights = datesValid ? nightsBetween(input.checkIn, input.checkOut) : 0;
  const rooms = [{ type: input.roomType, ...party, boarding }];
  const stay = priceStay(
    pricingOf({ ...data.pricing, table: data.prices }),
    rooms,
    datesValid ? input : { checkIn: "2000-01-01", checkOut: "2000-01-01" },
  );
  const whole = typedAdults !== null && typedChildren !== null;
  // The stay rules the browser can judge (the same-day cut-off is the server's: it needs the time).
  const ruleMessage =
    request !== null && whole && stay.message === null
      ? stayRuleRefusal(
          data.pricing.stayRules,
          { ...input, rooms },
          {
            today: data.today,
            time: "00:00",
            online: false,
          },
        )
      : undefined;
  const [message, field]: [Said | null, EstimatorField | null] =
    datesProblem !== null
      ? [datesProblem.message, datesProblem.field]
      : typedAdults === null
        ? [said.wholeGuests(), "adults"]
        : typedChildren === null
          ? [said.wholeChildren(), "children"]
          : stay.message !== null
            ? [stay.message, "adults"]
            : ruleMessage !== undefined
              ? [ruleMessage, "checkOut"]
              : [null, null];
  return {
    ...party,
    nights,
    totalKes: message === null ? stay.totalKes : 0,
    lines: message === null ? stayLines(stay.rooms) : [],
    taxes: stay.taxes,
    boardings,
    boarding,
    message,
    field,
    request,
    bookHref:
      message === null
        ? bookHref({
            ...input,
            guests: party.adults + party.children,
            children: party.children,
            boarding,
          })
        : null,
  };
}

/**
 * The party kept when moving to another room type: as many children as leave a bed for an adult,
 * and the adults within the room's capacity (at least one, and its minimum with the children).
 */
export function partyForType(
  roomType: RoomTypeKey,
  typed: { adults: string; children: string },
): { adults: string; children: string } {
  const { minGuests, maxGuests } = roomTypeOf(roomType);
  const adults = typedCount(typed.adults);
  if (adults === null || adults === 0) return { adults: String(minGuests), children: "0" };
  const children = Math.min(typedCount(typed.children) ?? 0, maxGuests - 1);
  const kept = Math.min(Math.max(adults, minGuests - children, 1), maxGuests - children);
  return { adults: String(kept), children: String(children) };
}
