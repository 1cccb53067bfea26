import { describe, expect, it } from "vitest";
import { motel } from "../content/motel.ts";
import { hotelJsonLd, hotelRoomJsonLd } from "./structured-data.server.ts";
import { SITEMAP_PATHS } from "./seo.ts";

const ORIGIN = "https://motel.example";

describe("schema.org data", () => {
  it("describes the motel as a Hotel with address, geo, phones and amenities", () => {
    const hotel = hotelJsonLd(motel, ORIGIN);
    expect(hotel["@type"]).toBe("Hotel");
    expect(hotel.name).toBe(motel.name);
    expect(hotel.address).toMatchObject({ addressLocality: "Gilgil", addressCountry: "KE" });
    expect(hotel.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: motel.map.latitude,
      longitude: motel.map.longitude,
    });
    expect(hotel.telephone).toEqual(motel.phones.map((p) => p.e164));
    expect(hotel.amenityFeature.map((a) => a.name)).toContain("Alcohol-free");
    expect(hotel).not.toHaveProperty("containsPlace");
  });

  it("lists rooms with a from-price offer in KES, and no offer when nothing is priced", () => {
    const hotel = hotelJsonLd(motel, ORIGIN, [
      { key: "deluxe", name: "Deluxe Room", maxGuests: 2, fromPriceKes: 4500 },
      { key: "family", name: "Family Room", maxGuests: 4, fromPriceKes: undefined },
    ]);
    const [deluxe, family] = hotel.containsPlace ?? [];
    expect(deluxe).toMatchObject({
      "@type": ["HotelRoom", "Product"],
      url: `${ORIGIN}/room/deluxe`,
      offers: { "@type": "Offer", price: 4500, priceCurrency: "KES" },
    });
    expect(family).not.toHaveProperty("offers");
    expect(hotel.priceRange).toBe("KES 4,500");
    expect(
      hotelJsonLd(motel, ORIGIN, [
        { key: "standard", name: "Standard Room", maxGuests: 2, fromPriceKes: 3500 },
        {
          key: "executive_double",
          name: "Executive Double Room",
          maxGuests: 3,
          fromPriceKes: 9000,
        },
      ]).priceRange,
    ).toBe("KES 3,500 - KES 9,000");
  });

  it("ties a room page's HotelRoom to the motel", () => {
    const room = hotelRoomJsonLd(motel, ORIGIN, {
      key: "executive",
      name: "Executive Room",
      maxGuests: 2,
      fromPriceKes: 6000,
    });
    expect(room.containedInPlace["@id"]).toBe(hotelJsonLd(motel, ORIGIN)["@id"]);
    expect(room.amenityFeature.map((a) => a.name)).toContain("Balcony");
  });

  it("describes a Kiswahili room page's room in Kiswahili, at its Kiswahili address", () => {
    const offer = { key: "family" as const, name: "Family Room", maxGuests: 4, fromPriceKes: 6500 };
    const room = hotelRoomJsonLd(motel, ORIGIN, offer, {}, "sw");
    expect(room.name).toBe("Chumba cha Familia");
    expect(room.url).toBe(`${ORIGIN}/sw/room/family`);
    expect(room.offers?.url).toBe(`${ORIGIN}/sw/room/family`);
    expect(hotelRoomJsonLd(motel, ORIGIN, offer).offers?.url).toBe(`${ORIGIN}/room/family`);
    expect(room.amenityFeature.map((a) => a.name)).toContain("Wi-Fi ya bure");
    expect(room.amenityFeature.map((a) => a.name)).not.toContain("Free Wi-Fi");
    // The same room: one identity whatever the page's language.
    expect(room["@id"]).toBe(hotelRoomJsonLd(motel, ORIGIN, offer)["@id"]);
  });
});

