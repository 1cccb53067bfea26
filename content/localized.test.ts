import { describe, expect, it } from "vitest";
import { contentIn } from "./localized.ts";
import { defaultContent } from "./motel.ts";
import { swahiliDefaults } from "./motel.sw.ts";
import { SiteContentSchema } from "../domain/schemas/content.ts";

describe("content in Kiswahili", () => {
  it("is the English content on English pages", () => {
    expect(contentIn("en", defaultContent)).toBe(defaultContent);
  });

  it("replaces every text still at its English default, and the result still validates", () => {
    const sw = contentIn("sw", defaultContent);
    expect(sw.tagline).toBe(swahiliDefaults.tagline);
    expect(sw.about.heading).toBe(`Karibu ${defaultContent.name}`);
    expect(sw.experiences.map((e) => e.image)).toEqual(
      defaultContent.experiences.map((e) => e.image),
    );
    expect(Object.keys(sw.roomDescriptions)).toEqual(Object.keys(defaultContent.roomDescriptions));
    expect(SiteContentSchema.safeParse(sw).success).toBe(true);
    // Facts that are not words stay as they are.
    expect(sw.phones).toEqual(defaultContent.phones);
  });

  it("keeps a text staff changed, in their words, rather than an outdated translation", () => {
    const edited = { ...defaultContent, tagline: "Rest well on the highway" };
    const sw = contentIn("sw", edited);
    expect(sw.tagline).toBe("Rest well on the highway");
    expect(sw.description).toBe(swahiliDefaults.description);
  });
});
