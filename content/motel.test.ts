import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOM_TYPE_KEYS } from "../domain/rooms.ts";
import { IMAGE_SLOTS, imageUrl, type ImageSlot } from "./images.ts";
import { SiteContentSchema } from "../domain/schemas/content.ts";
import { mapUrls, motel, SAMPLE_PATHS, socialLinks, whatsappLink } from "./motel.ts";

// The defaults seed an empty database: they pass the same rules as the admin forms.
describe("content/motel.ts", () => {
  it("is complete and well-formed", () => {
    const result = SiteContentSchema.safeParse(motel);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("phones agree: display and E.164 are the same number", () => {
    for (const phone of [...motel.phones, motel.whatsapp.number]) {
      expect(`+254${phone.display.replace(/\s/g, "").slice(1)}`).toBe(phone.e164);
    }
  });

  it("keeps the spec's figures", () => {
    expect(motel.counters).toEqual({ happyGuests: 10900, staffs: 10, years: 3 });
    expect(motel.gym).toEqual({ perMonthKes: 4500, perWeekKes: 1500 });
    expect(motel.testimonials.every((t) => t.country === "Kenya")).toBe(true);
    expect(motel.experiences.map((e) => e.title)).toEqual([
      "Sundowners at the Rooftop",
      "Hiking the Sleeping Warrior Hill",
      "Lake Elementaita Visit",
      "Kariandusi Prehistoric Site",
    ]);
  });

  it("has no social profiles yet, so none is shown (never a bare homepage)", () => {
    expect(socialLinks(motel).map((link) => link.key)).toEqual(["whatsapp"]);
  });

  it("names SAMPLE paths that exist", () => {
    for (const path of SAMPLE_PATHS) {
      const value = path
        .split(".")
        .reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], motel);
      expect(value, path).toBeDefined();
    }
  });

  it("describes every room type", () => {
    expect(Object.keys(motel.roomDescriptions).sort()).toEqual([...ROOM_TYPE_KEYS].sort());
  });

  it("builds a WhatsApp link with the greeting and a map for the pin", () => {
    const link = new URL(whatsappLink(motel));
    expect(link.origin + link.pathname).toBe("https://wa.me/254712000111");
    expect(link.searchParams.get("text")).toBe(motel.whatsapp.greeting);
    expect(mapUrls(motel).embed).toContain(`${motel.map.latitude},${motel.map.longitude}`);
  });
});

describe("content/images.ts", () => {
  const slots = Object.keys(IMAGE_SLOTS) as ImageSlot[];

  it.each(slots)("slot %s has every width in AVIF and WebP, and a JPEG", (slot) => {
    const { widths } = IMAGE_SLOTS[slot];
    const files = [
      ...widths.flatMap((w) => [imageUrl(slot, w, "avif"), imageUrl(slot, w, "webp")]),
      imageUrl(slot, widths[1], "jpg"),
    ];
    for (const url of files) {
      expect(existsSync(path.join(import.meta.dirname, url.replace("/media/", "media/")))).toBe(
        true,
      );
    }
  });

  it("covers every image the content names", () => {
    const named = [
      ...motel.experiences.map((e) => e.image),
      ...Object.values(motel.services).flatMap((slides) => slides.map((s) => s.image)),
      ...ROOM_TYPE_KEYS.map((key) => `room-${key}`),
    ];
    for (const slot of named) expect(slots).toContain(slot);
  });
});
