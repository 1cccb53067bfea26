// How the wizard writes stay dates: "Tuesday, 1 December 2026" from 2026-12-01 (a calendar day,
// so formatted as UTC: no zone can move it to the day before).
const longDay = new Intl.DateTimeFormat("en-KE", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const shortDay = new Intl.DateTimeFormat("en-KE", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Tue 1 Dec": where a line is short (the search's results, the wizard's summary bar). */
export function shortDateText(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : shortDay.format(ms).replace(",", "");
}

export function stayDateText(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : longDay.format(ms);
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
