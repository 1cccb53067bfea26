// Stay rules by date range and room type (issue 16): minimum nights, closed to arrival, and a
// same-day cut-off for online bookings (the desk is not bound by it). The booking horizon stays
// in the quote schema. Each refusal is a code (domain/said.ts) the guest reads worded where the
// estimator shows its messages.
import type { RoomTypeKey } from "./rooms.ts";
import { said, type Said } from "./said.ts";
import { nightsBetween } from "./stay.ts";

export type StayRule = {
  id: number;
  /** The arrival dates it covers (inclusive), YYYY-MM-DD. */
  firstNight: string;
  lastNight: string;
  /** Empty: every room type. */
  roomTypes: RoomTypeKey[];
  minNights: number | null;
  closedToArrival: boolean;
  /** HH:MM motel time after which tonight cannot be booked online; null: no cut-off. */
  sameDayCutoff: string | null;
};

const covers = (rule: StayRule, date: string, type: RoomTypeKey) =>
  rule.firstNight <= date &&
  date <= rule.lastNight &&
  (rule.roomTypes.length === 0 || rule.roomTypes.includes(type));

export type StayRuleContext = {
  /** Motel-local date and HH:MM time now. */
  today: string;
  time: string;
  /** True for the website (the cut-off applies); false for the desk. */
  online: boolean;
};

/**
 * The first stay rule a stay breaks, as what to tell the guest, or undefined. Rules are read at
 * the arrival date (a minimum stay counts from the check-in night).
 */
export function stayRuleRefusal(
  rules: readonly StayRule[],
  stay: { checkIn: string; checkOut: string; rooms: readonly { type: RoomTypeKey }[] },
  context: StayRuleContext,
): Said | undefined {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  for (const type of new Set(stay.rooms.map((room) => room.type))) {
    const applying = rules.filter((rule) => covers(rule, stay.checkIn, type));
    if (applying.some((rule) => rule.closedToArrival)) {
      return said.closedToArrival(type, stay.checkIn);
    }
    const min = Math.max(0, ...applying.map((rule) => rule.minNights ?? 0));
    if (nights < min) return said.minNights(type, stay.checkIn, min);
    if (context.online && stay.checkIn === context.today) {
      const cutoffs = applying.flatMap((rule) => (rule.sameDayCutoff ? [rule.sameDayCutoff] : []));
      const earliest = cutoffs.sort()[0];
      if (earliest !== undefined && context.time >= earliest) return said.sameDayCutoff(earliest);
    }
  }
  return undefined;
}

/** The stay rules touching one night and type (the rate calendar's column). */
export function rulesOn(rules: readonly StayRule[], date: string, type: RoomTypeKey): StayRule[] {
  return rules.filter((rule) => covers(rule, date, type));
}
