import { describe, expect, it } from "vitest";
import { busiestNight } from "./availability.ts";

const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

describe("busiestNight", () => {
  it("is 0 with nothing taken", () => {
    expect(busiestNight([], "2026-11-20", "2026-11-25")).toBe(0);
  });

  it("counts the rooms taken on the fullest night, not over the whole stay", () => {
    const taken = [
      stay("2026-11-20", "2026-11-22"), // nights 20, 21
      stay("2026-11-22", "2026-11-24"), // nights 22, 23
      stay("2026-11-21", "2026-11-23"), // nights 21, 22
    ];
    expect(busiestNight(taken, "2026-11-20", "2026-11-24")).toBe(2);
    expect(busiestNight(taken, "2026-11-20", "2026-11-21")).toBe(1);
  });

  it("frees a room on its check-out morning for a same-day arrival", () => {
    const taken = [stay("2026-11-18", "2026-11-20")];
    expect(busiestNight(taken, "2026-11-20", "2026-11-21")).toBe(0);
    expect(busiestNight(taken, "2026-11-19", "2026-11-21")).toBe(1);
    expect(busiestNight([stay("2026-11-21", "2026-11-23")], "2026-11-20", "2026-11-21")).toBe(0);
  });

  it("counts a room taken on a night inside a longer stay, across a month end and a leap day", () => {
    const taken = [stay("2028-02-29", "2028-03-01"), stay("2028-02-27", "2028-03-03")];
    expect(busiestNight(taken, "2028-02-25", "2028-03-05")).toBe(2);
    expect(busiestNight(taken, "2028-03-01", "2028-03-05")).toBe(1);
  });
});
