// schema.org JSON-LD for search engines: the motel as a Hotel, its room types as HotelRoom with a
// from-price Offer in KES. Built from content and the live price table, never typed in by hand.
import { addressLine, motel, socialLinks } from "../content/motel.ts";
import { defaultWidth, imageUrl } from "../content/images.ts";
import { formatKes } from "../domain/money.ts";
import { roomServices, type RoomTypeDefinition } from "../domain/rooms.ts";

export type RoomOffer = Pick<RoomTypeDefinition, "key" | "name" | "maxGuests"> & {
  fromPriceKes: number | undefined;
};

const AMENITIES = [
  "Free Wi-Fi",
  "Restaurant",
  "Coffee parlour",
  "Lounge",
  "Conference room",
  "Rooftop terrace",
  "Gym",
  "Secure parking",
];

function motelId(origin: string): string {
  return `${origin}/#hotel`;
}

function amenity(name: string) {
  return { "@type": "LocationFeatureSpecification", name, value: true };
}

/** The Hotel node: name, address, geo, phones, amenities and, when given, its rooms. */
export function hotelJsonLd(origin: string, rooms: readonly RoomOffer[] = []) {
  const { street, town, county, postalCode, countryCode } = motel.address;
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": motelId(origin),
    name: motel.name,
    description: motel.description,
    url: `${origin}/`,
    image: `${origin}${imageUrl("hero", defaultWidth("hero"), "jpg")}`,
    telephone: motel.phones.map((phone) => phone.e164),
    email: motel.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: town,
      addressRegion: county,
      postalCode,
      addressCountry: countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: motel.map.latitude,
      longitude: motel.map.longitude,
    },
    ...priceRange(rooms),
    currenciesAccepted: "KES",
    paymentAccepted: "M-Pesa, Credit Card",
    smokingAllowed: false,
    amenityFeature: [...AMENITIES, "Alcohol-free"].map(amenity),
    sameAs: socialLinks()
      .filter((link) => link.key !== "whatsapp")
      .map((link) => link.href),
    ...(rooms.length > 0 && { containsPlace: rooms.map((room) => hotelRoomNode(origin, room)) }),
  };
}

/** "KES 3,500 - KES 9,000": the rooms' from-prices, lowest to highest. */
function priceRange(rooms: readonly RoomOffer[]): { priceRange?: string } {
  const prices = rooms.flatMap((room) =>
    room.fromPriceKes === undefined ? [] : [room.fromPriceKes],
  );
  if (prices.length === 0) return {};
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return { priceRange: low === high ? formatKes(low) : `${formatKes(low)} - ${formatKes(high)}` };
}

function hotelRoomNode(origin: string, room: RoomOffer) {
  return {
    "@type": "HotelRoom",
    "@id": `${origin}/room/${room.key}#room`,
    name: room.name,
    url: `${origin}/room/${room.key}`,
    description: motel.roomDescriptions[room.key],
    occupancy: { "@type": "QuantitativeValue", maxValue: room.maxGuests },
    amenityFeature: roomServices(room.key).map(amenity),
    ...(room.fromPriceKes !== undefined && {
      offers: {
        "@type": "Offer",
        priceCurrency: "KES",
        price: room.fromPriceKes,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: room.fromPriceKes,
          priceCurrency: "KES",
          unitText: "night",
        },
        url: `${origin}/room/${room.key}`,
      },
    }),
  };
}

/** A room page's HotelRoom, part of the motel. */
export function hotelRoomJsonLd(origin: string, room: RoomOffer) {
  return {
    "@context": "https://schema.org",
    ...hotelRoomNode(origin, room),
    containedInPlace: {
      "@type": "Hotel",
      "@id": motelId(origin),
      name: motel.name,
      address: addressLine(),
    },
  };
}
