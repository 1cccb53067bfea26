// Prices by date: the ONE place that says what a room costs on a night. The estimator (browser),
// the quote, the wizard, the booking, the desk and the rate card all price through nightPrice /
// priceNights; docs/decisions/013-rates-by-date.md states the precedence in words.
//
// Precedence for one room (type × adults × boarding) on one night (a motel-local date, the night
// that starts that evening):
//   1. The base table's price. None: not offered that night, whatever else applies (a period or
//      an adjustment never offers what the table does not).
//   2. A rate period covering the night replaces it: its own table's price for the combination
//      if it has one, else its adjustment for the room type, else it leaves the price as it is.
//      Of several periods covering a night the one starting latest wins (a short season inside a
//      long one), then the newest (highest id). Staff are refused overlapping periods anyway.
//   3. Then ONE day adjustment on top: the holiday's if the night is a public holiday and the
//      holiday adjustment covers the type, else the weekday rule's for that day of the week
//      (of several, the newest). A holiday on a Friday takes the holiday's, never both.
// Each adjustment is percent or whole KES, up or down; a percent rounds half up to the shilling.
// An adjustment that would bring the price to 0 or below is skipped (staff are refused such an
// adjustment when they save it; a later change of the base table could still do it).
import { joinedNames, type Named } from "./names.ts";
import { holidayDates, weekdayOf, type Holiday, type HolidayEdit } from "./holidays.ts";
import { nightlyPrice, type PriceTable } from "./pricing.ts";
import { ROOM_TYPE_KEYS, type Boarding, type RoomTypeKey } from "./rooms.ts";

export type AdjustmentKind = "percent" | "kes";
/** A signed change: +10 percent, -500 KES. Percent is whole percent. */
export type Adjustment = { kind: AdjustmentKind; value: number };
/** An adjustment per room type; a type left out is not adjusted. */
export type TypeAdjustments = Partial<Record<RoomTypeKey, Adjustment>>;

export type RatePeriod = {
  id: number;
  name: string;
  /** Its Kiswahili name (domain/names.ts); null: the English one. */
  nameSw?: string | null;
  /** The first and the last night it covers (inclusive), YYYY-MM-DD. */
  firstNight: string;
  lastNight: string;
  /** Its own prices (the combinations it lists); null for an adjustment-only period. */
  table: PriceTable | null;
  adjustments: TypeAdjustments;
};

export type WeekdayRule = {
  id: number;
  name: string;
  nameSw?: string | null;
  /** 0 Sunday … 6 Saturday: the nights starting on those days ("Friday and Saturday nights"). */
  weekdays: number[];
  adjustments: TypeAdjustments;
};

export type RateRules = {
  periods: RatePeriod[];
  weekdayRules: WeekdayRule[];
  holidayEdits: HolidayEdit[];
  /** Applied on every public holiday night; empty: holidays are listed but priced as any night. */
  holidayAdjustments: TypeAdjustments;
};

export const NO_RULES: RateRules = {
  periods: [],
  weekdayRules: [],
  holidayEdits: [],
  holidayAdjustments: {},
};

/** The one price of a night, and where it came from (shown on the rate calendar and the lines). */
export type NightPrice = {
  date: string;
  amountKes: number;
  /** The base table's price that night. */
  baseKes: number;
  /** "Base price", "Easter", "Easter, Good Friday", "Weekend"... */
  rule: string;
  /** The same in Kiswahili where a name has one ("Pasaka, Ijumaa Kuu"); null: as `rule`. */
  ruleSw: string | null;
  /** The holiday that night, if any (whether or not it changed the price). */
  holiday: string | null;
};

/** The price after an adjustment; whole shillings, a percent rounding half up. */
export function adjusted(amountKes: number, adjustment: Adjustment): number {
  if (adjustment.kind === "kes") return amountKes + adjustment.value;
  return Math.round((amountKes * (100 + adjustment.value)) / 100);
}

/** "+10%", "−500 KES": an adjustment as staff and the rate card read it. */
export function adjustmentText(adjustment: Adjustment): string {
  const sign = adjustment.value < 0 ? "−" : "+";
  const size = Math.abs(adjustment.value);
  return adjustment.kind === "percent"
    ? `${sign}${size}%`
    : `${sign}KES ${new Intl.NumberFormat("en-KE").format(size)}`;
}

/** A compiled rule set: holidays computed once per year asked about. */
export type Rates = {
  rules: RateRules;
  holidayOn(date: string): Holiday | undefined;
};

export function compileRates(rules: RateRules): Rates {
  const years = new Map<number, Map<string, Holiday>>();
  return {
    rules,
    holidayOn(date) {
      const year = Number(date.slice(0, 4));
      let map = years.get(year);
      if (!map) {
        map = holidayDates(year, rules.holidayEdits);
        years.set(year, map);
      }
      return map.get(date);
    },
  };
}

/** The period that prices a night (precedence 2), if any. */
export function periodOn(periods: readonly RatePeriod[], date: string): RatePeriod | undefined {
  let best: RatePeriod | undefined;
  for (const period of periods) {
    if (period.firstNight > date || period.lastNight < date) continue;
    if (
      !best ||
      period.firstNight > best.firstNight ||
      (period.firstNight === best.firstNight && period.id > best.id)
    ) {
      best = period;
    }
  }
  return best;
}

