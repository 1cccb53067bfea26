import { describe, expect, it } from "vitest";
import { defaultContent, SAMPLE_PATHS } from "./motel.ts";
import {
  fieldId,
  launchChecklist,
  type ChecklistItem,
  type LaunchInput,
} from "../domain/launch-checklist.ts";
import { untranslatedFields } from "./localized.ts";
import { checklistText } from "../app/features/admin/content-words.ts";
import { translator } from "../i18n/messages.server.ts";

const base: LaunchInput = {
  content: defaultContent,
  defaults: defaultContent,
  samplePaths: SAMPLE_PATHS,
  samplePrices: 37,
  publicUrl: "http://localhost:3000",
  media: {
    placeholderSlots: [{ slot: "hero", label: "The front entrance" }],
    samplePdfs: ["menu"],
    heroVideoSample: true,
  },
};

const keys = (input: LaunchInput) => launchChecklist(input).map((item) => item.key);

/** An item as the dashboard shows it: its key, its English sentence and its link. */
const en = translator("en");
const shown = ({ key, to, ...message }: ChecklistItem) => ({
  key,
  text: checklistText(en, message),
  ...(to && { to }),
});
const shownItems = (input: LaunchInput) => launchChecklist(input).map(shown);

describe("the launch checklist", () => {
  it("lists each season, weekday rule or tax guests read in English on Kiswahili pages", () => {
    const items = shownItems({ ...base, namesWithoutSwahili: ["Long rains"] });
    expect(items.find((item) => item.key === "kiswahili-name:Long rains")).toEqual({
      key: "kiswahili-name:Long rains",
      text: '"Long rains" has no Kiswahili name: the Kiswahili pages show it in English.',
      to: "/admin/prices#rates",
    });
  });

  it("lists every SAMPLE value, the sample prices, missing profiles, PUBLIC_URL and the media", () => {
    const items = shownItems(base);
    expect(keys(base)).toEqual([
      ...SAMPLE_PATHS.map((path) => `sample:${path}`),
      "sample:testimonials",
      "sample:prices",
      "social:facebook",
      "social:instagram",
      "social:tiktok",
      "social:twitter",
      "public-url",
      "photo:hero",
      "pdf:menu",
      "video:hero",
    ]);
    expect(items.find((item) => item.key === "sample:phones.0.display")).toEqual({
      key: "sample:phones.0.display",
      text: "Main phone is still the sample value 0712 000111.",
      to: `/admin/content/facts#${fieldId("phones.0.display")}`,
    });
    expect(items.find((item) => item.key === "public-url")?.to).toBeUndefined();
  });

  it("reads as before the catalog took its words, one sentence per kind of item", () => {
    const input: LaunchInput = {
      ...base,
      content: { ...defaultContent, tagline: "Rest well on the highway" },
      samplePrices: 1,
      namesWithoutSwahili: ["Long rains"],
    };
    input.untranslated = untranslatedFields(input.content, {});
    const texts = Object.fromEntries(shownItems(input).map((item) => [item.key, item.text]));
    expect(texts).toMatchObject({
      "sample:name": "Motel name is still the sample value Gilgil Oasis Motel.",
      "sample:map.latitude": `Latitude is still the sample value ${defaultContent.map.latitude}.`,
      "sample:prices": "1 room price is still the sample price table.",
      "social:facebook": "No Facebook profile link (none is shown to guests).",
      "social:tiktok": "No TikTok profile link (none is shown to guests).",
      "public-url":
        "The site's address (PUBLIC_URL) is http://localhost:3000, not https://: ask whoever runs the server to set it.",
      "photo:hero": 'The photo "The front entrance" is still a placeholder.',
      "pdf:menu": "The menu PDF is still the SAMPLE.",
      "kiswahili:tagline": '"Tagline" has no Kiswahili: the Kiswahili pages show it in English.',
      "kiswahili-name:Long rains":
        '"Long rains" has no Kiswahili name: the Kiswahili pages show it in English.',
      "video:hero": "The home page's video is still the sample.",
      "sample:testimonials":
        "The home page's reviews include the shipped examples: replace them with your guests' own words, or remove them.",
      "sample:counters.happyGuests": "Happy guests is still the sample value 10900.",
    });
    expect(shownItems(base).find((item) => item.key === "sample:prices")?.text).toBe(
      "37 room prices are still the sample price table.",
    );
    // A path no form edits is named by its path.
    const [unknown] = shownItems({ ...base, samplePaths: ["address.country"] });
    expect(unknown?.text).toBe("address.country is still the sample value Kenya.");
    const kinds = new Set(launchChecklist(input).map((item) => item.kind));
    expect(kinds.size).toBe(10);
  });

  it("empties as each item is fixed", () => {
    const content = {
      ...defaultContent,
      phones: [{ display: "0722 123456", e164: "+254722123456" }, defaultContent.phones[1]],
      socials: { facebook: "https://www.facebook.com/acacia" },
    } as typeof defaultContent;
    const fixed = keys({ ...base, content, samplePrices: 0, publicUrl: "https://acacia.co.ke" });
    expect(fixed).not.toContain("sample:phones.0.display");
    expect(fixed).not.toContain("social:facebook");
    expect(fixed).not.toContain("sample:prices");
    expect(fixed).not.toContain("public-url");
    // One shipped example left among the guests' own reviews still counts.
    const [sample] = defaultContent.testimonials;
    const mixed = [
      { name: "Njeri K.", country: "Kenya", review: "A quiet night.", lang: "en" as const },
      sample!,
    ];
    expect(keys({ ...base, content: { ...content, testimonials: mixed } })).toContain(
      "sample:testimonials",
    );
    expect(keys({ ...base, content: { ...content, testimonials: [] } })).not.toContain(
      "sample:testimonials",
    );
    const nothingLeft = keys({
      ...base,
      samplePaths: [],
      samplePrices: 0,
      publicUrl: "https://acacia.co.ke",
      content: {
        ...defaultContent,
        testimonials: [
          {
            name: "Njeri K.",
            country: "Kenya",
            review: "A quiet night and a warm breakfast.",
            lang: "en",
          },
        ],
        socials: {
          facebook: "https://www.facebook.com/a",
          instagram: "https://www.instagram.com/a",
          tiktok: "https://www.tiktok.com/@a",
          twitter: "https://x.com/a",
        },
      },
      media: { placeholderSlots: [], samplePdfs: [], heroVideoSample: false },
    });
    expect(nothingLeft).toEqual([]);
  });
});

describe("the launch checklist's Kiswahili", () => {
  it("lists a text the Kiswahili pages show in English, linking to its Kiswahili box", () => {
    const content = { ...defaultContent, tagline: "Rest well on the highway" };
    const untranslated = untranslatedFields(content, {});
    const items = shownItems({ ...base, content, untranslated });
    expect(items.find((item) => item.key === "kiswahili:tagline")).toEqual({
      key: "kiswahili:tagline",
      text: '"Tagline" has no Kiswahili: the Kiswahili pages show it in English.',
      to: `/admin/content/texts-sw#${fieldId("tagline")}`,
    });
    // Translated: gone.
    const done = untranslatedFields(content, { tagline: "Pumzika njiani" });
    expect(keys({ ...base, content, untranslated: done })).not.toContain("kiswahili:tagline");
  });
});