describe("schema.org data from the live content and price table", () => {
  const rooms = [
    {
      key: "standard",
      name: "Standard Room",
      maxGuests: 2,
      fromPriceKes: 3500,
      toPriceKes: 8500,
      roomCount: 12,
    },
    {
      key: "family",
      name: "Family Room",
      maxGuests: 4,
      fromPriceKes: 6500,
      toPriceKes: 13500,
      roomCount: 3,
    },
    { key: "deluxe", name: "Deluxe Room", maxGuests: 2, fromPriceKes: undefined, roomCount: 8 },
  ] as const;

  it("states the price range up to the top price offered, the times and the number of rooms", () => {
    const hotel = hotelJsonLd(motel, ORIGIN, rooms);
    expect(hotel.priceRange).toBe("KES 3,500 - KES 13,500");
    expect(hotel.checkinTime).toBe(`${motel.checkTimes.checkIn}:00`);
    expect(hotel.checkoutTime).toBe(`${motel.checkTimes.checkOut}:00`);
    expect(hotel.numberOfRooms).toBe(23);
  });

  it("makes an offer of each priced room type, each a HotelRoom and Product with image and beds", () => {
    const hotel = hotelJsonLd(motel, ORIGIN, rooms);
    expect(hotel.makesOffer?.map((offer) => offer.itemOffered["@id"])).toEqual([
      `${ORIGIN}/room/standard#room`,
      `${ORIGIN}/room/family#room`,
    ]);
    const [standard, family, deluxe] = hotel.containsPlace ?? [];
    expect(standard?.image).toMatch(
      /^https:\/\/motel\.example\/media\/images\/room-standard-\d+\.jpg$/,
    );
    expect(family?.bed).toEqual([{ "@type": "BedDetails", numberOfBeds: 2, typeOfBed: "Double" }]);
    expect(deluxe).not.toHaveProperty("offers");
    // Kiswahili home: each offer and room at its Kiswahili page, the same room's identity.
    const sw = hotelJsonLd(motel, ORIGIN, rooms, {}, "sw");
    expect(sw.makesOffer?.map((offer) => offer.url)).toEqual([
      `${ORIGIN}/sw/room/standard`,
      `${ORIGIN}/sw/room/family`,
    ]);
    expect(sw.containsPlace?.[0]?.url).toBe(`${ORIGIN}/sw/room/standard`);
    expect(sw.makesOffer?.[0]?.itemOffered["@id"]).toBe(`${ORIGIN}/room/standard#room`);
  });

  it("shows the photos staff uploaded: the Hotel's hero and each room's", () => {
    const photos = { hero: { key: "a".repeat(16) }, "room-family": { key: "b".repeat(16) } };
    const hotel = hotelJsonLd(motel, ORIGIN, rooms, photos);
    expect(hotel.image).toMatch(new RegExp(`^${ORIGIN}/media/u/a{16}-\\d+\\.jpg$`));
    const [standard, family] = hotel.containsPlace ?? [];
    expect(family?.image).toMatch(new RegExp(`^${ORIGIN}/media/u/b{16}-\\d+\\.jpg$`));
    expect(standard?.image).toMatch(/\/media\/images\/room-standard-\d+\.jpg$/);
    expect(hotelRoomJsonLd(motel, ORIGIN, rooms[1], photos).image).toBe(family?.image);
  });

  it("links only the motel's own profiles (sameAs), none when it has none", () => {
    expect(hotelJsonLd(motel, ORIGIN)).not.toHaveProperty("sameAs");
    const withProfile = { ...motel, socials: { instagram: "https://www.instagram.com/acacia" } };
    expect(hotelJsonLd(withProfile, ORIGIN).sameAs).toEqual(["https://www.instagram.com/acacia"]);
  });

  it("reads the live name and description", () => {
    const renamed = {
      ...motel,
      name: "Acacia Motel",
      roomDescriptions: { ...motel.roomDescriptions, family: "Big." },
    };
    const room = hotelRoomJsonLd(renamed, ORIGIN, rooms[1]);
    expect([room.containedInPlace.name, room.description]).toEqual(["Acacia Motel", "Big."]);
  });
});

describe("sitemap", () => {
  it("has every public page once, and nothing of the staff area", () => {
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
    expect(SITEMAP_PATHS).toContain("/room/standard_double");
    expect(SITEMAP_PATHS.some((path) => path.startsWith("/admin"))).toBe(false);
  });
});
