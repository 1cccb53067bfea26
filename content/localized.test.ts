import { describe, expect, it } from "vitest";
import { contentIn, untranslatedFields } from "./localized.ts";
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

describe("Kiswahili staff saved", () => {
  it("shows on Kiswahili pages, with the English side's facts", () => {
    const english = {
      ...defaultContent,
      terrace: { ...defaultContent.terrace, capacity: 120 },
    };
    const saved = {
      tagline: "Pumzika njiani",
      terrace: { capacity: 100, intro: "Mtaro wa juu ya paa.", sundowners: "Machweo kila jioni." },
      experiences: defaultContent.experiences.map((e) => ({ ...e, image: "hero" as const })),
    };
    const sw = contentIn("sw", english, saved);
    expect(sw.tagline).toBe("Pumzika njiani");
    expect(sw.terrace).toEqual({
      capacity: 120,
      intro: "Mtaro wa juu ya paa.",
      sundowners: "Machweo kila jioni.",
    });
    expect(sw.experiences.map((e) => e.image)).toEqual(
      defaultContent.experiences.map((e) => e.image),
    );
    expect(contentIn("en", english, saved).tagline).toBe(english.tagline);
  });

  it("leaves out of the checklist what is translated or still at its default", () => {
    expect(untranslatedFields(defaultContent, {})).not.toContain("tagline");
    const edited = { ...defaultContent, tagline: "Rest well on the highway" };
    expect(untranslatedFields(edited, {})).toContain("tagline");
    expect(untranslatedFields(edited, { tagline: "Pumzika njiani" })).not.toContain("tagline");
  });
});
