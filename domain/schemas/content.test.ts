// The content schema's social links: a link without https:// is told at its field, never thrown
// on (the facts form answered 500 for "facebook.com/acacia" before).
import { describe, expect, it } from "vitest";
import { toldOfMessage } from "../said.ts";
import { contentSaid } from "../staff-said/content.ts";
import { SiteContentSchema } from "./content.ts";

const socials = SiteContentSchema.shape.socials;

describe("a social link", () => {
  it("without https:// is refused with the https message", () => {
    for (const link of ["facebook.com/acacia", "www.instagram.com/acacia", "acacia", "http//x"]) {
      const parsed = socials.safeParse({ facebook: link });
      expect(parsed.success, link).toBe(false);
      expect(parsed.error!.issues.map((issue) => toldOfMessage(issue.message))).toEqual([
        contentSaid.https(),
      ]);
    }
  });
  it("to a network's homepage is refused; a profile is kept; empty means none", () => {
    const refused = socials.safeParse({ facebook: "https://facebook.com/" });
    expect(toldOfMessage(refused.error!.issues[0]!.message)).toEqual(contentSaid.profile());
    expect(socials.parse({ facebook: "https://facebook.com/acacia", tiktok: "" })).toEqual({
      facebook: "https://facebook.com/acacia",
      tiktok: undefined,
    });
  });
});
