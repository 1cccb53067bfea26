import { describe, expect, it } from "vitest";
import { formatKes, formatKsh } from "./money.ts";

describe("money formats", () => {
  it("shows prices in Ksh with thousands separators and no cents", () => {
    expect(formatKsh(12500)).toBe("Ksh 12,500");
    expect(formatKsh(900)).toBe("Ksh 900");
    expect(formatKsh(1_250_000)).toBe("Ksh 1,250,000");
  });
});

describe("estimator totals", () => {
  it("read KES with thousands separators", () => {
    expect(formatKes(12500)).toBe("KES 12,500");
    expect(formatKes(0)).toBe("KES 0");
    expect(formatKes(1_250_000)).toBe("KES 1,250,000");
  });
});
