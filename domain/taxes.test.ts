import { describe, expect, it } from "vitest";
import { DEFAULT_TAXES, taxBreakdown } from "./taxes.ts";

describe("tax lines (whole shillings that add up)", () => {
  it("takes VAT 16% and the 2% levy out of a total that includes them", () => {
    const b = taxBreakdown(11_800, DEFAULT_TAXES);
    expect(b).toEqual({
      netKes: 10_000,
      taxes: [
        { name: "VAT", nameSw: "VAT", ratePercent: 16, amountKes: 1600 },
        { name: "Tourism levy", nameSw: "Tozo ya utalii", ratePercent: 2, amountKes: 200 },
      ],
      totalKes: 11_800,
      included: true,
    });
  });

  it("rounds each tax half up on the stay's amount, the net taking the rest", () => {
    // 3,500 × 16 / 118 = 474.58 → 475; 3,500 × 2 / 118 = 59.32 → 59.
    const b = taxBreakdown(3500, DEFAULT_TAXES);
    expect(b.taxes.map((t) => t.amountKes)).toEqual([475, 59]);
    expect(b.netKes).toBe(2966);
  });

  it("adds up for every amount from 0 to 50,000, included and added", () => {
    for (let amount = 0; amount <= 50_000; amount += 7) {
      const inc = taxBreakdown(amount, DEFAULT_TAXES);
      expect(inc.netKes + inc.taxes.reduce((s, t) => s + t.amountKes, 0)).toBe(amount);
      expect(inc.totalKes).toBe(amount);
      const add = taxBreakdown(amount, { ...DEFAULT_TAXES, included: false });
      expect(add.netKes).toBe(amount);
      expect(add.totalKes).toBe(amount + add.taxes.reduce((s, t) => s + t.amountKes, 0));
      for (const t of [...inc.taxes, ...add.taxes])
        expect(Number.isInteger(t.amountKes)).toBe(true);
    }
  });

  it("adds taxes on top when the setting says prices exclude them", () => {
    const b = taxBreakdown(4501, { ...DEFAULT_TAXES, included: false });
    // 4,501 × 16% = 720.16 → 720; × 2% = 90.02 → 90.
    expect(b).toMatchObject({ netKes: 4501, totalKes: 5311 });
    expect(b.taxes.map((t) => t.amountKes)).toEqual([720, 90]);
  });

  it("rounds an exact half up, and handles decimal rates and no lines", () => {
    expect(
      taxBreakdown(25, { lines: [{ name: "X", ratePercent: 10 }], included: false }).taxes[0]!
        .amountKes,
    ).toBe(3);
    expect(
      taxBreakdown(1000, { lines: [{ name: "X", ratePercent: 1.5 }], included: false }).totalKes,
    ).toBe(1015);
    expect(taxBreakdown(1000, { lines: [], included: true })).toMatchObject({
      netKes: 1000,
      totalKes: 1000,
    });
  });
});
