import { NO_RULES } from "../../../domain/rates.ts";
import { english } from "../../../test/support/english.ts";
import { DEFAULT_TAXES } from "../../../domain/taxes.ts";
import { describe, expect, it } from "vitest";
import type { PriceTable } from "../../../domain/pricing.ts";
import type { RoomTypeKey } from "../../../domain/rooms.ts";
import {
  bookHref,
  checkOutAfter,
  estimate,
  partyForType,
  type EstimatorData,
  type EstimatorInput,
} from "./estimate.ts";

const prices: PriceTable = {
  standard: {
    single_guest: { bed_breakfast: 3500, half_board: 4500, full_board: 5500 },
    two_guests: { bed_breakfast: 4500, half_board: 6500, full_board: 8500 },
  },
  family: {
    two_guests: { bed_breakfast: 6500, half_board: 8500 },
    four_guests: { bed_breakfast: 9500 },
  },
};
const data: EstimatorData = {
  prices,
  pricing: { rules: NO_RULES, taxes: DEFAULT_TAXES, stayRules: [] },
  today: "2026-11-20",
  horizonDays: 365,
  stay: { checkIn: "2026-11-20", checkOut: "2026-11-21", adults: 1, children: 0 },
  roomsLeft: { standard: 12, family: 3 },
};
/** The estimate with its message in English words, as an English page shows it. */
function worded(input: EstimatorInput) {
  const shown = estimate(data, input);
  return { ...shown, message: shown.message && english(shown.message) };
}

const input = {
  roomType: "standard" as const,
  checkIn: "2026-11-20",
  checkOut: "2026-11-21",
  adults: "1",
  children: "0",
  boarding: "bed_breakfast" as const,
};

