import { describe, expect, it } from "vitest";
import {
  BOARDING_LABELS,
  BOARDINGS,
  capacityLabel,
  guestKeyFor,
  isRoomTypeKey,
  roomServices,
  roomTypeOf,
  ROOM_TYPE_KEYS,
  ROOM_TYPES,
} from "./rooms.ts";

describe("room types", () => {
  it("are the spec's six, with its capacities", () => {
    expect(ROOM_TYPES.map((t) => [t.key, t.minGuests, t.maxGuests])).toEqual([
      ["standard", 1, 2],
      ["standard_double", 2, 4],
      ["deluxe", 1, 2],
      ["executive", 1, 2],
      ["executive_double", 3, 3],
      ["family", 2, 4],
    ]);
    expect(ROOM_TYPES.map((t) => t.key)).toEqual([...ROOM_TYPE_KEYS]);
  });

  it("show standard_double as Twin", () => {
    expect(ROOM_TYPES.find((t) => t.key === "standard_double")?.name).toMatch(/^Twin/);
  });
});

describe("capacityLabel", () => {
  it("reads as a range, or a single number when fixed", () => {
    expect(capacityLabel({ minGuests: 1, maxGuests: 2 })).toBe("1-2 guests");
    expect(capacityLabel({ minGuests: 3, maxGuests: 3 })).toBe("3 guests");
  });
});

describe("room services", () => {
  const EVERY = ["Free Wi-Fi", "Smart TV", "Work Desk", "Housekeeping", "Hot Shower", "Toiletries"];

  it.each(ROOM_TYPE_KEYS)("%s has the six services every room has", (type) => {
    expect(roomServices(type).slice(0, 6)).toEqual(EVERY);
  });

  it("adds couches only for the family room and a balcony only for the executive room", () => {
    for (const type of ROOM_TYPE_KEYS) {
      const extras = roomServices(type).slice(6);
      if (type === "family") expect(extras).toEqual(["Couches"]);
      else if (type === "executive") expect(extras).toEqual(["Balcony"]);
      else expect(extras).toEqual([]);
    }
  });
});

describe("labels", () => {
  it("names each boarding as the spec does", () => {
    expect(BOARDINGS.map((b) => BOARDING_LABELS[b])).toEqual([
      "Bed & Breakfast",
      "Half Board",
      "Full Board",
    ]);
  });

  it("knows the room type keys and nothing else", () => {
    expect(ROOM_TYPE_KEYS.every(isRoomTypeKey)).toBe(true);
    expect(isRoomTypeKey("suite")).toBe(false);
    expect(isRoomTypeKey("Standard")).toBe(false);
  });
});

describe("guestKeyFor", () => {
  it("maps 1 to 4 adults to the price table's guest keys", () => {
    expect([1, 2, 3, 4].map(guestKeyFor)).toEqual([
      "single_guest",
      "two_guests",
      "three_guests",
      "four_guests",
    ]);
  });

  it("has no key outside 1 to 4 or for a fraction", () => {
    for (const adults of [0, -1, 5, 9, 1.5, Number.NaN]) {
      expect(guestKeyFor(adults)).toBeUndefined();
    }
  });
});

describe("roomTypeOf", () => {
  it("finds each type's definition", () => {
    expect(roomTypeOf("family")).toMatchObject({ name: "Family Room", minGuests: 2, maxGuests: 4 });
  });
});
