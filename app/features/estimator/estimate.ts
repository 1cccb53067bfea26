// What the cost estimator shows for its inputs, computed in the browser from the price table the
// page brought (no network round trip) with the same domain rules the server quotes with.
import { offeredBoardings, type PriceTable } from "../../../domain/pricing.ts";
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
  /** The default stay (tonight, leaving tomorrow) and the rooms left of each type for it. */
  stay: { checkIn: string; checkOut: string };
  roomsLeft: Partial<Record<RoomTypeKey, number>>;
};

export type EstimatorInput = {
  roomType: RoomTypeKey;
  checkIn: string;
  checkOut: string;
  /** As typed: the field may be empty for a moment. */
  guests: string;
  boarding: Boarding;
};

/** An input a message is about: it gets aria-invalid and points at the message. */
export type EstimatorField = "checkIn" | "checkOut" | "guests";

export type Estimate = {
  guests: number;
  nights: number;
  totalKes: number;
  /** The nights grouped by price (one line when every night costs the same). */
  lines: NightGroup[];
  taxes: TaxBreakdown;
  /** The boardings priced for this type and guest count (the boarding selector's options). */
  boardings: Boarding[];
  /** The chosen boarding if offered, else the first offered one. */
  boarding: Boarding;
  /** The dates' or the guests' message, if any. */
  message: Said | null;
  /** The input the message is about. */
  field: EstimatorField | null;
  /** A valid quote request for these dates (to ask the server for rooms left), or null. */
  request: QuoteRequest | null;
  /** The Book link, only for input that can be booked: never a link with a broken stay. */
  bookHref: string | null;
};

const DIGITS = /^\d+$/;

export function estimate(data: EstimatorData, input: EstimatorInput): Estimate {
  const typed = input.guests.trim();
  // "2.5" or "1e1" is not a guest count; empty counts as 0 (the minimum's message).
  const whole = typed === "" || DIGITS.test(typed);
  const guests = whole && typed !== "" ? Number(typed) : 0;
  const boardings = offeredBoardings(data.prices, input.roomType, guests);
  const boarding = boardings.includes(input.boarding)
    ? input.boarding
    : (boardings[0] ?? input.boarding);
  // The quote schema's date rules, without the schema (its library stays off the room page): the
  // room, boarding and guests come from the estimator's own controls. Guests outside 1 to 4 get the
  // estimator's own messages below, so the request asks with a count the server's schema takes:
  // rooms left do not depend on it.
  const adults = Math.min(Math.max(guests, MIN_GUESTS_PER_ROOM), MAX_GUESTS_PER_ROOM);
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
  const rooms = [{ type: input.roomType, adults: guests, children: 0, boarding }];
  const stay = priceStay(
    pricingOf({ ...data.pricing, table: data.prices }),
    rooms,
    datesValid ? input : { checkIn: "2000-01-01", checkOut: "2000-01-01" },
  );
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
      : !whole
        ? [said.wholeGuests(), "guests"]
        : stay.message !== null
          ? [stay.message, "guests"]
          : ruleMessage !== undefined
            ? [ruleMessage, "checkOut"]
            : [null, null];
  return {
    guests,
    nights,
    totalKes: message === null ? stay.totalKes : 0,
    lines: message === null ? stayLines(stay.rooms) : [],
    taxes: stay.taxes,
    boardings,
    boarding,
    message,
    field,
    request,
    bookHref: message === null ? bookHref({ ...input, guests, boarding }) : null,
  };
}

/** The guests kept when moving to another room type: the same count, within its capacity. */
export function guestsForType(roomType: RoomTypeKey, guests: string): string {
  const { minGuests, maxGuests } = roomTypeOf(roomType);
  const typed = guests.trim();
  if (!DIGITS.test(typed)) return String(minGuests);
  return String(Math.min(Math.max(Number(typed), minGuests), maxGuests));
}
