import { describe, expect, it } from "vitest";
import { capacityLabel, roomCategoriesText, ROOM_TYPE_KEYS, ROOM_TYPES } from "./rooms.ts";

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

describe("roomCategoriesText", () => {
  it("names the four categories", () => {
    expect(roomCategoriesText()).toBe("four categories: Standard, Deluxe, Executive and Family");
  });
});

describe("capacityLabel", () => {
  it("reads as a range, or a single number when fixed", () => {
    expect(capacityLabel({ minGuests: 1, maxGuests: 2 })).toBe("1-2 guests");
    expect(capacityLabel({ minGuests: 3, maxGuests: 3 })).toBe("3 guests");
  });
});
