import { describe, expect, it } from "vitest";
import { RATE_MESSAGES as M } from "../messages.ts";
import { StayRuleSchema, TaxSettingsSchema } from "./rates.ts";

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
    expect(first(form)).toBe(M.stayRuleEmpty);
    expect(first({ ...form, minNights: "31" })).toBe(M.stayRuleMinNights);
    expect(first({ ...form, sameDayCutoff: "25:00" })).toBe(M.stayRuleCutoff);
    expect(first({ ...form, lastNight: "2027-03-01", minNights: "2" })).toBe(M.lastNight);
    expect(first({ ...form, roomTypes: [], minNights: "2" })).toBe(M.chooseRoomTypes);
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
        { name: "VAT", ratePercent: 16 },
        { name: "Tourism levy", ratePercent: 2.5 },
      ],
    });
    expect(TaxSettingsSchema.parse({}).included).toBe(false);
  });
  it("refuses a row without a name or with a bad rate, in words", () => {
    const first = (fields: object) => TaxSettingsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(first({ "tax.0.rate": "16" })).toBe(M.taxName);
    expect(first({ "tax.0.name": "VAT", "tax.0.rate": "101" })).toBe(M.taxRate);
    expect(first({ "tax.0.name": "VAT", "tax.0.rate": "1.234" })).toBe(M.taxRate);
  });
});