describe("estimate", () => {
  it("totals the default stay from the page's price table", () => {
    expect(worded(input)).toMatchObject({
      adults: 1,
      children: 0,
      nights: 1,
      totalKes: 3500,
      boardings: ["bed_breakfast", "half_board", "full_board"],
      message: null,
      field: null,
      request: {
        checkIn: "2026-11-20",
        checkOut: "2026-11-21",
        rooms: [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
      },
      bookHref:
        "/book?guests=1&checkIn=2026-11-20&checkOut=2026-11-21&room=standard&children=0&boarding=bed_breakfast",
    });
  });

  it("multiplies by the nights, across a month end", () => {
    const shown = worded({
      ...input,
      adults: "2",
      boarding: "full_board",
      checkIn: "2026-11-29",
      checkOut: "2026-12-02",
    });
    expect(shown).toMatchObject({ nights: 3, totalKes: 3 * 8500, message: null });
  });

  it("shows the spec's guest messages with a zero total", () => {
    expect(worded({ ...input, adults: "3" })).toMatchObject({
      totalKes: 0,
      boardings: [],
      message:
        "The maximum number of guests allowed for this room is 2. You will need to book additional rooms.",
    });
    expect(worded({ ...input, roomType: "family" }).message).toBe(
      "The minimum number of guests required for this room is 2.",
    );
    expect(worded({ ...input, roomType: "family", adults: "3" }).message).toBe(
      "The number of guests (3) is not allowed for this room.",
    );
    expect(worded({ ...input, adults: "" }).message).toBe(
      "The minimum number of guests required for this room is 1.",
    );
  });

  it("offers the Book link only for a stay that can be booked, and names the field at fault", () => {
    const link = (adults: string, change: Partial<typeof input> = {}) =>
      worded({ ...input, ...change, adults });
    expect(link("2").bookHref).toBe(
      "/book?guests=2&checkIn=2026-11-20&checkOut=2026-11-21&room=standard&children=0&boarding=bed_breakfast",
    );
    expect(link(" 2 ").bookHref).toContain("guests=2&");
    for (const adults of ["", "0", "3", "2.5", "1e0", "-1", "two"]) {
      expect(link(adults), adults).toMatchObject({ bookHref: null, totalKes: 0, field: "adults" });
    }
    expect(link("1", { children: "1.5" })).toMatchObject({
      bookHref: null,
      field: "children",
      message: "Please enter the number of children as a whole number.",
    });
    expect(link("2.5").message).toBe("Please enter the number of guests as a whole number.");
    expect(link("1e0").message).toBe("Please enter the number of guests as a whole number.");
    expect(link("1", { checkIn: "2026-11-22" })).toMatchObject({
      bookHref: null,
      field: "checkOut",
      message: "Check-out date must be after check-in date.",
    });
    expect(link("1", { checkIn: "2026-11-19" })).toMatchObject({
      bookHref: null,
      field: "checkIn",
    });
    // A dates problem is told first, about the dates.
    expect(link("2.5", { checkOut: "" })).toMatchObject({
      field: "checkOut",
      message: "Please select a check-out date",
    });
  });

  it("prices a family's children free and judges the whole party by the room's capacity", () => {
    const family = (adults: string, children: string) =>
      worded({ ...input, roomType: "family", adults, children });
    // Two adults and two children pay what two adults pay (family two_guests: 6,500).
    expect(family("2", "2")).toMatchObject({ totalKes: 6500, message: null, children: 2 });
    expect(family("2", "2").bookHref).toContain("guests=4&");
    expect(family("2", "2").bookHref).toContain("&children=2");
    // One adult and a child fill the room's minimum of two: priced as two.
    expect(family("1", "1")).toMatchObject({ totalKes: 6500, message: null });
    expect(family("1", "0").message).toBe(
      "The minimum number of guests required for this room is 2.",
    );
    expect(family("2", "3")).toMatchObject({
      totalKes: 0,
      bookHref: null,
      field: "adults",
      message:
        "The maximum number of guests allowed for this room is 4. You will need to book additional rooms.",
    });
    expect(worded({ ...input, adults: "0", children: "1" }).message).toBe(
      "Each room needs at least one adult.",
    );
    // A standard room takes two: one adult and one child at the one-guest price.
    expect(worded({ ...input, adults: "1", children: "1" }).totalKes).toBe(3500);
    expect(worded({ ...input, adults: "2", children: "1" }).totalKes).toBe(0);
  });

  it("still asks for rooms left when the guests are out of range", () => {
    const shown = worded({ ...input, roomType: "family", adults: "7" });
    expect(shown.request?.rooms[0]?.adults).toBe(4);
  });

  it("offers only the priced boardings, falling back to the first when the choice is not", () => {
    const shown = worded({
      ...input,
      roomType: "family",
      adults: "4",
      boarding: "half_board",
    });
    expect(shown).toMatchObject({ boardings: ["bed_breakfast"], boarding: "bed_breakfast" });
    expect(shown.totalKes).toBe(9500);
  });

  it("checks the dates with the shared schema", () => {
    expect(worded({ ...input, checkOut: "2026-11-20" })).toMatchObject({
      nights: 0,
      totalKes: 0,
      message: "Check-out date must be after check-in date.",
      request: null,
    });
    expect(worded({ ...input, checkIn: "2026-11-19" }).message).toBe(
      "The check-in date cannot be in the past.",
    );
    expect(worded({ ...input, checkIn: "" }).message).toBe("Please select a check-in date");
    expect(worded({ ...input, checkIn: "2027-11-20", checkOut: "2027-11-21" }).message).toBe(
      "We take bookings for stays until 20 Nov 2027. Please choose earlier dates.",
    );
  });
});

describe("the estimator's helpers", () => {
  it("builds the spec's Book link", () => {
    expect(
      bookHref({
        guests: 3,
        children: 1,
        checkIn: "2026-12-01",
        checkOut: "2026-12-04",
        roomType: "family",
      }),
    ).toBe("/book?guests=3&checkIn=2026-12-01&checkOut=2026-12-04&room=family&children=1");
  });

  it("keeps the party within a new room type's capacity", () => {
    const kept = (type: RoomTypeKey, adults: string, children = "0") =>
      partyForType(type, { adults, children });
    expect(kept("family", "1")).toEqual({ adults: "2", children: "0" });
    expect(kept("family", "3")).toEqual({ adults: "3", children: "0" });
    expect(kept("standard", "4")).toEqual({ adults: "2", children: "0" });
    expect(kept("deluxe", "2")).toEqual({ adults: "2", children: "0" });
    expect(kept("family", "")).toEqual({ adults: "2", children: "0" });
    expect(kept("standard", "2.5")).toEqual({ adults: "1", children: "0" });
    // Children stay as long as a bed is left for an adult; the adults fill the rest.
    expect(kept("family", "2", "2")).toEqual({ adults: "2", children: "2" });
    expect(kept("family", "1", "1")).toEqual({ adults: "1", children: "1" });
    expect(kept("standard", "2", "2")).toEqual({ adults: "1", children: "1" });
    expect(kept("executive_double", "1", "0")).toEqual({ adults: "3", children: "0" });
    expect(kept("executive_double", "1", "1")).toEqual({ adults: "2", children: "1" });
  });

  it("keeps check-out after check-in", () => {
    expect(checkOutAfter("2026-11-25", "2026-11-21")).toBe("2026-11-26");
    expect(checkOutAfter("2026-11-21", "2026-11-21")).toBe("2026-11-22");
    expect(checkOutAfter("2026-11-20", "2026-11-24")).toBe("2026-11-24");
    expect(checkOutAfter("2028-02-28", "2028-02-20")).toBe("2028-02-29");
    expect(checkOutAfter("", "2026-11-24")).toBe("2026-11-24");
  });
});
