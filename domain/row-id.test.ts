import { describe, expect, it } from "vitest";
import { isRowId, MAX_ROW_ID } from "./row-id.ts";

describe("isRowId", () => {
  it("takes positive integers up to PostgreSQL's integer", () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(MAX_ROW_ID)).toBe(true);
  });

  it("refuses zero, negatives, fractions, NaN and numbers past the integer", () => {
    for (const id of [0, -1, 1.5, Number.NaN, MAX_ROW_ID + 1, 99_999_999_999_999]) {
      expect(isRowId(id)).toBe(false);
    }
  });
});
