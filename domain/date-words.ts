// Dates as guests read them: a calendar day (YYYY-MM-DD) formatted as UTC, so no zone can move it
// to the day before.
const longDay = new Intl.DateTimeFormat("en-KE", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Thursday, 10 December 2026" from 2026-12-10 (a calendar day: formatted as UTC). */
export function dateInWords(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : longDay.format(ms);
}
