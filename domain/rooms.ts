// Room types, guest-count keys and boardings: the vocabulary shared by the browser, the server
// and the database. Capacities are the spec's (section 3).

export const ROOM_TYPE_KEYS = [
  "standard",
  "standard_double",
  "deluxe",
  "executive",
  "executive_double",
  "family",
] as const;
export type RoomTypeKey = (typeof ROOM_TYPE_KEYS)[number];

export const ROOM_CATEGORIES = ["Standard", "Deluxe", "Executive", "Family"] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

export type RoomTypeDefinition = {
  key: RoomTypeKey;
  /** Shown to guests; standard_double is the Twin room. */
  name: string;
  category: RoomCategory;
  minGuests: number;
  maxGuests: number;
};

export const ROOM_TYPES: readonly RoomTypeDefinition[] = [
  { key: "standard", name: "Standard Room", category: "Standard", minGuests: 1, maxGuests: 2 },
  { key: "standard_double", name: "Twin Room", category: "Standard", minGuests: 2, maxGuests: 4 },
  { key: "deluxe", name: "Deluxe Room", category: "Deluxe", minGuests: 1, maxGuests: 2 },
  { key: "executive", name: "Executive Room", category: "Executive", minGuests: 1, maxGuests: 2 },
  {
    key: "executive_double",
    name: "Executive Double Room",
    category: "Executive",
    minGuests: 3,
    maxGuests: 3,
  },
  { key: "family", name: "Family Room", category: "Family", minGuests: 2, maxGuests: 4 },
];

export function roomTypeOf(key: RoomTypeKey): RoomTypeDefinition {
  // ROOM_TYPES lists every key (rooms.test.ts checks it), so the lookup always finds one.
  return ROOM_TYPES.find((type) => type.key === key)!;
}

/** Guest-count keys of the price table: index + 1 is the number of adults. */
export const GUEST_KEYS = ["single_guest", "two_guests", "three_guests", "four_guests"] as const;
export type GuestKey = (typeof GUEST_KEYS)[number];

/** Guests supported per room (spec section 9). */
export const MIN_GUESTS_PER_ROOM = 1;
export const MAX_GUESTS_PER_ROOM = GUEST_KEYS.length;
/** The most guests one search takes (the search bar): enough for two of the largest rooms. */
export const MAX_SEARCH_GUESTS = 2 * MAX_GUESTS_PER_ROOM;

/** The price-table key for a number of adults; undefined outside 1 to 4 or for a fraction. */
export function guestKeyFor(adults: number): GuestKey | undefined {
  return Number.isInteger(adults) ? GUEST_KEYS[adults - 1] : undefined;
}

export const BOARDINGS = ["bed_breakfast", "half_board", "full_board"] as const;
export type Boarding = (typeof BOARDINGS)[number];

export const BOARDING_LABELS = {
  bed_breakfast: "Bed & Breakfast",
  half_board: "Half Board",
  full_board: "Full Board",
} as const satisfies Record<Boarding, string>;

/** "1-2 guests", "3 guests": how a capacity reads on a card. */
export function capacityLabel(room: Pick<RoomTypeDefinition, "minGuests" | "maxGuests">): string {
  return room.minGuests === room.maxGuests
    ? `${room.maxGuests} guests`
    : `${room.minGuests}-${room.maxGuests} guests`;
}

/** The room services a room page lists, by key (the Kiswahili pages name them by key). */
export const ROOM_SERVICES = {
  wifi: "Free Wi-Fi",
  tv: "Smart TV",
  desk: "Work Desk",
  housekeeping: "Housekeeping",
  shower: "Hot Shower",
  toiletries: "Toiletries",
  couches: "Couches",
  balcony: "Balcony",
} as const;
export type RoomService = keyof typeof ROOM_SERVICES;

const EVERY_ROOM_SERVICES: readonly RoomService[] = [
  "wifi",
  "tv",
  "desk",
  "housekeeping",
  "shower",
  "toiletries",
];

/** The room services of a room page, by key: couches only in the family room, a balcony only in the executive. */
export function roomServiceKeys(type: RoomTypeKey): RoomService[] {
  return [
    ...EVERY_ROOM_SERVICES,
    ...(type === "family" ? (["couches"] as const) : []),
    ...(type === "executive" ? (["balcony"] as const) : []),
  ];
}

/** The room services list of a room page, in English. */
export function roomServices(type: RoomTypeKey): string[] {
  return roomServiceKeys(type).map((key) => ROOM_SERVICES[key]);
}

export function isRoomTypeKey(value: string): value is RoomTypeKey {
  return (ROOM_TYPE_KEYS as readonly string[]).includes(value);
}
