import { describe, expect, it } from "vitest";
import { checkInRefusal, occupancyLevel } from "./admin-bookings.ts";

describe("checkInRefusal", () => {
  const confirmed = {
    status: "confirmed" as const,
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    checkedInAt: null,
  };
  it("allows a confirmed booking from its check-in date on", () => {
    expect(checkInRefusal(confirmed, "2026-12-01")).toBeUndefined();
    expect(checkInRefusal(confirmed, "2026-12-02")).toBeUndefined();
  });
  it("refuses from the check-out date on: the stay is over", () => {
    expect(checkInRefusal(confirmed, "2026-12-03")).toBe(
      "This stay ended on 2026-12-03: it can no longer be checked in.",
    );
    expect(checkInRefusal(confirmed, "2027-03-01")).toMatch(/ended on 2026-12-03/);
  });
  it("refuses before the date, unpaid and twice", () => {
    expect(checkInRefusal(confirmed, "2026-11-30")).toMatch(/from 2026-12-01/);
    expect(checkInRefusal({ ...confirmed, status: "pending" }, "2026-12-01")).toMatch(/paid/);
    expect(checkInRefusal({ ...confirmed, checkedInAt: new Date() }, "2026-12-01")).toMatch(
      /already/,
    );
  });
});

describe("occupancyLevel", () => {
  it("shades by share of the inventory, sold out at the top", () => {
    expect([0, 1, 2, 3, 4, 5].map((taken) => occupancyLevel(taken, 4))).toEqual([0, 1, 2, 3, 4, 4]);
    expect(occupancyLevel(1, 0)).toBe(4);
    expect(occupancyLevel(0, 0)).toBe(0);
  });
});
