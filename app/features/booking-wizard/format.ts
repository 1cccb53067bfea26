// How the wizard writes stay dates: "Tuesday, 1 December 2026" (domain/date-words.ts) and the
// short "Tue 1 Dec" where a line is short.
import { dateInWords } from "../../../domain/date-words.ts";

export const stayDateText = dateInWords;

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

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