/** The weekday rule for a night and room type (the newest covering that day), if any. */
export function weekdayRuleOn(
  rules: readonly WeekdayRule[],
  date: string,
  type: RoomTypeKey,
): WeekdayRule | undefined {
  const day = weekdayOf(date);
  let best: WeekdayRule | undefined;
  for (const rule of rules) {
    if (!rule.weekdays.includes(day) || !rule.adjustments[type]) continue;
    if (!best || rule.id > best.id) best = rule;
  }
  return best;
}

/**
 * THE price of one room on one night (see the precedence above), or undefined when the base
 * table does not offer the combination.
 */
export function nightPrice(
  rates: Rates,
  table: PriceTable,
  type: RoomTypeKey,
  adults: number,
  boarding: Boarding,
  date: string,
): NightPrice | undefined {
  const baseKes = nightlyPrice(table, type, adults, boarding);
  if (baseKes === undefined) return undefined;
  const sources: Named[] = [];
  let amountKes = baseKes;
  const period = periodOn(rates.rules.periods, date);
  if (period) {
    const own = period.table ? nightlyPrice(period.table, type, adults, boarding) : undefined;
    const adjustment = period.adjustments[type];
    const next = own ?? (adjustment ? adjusted(amountKes, adjustment) : amountKes);
    if (next > 0 && (own !== undefined || adjustment)) {
      amountKes = next;
      sources.push(period);
    }
  }
  const holiday = rates.holidayOn(date);
  const holidayAdjustment = holiday ? rates.rules.holidayAdjustments[type] : undefined;
  const dayRule = holidayAdjustment
    ? undefined
    : weekdayRuleOn(rates.rules.weekdayRules, date, type);
  const dayAdjustment = holidayAdjustment ?? dayRule?.adjustments[type];
  if (dayAdjustment && dayAdjustment.value !== 0) {
    const next = adjusted(amountKes, dayAdjustment);
    if (next > 0) {
      amountKes = next;
      sources.push(holidayAdjustment ? holiday! : dayRule!);
    }
  }
  const named = sources.length > 0 ? joinedNames(sources, ", ") : { rule: BASE_RULE, ruleSw: null };
  return { date, amountKes, baseKes, ...named, holiday: holiday?.name ?? null };
}

export const BASE_RULE = "Base price";

/** Every night of a stay priced, or undefined when the combination is not offered. */
export function priceNights(
  rates: Rates,
  table: PriceTable,
  type: RoomTypeKey,
  adults: number,
  boarding: Boarding,
  nights: readonly string[],
): NightPrice[] | undefined {
  const priced: NightPrice[] = [];
  for (const date of nights) {
    const price = nightPrice(rates, table, type, adults, boarding, date);
    if (!price) return undefined;
    priced.push(price);
  }
  return priced;
}

/** Consecutive nights at one price and from one rule, as a line: "3 nights × KES 4,500". */
export type NightGroup = {
  /** The first night and the morning after the last (a stay's own dates when one group). */
  from: string;
  to: string;
  nights: number;
  amountKes: number;
  rule: string;
  /** The rule in Kiswahili (domain/names.ts ruleIn); null or absent: as `rule`. */
  ruleSw?: string | null;
  totalKes: number;
};

/** Groups consecutive nights of equal price and rule (the lines quotes and bookings show). */
export function groupNights(
  nights: readonly { date: string; amountKes: number; rule: string; ruleSw?: string | null }[],
): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const night of nights) {
    const last = groups.at(-1);
    if (
      last &&
      last.amountKes === night.amountKes &&
      last.rule === night.rule &&
      (last.ruleSw ?? null) === (night.ruleSw ?? null) &&
      last.to === night.date
    ) {
      last.nights += 1;
      last.totalKes += night.amountKes;
      last.to = nextDay(night.date);
    } else {
      groups.push({
        from: night.date,
        to: nextDay(night.date),
        nights: 1,
        amountKes: night.amountKes,
        rule: night.rule,
        ...(night.ruleSw ? { ruleSw: night.ruleSw } : {}),
        totalKes: night.amountKes,
      });
    }
  }
  return groups;
}

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Why an adjustment cannot be saved against a table: it would bring some offered price of the
 * types it covers to 0 or below. Returns the first such price's description, or undefined.
 */
export function nonPositiveAdjustment(
  table: PriceTable,
  adjustments: TypeAdjustments,
): { type: RoomTypeKey; baseKes: number; resultKes: number } | undefined {
  for (const type of ROOM_TYPE_KEYS) {
    const adjustment = adjustments[type];
    if (!adjustment) continue;
    for (const byBoarding of Object.values(table[type] ?? {})) {
      for (const amount of Object.values(byBoarding ?? {})) {
        if (amount === undefined) continue;
        const result = adjusted(amount, adjustment);
        if (result <= 0) return { type, baseKes: amount, resultKes: result };
      }
    }
  }
  return undefined;
}

/** The same adjustment for each of the given types (forms set one for "all room types"). */
export function sameForTypes(
  adjustment: Adjustment,
  types: readonly RoomTypeKey[] = ROOM_TYPE_KEYS,
): TypeAdjustments {
  return Object.fromEntries(types.map((type) => [type, adjustment])) as TypeAdjustments;
}
