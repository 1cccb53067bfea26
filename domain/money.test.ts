import { describe, expect, it } from "vitest";
import { formatKes } from "./money.ts";

describe("money reads one way everywhere", () => {
  it("shows KES with thousands separators and no cents", () => {
    expect(formatKes(12500)).toBe("KES 12,500");
    expect(formatKes(900)).toBe("KES 900");
    expect(formatKes(0)).toBe("KES 0");
    expect(formatKes(1_250_000)).toBe("KES 1,250,000");
    expect(formatKes(-4500)).toBe("KES -4,500");
  });
  it("rounds a fraction to whole shillings", () => {
    expect(formatKes(1234.6)).toBe("KES 1,235");
  });
});
