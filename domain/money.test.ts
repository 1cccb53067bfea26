import { describe, expect, it } from "vitest";
import { formatKsh } from "./money.ts";

describe("money formats", () => {
  it("shows prices in Ksh with thousands separators and no cents", () => {
    expect(formatKsh(12500)).toBe("Ksh 12,500");
    expect(formatKsh(900)).toBe("Ksh 900");
    expect(formatKsh(1_250_000)).toBe("Ksh 1,250,000");
  });
});
