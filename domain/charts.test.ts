import { describe, expect, it } from "vitest";
import {
  barFractions,
  columnBars,
  conversions,
  formatTick,
  labelIndexes,
  linePoints,
  niceScale,
  shortDate,
  tickY,
} from "./charts.ts";

describe("niceScale", () => {
  it("gives an axis of 0 to 1 when there is no data or all of it is 0", () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Math.max(0, ...[]))).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it("keeps whole steps for small counts", () => {
    expect(niceScale(1)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it("rounds to 1, 2 or 5 times a power of ten", () => {
    expect(niceScale(95)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(niceScale(100).ticks).toEqual([0, 50, 100]);
    expect(niceScale(1_234_567)).toEqual({
      max: 1_500_000,
      ticks: [0, 500_000, 1_000_000, 1_500_000],
    });
  });

  it("always reaches the largest value", () => {
    for (const largest of [2, 9, 11, 49, 51, 999, 1001, 86_400]) {
      const { max, ticks } = niceScale(largest);
      expect(max).toBeGreaterThanOrEqual(largest);
      expect(ticks.at(-1)).toBe(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("columns and lines", () => {
  it("draws one full-height column for one day, and none for a 0", () => {
    expect(columnBars([5], 5, 100, 0.2)).toEqual([{ x: 0.1, y: 0, width: 0.8, height: 100 }]);
    expect(columnBars([0, 10], 20, 100, 0)).toEqual([
      { x: 0, y: 100, width: 1, height: 0 },
      { x: 1, y: 50, width: 1, height: 50 },
    ]);
  });

  it("has nothing for empty data and flat columns when the axis is 0", () => {
    expect(columnBars([], 1, 100)).toEqual([]);
    expect(columnBars([3], 0, 100)[0]!.height).toBe(0);
    expect(linePoints([], 1, 100)).toBe("");
  });

  it("puts line points in the middle of each day", () => {
    expect(linePoints([0, 5, 10], 10, 100)).toBe("0.5,100 1.5,50 2.5,0");
    expect(tickY(25, 100, 180)).toBe(135);
  });
});

describe("labels", () => {
  it("labels every day of a week and about five of 90 days", () => {
    expect(labelIndexes(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(90, 5)).toEqual([0, 18, 36, 54, 72]);
    expect(labelIndexes(1, 5)).toEqual([0]);
    expect(labelIndexes(0, 5)).toEqual([]);
  });

  it("writes large numbers short and dates as day and month", () => {
    expect(formatTick(950)).toBe("950");
    expect(formatTick(12_000)).toBe("12K");
    expect(formatTick(1_500_000)).toBe("1.5M");
    expect(shortDate("2026-12-03")).toBe("3 Dec");
  });
});

describe("bars and the funnel", () => {
  it("sizes bars against the longest, all 0 when nothing was counted", () => {
    expect(barFractions([10, 5, 0])).toEqual([1, 0.5, 0]);
    expect(barFractions([0, 0])).toEqual([0, 0]);
    expect(barFractions([])).toEqual([]);
    expect(barFractions([2_000_000, 1_000_000])).toEqual([1, 0.5]);
  });

  it("converts step to step, with nothing to convert from after a 0", () => {
    const browser = (count: number) => ({ count, source: "browser" as const });
    const server = (count: number) => ({ count, source: "server" as const });
    expect(conversions([browser(200), browser(50), server(10), server(9)])).toEqual([
      null,
      25,
      null, // browser clicks against server bookings: not one population
      90,
    ]);
    expect(conversions([browser(0), browser(3), server(0), server(0)])).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // Ad-blockers hide clicks, not bookings: 7 bookings after 1 click is no "700%".
    expect(conversions([browser(1), browser(1), server(7), server(7)])).toEqual([
      null,
      100,
      null,
      100,
    ]);
    expect(conversions([browser(10), browser(30)])).toEqual([null, null]);
    expect(conversions([])).toEqual([]);
  });
});
