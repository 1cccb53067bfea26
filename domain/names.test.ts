import { describe, expect, it } from "vitest";
import { holidaysOf } from "./holidays.ts";
import { joinedNames, nameIn, namesWithoutSwahili, ruleIn } from "./names.ts";
import { priceStay, pricingOf, stayLines, stayNamedIn } from "./quote.ts";
import { BASE_RULE, NO_RULES, sameForTypes, type RateRules } from "./rates.ts";
import { taxBreakdown, type TaxSettings } from "./taxes.ts";

const table = { standard: { single_guest: { bed_breakfast: 3500 } } };
const weekend = {
  id: 1,
  name: "Weekend",
  nameSw: "Wikendi",
  weekdays: [5, 6],
  adjustments: sameForTypes({ kind: "percent", value: 20 }),
};
const season = {
  id: 2,
  name: "Long rains",
  nameSw: null,
  firstNight: "2026-04-01",
  lastNight: "2026-04-30",
  table: null,
  adjustments: sameForTypes({ kind: "kes", value: -500 }),
};
const taxes: TaxSettings = {
  included: true,
  lines: [
    { name: "VAT", nameSw: null, ratePercent: 16 },
    { name: "Catering levy", nameSw: "Tozo ya upishi", ratePercent: 2 },
  ],
};

describe("a name in the guest's language", () => {
  it("Kiswahili with a Kiswahili name saved: the Kiswahili name", () => {
    expect(nameIn({ name: "Weekend", nameSw: "Wikendi" }, "sw")).toBe("Wikendi");
    expect(ruleIn({ rule: "Weekend", ruleSw: "Wikendi" }, "sw")).toBe("Wikendi");
  });

  it("Kiswahili without one (null, empty or absent): the English name", () => {
    expect(nameIn({ name: "Weekend", nameSw: null }, "sw")).toBe("Weekend");
    expect(nameIn({ name: "Weekend", nameSw: "" }, "sw")).toBe("Weekend");
    expect(nameIn({ name: "Weekend" }, "sw")).toBe("Weekend");
    expect(ruleIn({ rule: "Weekend" }, "sw")).toBe("Weekend");
  });

  it("English: the English name, whatever the Kiswahili", () => {
    expect(nameIn({ name: "Weekend", nameSw: "Wikendi" }, "en")).toBe("Weekend");
    expect(ruleIn({ rule: "Weekend", ruleSw: "Wikendi" }, "en")).toBe("Weekend");
  });

  it("joins names, each in Kiswahili or else in English; no Kiswahili when it reads the same", () => {
    expect(joinedNames([season, weekend], ", ")).toEqual({
      rule: "Long rains, Weekend",
      ruleSw: "Long rains, Wikendi",
    });
    expect(joinedNames([season], ", ")).toEqual({ rule: "Long rains", ruleSw: null });
  });
});

