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
      terrace: { capacity: 100, intro: "Sehemu ya juu ya paa.", sundowners: "Machweo kila jioni." },
      experiences: defaultContent.experiences.map((e) => ({ ...e, image: "hero" as const })),
    };
    const sw = contentIn("sw", english, saved);
    expect(sw.tagline).toBe("Pumzika njiani");
    expect(sw.terrace).toEqual({
      capacity: 120,
      intro: "Sehemu ya juu ya paa.",
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

describe("the WhatsApp greeting and the booking link's label", () => {
  const number = { display: "0722 555666", e164: "+254722555666" };
  const url = "https://www.booking.com/hotel/ke/acacia.html";
  const launched = {
    ...defaultContent,
    whatsapp: { ...defaultContent.whatsapp, number },
    externalBooking: { ...defaultContent.externalBooking, url },
  };

  it("read in Kiswahili by default, with the English side's number and link", () => {
    const sw = contentIn("sw", launched);
    expect(sw.whatsapp).toEqual({
      number,
      greeting: `Habari! Ningependa kuuliza kuhusu malazi katika ${defaultContent.name}.`,
    });
    expect(sw.externalBooking).toEqual({ url, label: "Weka nafasi kupitia Booking.com" });
    expect(untranslatedFields(launched, {})).not.toContain("whatsapp");
    expect(untranslatedFields(launched, {})).not.toContain("externalBooking");
    expect(contentIn("en", launched).whatsapp.greeting).toBe(defaultContent.whatsapp.greeting);
  });

  it("show staff's Kiswahili, still with the English side's number and link", () => {
    const saved = {
      whatsapp: { number: defaultContent.whatsapp.number, greeting: "Hujambo! Nina swali." },
      externalBooking: { url: "https://old.example.com/", label: "Weka nafasi Booking.com" },
    };
    const sw = contentIn("sw", launched, saved);
    expect(sw.whatsapp).toEqual({ number, greeting: "Hujambo! Nina swali." });
    expect(sw.externalBooking).toEqual({ url, label: "Weka nafasi Booking.com" });
  });

  it("a greeting staff reworded in English shows in English, and the checklist says so", () => {
    const edited = { ...launched, whatsapp: { number, greeting: "Hi! A question about a room." } };
    expect(contentIn("sw", edited).whatsapp.greeting).toBe("Hi! A question about a room.");
    expect(untranslatedFields(edited, {})).toContain("whatsapp");
  });
});
