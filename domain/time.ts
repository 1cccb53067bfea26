// The motel's calendar is Nairobi's (UTC+3, no daylight saving), whatever the server's or the
// browser's time zone.
import { once } from "./once.ts";
export const MOTEL_TIME_ZONE = "Africa/Nairobi";
// Each formatter is made on first use (once.ts): a page that loads this module formats nothing yet.

const ymd = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: MOTEL_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** The motel-local calendar date of an instant, as YYYY-MM-DD. */
export function motelDate(instant: Date): string {
  return ymd().format(instant);
}

/** The motel-local calendar year of an instant. */
export function motelYear(instant: Date): number {
  return Number(motelDate(instant).slice(0, 4));
}

const longDate = once(
  () =>
    new Intl.DateTimeFormat("en-KE", {
      timeZone: MOTEL_TIME_ZONE,
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

/** "21 November 2026": an instant's motel-local date, as printed on documents. */
export function motelLongDate(instant: Date): string {
  return longDate().format(instant);
}

// h23 so midnight is 00, never 24.
const clock = once(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: MOTEL_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

export type MotelClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** An instant's motel-local date and time fields, zero-padded ("2026", "11", "21", "09", ...). */
export function motelClock(instant: Date): MotelClock {
  const parts = Object.fromEntries(
    clock()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return parts as MotelClock;
}

/** "2026-11-21 09:05": an instant's motel-local date and time, as staff lists and CSVs show it. */
export function motelDateTime(instant: Date): string {
  const part = motelClock(instant);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
