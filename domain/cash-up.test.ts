import { describe, expect, it } from "vitest";
import { cashUp, cashUpRows, type CashUpMoney } from "./cash-up.ts";

const money: CashUpMoney[] = [
  { kind: "payment", method: "cash", staff: "Baraka", amountKes: 4500 },
  { kind: "payment", method: "online", staff: null, amountKes: 9000 },
  { kind: "payment", method: "cash", staff: null, amountKes: 700 },
  { kind: "payment", method: "mpesa", staff: "Achieng", amountKes: 3000 },
  { kind: "refund", method: "cash", staff: "Achieng", amountKes: 500 },
  { kind: "payment", method: "cash", staff: "Achieng", amountKes: 1000 },
];

describe("cashUp", () => {
  it("sums by method (desk methods first, online last) and by staff member, refunds taken off", () => {
    const report = cashUp("2026-12-01", money, { nightlyKes: [], rooms: 39 });
    expect(
      report.byMethod.map((line) => [line.method, line.paymentsKes, line.refundsKes, line.netKes]),
    ).toEqual([
      ["cash", 6200, 500, 5700],
      ["mpesa", 3000, 0, 3000],
      ["online", 9000, 0, 9000],
    ]);
    // Staff by name, then a removed account's money, then online payments.
    expect(report.byStaff.map((line) => [line.staff, line.netKes, line.count])).toEqual([
      [{ name: "Achieng" }, 3500, 3],
      [{ name: "Baraka" }, 4500, 1],
      ["removed", 700, 1],
      ["online", 9000, 1],
    ]);
    expect(report.total).toEqual({
      paymentsKes: 18_200,
      refundsKes: 500,
      netKes: 17_700,
      count: 6,
    });
  });

  it("gives the night's rooms sold, occupancy and average rate, rounded to whole units", () => {
    const report = cashUp("2026-12-01", [], { nightlyKes: [4500, 4000, 7500], rooms: 39 });
    expect(report).toMatchObject({
      roomsSold: 3,
      occupancyPercent: 8,
      roomRevenueKes: 16_000,
      averageRateKes: 5333,
    });
  });

  it("is all zeros on a quiet day, and with no rooms at all", () => {
    expect(cashUp("2026-12-01", [], { nightlyKes: [], rooms: 0 })).toMatchObject({
      byMethod: [],
      byStaff: [],
      total: { paymentsKes: 0, refundsKes: 0, netKes: 0, count: 0 },
      occupancyPercent: 0,
      averageRateKes: 0,
    });
  });

  it("writes one CSV row per method and staff member, then the totals and the night", () => {
    const rows = cashUpRows(
      cashUp("2026-12-01", money.slice(0, 1), { nightlyKes: [4500], rooms: 39 }),
      {
        method: (method) => (method === "cash" ? "Cash" : method),
        staff: (actor) => (typeof actor === "object" ? actor.name : actor),
        total: "All",
      },
    );
    expect(rows[0]).toEqual(["date", "section", "name", "payments_kes", "refunds_kes", "net_kes"]);
    expect(rows).toContainEqual(["2026-12-01", "method", "Cash", "4500", "0", "4500"]);
    expect(rows).toContainEqual(["2026-12-01", "staff", "Baraka", "4500", "0", "4500"]);
    expect(rows).toContainEqual(["2026-12-01", "total", "All", "4500", "0", "4500"]);
    expect(rows).toContainEqual(["2026-12-01", "average_rate_kes", "4500", "", "", ""]);
  });
});
