import { describe, expect, it } from "vitest";
import { displayMsisdn, msisdn, nineDigits } from "./phone.ts";

describe("Kenyan mobile numbers", () => {
  it("takes the 9 digits from the ways guests write a number", () => {
    for (const typed of [
      "0712 345678",
      "0712345678",
      "+254712345678",
      "254712345678",
      "712345678",
      "+254 712 345 678",
    ]) {
      expect(nineDigits(typed)).toBe("712345678");
    }
    expect(nineDigits("0110 123456")).toBe("110123456");
  });

  it("refuses numbers that are not Kenyan mobiles", () => {
    for (const typed of [
      "",
      "12345678",
      "0612345678",
      "071234567",
      "07123456789",
      "+255712345678",
      "abc",
    ]) {
      expect(nineDigits(typed)).toBeUndefined();
    }
  });

  it("makes Daraja's MSISDN and a readable form", () => {
    expect(msisdn("712345678")).toBe("254712345678");
    expect(displayMsisdn("254712345678")).toBe("+254 712 345678");
    expect(displayMsisdn("712345678")).toBe("+254 712 345678");
  });
});
