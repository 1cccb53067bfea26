import { describe, expect, it } from "vitest";
import { said } from "./said.ts";
import { stayRuleRefusal, type StayRule } from "./stay-rules.ts";

const rule = (more: Partial<StayRule>): StayRule => ({
  id: 1,
  firstNight: "2026-12-20",
  lastNight: "2026-12-31",
  roomTypes: [],
  minNights: null,
  closedToArrival: false,
  sameDayCutoff: null,
  ...more,
});
const online = { today: "2026-12-24", time: "12:00", online: true };
const stay = (checkIn: string, checkOut: string, type: "standard" | "family" = "standard") => ({
  checkIn,
  checkOut,
  rooms: [{ type }],
});

describe("stay rules", () => {
  it("a minimum stay counts from the arrival date", () => {
    const rules = [rule({ minNights: 3 })];
    expect(stayRuleRefusal(rules, stay("2026-12-24", "2026-12-26"), online)).toEqual(
      said.minNights("standard", "2026-12-24", 3),
    );
    expect(stayRuleRefusal(rules, stay("2026-12-24", "2026-12-27"), online)).toBeUndefined();
    // Arriving before the rule's dates: not bound, even if the stay runs into them.
    expect(stayRuleRefusal(rules, stay("2026-12-19", "2026-12-21"), online)).toBeUndefined();
  });

  it("closed to arrival, for its room types only", () => {
    const rules = [rule({ closedToArrival: true, roomTypes: ["family"] })];
    expect(stayRuleRefusal(rules, stay("2026-12-25", "2026-12-26", "family"), online)).toEqual(
      said.closedToArrival("family", "2026-12-25"),
    );
    expect(stayRuleRefusal(rules, stay("2026-12-25", "2026-12-26"), online)).toBeUndefined();
  });

  it("the same-day cut-off binds online bookings for tonight only, not the desk", () => {
    const rules = [rule({ sameDayCutoff: "18:00" })];
    const evening = { ...online, time: "18:00" };
    expect(stayRuleRefusal(rules, stay("2026-12-24", "2026-12-25"), evening)).toEqual(
      said.sameDayCutoff("18:00"),
    );
    expect(
      stayRuleRefusal(rules, stay("2026-12-24", "2026-12-25"), { ...online, time: "17:59" }),
    ).toBeUndefined();
    expect(stayRuleRefusal(rules, stay("2026-12-25", "2026-12-26"), evening)).toBeUndefined();
    expect(
      stayRuleRefusal(rules, stay("2026-12-24", "2026-12-25"), { ...evening, online: false }),
    ).toBeUndefined();
  });
});
