// The content rules, forms and launch checklist of domain/, tested on the shipped defaults (domain/
// tests may not import content/).
import { describe, expect, it } from "vitest";
import { defaultContent } from "./motel.ts";
import { contentSaid } from "../domain/staff-said/content.ts";
import {
  contentErrors,
  e164Of,
  sameContent,
  SiteContentSchema,
} from "../domain/schemas/content.ts";

const withChange = (change: Record<string, unknown>) =>
  SiteContentSchema.safeParse({ ...defaultContent, ...change });

const errorsOf = (change: Record<string, unknown>) => {
  const result = withChange(change);
  return result.success ? {} : contentErrors(result.error);
};

describe("the content's rules", () => {
  it("accept the shipped defaults", () => {
    expect(withChange({}).success).toBe(true);
  });

  it("refuse a phone typed another way, at its field", () => {
    expect(
      errorsOf({
        phones: [{ display: "0712-000111", e164: "+254712000111" }, defaultContent.phones[1]],
      }),
    ).toEqual({ "phones.0.display": contentSaid.phone() });
    expect(e164Of("0733 000222")).toBe("+254733000222");
  });

  it("keep social links optional, refusing a network's bare homepage and http", () => {
    expect(withChange({ socials: { facebook: "" } }).data?.socials).toEqual({});
    expect(errorsOf({ socials: { facebook: "https://www.facebook.com/" } })).toEqual({
      "socials.facebook": contentSaid.profile(),
    });
    expect(errorsOf({ socials: { tiktok: "http://www.tiktok.com/@acacia" } })).toEqual({
      "socials.tiktok": contentSaid.https(),
    });
    expect(withChange({ socials: { tiktok: "https://www.tiktok.com/@acacia" } }).success).toBe(
      true,
    );
  });

  it("refuse counts that are not whole numbers above 0, and a pin outside Kenya", () => {
    expect(errorsOf({ counters: { happyGuests: 0, staffs: 1.5, years: "3" } })).toEqual({
      "counters.happyGuests": contentSaid.count(),
      "counters.staffs": contentSaid.count(),
      "counters.years": contentSaid.count(),
    });
    expect(errorsOf({ map: { latitude: 51.5, longitude: 36.3, zoom: 15 } })).toEqual({
      "map.latitude": contentSaid.latitude(),
    });
  });

  it("refuse empty texts and oversize ones", () => {
    expect(errorsOf({ name: "  " })).toEqual({ name: contentSaid.text() });
    expect(errorsOf({ tagline: "x".repeat(81) })).toEqual({ tagline: contentSaid.tooLong(80) });
  });

  it("compare stored values whatever their keys' order (jsonb reorders them)", () => {
    expect(sameContent({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
  });
});
