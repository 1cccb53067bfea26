// The motel's calendar is Nairobi's (UTC+3, no daylight saving), whatever the server's or the
// browser's time zone.
export const MOTEL_TIME_ZONE = "Africa/Nairobi";

const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: MOTEL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The motel-local calendar date of an instant, as YYYY-MM-DD. */
export function motelDate(instant: Date): string {
  return ymd.format(instant);
}

/** The motel-local calendar year of an instant. */
export function motelYear(instant: Date): number {
  return Number(motelDate(instant).slice(0, 4));
}

const longDate = new Intl.DateTimeFormat("en-KE", {
  timeZone: MOTEL_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "21 November 2026": an instant's motel-local date, as printed on documents. */
export function motelLongDate(instant: Date): string {
  return longDate.format(instant);
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: MOTEL_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "21 Nov 2026, 14:05": an instant in motel time, for staff pages. */
export function motelDateTime(instant: Date): string {
  return dateTime.format(instant);
}
