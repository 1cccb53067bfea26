import { describe, expect, it } from "vitest";
import { said } from "../said.ts";
import { english } from "../../test/support/english.ts";
import { OfferEmailSchema } from "./offer.ts";

describe("the Special Offer email rule", () => {
  it.each(["a@b.co", "guest.name+offers@mail.example.ke", "  padded@example.com  ", "x@y.z"])(
    "accepts %s",
    (email) => {
      expect(OfferEmailSchema.safeParse({ email }).success).toBe(true);
    },
  );

  it.each(["", "plain", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b.", "a@b c.de"])(
    "refuses %j with 'Please enter a valid email'",
    (email) => {
      const result = OfferEmailSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(english(result.error?.issues[0]?.message ?? "")).toBe("Please enter a valid email");
    },
  );

  it.each([
    "a@b.com,v1@x.org,v2@y.org",
    "a@b.com;v1@x.org",
    "Guest <a@b.com>",
    '"a b"@c.com',
    "a@b@c.com",
  ])("refuses %j, which is not exactly one plain address", (email) => {
    expect(english(OfferEmailSchema.safeParse({ email }).error?.issues[0]?.message ?? "")).toBe(
      "Please enter a valid email",
    );
  });

  it.each(["a@b.com\tc@d.org", "a@b.com\u0000", "a\u0085@b.com"])(
    "refuses %j, which holds a control character, saying so",
    (email) => {
      expect(english(OfferEmailSchema.safeParse({ email }).error?.issues[0]?.message ?? "")).toBe(
        english(said.unusualCharacters("email")),
      );
    },
  );

  it("refuses a missing or oversize address with the same message", () => {
    expect(english(OfferEmailSchema.safeParse({}).error?.issues[0]?.message ?? "")).toBe(
      "Please enter a valid email",
    );
    const long = `${"a".repeat(250)}@b.co`;
    expect(
      english(OfferEmailSchema.safeParse({ email: long }).error?.issues[0]?.message ?? ""),
    ).toBe("Please enter a valid email");
  });

  it("trims the address it keeps", () => {
    expect(OfferEmailSchema.parse({ email: " a@b.co " }).email).toBe("a@b.co");
  });
});
