// The period of the staff analytics page: a preset (the last 7, 30 or 90 days, today included)
// or custom from/to motel-local dates. One schema for the page's form and its loader.
import { schemaMessage, toldOfMessage, type Told } from "../said.ts";
import { accountSaid } from "../staff-said/accounts.ts";
import { addDays, isCalendarDate, nightsBetween } from "../stay.ts";
import { z } from "../zod.ts";

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 30;
export const MAX_PERIOD_DAYS = 366;

export type AnalyticsPeriod = {
  /** First and last motel-local day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The preset it matches, or null for custom dates. */
  preset: PeriodPreset | null;
};

/** The last `days` days up to and including today. */
export function presetPeriod(days: PeriodPreset, today: string): AnalyticsPeriod {
  return { from: addDays(today, 1 - days), to: today, preset: days };
}

/** How many days a period covers, both ends included. */
export function periodDays({ from, to }: { from: string; to: string }): number {
  return nightsBetween(from, to) + 1;
}

const badDate = schemaMessage(accountSaid.periodBadDate());
const calendarDate = z.string({ error: badDate }).refine(isCalendarDate, { message: badDate });

/** Custom dates: real days, from <= to, not after today, at most 366 days. */
export function customPeriodSchema(today: string) {
  return z
    .object({ from: calendarDate, to: calendarDate })
    .superRefine(({ from, to }, ctx) => {
      // zod still runs this after a field's own check failed; that check has said it all.
      if (!isCalendarDate(from) || !isCalendarDate(to)) return;
      // YYYY-MM-DD strings compare like the dates they name.
      if (from > to) {
        ctx.addIssue({
          code: "custom",
          path: ["from"],
          message: schemaMessage(accountSaid.periodFromAfterTo()),
        });
      } else if (to > today) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: schemaMessage(accountSaid.periodInFuture()),
        });
      } else if (periodDays({ from, to }) > MAX_PERIOD_DAYS) {
        ctx.addIssue({
          code: "custom",
          path: ["from"],
          message: schemaMessage(accountSaid.periodTooLong(MAX_PERIOD_DAYS)),
        });
      }
    })
    .transform(({ from, to }): AnalyticsPeriod => {
      const preset = PERIOD_PRESETS.find(
        (days) => to === today && from === addDays(today, 1 - days),
      );
      return { from, to, preset: preset ?? null };
    });
}

const PresetSchema = z.enum(PERIOD_PRESETS.map(String) as [`${PeriodPreset}`]);

export type PeriodQuery = { period?: string | null; from?: string | null; to?: string | null };

/**
 * The period a query string asks for: custom dates when from or to is given, otherwise
 * period=7|30|90. Anything invalid gives the default (the last 30 days) and the messages saying
 * why and what is shown instead.
 */
export function resolveAnalyticsPeriod(
  query: PeriodQuery,
  today: string,
): { period: AnalyticsPeriod; error: readonly Told[] | null } {
  const fallback = (error: Told | null) => ({
    period: presetPeriod(DEFAULT_PRESET, today),
    error: error === null ? null : [error, accountSaid.periodShowingDefault(DEFAULT_PRESET)],
  });
  if (query.from || query.to) {
    const parsed = customPeriodSchema(today).safeParse({ from: query.from, to: query.to });
    return parsed.success
      ? { period: parsed.data, error: null }
      : fallback(toldOfMessage(parsed.error.issues[0]?.message ?? badDate));
  }
  if (!query.period) return fallback(null);
  const preset = PresetSchema.safeParse(query.period);
  return preset.success
    ? { period: presetPeriod(Number(preset.data) as PeriodPreset, today), error: null }
    : fallback(accountSaid.periodUnknown());
}
