import { describe, expect, it } from "vitest";
import { motel } from "../content/motel.ts";
import { hotelJsonLd, hotelRoomJsonLd } from "./structured-data.ts";
import { SITEMAP_PATHS } from "./seo.ts";

const ORIGIN = "https://motel.example";

describe("schema.org data", () => {
  it("describes the motel as a Hotel with address, geo, phones and amenities", () => {
    const hotel = hotelJsonLd(ORIGIN);
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
    const hotel = hotelJsonLd(ORIGIN, [
      { key: "deluxe", name: "Deluxe Room", maxGuests: 2, fromPriceKes: 4500 },
      { key: "family", name: "Family Room", maxGuests: 4, fromPriceKes: undefined },
    ]);
    const [deluxe, family] = hotel.containsPlace ?? [];
    expect(deluxe).toMatchObject({
      "@type": "HotelRoom",
      url: `${ORIGIN}/room/deluxe`,
      offers: { "@type": "Offer", price: 4500, priceCurrency: "KES" },
    });
    expect(family).not.toHaveProperty("offers");
    expect(hotel.priceRange).toBe("KES 4,500");
    expect(
      hotelJsonLd(ORIGIN, [
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
    const room = hotelRoomJsonLd(ORIGIN, {
      key: "executive",
      name: "Executive Room",
      maxGuests: 2,
      fromPriceKes: 6000,
    });
    expect(room.containedInPlace["@id"]).toBe(hotelJsonLd(ORIGIN)["@id"]);
    expect(room.amenityFeature.map((a) => a.name)).toContain("Balcony");
  });
});

describe("sitemap", () => {
  it("has every public page once, and nothing of the staff area", () => {
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
    expect(SITEMAP_PATHS).toContain("/room/standard_double");
    expect(SITEMAP_PATHS.some((path) => path.startsWith("/admin"))).toBe(false);
  });
});
