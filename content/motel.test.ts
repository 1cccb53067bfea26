import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ROOM_TYPE_KEYS } from "../domain/rooms.ts";
import { IMAGE_SLOTS, imageUrl, type ImageSlot } from "./images.ts";
import { mapUrls, motel, whatsappLink } from "./motel.ts";

// Content is edited by hand: this keeps an owner's typo from reaching the site.
const PhoneSchema = z.object({
  display: z.string().regex(/^0\d{3} \d{6}$/, "0712 345678: 4 digits, a space, 6 digits"),
  e164: z.string().regex(/^\+254[17]\d{8}$/, "+254 and 9 digits"),
});
const https = z.url({ protocol: /^https$/ });

const ContentSchema = z.object({
  name: z.string().min(3),
  tagline: z.literal("Simple Made Perfect"),
  phones: z.array(PhoneSchema).length(2),
  whatsapp: z.object({ number: PhoneSchema, greeting: z.string().min(5) }),
  email: z.email(),
  socials: z.object({
    facebook: https,
    instagram: https,
    tiktok: https,
    twitter: https,
  }),
  externalBooking: z.object({ label: z.string().min(3), url: https }),
  map: z.object({
    latitude: z.number().min(-5).max(5),
    longitude: z.number().min(33).max(42),
    zoom: z.number().int(),
  }),
  counters: z.object({
    happyGuests: z.number().int().positive(),
    staffs: z.number().int().positive(),
    years: z.number().int().positive(),
  }),
  gym: z.object({
    perMonthKes: z.number().int().positive(),
    perWeekKes: z.number().int().positive(),
  }),
  testimonials: z
    .array(z.object({ name: z.string(), country: z.string(), review: z.string() }))
    .length(3),
  experiences: z
    .array(z.object({ title: z.string(), image: z.string(), description: z.string() }))
    .length(4),
});

describe("content/motel.ts", () => {
  it("is complete and well-formed", () => {
    const result = ContentSchema.safeParse(motel);
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

  it("describes every room type", () => {
    expect(Object.keys(motel.roomDescriptions).sort()).toEqual([...ROOM_TYPE_KEYS].sort());
  });

  it("builds a WhatsApp link with the greeting and a map for the pin", () => {
    const link = new URL(whatsappLink());
    expect(link.origin + link.pathname).toBe("https://wa.me/254712000111");
    expect(link.searchParams.get("text")).toBe(motel.whatsapp.greeting);
    expect(mapUrls().embed).toContain(`${motel.map.latitude},${motel.map.longitude}`);
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
