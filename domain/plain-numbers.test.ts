import { describe, expect, it } from "vitest";
import { groupedWhole, listWithAnd, wholeCardinal } from "./plain-numbers.ts";

// Each is checked against Intl itself for the motel's two locales: the same words, without it.
describe("numbers and plurals without Intl", () => {
  const values = [0, 1, 2, 7, 12, 999, 1000, 12_500, 100_000, 1_234_567, -1, -12_500, 2 ** 40];
  for (const locale of ["en-KE", "sw-KE"]) {
    it(`groups whole numbers as ${locale} does`, () => {
      for (const value of values) {
        expect(groupedWhole(value), String(value)).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
      }
    });
    it(`gives ${locale}'s cardinal plural of whole numbers`, () => {
      for (const value of values) {
        expect(wholeCardinal(value), String(value)).toBe(
          new Intl.PluralRules(locale).select(value),
        );
      }
    });
  }
  it("leaves fractions and unsafe numbers to Intl", () => {
    for (const value of [1.5, 0.1, Number.NaN, Infinity, 2 ** 60]) {
      expect(groupedWhole(value)).toBeUndefined();
      expect(wholeCardinal(value)).toBeUndefined();
    }
  });
  it("joins a list as en-KE and sw-KE do", () => {
    for (const items of [[], ["A"], ["A", "B"], ["Standard", "Deluxe", "Executive", "Family"]]) {
      const en = new Intl.ListFormat("en-KE", { type: "conjunction" }).format(items);
      const sw = new Intl.ListFormat("sw-KE", { type: "conjunction" }).format(items);
      expect(listWithAnd(items, "and")).toBe(en);
      expect(listWithAnd(items, "na")).toBe(sw);
    }
  });
});
