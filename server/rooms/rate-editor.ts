// Staff's rate tools on /admin/prices: the rate calendar (each night's price for the next 90
// days, the rule it came from, rooms left, stay rules) and the writes behind it: a range of
// dates given an adjustment (a rate period), weekday rules, the holiday adjustment and a
// holiday's date. Each write is one transaction with its staff_audit entry; bad input is a
// refusal (a code), nothing saved.
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { holidaysOf } from "../../domain/holidays.ts";
import { pricingOf } from "../../domain/quote.ts";
import {
  nightPrice,
  nonPositiveAdjustment,
  sameForTypes,
  type TypeAdjustments,
} from "../../domain/rates.ts";
import {
  BOARDINGS,
  GUEST_KEYS,
  ROOM_TYPES,
  type Boarding,
  type RoomTypeKey,
} from "../../domain/rooms.ts";
import type { Told } from "../../domain/said.ts";
import {
  HolidayAdjustmentSchema,
  HolidayEditSchema,
  RangeAdjustmentSchema,
  StayRuleSchema,
  TaxSettingsSchema,
  WeekdayRuleSchema,
} from "../../domain/schemas/rates.ts";
import { rulesOn, type StayRule } from "../../domain/stay-rules.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays } from "../../domain/stay.ts";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { motelDate } from "../../domain/time.ts";
import { firstTold, type z } from "../../domain/zod.ts";
import { nightlyOccupancy } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import {
  holidayEdits,
  ratePeriods,
  rateSettings,
  stayRules,
  taxLines,
  weekdayRules,
} from "../db/schema/rates.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { loadPriceTable } from "./catalog.ts";
import { loadPricingData } from "./rates.ts";

export const CALENDAR_DAYS = 90;

export type CalendarNight = {
  date: string;
  /** For the view's guests and boarding (B&B, the smallest count by default); null: not offered. */
  amountKes: number | null;
  /** The rule the price came from; null when not offered. */
  rule: string | null;
  holiday: string | null;
  left: number;
  /** The stay rules of arrivals that night (the page says them in its words). */
  stayRules: Pick<StayRule, "minNights" | "closedToArrival" | "sameDayCutoff">[];
};

/**
 * What the calendar prices (the rest on demand): a guest count (clamped to each type's range;
 * null: the type's smallest) and a boarding (B&B by default).
 */
export type CalendarView = { adults: number | null; boarding: Boarding };

export const DEFAULT_VIEW: CalendarView = { adults: null, boarding: "bed_breakfast" };

/** The view from the page's query (ratesGuests, ratesBoarding); anything else is the default. */
export function calendarViewOf(search: URLSearchParams): CalendarView {
  const guests = Number(search.get("ratesGuests"));
  const boarding = search.get("ratesBoarding");
  return {
    adults: Number.isInteger(guests) && guests >= 1 && guests <= GUEST_KEYS.length ? guests : null,
    boarding: BOARDINGS.find((b) => b === boarding) ?? "bed_breakfast",
  };
}

/** The next 90 nights for every room type, as the rate calendar shows them. */
export async function rateCalendar(
  db: Db,
  now: Date,
  days = CALENDAR_DAYS,
  view: CalendarView = DEFAULT_VIEW,
) {
  const today = motelDate(now);
  const range = { checkIn: today, checkOut: addDays(today, days) };
  const [data, occupancy] = await Promise.all([
    loadPricingData(db),
    nightlyOccupancy(db, range, now),
  ]);
  const pricing = pricingOf(data);
  const types = ROOM_TYPES.map((type) => ({
    key: type.key,
    guests: guestsFor(type, view),
    nights: occupancy.nights.map((date, i): CalendarNight => {
      const price = nightPrice(
        pricing.rates,
        pricing.table,
        type.key,
        guestsFor(type, view),
        view.boarding,
        date,
      );
      const rules = rulesOn(data.stayRules, date, type.key);
      return {
        date,
        amountKes: price?.amountKes ?? null,
        rule: price?.rule ?? null,
        holiday: price?.holiday ?? pricing.rates.holidayOn(date)?.name ?? null,
        left: Math.max(occupancy.open[type.key][i]! - occupancy.taken[type.key][i]!, 0),
        stayRules: rules.map(({ minNights, closedToArrival, sameDayCutoff }) => ({
          minNights,
          closedToArrival,
          sameDayCutoff,
        })),
      };
    }),
  }));
  const year = Number(today.slice(0, 4));
  return {
    today,
    view,
    types,
    periods: data.rules.periods,
    weekdayRules: data.rules.weekdayRules,
    holidayAdjustments: data.rules.holidayAdjustments,
    stayRules: data.stayRules,
    taxes: data.taxes,
    holidays: [year, year + 1].flatMap((y) =>
      holidaysOf(y, data.rules.holidayEdits).map((h) => ({ ...h, year: y })),
    ),
  };
}

