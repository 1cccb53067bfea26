// Stay dates are motel-local calendar dates (Africa/Nairobi), written YYYY-MM-DD. The arithmetic
// below reads them as UTC midnights, so it never depends on the browser's or server's zone.
import { motelDate } from "./time.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(date: string): number | undefined {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2027-02-29 over to March 1st: such a day does not exist.
  const exists =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return exists ? ms : undefined;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return utcMidnight(value) !== undefined;
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const ms = utcMidnight(date);
  if (ms === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights between two motel-local dates: the ceiling of their day difference (negative if reversed). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const from = utcMidnight(checkIn);
  const to = utcMidnight(checkOut);
  if (from === undefined || to === undefined) {
    throw new RangeError(`Not calendar dates: ${checkIn}, ${checkOut}`);
  }
  return Math.ceil((to - from) / DAY_MS);
}

/** The default stay: tonight in Gilgil, leaving tomorrow. */
export function defaultStay(now: Date): { checkIn: string; checkOut: string } {
  const checkIn = motelDate(now);
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

/**
 * A YYYY-MM-DD date written with Intl options in a locale (the page's: "en-KE", "sw-KE"), read as
 * the calendar date it is (no zone shift).
 */
export function formatCalendarDate(
  date: string,
  options: Intl.DateTimeFormatOptions,
  locale = "en-KE",
): string {
  const ms = utcMidnight(date);
  if (ms === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(ms));
}
