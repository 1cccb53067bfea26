import { describe, expect, it } from "vitest";
import { balanceAfter, folioTotals } from "./folio.ts";

const amounts = { roomKes: 9000, extrasKes: 0, paidKes: 0, refundedKes: 0 };

describe("folioTotals", () => {
  it("owes the room nights when nothing is paid", () => {
    expect(folioTotals("confirmed", amounts)).toMatchObject({ chargedKes: 9000, balanceKes: 9000 });
  });

  it("adds extras and takes off payments; a refund owes the money again", () => {
    const totals = folioTotals("confirmed", {
      ...amounts,
      extrasKes: 1200,
      paidKes: 10_200,
      refundedKes: 500,
    });
    expect(totals).toMatchObject({ chargedKes: 10_200, balanceKes: 500 });
  });

  it("shows a credit when more was paid than charged", () => {
    expect(folioTotals("confirmed", { ...amounts, paidKes: 12_000 }).balanceKes).toBe(-3000);
  });

  it("charges no room nights for a booking that no longer stands, extras still", () => {
    for (const status of ["cancelled", "no_show", "expired", "failed"] as const) {
      const totals = folioTotals(status, { ...amounts, extrasKes: 300, paidKes: 9000 });
      expect(totals).toMatchObject({ chargedKes: 300, balanceKes: -8700 });
    }
  });
});

describe("the balance a receipt prints: right after its payment", () => {
  const pay = (
    id: string,
    amountKes: number,
    at: string,
    kind: "payment" | "refund" = "payment",
  ) => ({
    id,
    kind,
    amountKes,
    at,
  });
  const money = [
    pay("e1", 3000, "2026-12-01T10:00:00Z"),
    pay("e2", 4000, "2026-12-02T10:00:00Z"),
    pay("e3", 500, "2026-12-03T10:00:00Z", "refund"),
  ];
  // A 10,000 stay, an extra of 1,000 on the 2nd at noon, one of 200 voided on the 3rd.
  const charges = [
    { amountKes: 1000, at: "2026-12-02T12:00:00Z", voidedAt: null },
    { amountKes: 200, at: "2026-12-01T09:00:00Z", voidedAt: "2026-12-03T09:00:00Z" },
  ];
  // Today: charged 11,000, paid 7,000, refunded 500: 4,500 due.
  const now = 4500;

  it("takes back what came after: later money, later extras, later voids", () => {
    // After e1: charged 10,200 (the 200 not yet voided, no 1,000 yet), paid 3,000.
    expect(balanceAfter(now, money[0]!, money, charges)).toBe(7200);
    // After e2 (before the extra at noon): 10,200 charged, 7,000 paid.
    expect(balanceAfter(now, money[1]!, money, charges)).toBe(3200);
    // The last entry's balance is today's.
    expect(balanceAfter(now, money[2]!, money, charges)).toBe(now);
  });

  it("is today's balance when nothing came after", () => {
    expect(balanceAfter(-300, money[2]!, money, [])).toBe(-300);
  });
});
