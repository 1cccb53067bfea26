// The rules' messages (domain/messages.ts) in the page's language. The domain words its refusals
// in English, as the spec quotes them, on the server and in the browser alike; a Kiswahili page
// recognises each known message by its English builder and shows the catalog's Kiswahili with
// the same values (room names, boardings and dates in Kiswahili too). Decision 020.
import { HTTP_MESSAGES, messages, PAYMENT_MESSAGES, RATE_MESSAGES } from "../domain/messages.ts";
import { BOARDINGS, BOARDING_LABELS, ROOM_TYPES } from "../domain/rooms.ts";
import { formatCalendarDate, isCalendarDate } from "../domain/stay.ts";
import { boardingName, roomName } from "./room-words.ts";
import { WHOLE_GUESTS } from "./features/estimator/whole-guests.ts";
import type { MessageKey } from "../i18n/catalogs.ts";
import { WIZARD_FIXED } from "../i18n/en/wizard-fixed.ts";
import { INTL_LOCALE } from "../i18n/locales.ts";
import type { Translate } from "./i18n.tsx";

type Known = { key: MessageKey; pattern: RegExp; names: string[]; fixed: Record<string, string> };

const MARK = (i: number) => `\uE000${i}\uE001`;

/** A message's builder as a pattern: each argument a group, the words as they are. */
function known<Args extends unknown[]>(
  key: MessageKey,
  build: (...args: Args) => string,
  names: string[],
  fixed: Partial<Record<number, unknown>> = {},
): Known {
  const args = names.map((_, i) => (i in fixed ? fixed[i] : MARK(i))) as Args;
  const escaped = build(...args).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = escaped.replace(/\uE000(\d+)\uE001/g, "(.+?)");
  const kept = names.filter((_, i) => !(i in fixed));
  const values = Object.fromEntries(
    names.flatMap((name, i) => (i in fixed ? [[name, String(fixed[i])]] : [])),
  );
  return { key, pattern: new RegExp(`^${source}$`), names: kept, fixed: values };
}

/** messages.fewerLeft with its arguments in the text's order (the groups follow the text). */
const fewerLeft = (left: number, room: string) => messages.fewerLeft(room, left);

const KNOWN: Known[] = [
  known("estimator.belowMinimumGuests", messages.belowMinimumGuests, ["min"]),
  known("estimator.aboveMaximumGuests", messages.aboveMaximumGuests, ["max"]),
  known("estimator.guestsNotAllowed", messages.guestsNotAllowed, ["guests"]),
  // Its English says "guest" for one: the builder with 1 is its own pattern.
  known("estimator.boardingNotOffered", messages.boardingNotOffered, ["boarding", "guests"], {
    1: 1,
  }),
  known("estimator.boardingNotOffered", messages.boardingNotOffered, ["boarding", "guests"]),
  known("estimator.selectCheckIn", () => messages.selectCheckIn, []),
  known("estimator.selectCheckOut", () => messages.selectCheckOut, []),
  known("estimator.checkOutAfterCheckIn", () => messages.checkOutAfterCheckIn, []),
  known("estimator.checkInInPast", () => messages.checkInInPast, []),
  known("estimator.beyondHorizon", messages.beyondHorizon, ["date"]),
  known("estimator.selectRoom", () => messages.selectRoom, []),
  known("estimator.wholeGuests", () => WHOLE_GUESTS, []),
  known("estimator.soldOut", messages.soldOut, ["room"]),
  known("estimator.closedToArrival", RATE_MESSAGES.closedToArrival, ["room", "date"]),
  known("estimator.minNights", RATE_MESSAGES.minNights, ["room", "date", "nights"]),
  known("estimator.sameDayCutoff", RATE_MESSAGES.sameDayCutoff, ["time"]),
  known("rooms.searchGuestsRange", messages.searchGuestsRange, ["max"]),
  known("rooms.searchTwoRooms", messages.searchTwoRooms, ["guests"]),
  known("rooms.searchSoldOut", () => messages.searchSoldOut, []),
  known("rooms.searchOtherDates", () => messages.searchOtherDates, []),
  known("rooms.searchNoOtherDates", () => messages.searchNoOtherDates, []),
  // The booking wizard's: the spec's, the step 1 schema's and the booking API's answers.
  known("wizard.tooManyRooms", messages.tooManyRooms, ["max"]),
  known("wizard.fewerLeft", fewerLeft, ["left", "room"], { 0: 1 }),
  known("wizard.fewerLeft", fewerLeft, ["left", "room"]),
  known("wizard.holdLimit", PAYMENT_MESSAGES.holdLimit, ["minutes"]),
  known("wizard.amountMismatch", PAYMENT_MESSAGES.amountMismatch, ["paid", "owed"]),
  known("wizard.priceChanged", PAYMENT_MESSAGES.priceChanged, ["total"]),
  known("wizard.promotionStayWindow", RATE_MESSAGES.promotionStayWindow, ["from", "to"]),
  known("wizard.promotionStayFrom", RATE_MESSAGES.promotionStayFrom, ["from"]),
  known("wizard.promotionRoomTypes", RATE_MESSAGES.promotionRoomTypes, ["names"]),
  known("wizard.promotionMinNights", RATE_MESSAGES.promotionMinNights, ["nights"]),
  known("wizard.httpFailed", () => HTTP_MESSAGES.failed, []),
  known("wizard.httpUnavailable", () => HTTP_MESSAGES.unavailable, []),
  ...Object.entries(WIZARD_FIXED).map(([key, text]) =>
    known(`wizard.${key}` as MessageKey, () => text, []),
  ),
];

/** "24 Dec 2026" (domain/stay-rules.ts shortDate) back to 2026-12-24, through the same Intl. */
function isoOfShortDate(text: string): string | null {
  const match = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, , year] = match;
  for (let m = 1; m <= 12; m++) {
    const iso = `${year}-${String(m).padStart(2, "0")}-${day!.padStart(2, "0")}`;
    if (
      isCalendarDate(iso) &&
      formatCalendarDate(iso, { day: "numeric", month: "short", year: "numeric" }) === text
    ) {
      return iso;
    }
  }
  return null;
}

/** A value of a message in the page's language. */
function valueIn(t: Translate, name: string, text: string): string | number {
  if (name === "room") {
    const type = ROOM_TYPES.find((room) => room.name === text);
    return type ? roomName(t, type) : text;
  }
  if (name === "boarding") {
    const boarding = BOARDINGS.find((key) => BOARDING_LABELS[key] === text);
    return boarding ? boardingName(t, boarding) : text;
  }
  if (name === "date" || name === "from" || name === "to") {
    const iso = isCalendarDate(text) ? text : isoOfShortDate(text);
    if (!iso) return text;
    return formatCalendarDate(
      iso,
      { day: "numeric", month: "long", year: "numeric" },
      INTL_LOCALE[t.lang],
    );
  }
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The message and its values, when it is one of the known messages. */
export function recognise(
  text: string,
): { key: MessageKey; values: Record<string, string> } | null {
  for (const { key, pattern, names, fixed } of KNOWN) {
    const match = pattern.exec(text);
    if (match) {
      return {
        key,
        values: { ...fixed, ...Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) },
      };
    }
  }
  return null;
}

/**
 * A rule's message as the page shows it: English pages the domain's own words, Kiswahili pages
 * the catalog's (an unknown message stays as the domain wrote it).
 */
export function ruleMessage(t: Translate, text: string): string {
  if (t.lang === "en") return text;
  const found = recognise(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, valueIn(t, name, value)]),
  );
  return t(found.key, values);
}
