import { describe, expect, it } from "vitest";
import { fromPrice, priceTableFromRows, type PriceRow } from "./pricing.ts";

const rows: PriceRow[] = [
  { roomType: "standard", guests: "single_guest", boarding: "bed_breakfast", amountKes: 3500 },
  { roomType: "standard", guests: "two_guests", boarding: "full_board", amountKes: 8500 },
  { roomType: "family", guests: "four_guests", boarding: "half_board", amountKes: 13500 },
  { roomType: "family", guests: "two_guests", boarding: "bed_breakfast", amountKes: 6500 },
];

describe("priceTableFromRows", () => {
  it("nests rows by type, guests and boarding", () => {
    expect(priceTableFromRows(rows)).toEqual({
      standard: {
        single_guest: { bed_breakfast: 3500 },
        two_guests: { full_board: 8500 },
      },
      family: { four_guests: { half_board: 13500 }, two_guests: { bed_breakfast: 6500 } },
    });
  });

  it("is empty for no rows", () => {
    expect(priceTableFromRows([])).toEqual({});
  });
});

describe("fromPrice", () => {
  const table = priceTableFromRows(rows);

  it("is the lowest price offered for the type, whatever the guests or boarding", () => {
    expect(fromPrice(table, "standard")).toBe(3500);
    expect(fromPrice(table, "family")).toBe(6500);
  });

  it("is undefined for a type with no price", () => {
    expect(fromPrice(table, "deluxe")).toBeUndefined();
    expect(fromPrice({ deluxe: { two_guests: {} } }, "deluxe")).toBeUndefined();
  });
});
