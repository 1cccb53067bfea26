// Dates as guests read them: a calendar day (YYYY-MM-DD) formatted as UTC, so no zone can move it
// to the day before. In the page's locale ("en-KE", "sw-KE"): one formatter per locale.
const longDays = new Map<string, Intl.DateTimeFormat>();

function longDay(locale: string): Intl.DateTimeFormat {
  let format = longDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    longDays.set(locale, format);
  }
  return format;
}

/** "Thursday, 10 December 2026" from 2026-12-10 (a calendar day: formatted as UTC). */
export function dateInWords(date: string, locale = "en-KE"): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : longDay(locale).format(ms);
}
