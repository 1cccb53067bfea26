import { describe, expect, it } from "vitest";
import type { StaffSaid } from "../staff-said/index.ts";
import { accountSaid } from "../staff-said/accounts.ts";
import { customPeriodSchema, periodDays, resolveAnalyticsPeriod } from "./analytics-period.ts";

const today = "2026-12-10";
const fallback = { from: "2026-11-11", to: today, preset: 30 };
const because = (message: StaffSaid) => [message, accountSaid.periodShowingDefault(30)];

describe("the analytics period", () => {
  it("is the last 30 days, today included, when nothing is asked", () => {
    expect(resolveAnalyticsPeriod({}, today)).toEqual({ period: fallback, error: null });
    expect(periodDays(fallback)).toBe(30);
  });

  it("takes the presets", () => {
    expect(resolveAnalyticsPeriod({ period: "7" }, today).period).toEqual({
      from: "2026-12-04",
      to: today,
      preset: 7,
    });
    expect(resolveAnalyticsPeriod({ period: "90" }, today).period.from).toBe("2026-09-12");
  });

  it("takes custom dates, and knows a preset when the dates are one", () => {
    expect(resolveAnalyticsPeriod({ from: "2026-01-01", to: "2026-01-31" }, today)).toEqual({
      period: { from: "2026-01-01", to: "2026-01-31", preset: null },
      error: null,
    });
    expect(resolveAnalyticsPeriod({ from: "2026-12-04", to: today }, today).period.preset).toBe(7);
    expect(customPeriodSchema(today).parse({ from: today, to: today })).toEqual({
      from: today,
      to: today,
      preset: null,
    });
  });

  it("refuses a bad period with a clear message and shows the default", () => {
    const cases: [Record<string, string>, StaffSaid][] = [
      [{ period: "365" }, accountSaid.periodUnknown()],
      [{ from: "2026-12-05" }, accountSaid.periodBadDate()],
      [{ from: "2026-02-30", to: "2026-03-01" }, accountSaid.periodBadDate()],
      [{ from: "yesterday", to: today }, accountSaid.periodBadDate()],
      [{ from: "2026-12-05", to: "2026-12-01" }, accountSaid.periodFromAfterTo()],
      [{ from: "2026-12-01", to: "2026-12-11" }, accountSaid.periodInFuture()],
      [{ from: "2025-12-09", to: today }, accountSaid.periodTooLong(366)],
    ];
    for (const [query, message] of cases) {
      expect(resolveAnalyticsPeriod(query, today)).toEqual({
        period: fallback,
        error: because(message),
      });
    }
  });

  it("allows exactly 366 days", () => {
    expect(resolveAnalyticsPeriod({ from: "2025-12-10", to: today }, today).error).toBeNull();
  });
});
