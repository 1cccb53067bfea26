// schema.org JSON-LD for search engines, built on the server from the live content and price
// table, never typed in by hand: the motel as a Hotel that makesOffer its room types, each room
// type a ["HotelRoom", "Product"] (schema.org allows `offers` on a Product, not on a HotelRoom
// alone) with its from-price Offer in KES, image and beds.
import { addressLine, socialLinks } from "../content/motel.ts";
import type { RouterContextProvider } from "react-router";
import { defaultWidth, imageUrl, type ImageSlot } from "../content/images.ts";
import { uploadedVariantUrl } from "../domain/media-urls.ts";
import { formatKes } from "../domain/money.ts";
import {
  roomServiceKeys,
  roomServices,
  type RoomTypeDefinition,
  type RoomTypeKey,
} from "../domain/rooms.ts";
import { pathIn, type Lang } from "../i18n/locales.ts";
import { translator } from "../i18n/messages.server.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { servicesContext } from "../server/context.ts";
import { shownSlotPhotos } from "../server/media/photos.ts";
import { contentIn } from "../content/localized.ts";
import { pageLang } from "./i18n.server.ts";

/** Slots with an uploaded photo (its JPEG has the slot's default width, as the built-in file). */
export type SlotPhotos = Readonly<Partial<Record<string, { key: string }>>>;

function slotImage(origin: string, slot: ImageSlot, photos: SlotPhotos): string {
  const width = defaultWidth(slot);
  const uploaded = photos[slot];
  return `${origin}${uploaded ? uploadedVariantUrl(uploaded.key, width, "jpg") : imageUrl(slot, width, "jpg")}`;
}

/**
 * What the JSON-LD is made from, read in a page's loader: it never reaches the browser's JS.
 * With the request, the motel's texts are the page's language's (a Kiswahili page describes the
 * motel in Kiswahili).
 */
export async function structuredDataInputs(
  context: Readonly<RouterContextProvider>,
  request?: Request,
) {
  const { config, content, database } = context.get(servicesContext);
  const [english, swahili, photos] = await Promise.all([
    content.get(),
    content.swahili(),
    shownSlotPhotos(database.db),
  ]);
  const motel = request ? contentIn(pageLang(request), english, swahili) : english;
  return { motel, origin: config.publicUrl, photos };
}

export type RoomOffer = Pick<RoomTypeDefinition, "key" | "name" | "maxGuests"> & {
  fromPriceKes: number | undefined;
  /** The type's highest price, for the Hotel's priceRange (the from-price when not given). */
  toPriceKes?: number | undefined;
  /** Active rooms of the type, for the Hotel's numberOfRooms. */
  roomCount?: number;
};

/** The beds of each room type, as the room descriptions state them. */
const ROOM_BEDS: Record<RoomTypeKey, { numberOfBeds: number; typeOfBed: string }[]> = {
  standard: [{ numberOfBeds: 1, typeOfBed: "Double" }],
  standard_double: [{ numberOfBeds: 2, typeOfBed: "Single" }],
  deluxe: [{ numberOfBeds: 1, typeOfBed: "Queen" }],
  executive: [{ numberOfBeds: 1, typeOfBed: "King" }],
  executive_double: [
    { numberOfBeds: 1, typeOfBed: "Double" },
    { numberOfBeds: 1, typeOfBed: "Single" },
  ],
  family: [{ numberOfBeds: 2, typeOfBed: "Double" }],
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

function roomId(origin: string, key: string): string {
  return `${origin}/room/${key}#room`;
}

function amenity(name: string) {
  return { "@type": "LocationFeatureSpecification", name, value: true };
}

/** "14:00" → "14:00:00" (schema.org Time). */
function time(value: string): string {
  return `${value}:00`;
}

/** The Hotel node: name, address, geo, phones, times, amenities and, when given, its rooms. */
export function hotelJsonLd(
  motel: SiteContent,
  origin: string,
  rooms: readonly RoomOffer[] = [],
  photos: SlotPhotos = {},
  lang: Lang = "en",
) {
  const { street, town, county, postalCode, countryCode } = motel.address;
  const priced = rooms.filter((room) => room.fromPriceKes !== undefined);
  const counted = rooms.filter((room) => room.roomCount !== undefined);
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": motelId(origin),
    name: motel.name,
    description: motel.description,
    url: `${origin}/`,
    image: slotImage(origin, "hero", photos),
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
    checkinTime: time(motel.checkTimes.checkIn),
    checkoutTime: time(motel.checkTimes.checkOut),
    ...(counted.length > 0 && {
      numberOfRooms: counted.reduce((sum, room) => sum + (room.roomCount ?? 0), 0),
    }),
    ...priceRange(priced),
    currenciesAccepted: "KES",
    paymentAccepted: "M-Pesa, Credit Card",
    smokingAllowed: false,
    amenityFeature: [...AMENITIES, ...(motel.alcoholFree ? ["Alcohol-free"] : [])].map(amenity),
    // Only the motel's own profiles (a missing one is left out, never a network's homepage).
    ...sameAs(motel),
    ...(rooms.length > 0 && {
      containsPlace: rooms.map((room) => hotelRoomNode(motel, origin, room, photos, lang)),
    }),
    ...(priced.length > 0 && {
      makesOffer: priced.map((room) => ({
        ...offer(origin, room, lang),
        itemOffered: { "@id": roomId(origin, room.key) },
      })),
    }),
  };
}

