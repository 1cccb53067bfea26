import { describe, expect, it } from "vitest";
import { defaultContent, SAMPLE_PATHS } from "./motel.ts";
import { fieldId, launchChecklist, type LaunchInput } from "../domain/launch-checklist.ts";
import { untranslatedFields } from "./localized.ts";

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

describe("the launch checklist", () => {
  it("lists each season, weekday rule or tax guests read in English on Kiswahili pages", () => {
    const items = launchChecklist({ ...base, namesWithoutSwahili: ["Long rains"] });
    expect(items.find((item) => item.key === "kiswahili-name:Long rains")).toEqual({
      key: "kiswahili-name:Long rains",
      text: '"Long rains" has no Kiswahili name: the Kiswahili pages show it in English.',
      to: "/admin/prices#rates",
    });
  });

  it("lists every SAMPLE value, the sample prices, missing profiles, PUBLIC_URL and the media", () => {
    const items = launchChecklist(base);
    expect(keys(base)).toEqual([
      ...SAMPLE_PATHS.map((path) => `sample:${path}`),
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
    const nothingLeft = keys({
      ...base,
      samplePaths: [],
      samplePrices: 0,
      publicUrl: "https://acacia.co.ke",
      content: {
        ...defaultContent,
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
    const items = launchChecklist({ ...base, content, untranslated });
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
