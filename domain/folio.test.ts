import { describe, expect, it } from "vitest";
import { folioTotals } from "./folio.ts";

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
