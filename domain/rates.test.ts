import { describe, expect, it } from "vitest";
import type { PriceTable } from "./pricing.ts";
import { priceStay, pricingOf, stayLines } from "./quote.ts";
import {
  adjusted,
  compileRates,
  groupNights,
  nightPrice,
  NO_RULES,
  nonPositiveAdjustment,
  sameForTypes,
  type RateRules,
} from "./rates.ts";
import { DEFAULT_TAXES } from "./taxes.ts";

const table: PriceTable = {
  standard: { single_guest: { bed_breakfast: 3500, half_board: 4500 } },
  deluxe: { single_guest: { bed_breakfast: 4500 } },
};

const rules = (more: Partial<RateRules>): RateRules => ({ ...NO_RULES, ...more });
const price = (r: RateRules, date: string, type: "standard" | "deluxe" = "standard") =>
  nightPrice(compileRates(r), table, type, 1, "bed_breakfast", date);

const weekend = {
  id: 1,
  name: "Weekend",
  weekdays: [5, 6],
  adjustments: sameForTypes({ kind: "percent", value: 20 }),
};
const easter = {
  id: 1,
  name: "Easter",
  firstNight: "2026-04-01",
  lastNight: "2026-04-07",
  table: null,
  adjustments: { standard: { kind: "kes" as const, value: 1000 } },
};

describe("adjustments", () => {
  it("adds or takes whole KES, or a percent rounded half up to the shilling", () => {
    expect(adjusted(3500, { kind: "kes", value: 500 })).toBe(4000);
    expect(adjusted(3500, { kind: "kes", value: -500 })).toBe(3000);
    expect(adjusted(3500, { kind: "percent", value: 10 })).toBe(3850);
    expect(adjusted(3505, { kind: "percent", value: 10 })).toBe(3856); // 3855.5 → 3856
    expect(adjusted(3505, { kind: "percent", value: -10 })).toBe(3155); // 3154.5 → 3155
  });

  it("refuses an adjustment that brings any offered price to 0 or below", () => {
    expect(nonPositiveAdjustment(table, { standard: { kind: "kes", value: -3500 } })).toEqual({
      type: "standard",
      baseKes: 3500,
      resultKes: 0,
    });
    expect(
      nonPositiveAdjustment(table, { standard: { kind: "percent", value: -100 } }),
    ).toBeDefined();
    expect(
      nonPositiveAdjustment(table, { standard: { kind: "kes", value: -3499 } }),
    ).toBeUndefined();
  });
});

describe("nightPrice: the precedence", () => {
  it("1. the base table alone: every night the same, 'Base price'", () => {
    expect(price(NO_RULES, "2026-11-27")).toMatchObject({ amountKes: 3500, rule: "Base price" });
  });

  it("1. never offers what the base table does not, whatever the rules", () => {
    const r = rules({
      periods: [{ ...easter, table: { deluxe: { two_guests: { bed_breakfast: 9000 } } } }],
      weekdayRules: [weekend],
    });
    expect(
      nightPrice(compileRates(r), table, "deluxe", 2, "bed_breakfast", "2026-04-03"),
    ).toBeUndefined();
  });

  it("2. a period's adjustment for the type", () => {
    expect(price(rules({ periods: [easter] }), "2026-04-01")).toMatchObject({
      amountKes: 4500,
      rule: "Easter",
      baseKes: 3500,
    });
    // Outside its dates, and for a type it does not adjust: the base.
    expect(price(rules({ periods: [easter] }), "2026-04-08")?.amountKes).toBe(3500);
    expect(price(rules({ periods: [easter] }), "2026-04-01", "deluxe")?.rule).toBe("Base price");
  });

  it("2. a period's own table beats its adjustment; combinations it lacks keep the base", () => {
    const own = { ...easter, table: { standard: { single_guest: { bed_breakfast: 5000 } } } };
    expect(price(rules({ periods: [own] }), "2026-04-02")?.amountKes).toBe(5000);
    expect(
      nightPrice(
        compileRates(rules({ periods: [own] })),
        table,
        "standard",
        1,
        "half_board",
        "2026-04-02",
      )?.amountKes,
    ).toBe(5500); // half board: not in its table, so the period's adjustment (+1000)
  });

  it("2. of overlapping periods the one starting latest wins, then the newest", () => {
    const season = {
      id: 2,
      name: "Long season",
      firstNight: "2026-03-01",
      lastNight: "2026-05-31",
      table: null,
      adjustments: sameForTypes({ kind: "kes", value: 200 }),
    };
    expect(price(rules({ periods: [season, easter] }), "2026-04-02")?.rule).toBe("Easter");
    expect(price(rules({ periods: [season, easter] }), "2026-03-15")?.rule).toBe("Long season");
    const twin = {
      ...easter,
      id: 3,
      name: "Easter bis",
      adjustments: sameForTypes({ kind: "kes", value: 50 }),
    };
    expect(price(rules({ periods: [twin, easter] }), "2026-04-02")?.rule).toBe("Easter bis");
  });

  it("3. a weekday rule on the nights starting on its days", () => {
    const r = rules({ weekdayRules: [weekend] });
    expect(price(r, "2026-11-26")?.amountKes).toBe(3500); // Thursday
    expect(price(r, "2026-11-27")).toMatchObject({ amountKes: 4200, rule: "Weekend" }); // Friday
    expect(price(r, "2026-11-28")?.amountKes).toBe(4200); // Saturday
    expect(price(r, "2026-11-29")?.amountKes).toBe(3500); // Sunday
  });

  it("3. of two weekday rules for a day the newest counts", () => {
    const saturday = {
      id: 2,
      name: "Saturday",
      weekdays: [6],
      adjustments: sameForTypes({ kind: "kes", value: 100 }),
    };
    const r = rules({ weekdayRules: [weekend, saturday] });
    expect(price(r, "2026-11-28")).toMatchObject({ amountKes: 3600, rule: "Saturday" });
    expect(price(r, "2026-11-27")?.rule).toBe("Weekend");
  });

  it("3. a holiday's adjustment replaces the weekday's (never both)", () => {
    // Christmas 2026 is a Friday.
    const r = rules({
      weekdayRules: [weekend],
      holidayAdjustments: sameForTypes({ kind: "percent", value: 50 }),
    });
    expect(price(r, "2026-12-25")).toMatchObject({
      amountKes: 5250,
      rule: "Christmas Day",
      holiday: "Christmas Day",
    });
    // Without a holiday adjustment the holiday is named but the weekday rule prices it.
    expect(price(rules({ weekdayRules: [weekend] }), "2026-12-25")).toMatchObject({
      amountKes: 4200,
      rule: "Weekend",
      holiday: "Christmas Day",
    });
  });

  it("2 then 3: the day adjustment applies on top of the period's price", () => {
    // Good Friday 2026 is 3 April, inside Easter (+1000): 4,500 then +50%.
    const r = rules({
      periods: [easter],
      holidayAdjustments: sameForTypes({ kind: "percent", value: 50 }),
    });
    expect(price(r, "2026-04-03")).toMatchObject({ amountKes: 6750, rule: "Easter, Good Friday" });
  });

  it("staff's holiday edits count: a confirmed Eid is a holiday, a dropped one is not", () => {
    const r = rules({
      holidayAdjustments: sameForTypes({ kind: "kes", value: 500 }),
      holidayEdits: [
        { year: 2027, key: "idd_ul_fitr", date: "2027-03-10", name: "Idd-ul-Fitr" },
        { year: 2027, key: "labour", date: null, name: "Labour Day" },
      ],
    });
    expect(price(r, "2027-03-10")).toMatchObject({ amountKes: 4000, rule: "Idd-ul-Fitr" });
    expect(price(r, "2027-05-01")?.amountKes).toBe(3500);
  });

  it("skips an adjustment that would bring a night to 0 or below", () => {
    const r = rules({
      weekdayRules: [{ ...weekend, adjustments: sameForTypes({ kind: "kes", value: -5000 }) }],
    });
    expect(price(r, "2026-11-27")).toMatchObject({ amountKes: 3500, rule: "Base price" });
  });
});