function guestsFor(type: { minGuests: number; maxGuests: number }, view: CalendarView): number {
  return Math.min(Math.max(view.adults ?? type.minGuests, type.minGuests), type.maxGuests);
}

export type RateCalendar = Awaited<ReturnType<typeof rateCalendar>>;

export type RateEditResult = { ok: true; message: Told } | { ok: false; message: Told };

type Staff = Pick<StaffUser, "id">;

const refused = (message: Told): RateEditResult => ({ ok: false, message });

/** What a form's write did: the audit entry to record with it, or why nothing was written. */
type Written = { action: string; detail: object } | { refused: Told };

/**
 * One of the rate calendar's forms: its fields read by its schema, checked before any write
 * (`check`: a refusal, or nothing), then written with its staff_audit entry in one transaction.
 * Bad input is a refusal (a code), nothing saved; "Saved." otherwise.
 */
function rateForm<S extends z.ZodType>(
  schema: S,
  write: (tx: Db, input: z.output<S>, staff: Staff, now: Date) => Promise<Written>,
  check: (db: Db, input: z.output<S>, now: Date) => Promise<Told | undefined> = async () =>
    undefined,
) {
  return async (db: Db, staff: Staff, fields: unknown, now: Date): Promise<RateEditResult> => {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return refused(firstTold(parsed.error));
    const problem = await check(db, parsed.data, now);
    if (problem) return refused(problem);
    return db.transaction(async (tx) => {
      const written = await write(tx, parsed.data, staff, now);
      if ("refused" in written) return refused(written.refused);
      await audit(tx, staff, written.action, written.detail, now);
      return { ok: true, message: priceSaid.rateSaved() } as const;
    });
  };
}

/** Deletes one rule row with its staff_audit entry, in one transaction ("Deleted." either way). */
function ruleDelete(
  action: string,
  remove: (tx: Db, id: number) => Promise<{ name?: string; id?: number }[]>,
) {
  return (db: Db, staff: Staff, id: number, now: Date): Promise<RateEditResult> =>
    db.transaction(async (tx) => {
      const gone = await remove(tx, id);
      if (gone.length === 0) return refused(priceSaid.rateDeleted());
      await audit(tx, staff, action, { id, ...gone[0] }, now);
      return { ok: true, message: priceSaid.rateDeleted() } as const;
    });
}

function audit(db: Db, staff: Staff, action: string, detail: object, now: Date) {
  return recordStaffAction(
    db,
    { staffId: staff.id, action, subject: "rates", detail: detail as Record<string, unknown> },
    now,
  );
}

/** The one row of rate settings, the given columns set. */
function setRateSettings(tx: Db, set: Omit<typeof rateSettings.$inferInsert, "id">, now: Date) {
  return tx
    .insert(rateSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: rateSettings.id, set: { ...set, updatedAt: now } });
}

/** An adjustment that would bring a type's base price to nothing or less, as its refusal. */
async function tooLow(db: Db, adjustments: TypeAdjustments): Promise<Told | undefined> {
  const low = nonPositiveAdjustment(await loadPriceTable(db), adjustments);
  return low && priceSaid.adjustmentTooLow(low.type, low.baseKes);
}

/** Arrival or rate dates from yesterday to three years ahead. */
function outsideDates(input: { firstNight: string; lastNight: string }, now: Date) {
  const today = motelDate(now);
  return input.firstNight < addDays(today, -1) || input.lastNight > addDays(today, 3 * 366)
    ? priceSaid.dateRange()
    : undefined;
}

const adjustmentsOf = (input: {
  kind: "percent" | "kes";
  value: number;
  roomTypes: RoomTypeKey[];
}) => sameForTypes({ kind: input.kind, value: input.value }, input.roomTypes);

/** A range of dates given an adjustment for the chosen room types: a new rate period. */
export const adjustRange = rateForm(
  RangeAdjustmentSchema,
  async (tx, input, staff) => {
    // One period at a time may claim a night: an overlap is named, nothing saved.
    const [clash] = await tx
      .select()
      .from(ratePeriods)
      .where(
        and(
          lte(ratePeriods.firstNight, input.lastNight),
          gte(ratePeriods.lastNight, input.firstNight),
        ),
      )
      .orderBy(asc(ratePeriods.firstNight))
      .limit(1)
      .for("update");
    if (clash) {
      return { refused: priceSaid.periodClash(clash.name, clash.firstNight, clash.lastNight) };
    }
    const [row] = await tx
      .insert(ratePeriods)
      .values({
        name: input.name,
        nameSw: input.nameSw,
        firstNight: input.firstNight,
        lastNight: input.lastNight,
        adjustments: adjustmentsOf(input),
        createdBy: staff.id,
      })
      .returning({ id: ratePeriods.id });
    return { action: "rates.period_create", detail: { id: row!.id, ...input } };
  },
  async (db, input, now) => outsideDates(input, now) ?? tooLow(db, adjustmentsOf(input)),
);

