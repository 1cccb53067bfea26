import { describe, expect, it } from "vitest";
import { perNightText } from "./price-lines.ts";

describe("a room's price per night in the wizard", () => {
  it("states the one price when every night costs the same", () => {
    expect(perNightText([3500, 3500, 3500])).toBe("KES 3,500 per night");
    expect(perNightText([12000])).toBe("KES 12,000 per night");
  });

  it("states the lowest, as a from-price, when a weekend or season changes some nights", () => {
    expect(perNightText([4200, 3500, 3500])).toBe("From KES 3,500 per night");
    expect(perNightText([3500, 4200])).toBe("From KES 3,500 per night");
  });
});