describe("the Kiswahili names through a quote", () => {
  const rules: RateRules = { ...NO_RULES, periods: [season], weekdayRules: [weekend] };
  const pricing = pricingOf({ table, rules, taxes });
  // Thursday 2 to Sunday 5 April 2026: Thursday, then Friday and Saturday at the weekend price.
  const stay = priceStay(
    pricing,
    [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
    {
      checkIn: "2026-04-02",
      checkOut: "2026-04-05",
    },
  );

  it("carries each night's rule in both languages, the prices as without them", () => {
    const room = stay.rooms[0]!;
    expect(room.lines.map((line) => [line.rule, ruleIn(line, "sw"), line.amountKes])).toEqual([
      ["Long rains", "Long rains", 3000],
      ["Long rains, Weekend", "Long rains, Wikendi", 3600],
    ]);
    const plain = priceStay(
      pricingOf({
        table,
        rules: {
          ...rules,
          periods: [{ ...season, nameSw: "Masika" }],
          weekdayRules: [{ ...weekend, nameSw: null }],
        },
        taxes,
      }),
      stay.rooms,
      { checkIn: "2026-04-02", checkOut: "2026-04-05" },
    );
    expect(plain.totalKes).toBe(stay.totalKes);
    expect(ruleIn(stayLines(plain.rooms)[1]!, "sw")).toBe("Masika, Weekend");
    expect(ruleIn(stayLines(stay.rooms)[1]!, "sw")).toBe("Long rains, Wikendi");
  });

  it("carries each tax's Kiswahili name into the breakdown", () => {
    expect(stay.taxes.taxes.map((tax) => [nameIn(tax, "sw"), nameIn(tax, "en")])).toEqual([
      ["VAT", "VAT"],
      ["Tozo ya upishi", "Catering levy"],
    ]);
    expect(taxBreakdown(10_000, taxes).totalKes).toBe(10_000);
  });

  it("names a stay in one language only, the amounts untouched (the quote API's answer)", () => {
    const sw = stayNamedIn(stay, "sw");
    const en = stayNamedIn(stay, "en");
    expect(sw.rooms[0]!.lines.map((line) => line.rule)).toEqual([
      "Long rains",
      "Long rains, Wikendi",
    ]);
    expect(en.rooms[0]!.nights.map((night) => night.rule)).toEqual([
      "Long rains",
      "Long rains, Weekend",
      "Long rains, Weekend",
    ]);
    expect(sw.taxes.taxes.map((tax) => tax.name)).toEqual(["VAT", "Tozo ya upishi"]);
    expect(en.taxes.taxes.map((tax) => tax.name)).toEqual(["VAT", "Catering levy"]);
    expect(JSON.stringify(en)).not.toMatch(/Wikendi|Tozo|ruleSw|nameSw/);
    expect(JSON.stringify(sw)).not.toMatch(/"Weekend|Catering|ruleSw|nameSw/);
    expect([sw.totalKes, sw.taxes.taxes.map((tax) => tax.amountKes)]).toEqual([
      stay.totalKes,
      stay.taxes.taxes.map((tax) => tax.amountKes),
    ]);
  });

  it("the base price has no name of staff's", () => {
    const base = priceStay(pricingOf({ table, rules: NO_RULES, taxes }), stay.rooms, {
      checkIn: "2026-06-02",
      checkOut: "2026-06-03",
    });
    expect(base.rooms[0]!.lines[0]).toMatchObject({ rule: BASE_RULE });
    expect(base.rooms[0]!.lines[0]!.ruleSw).toBeUndefined();
  });
});

describe("holidays' Kiswahili names", () => {
  const of2027 = (edits: Parameters<typeof holidaysOf>[1] = []) =>
    new Map(holidaysOf(2027, edits).map((h) => [h.key, h]));

  it("the Act's holidays have theirs; a Sunday's substitute day says so", () => {
    const holidays = of2027();
    expect(holidays.get("jamhuri")).toMatchObject({ nameSw: "Siku ya Jamhuri" });
    expect(holidays.get("jamhuri_observed")).toMatchObject({
      name: "Jamhuri Day (observed)",
      nameSw: "Siku ya Jamhuri (siku mbadala)",
    });
    expect(holidays.get("idd_ul_fitr")).toMatchObject({ nameSw: null });
  });

  it("staff's Kiswahili name wins; a renamed holiday without one reads in English", () => {
    const holidays = of2027([
      { year: 2027, key: "madaraka", date: "2027-06-01", name: "Madaraka Day", nameSw: null },
      { year: 2027, key: "mazingira", date: "2027-10-11", name: "Utamaduni Day", nameSw: null },
      { year: 2027, key: "labour", date: "2027-05-01", name: "Labour Day", nameSw: "Mei Mosi" },
      { year: 2027, key: "extra_1", date: "2027-08-09", name: "Census Day", nameSw: "Sensa" },
    ]);
    expect(holidays.get("madaraka")?.nameSw).toBe("Siku ya Madaraka");
    expect(holidays.get("mazingira")?.nameSw).toBeNull();
    expect(holidays.get("labour")?.nameSw).toBe("Mei Mosi");
    expect(holidays.get("extra_1")?.nameSw).toBe("Sensa");
  });
});

describe("names still without Kiswahili (the launch checklist)", () => {
  it("lists seasons not over, weekday rules and taxes that have none", () => {
    const over = { ...season, name: "Old season", lastNight: "2026-01-05" };
    expect(
      namesWithoutSwahili(
        { periods: [season, over], weekdayRules: [weekend], taxes: taxes.lines },
        "2026-03-01",
      ),
    ).toEqual(["Long rains", "VAT"]);
    expect(
      namesWithoutSwahili(
        { periods: [{ ...season, nameSw: "Masika" }], weekdayRules: [], taxes: [] },
        "2026-03-01",
      ),
    ).toEqual([]);
  });
});
