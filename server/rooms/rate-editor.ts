// Staff's rate tools on /admin/prices: the rate calendar (each night's price for the next 90
// days, the rule it came from, rooms left, stay rules) and the writes behind it: a range of
// dates given an adjustment (a rate period), weekday rules, the holiday adjustment and a
// holiday's date. Each write is one transaction with its staff_audit entry; bad input is a
// sentence, nothing saved.
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { holidaysOf } from "../../domain/holidays.ts";
import { RATE_MESSAGES as M } from "../../domain/messages.ts";
import { formatKes } from "../../domain/money.ts";
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
  roomTypeOf,
  type Boarding,
} from "../../domain/rooms.ts";
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
import { motelDate } from "../../domain/time.ts";
import { firstMessage } from "../../domain/zod.ts";
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

export type RateEditResult = { ok: true; message: string } | { ok: false; message: string };

const refused = (message: string): RateEditResult => ({ ok: false, message });

async function tooLow(db: Db, adjustments: TypeAdjustments): Promise<string | undefined> {
  const low = nonPositiveAdjustment(await loadPriceTable(db), adjustments);
  return low && M.adjustmentTooLow(roomTypeOf(low.type).name, formatKes(low.baseKes));
}

function audit(db: Db, staff: Pick<StaffUser, "id">, action: string, detail: object, now: Date) {
  return recordStaffAction(
    db,
    { staffId: staff.id, action, subject: "rates", detail: detail as Record<string, unknown> },
    now,
  );
}

/** Deletes one rule row with its staff_audit entry, in one transaction ("Deleted." either way). */
function deleteAudited(
  db: Db,
  staff: Pick<StaffUser, "id">,
  action: string,
  id: number,
  now: Date,
  remove: (tx: Db) => Promise<{ name?: string; id?: number }[]>,
): Promise<RateEditResult> {
  return db.transaction(async (tx) => {
    const gone = await remove(tx);
    if (gone.length === 0) return refused(M.deleted);
    await audit(tx, staff, action, { id, ...gone[0] }, now);
    return { ok: true, message: M.deleted } as const;
  });
}

/** A range of dates given an adjustment for the chosen room types: a new rate period. */
export async function adjustRange(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = RangeAdjustmentSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const input = parsed.data;
  const today = motelDate(now);
  if (input.firstNight < addDays(today, -1) || input.lastNight > addDays(today, 3 * 366)) {
    return refused(M.dateRange);
  }
  const adjustments = sameForTypes({ kind: input.kind, value: input.value }, input.roomTypes);
  const low = await tooLow(db, adjustments);
  if (low) return refused(low);
  return db.transaction(async (tx) => {
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
    if (clash) return refused(M.periodClash(clash.name, clash.firstNight, clash.lastNight));
    const [row] = await tx
      .insert(ratePeriods)
      .values({
        name: input.name,
        nameSw: input.nameSw,
        firstNight: input.firstNight,
        lastNight: input.lastNight,
        adjustments,
        createdBy: staff.id,
      })
      .returning({ id: ratePeriods.id });
    await audit(tx, staff, "rates.period_create", { id: row!.id, ...input }, now);
    return { ok: true, message: M.saved } as const;
  });
}

export async function deletePeriod(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: number,
  now: Date,
): Promise<RateEditResult> {
  return deleteAudited(db, staff, "rates.period_delete", id, now, (tx) =>
    tx.delete(ratePeriods).where(eq(ratePeriods.id, id)).returning({ name: ratePeriods.name }),
  );
}

export async function addWeekdayRule(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = WeekdayRuleSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const input = parsed.data;
  const adjustments = sameForTypes({ kind: input.kind, value: input.value }, input.roomTypes);
  const low = await tooLow(db, adjustments);
  if (low) return refused(low);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(weekdayRules)
      .values({
        name: input.name,
        nameSw: input.nameSw,
        weekdays: [...new Set(input.weekdays)].sort(),
        adjustments,
        createdBy: staff.id,
      })
      .returning({ id: weekdayRules.id });
    await audit(tx, staff, "rates.weekday_create", { id: row!.id, ...input }, now);
    return { ok: true, message: M.saved } as const;
  });
}