export const deletePeriod = ruleDelete("rates.period_delete", (tx, id) =>
  tx.delete(ratePeriods).where(eq(ratePeriods.id, id)).returning({ name: ratePeriods.name }),
);

/** An adjustment on some days of the week, for the chosen room types. */
export const addWeekdayRule = rateForm(
  WeekdayRuleSchema,
  async (tx, input, staff) => {
    const [row] = await tx
      .insert(weekdayRules)
      .values({
        name: input.name,
        nameSw: input.nameSw,
        weekdays: [...new Set(input.weekdays)].sort(),
        adjustments: adjustmentsOf(input),
        createdBy: staff.id,
      })
      .returning({ id: weekdayRules.id });
    return { action: "rates.weekday_create", detail: { id: row!.id, ...input } };
  },
  async (db, input) => tooLow(db, adjustmentsOf(input)),
);

export const deleteWeekdayRule = ruleDelete("rates.weekday_delete", (tx, id) =>
  tx.delete(weekdayRules).where(eq(weekdayRules.id, id)).returning({ name: weekdayRules.name }),
);

/** The adjustments of every public holiday night (0 KES: holidays priced as any night). */
const holidayAdjustments = (input: { kind: "percent" | "kes"; value: number }) =>
  input.value === 0 ? {} : sameForTypes({ kind: input.kind, value: input.value });

/** The adjustment of every public holiday night. */
export const setHolidayAdjustment = rateForm(
  HolidayAdjustmentSchema,
  async (tx, input, _staff, now) => {
    await setRateSettings(tx, { holidayAdjustments: holidayAdjustments(input) }, now);
    return { action: "rates.holiday_adjustment", detail: input };
  },
  async (db, input) => tooLow(db, holidayAdjustments(input)),
);

/** A holiday's date for one year: moved, confirmed (an Idd), not kept, or a gazetted extra. */
export const editHoliday = rateForm(HolidayEditSchema, async (tx, input, staff, now) => {
  const { year, key, name, nameSw, date } = input;
  const row = {
    year,
    key,
    name,
    nameSw,
    date: date === "" ? null : date,
    updatedBy: staff.id,
    updatedAt: now,
  };
  await tx
    .insert(holidayEdits)
    .values(row)
    .onConflictDoUpdate({ target: [holidayEdits.year, holidayEdits.key], set: row });
  return { action: "rates.holiday_edit", detail: { year, key, name, nameSw, date: row.date } };
});

/** A stay rule (minimum nights, closed to arrival, same-day cut-off) for arrival dates and types. */
export const addStayRule = rateForm(
  StayRuleSchema,
  async (tx, input, staff) => {
    const [row] = await tx
      .insert(stayRules)
      .values({ ...input, createdBy: staff.id })
      .returning({ id: stayRules.id });
    return { action: "rates.stay_rule_create", detail: { id: row!.id, ...input } };
  },
  async (_db, input, now) => outsideDates(input, now),
);

export const deleteStayRule = ruleDelete("rates.stay_rule_delete", (tx, id) =>
  tx.delete(stayRules).where(eq(stayRules.id, id)).returning({ id: stayRules.id }),
);

/** The tax lines and whether the prices include them: counted from the next quote on. */
export const setTaxes = rateForm(TaxSettingsSchema, async (tx, input, _staff, now) => {
  const { included, lines } = input;
  await tx.delete(taxLines);
  if (lines.length > 0) {
    await tx.insert(taxLines).values(lines.map((line, i) => ({ ...line, sortOrder: i + 1 })));
  }
  await setRateSettings(tx, { taxesIncluded: included }, now);
  return { action: "rates.taxes", detail: input };
});

/** The rate calendar's forms by their intent (the form's "intent" field). */
export const RATE_FORMS = {
  range: adjustRange,
  weekday: addWeekdayRule,
  "holiday-adjustment": setHolidayAdjustment,
  holiday: editHoliday,
  "stay-rule": addStayRule,
  taxes: setTaxes,
} as const;

/** The rate calendar's delete buttons by their intent; each names its row by `id`. */
export const RULE_DELETES = {
  "delete-period": deletePeriod,
  "delete-weekday": deleteWeekdayRule,
  "delete-stay-rule": deleteStayRule,
} as const;