function sameAs(motel: SiteContent): { sameAs?: string[] } {
  const profiles = socialLinks(motel)
    .filter((link) => link.key !== "whatsapp")
    .map((link) => link.href);
  return profiles.length > 0 ? { sameAs: profiles } : {};
}

/** "KES 3,500 - KES 13,500": the lowest to the highest price offered in the live table. */
function priceRange(rooms: readonly RoomOffer[]): { priceRange?: string } {
  if (rooms.length === 0) return {};
  const low = Math.min(...rooms.map((room) => room.fromPriceKes!));
  const high = Math.max(...rooms.map((room) => room.toPriceKes ?? room.fromPriceKes!));
  return { priceRange: low === high ? formatKes(low) : `${formatKes(low)} - ${formatKes(high)}` };
}

/** The room's offer, its address the room page in the page's language. */
function offer(origin: string, room: RoomOffer, lang: Lang = "en") {
  return {
    "@type": "Offer",
    priceCurrency: "KES",
    price: room.fromPriceKes,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: room.fromPriceKes,
      priceCurrency: "KES",
      unitText: "night",
    },
    availability: "https://schema.org/InStock",
    url: `${origin}${pathIn(lang, `/room/${room.key}`)}`,
  };
}

function hotelRoomNode(
  motel: SiteContent,
  origin: string,
  room: RoomOffer,
  photos: SlotPhotos,
  lang: Lang = "en",
) {
  const slot = `room-${room.key}` as const;
  // A Kiswahili page describes its room in Kiswahili (the content and the catalog's names).
  const t = lang === "en" ? null : translator(lang);
  return {
    "@type": ["HotelRoom", "Product"],
    "@id": roomId(origin, room.key),
    name: t ? t(`common.type_${room.key}`) : room.name,
    url: `${origin}${pathIn(lang, `/room/${room.key}`)}`,
    description: motel.roomDescriptions[room.key],
    image: slotImage(origin, slot, photos),
    bed: ROOM_BEDS[room.key].map((bed) => ({ "@type": "BedDetails", ...bed })),
    occupancy: { "@type": "QuantitativeValue", maxValue: room.maxGuests },
    amenityFeature: t
      ? roomServiceKeys(room.key).map((key) => amenity(t(`rooms.service_${key}`)))
      : roomServices(room.key).map(amenity),
    ...(room.fromPriceKes !== undefined && { offers: offer(origin, room, lang) }),
  };
}

/** A room page's HotelRoom, part of the motel, in the page's language. */
export function hotelRoomJsonLd(
  motel: SiteContent,
  origin: string,
  room: RoomOffer,
  photos: SlotPhotos = {},
  lang: Lang = "en",
) {
  return {
    "@context": "https://schema.org",
    ...hotelRoomNode(motel, origin, room, photos, lang),
    containedInPlace: {
      "@type": "Hotel",
      "@id": motelId(origin),
      name: motel.name,
      address: addressLine(motel),
    },
  };
}
