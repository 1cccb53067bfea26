import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { schemaMessage } from "../said.ts";
import { formSaid } from "../staff-said/forms.ts";
import { priceSaid } from "../staff-said/prices.ts";
import {
  HolidayEditSchema,
  RangeAdjustmentSchema,
  StayRuleSchema,
  TaxSettingsSchema,
  WeekdayRuleSchema,
} from "./rates.ts";

const form = { firstNight: "2027-04-01", lastNight: "2027-04-05", roomTypes: ["family"] };

describe("StayRuleSchema", () => {
  it("takes a minimum stay, a closed arrival or a cut-off; empty fields are none", () => {
    expect(StayRuleSchema.parse({ ...form, minNights: "3" })).toEqual({
      ...form,
      minNights: 3,
      closedToArrival: false,
      sameDayCutoff: null,
    });
    expect(StayRuleSchema.parse({ ...form, closedToArrival: "on" }).closedToArrival).toBe(true);
    expect(StayRuleSchema.parse({ ...form, sameDayCutoff: "18:00" }).sameDayCutoff).toBe("18:00");
  });
  it("refuses a rule that sets nothing, bad values and reversed dates, in words", () => {
    const first = (fields: object) => StayRuleSchema.safeParse(fields).error?.issues[0]?.message;
    expect(first(form)).toBe(schemaMessage(priceSaid.stayRuleEmpty()));
    expect(first({ ...form, minNights: "31" })).toBe(schemaMessage(priceSaid.stayRuleMinNights()));
    expect(first({ ...form, sameDayCutoff: "25:00" })).toBe(
      schemaMessage(priceSaid.stayRuleCutoff()),
    );
    expect(first({ ...form, lastNight: "2027-03-01", minNights: "2" })).toBe(
      schemaMessage(priceSaid.lastNight()),
    );
    expect(first({ ...form, roomTypes: [], minNights: "2" })).toBe(
      schemaMessage(priceSaid.chooseRoomTypes()),
    );
  });
});

describe("TaxSettingsSchema", () => {
  it("reads the rows that have something, and the included box", () => {
    expect(
      TaxSettingsSchema.parse({
        taxesIncluded: "on",
        "tax.0.name": "VAT",
        "tax.0.rate": "16",
        "tax.1.name": " Tourism levy ",
        "tax.1.rate": "2.5",
        "tax.2.name": "",
        "tax.2.rate": "",
      }),
    ).toEqual({
      included: true,
      lines: [
        { name: "VAT", nameSw: null, ratePercent: 16 },
        { name: "Tourism levy", nameSw: null, ratePercent: 2.5 },
      ],
    });
    expect(TaxSettingsSchema.parse({}).included).toBe(false);
  });
  it("refuses a row without a name or with a bad rate, in words", () => {
    const first = (fields: object) => TaxSettingsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(first({ "tax.0.rate": "16" })).toBe(schemaMessage(priceSaid.taxName()));
    expect(first({ "tax.0.name": "VAT", "tax.0.rate": "101" })).toBe(
      schemaMessage(priceSaid.taxRate()),
    );
    expect(first({ "tax.0.name": "VAT", "tax.0.rate": "1.234" })).toBe(
      schemaMessage(priceSaid.taxRate()),
    );
  });
});

describe("the Kiswahili name beside the English one", () => {
  const period = {
    name: "Easter",
    firstNight: "2027-03-26",
    lastNight: "2027-03-29",
    kind: "percent",
    value: "10",
    roomTypes: ["family"],
  };
  const weekday = {
    name: "Weekend",
    weekdays: ["5", "6"],
    kind: "kes",
    value: "500",
    roomTypes: ["family"],
  };
  const holiday = { year: "2027", key: "madaraka", name: "Madaraka Day", date: "2027-06-01" };
  const first = (
    schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
    fields: object,
  ) => schema.safeParse(fields).error?.issues[0]?.message;

  it("is optional: empty or left out is none, a given one is trimmed", () => {
    expect(RangeAdjustmentSchema.parse(period).nameSw).toBeNull();
    expect(RangeAdjustmentSchema.parse({ ...period, nameSw: "" }).nameSw).toBeNull();
    expect(RangeAdjustmentSchema.parse({ ...period, nameSw: "  Pasaka " }).nameSw).toBe("Pasaka");
    expect(WeekdayRuleSchema.parse({ ...weekday, nameSw: "Wikendi" }).nameSw).toBe("Wikendi");
    expect(HolidayEditSchema.parse({ ...holiday, nameSw: "Siku ya Madaraka" }).nameSw).toBe(
      "Siku ya Madaraka",
    );
    expect(
      TaxSettingsSchema.parse({
        "tax.0.name": "VAT",
        "tax.0.nameSw": "Kodi ya VAT",
        "tax.0.rate": "16",
      }).lines,
    ).toEqual([{ name: "VAT", nameSw: "Kodi ya VAT", ratePercent: 16 }]);
  });

  it("refuses a NUL byte or a control character, as the English name does", () => {
    const unusual = schemaMessage(formSaid.unusualCharacters("kiswahiliName"));
    expect(first(RangeAdjustmentSchema, { ...period, nameSw: "Pa\u0000saka" })).toBe(unusual);
    expect(first(WeekdayRuleSchema, { ...weekday, nameSw: "Wiki\u0007ndi" })).toBe(unusual);
    expect(first(HolidayEditSchema, { ...holiday, nameSw: "\u0000" })).toBe(unusual);
    expect(
      first(TaxSettingsSchema, {
        "tax.0.name": "VAT",
        "tax.0.nameSw": "K\u0000",
        "tax.0.rate": "16",
      }),
    ).toBe(unusual);
    expect(first(RangeAdjustmentSchema, { ...period, name: "Eas\u0000ter" })).toBe(
      schemaMessage(formSaid.unusualCharacters("name")),
    );
  });

  it("refuses an over-long one with a clear message", () => {
    expect(first(RangeAdjustmentSchema, { ...period, nameSw: "a".repeat(81) })).toBe(
      schemaMessage(priceSaid.nameSw()),
    );
    expect(RangeAdjustmentSchema.parse({ ...period, nameSw: "a".repeat(80) }).nameSw).toHaveLength(
      80,
    );
    expect(first(WeekdayRuleSchema, { ...weekday, nameSw: "a".repeat(81) })).toBe(
      schemaMessage(priceSaid.nameSw()),
    );
    expect(first(HolidayEditSchema, { ...holiday, nameSw: "a".repeat(81) })).toBe(
      schemaMessage(priceSaid.nameSw()),
    );
    expect(
      first(TaxSettingsSchema, {
        "tax.0.name": "VAT",
        "tax.0.nameSw": "a".repeat(41),
        "tax.0.rate": "16",
      }),
    ).toBe(schemaMessage(priceSaid.taxNameSw()));
    expect(english(priceSaid.nameSw())).toBe(
      "Please keep the Kiswahili name to 80 characters, or leave it empty to show the English.",
    );
  });

  it("a Kiswahili name alone is no tax: the English name is asked for", () => {
    expect(first(TaxSettingsSchema, { "tax.0.nameSw": "Kodi", "tax.0.rate": "16" })).toBe(
      schemaMessage(priceSaid.taxName()),
    );
  });
});