export async function deleteWeekdayRule(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: number,
  now: Date,
): Promise<RateEditResult> {
  return deleteAudited(db, staff, "rates.weekday_delete", id, now, (tx) =>
    tx.delete(weekdayRules).where(eq(weekdayRules.id, id)).returning({ name: weekdayRules.name }),
  );
}

/** The adjustment of every public holiday night (0 KES: holidays priced as any night). */
export async function setHolidayAdjustment(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = HolidayAdjustmentSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const adjustments =
    parsed.data.value === 0
      ? {}
      : sameForTypes({ kind: parsed.data.kind, value: parsed.data.value });
  const low = await tooLow(db, adjustments);
  if (low) return refused(low);
  return db.transaction(async (tx) => {
    await tx
      .insert(rateSettings)
      .values({ id: 1, holidayAdjustments: adjustments })
      .onConflictDoUpdate({
        target: rateSettings.id,
        set: { holidayAdjustments: adjustments, updatedAt: now },
      });
    await audit(tx, staff, "rates.holiday_adjustment", parsed.data, now);
    return { ok: true, message: M.saved } as const;
  });
}

/** A holiday's date for one year: moved, confirmed (an Idd), not kept, or a gazetted extra. */
export async function editHoliday(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = HolidayEditSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const { year, key, name, nameSw, date } = parsed.data;
  const row = {
    year,
    key,
    name,
    nameSw,
    date: date === "" ? null : date,
    updatedBy: staff.id,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    await tx
      .insert(holidayEdits)
      .values(row)
      .onConflictDoUpdate({ target: [holidayEdits.year, holidayEdits.key], set: row });
    await audit(tx, staff, "rates.holiday_edit", { year, key, name, nameSw, date: row.date }, now);
    return { ok: true, message: M.saved } as const;
  });
}

/** A stay rule (minimum nights, closed to arrival, same-day cut-off) for arrival dates and types. */
export async function addStayRule(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = StayRuleSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const input = parsed.data;
  const today = motelDate(now);
  if (input.firstNight < addDays(today, -1) || input.lastNight > addDays(today, 3 * 366)) {
    return refused(M.dateRange);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stayRules)
      .values({ ...input, createdBy: staff.id })
      .returning({ id: stayRules.id });
    await audit(tx, staff, "rates.stay_rule_create", { id: row!.id, ...input }, now);
    return { ok: true, message: M.saved } as const;
  });
}

export async function deleteStayRule(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: number,
  now: Date,
): Promise<RateEditResult> {
  return deleteAudited(db, staff, "rates.stay_rule_delete", id, now, (tx) =>
    tx.delete(stayRules).where(eq(stayRules.id, id)).returning({ id: stayRules.id }),
  );
}

/** The tax lines and whether the prices include them: counted from the next quote on. */
export async function setTaxes(
  db: Db,
  staff: Pick<StaffUser, "id">,
  fields: unknown,
  now: Date,
): Promise<RateEditResult> {
  const parsed = TaxSettingsSchema.safeParse(fields);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const { included, lines } = parsed.data;
  return db.transaction(async (tx) => {
    await tx.delete(taxLines);
    if (lines.length > 0) {
      await tx.insert(taxLines).values(lines.map((line, i) => ({ ...line, sortOrder: i + 1 })));
    }
    await tx
      .insert(rateSettings)
      .values({ id: 1, taxesIncluded: included })
      .onConflictDoUpdate({
        target: rateSettings.id,
        set: { taxesIncluded: included, updatedAt: now },
      });
    await audit(tx, staff, "rates.taxes", parsed.data, now);
    return { ok: true, message: M.saved } as const;
  });
}
