// The rules by date, the tax settings and the stay rules as the domain reads them
// (domain/rates.ts, domain/taxes.ts, domain/stay-rules.ts), each read fresh like the price table,
// so a staff edit counts from the next quote.
import { asc } from "drizzle-orm";
import type { RateRules } from "../../domain/rates.ts";
import { pricingOf, type Pricing, type PricingData } from "../../domain/quote.ts";
import type { StayRule } from "../../domain/stay-rules.ts";
import type { TaxSettings } from "../../domain/taxes.ts";
import type { Db } from "../db/client.ts";
import {
  holidayEdits,
  ratePeriods,
  rateSettings,
  stayRules,
  taxLines,
  weekdayRules,
} from "../db/schema/rates.ts";
import { loadPriceTable } from "./catalog.ts";

// One query at a time: these run inside transactions too (lockAndCheckRooms, room moves), and a
// transaction is one connection, which pg will not queue queries on (deprecated, gone in pg 9).
export async function loadRateRules(db: Db): Promise<RateRules> {
  const periods = await db
    .select()
    .from(ratePeriods)
    .orderBy(asc(ratePeriods.firstNight), asc(ratePeriods.id));
  const weekdays = await db.select().from(weekdayRules).orderBy(asc(weekdayRules.id));
  const edits = await db.select().from(holidayEdits);
  const [settings] = await db.select().from(rateSettings);
  return {
    periods: periods.map((p) => ({
      id: p.id,
      name: p.name,
      nameSw: p.nameSw,
      firstNight: p.firstNight,
      lastNight: p.lastNight,
      table: p.prices ?? null,
      adjustments: p.adjustments,
    })),
    weekdayRules: weekdays.map((w) => ({
      id: w.id,
      name: w.name,
      nameSw: w.nameSw,
      weekdays: w.weekdays,
      adjustments: w.adjustments,
    })),
    holidayEdits: edits.map((e) => ({
      year: e.year,
      key: e.key,
      date: e.date,
      name: e.name,
      nameSw: e.nameSw,
    })),
    holidayAdjustments: settings?.holidayAdjustments ?? {},
  };
}

export async function loadTaxSettings(db: Db): Promise<TaxSettings> {
  const lines = await db.select().from(taxLines).orderBy(asc(taxLines.sortOrder), asc(taxLines.id));
  const [settings] = await db.select({ included: rateSettings.taxesIncluded }).from(rateSettings);
  return {
    lines: lines.map((line) => ({
      name: line.name,
      nameSw: line.nameSw,
      ratePercent: Number(line.ratePercent),
    })),
    included: settings?.included ?? true,
  };
}

export async function loadStayRules(db: Db): Promise<StayRule[]> {
  const rows = await db.select().from(stayRules).orderBy(asc(stayRules.firstNight));
  return rows.map((r) => ({
    id: r.id,
    firstNight: r.firstNight,
    lastNight: r.lastNight,
    roomTypes: r.roomTypes,
    minNights: r.minNights,
    closedToArrival: r.closedToArrival,
    sameDayCutoff: r.sameDayCutoff,
  }));
}

export async function loadPricingData(db: Db): Promise<PricingData> {
  // In turn, not Promise.all: a transaction passed here is one connection (see loadRateRules).
  const table = await loadPriceTable(db);
  const rules = await loadRateRules(db);
  const taxes = await loadTaxSettings(db);
  const stay = await loadStayRules(db);
  return { table, rules, taxes, stayRules: stay };
}

/** Everything a stay is priced from (domain/quote.ts Pricing), and the stay rules. */
export async function loadPricing(db: Db): Promise<Pricing & { stayRules: StayRule[] }> {
  const data = await loadPricingData(db);
  return { ...pricingOf(data), stayRules: data.stayRules };
}
