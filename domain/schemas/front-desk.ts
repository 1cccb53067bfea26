// The day the front desk's day view shows (?date=YYYY-MM-DD from its date picker): one schema for
// the picker's form and the page's loader. No date (or an empty field) is today.
import { schemaMessage, toldOfMessage, type Told } from "../said.ts";
import { bookingSaid } from "../staff-said/bookings.ts";
import { addDays, isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";

/** How far from today the picker goes, either way. */
export const DAY_VIEW_MAX_YEARS = 3;

export function frontDeskDaySchema(today: string) {
  const earliest = addDays(today, -366 * DAY_VIEW_MAX_YEARS);
  const latest = addDays(today, 366 * DAY_VIEW_MAX_YEARS);
  const badDay = schemaMessage(bookingSaid.badDay());
  return z.object({
    date: z
      .string({ error: badDay })
      .trim()
      .refine((value) => value === "" || isCalendarDate(value), badDay)
      // YYYY-MM-DD strings compare like the dates they name.
      .refine(
        (value) => value === "" || !isCalendarDate(value) || (value >= earliest && value <= latest),
        schemaMessage(bookingSaid.dayTooFar(DAY_VIEW_MAX_YEARS)),
      )
      .optional()
      .transform((value) => value || today),
  });
}

/**
 * The day a query asks for: today when it names none; when it names one that is not a real day
 * (or too far off), today and the messages saying why and that today is shown.
 */
export function resolveFrontDeskDay(
  query: { date?: string | null },
  today: string,
): { date: string; error: readonly Told[] | null } {
  const parsed = frontDeskDaySchema(today).safeParse({ date: query.date ?? undefined });
  if (parsed.success) return { date: parsed.data.date, error: null };
  return {
    date: today,
    error: [toldOfMessage(parsed.error.issues[0]!.message), bookingSaid.showingToday()],
  };
}