describe("a stay priced night by night", () => {
  const pricing = pricingOf({
    table,
    rules: rules({ weekdayRules: [weekend] }),
    taxes: DEFAULT_TAXES,
  });

  it("prices each night, groups equal neighbours into lines, and totals them", () => {
    // Thursday to Monday: Thu 3,500, Fri 4,200, Sat 4,200, Sun 3,500.
    const stay = priceStay(
      pricing,
      [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
      { checkIn: "2026-11-26", checkOut: "2026-11-30" },
    );
    expect(stay.rooms[0]!.lines).toEqual([
      {
        from: "2026-11-26",
        to: "2026-11-27",
        nights: 1,
        amountKes: 3500,
        rule: "Base price",
        totalKes: 3500,
      },
      {
        from: "2026-11-27",
        to: "2026-11-29",
        nights: 2,
        amountKes: 4200,
        rule: "Weekend",
        totalKes: 8400,
      },
      {
        from: "2026-11-29",
        to: "2026-11-30",
        nights: 1,
        amountKes: 3500,
        rule: "Base price",
        totalKes: 3500,
      },
    ]);
    expect(stay).toMatchObject({ nights: 4, subtotalKes: 15_400, totalKes: 15_400 });
    expect(stay.taxes.netKes + stay.taxes.taxes.reduce((s, t) => s + t.amountKes, 0)).toBe(15_400);
  });

  it("adds several rooms night by night for the stay's own lines", () => {
    const stay = priceStay(
      pricing,
      [
        { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
        { type: "deluxe", adults: 1, children: 0, boarding: "bed_breakfast" },
      ],
      { checkIn: "2026-11-27", checkOut: "2026-11-30" },
    );
    expect(stayLines(stay.rooms).map((l) => [l.nights, l.amountKes])).toEqual([
      [2, 4200 + 5400],
      [1, 8000],
    ]);
    expect(stay.totalKes).toBe(2 * 9600 + 8000);
  });

  it("a promotion comes off the room nights before the taxes", () => {
    const stay = priceStay(
      pricing,
      [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
      { checkIn: "2026-11-23", checkOut: "2026-11-25" },
      { code: "KARIBU", discountKes: 700 },
    );
    expect(stay).toMatchObject({ subtotalKes: 7000, discountKes: 700, totalKes: 6300 });
    expect(stay.taxes.totalKes).toBe(6300);
  });

  it("groups only neighbours of the same price and rule", () => {
    expect(
      groupNights([
        { date: "2026-01-01", amountKes: 10, rule: "A" },
        { date: "2026-01-02", amountKes: 10, rule: "B" },
        { date: "2026-01-04", amountKes: 10, rule: "B" },
      ]).map((g) => g.nights),
    ).toEqual([1, 1, 1]);
  });
});
