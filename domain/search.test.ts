import { describe, expect, it } from "vitest";
import type { RoomTypeKey } from "./rooms.ts";
import { said, type Said } from "./said.ts";
import type { PriceTable } from "./pricing.ts";
import { priceStay, tableOnly } from "./quote.ts";
import { ROOM_TYPES } from "./rooms.ts";
import {
  isFewLeft,
  leftForStay,
  searchRange,
  searchStays,
  splitGuests,
  splitParty,
  type TypeNights,
} from "./search.ts";
import { stayNights } from "./availability.ts";
import { parseSearch } from "./schemas/search.ts";

const window = { today: "2026-12-01", horizonDays: 60 };
const table: PriceTable = {
  standard: {
    single_guest: { bed_breakfast: 3500, half_board: 4500 },
    two_guests: { bed_breakfast: 5000, half_board: 6500, full_board: 8000 },
  },
  family: {
    two_guests: { bed_breakfast: 6500 },
    three_guests: { bed_breakfast: 7500 },
    four_guests: { bed_breakfast: 8500 },
  },
};
const types = ROOM_TYPES.filter((type) => type.key === "standard" || type.key === "family");
const range = { checkIn: "2026-12-01", checkOut: "2026-12-31" };
const nights = stayNights(range.checkIn, range.checkOut);

/** Nightly counts with `open` rooms, all taken on the given nights. */
function counts(open: number, full: string[] = []): TypeNights {
  return {
    nights,
    open: nights.map(() => open),
    taken: nights.map((night) => (full.includes(night) ? open : 0)),
  };
}

function search(
  adults: number,
  occupancy = { standard: counts(5), family: counts(2) },
  refusal?: (type: RoomTypeKey) => Said | null,
  children = 0,
) {
  const query = { checkIn: "2026-12-10", checkOut: "2026-12-13", adults, children };
  return searchStays({
    query,
    types,
    table,
    price: (rooms) => priceStay(tableOnly(table), rooms, query),
    refusal,
    occupancy,
    window,
  });
}

describe("reading the search", () => {
  const read = (query: string) => parseSearch(new URLSearchParams(query), window);
  it("takes dates, adults and children; an address from before children counts guests as adults", () => {
    const stay = { checkIn: "2026-12-10", checkOut: "2026-12-13" };
    expect(read("checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=2")).toEqual({
      ok: true,
      query: { ...stay, adults: 2, children: 2 },
    });
    expect(read("checkIn=2026-12-10&checkOut=2026-12-13&adults=2")).toEqual({
      ok: true,
      query: { ...stay, adults: 2, children: 0 },
    });
    // The search bar's children field emptied: none.
    expect(read("checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=")).toEqual({
      ok: true,
      query: { ...stay, adults: 2, children: 0 },
    });
    expect(read("checkIn=2026-12-10&checkOut=2026-12-13&guests=4")).toEqual({
      ok: true,
      query: { ...stay, adults: 4, children: 0 },
    });
  });
  it("judges the adults, the children and the whole party", () => {
    const at = (party: string) => read(`checkIn=2026-12-10&checkOut=2026-12-13&${party}`);
    for (const adults of ["0", "9", "2.5", "", "x"]) {
      expect(at(`adults=${adults}&children=0`)).toEqual({
        ok: false,
        message: said.searchAdultsRange(8),
      });
    }
    for (const children of ["8", "-1", "1.5", "x"]) {
      expect(at(`adults=1&children=${children}`)).toEqual({
        ok: false,
        message: said.searchChildrenRange(7),
      });
    }
    expect(at("adults=4&children=5")).toEqual({ ok: false, message: said.searchGuestsRange(8) });
    expect(at("adults=4&children=4")).toMatchObject({ ok: true });
  });
  it("says what to correct, with the quote's own messages", () => {
    expect(read("checkIn=2026-12-10&checkOut=2026-12-10&guests=2")).toEqual({
      ok: false,
      message: said.checkOutAfterCheckIn(),
    });
    expect(read("checkIn=2026-11-30&checkOut=2026-12-02&guests=2")).toEqual({
      ok: false,
      message: said.checkInInPast(),
    });
    expect(read("checkIn=&checkOut=2026-12-02&guests=2")).toMatchObject({ ok: false });
    for (const guests of ["0", "9", "2.5", "", "x"]) {
      expect(read(`checkIn=2026-12-10&checkOut=2026-12-13&guests=${guests}`)).toEqual({
        ok: false,
        message: said.searchAdultsRange(8),
      });
    }
  });
});

describe("the search's results", () => {
  it("prices each type for the stay with the quote's pricing, cheapest boarding first", () => {
    const { types: results, nights } = search(2);
    expect(nights).toBe(3);
    const standard = results.find((t) => t.type === "standard")!;
    expect(standard.offers).toEqual([
      { boarding: "bed_breakfast", totalKes: 15000, nightlyKes: 5000 },
      { boarding: "half_board", totalKes: 19500, nightlyKes: 6500 },
      { boarding: "full_board", totalKes: 24000, nightlyKes: 8000 },
    ]);
    expect(standard).toMatchObject({
      rooms: 1,
      parties: [{ adults: 2, children: 0 }],
      left: 5,
      fewLeft: false,
      soldOut: null,
    });
  });

  it("says why a type cannot take the guests, and offers two rooms when two can", () => {
    const three = search(3).types.find((t) => t.type === "standard")!;
    expect(three.reason).toEqual(said.aboveMaximumGuests(2));
    expect(three).toMatchObject({
      rooms: 2,
      parties: [
        { adults: 2, children: 0 },
        { adults: 1, children: 0 },
      ],
      twoRooms: said.searchTwoRooms(3),
    });
    // Only the boardings both rooms offer: 2 guests B&B + 1 guest B&B, and half board.
    expect(three.offers.map((o) => [o.boarding, o.totalKes])).toEqual([
      ["bed_breakfast", (5000 + 3500) * 3],
      ["half_board", (6500 + 4500) * 3],
    ]);
    const one = search(1).types.find((t) => t.type === "family")!;
    expect(one).toMatchObject({ reason: said.belowMinimumGuests(2), rooms: 0, offers: [] });
  });

  it("prices children free and counts them toward the room's capacity", () => {
    // Two adults and two children: the family room at its two-guest price, the standard in two rooms.
    const result = search(2, undefined, undefined, 2);
    const family = result.types.find((t) => t.type === "family")!;
    expect(family).toMatchObject({ rooms: 1, reason: null, parties: [{ adults: 2, children: 2 }] });
    expect(family.offers).toEqual([
      { boarding: "bed_breakfast", totalKes: 6500 * 3, nightlyKes: 6500 },
    ]);
    const standard = result.types.find((t) => t.type === "standard")!;
    expect(standard).toMatchObject({
      reason: said.aboveMaximumGuests(2),
      rooms: 2,
      parties: [
        { adults: 1, children: 1 },
        { adults: 1, children: 1 },
      ],
      twoRooms: said.searchTwoRooms(4),
    });
    expect(standard.offers[0]).toEqual({
      boarding: "bed_breakfast",
      totalKes: 2 * 3500 * 3,
      nightlyKes: 7000,
    });
    // One adult cannot be split over two rooms: no offer, only the reason.
    const alone = search(1, undefined, undefined, 3).types.find((t) => t.type === "standard")!;
    expect(alone).toMatchObject({ reason: said.aboveMaximumGuests(2), rooms: 0, offers: [] });
  });

  it("offers the nearest free dates either side for a sold-out type", () => {
    const result = search(2, {
      standard: counts(5),
      family: counts(2, ["2026-12-09", "2026-12-10", "2026-12-12", "2026-12-13", "2026-12-14"]),
    });
    const family = result.types.find((t) => t.type === "family")!;
    expect(family.left).toBe(0);
    expect(family.soldOut).toEqual({
      message: said.searchSoldOut(),
      hint: said.searchOtherDates(),
      earlier: { checkIn: "2026-12-06", checkOut: "2026-12-09" },
      later: { checkIn: "2026-12-15", checkOut: "2026-12-18" },
    });
  });

  it("finds no dates outside the window or a week away", () => {
    const all = nights.slice(0, 21);
    const family = search(2, { standard: counts(5), family: counts(2, all) }).types[1]!;
    expect(family.soldOut).toEqual({
      message: said.searchSoldOut(),
      hint: said.searchNoOtherDates(),
      earlier: null,
      later: null,
    });
  });

  it("gives a stay rule's refusal as the type's reason, with nothing to book", () => {
    const rule = said.minNights("standard", "2026-12-10", 2);
    const result = search(2, undefined, (type) => (type === "standard" ? rule : null));
    const standard = result.types.find((t) => t.type === "standard")!;
    expect(standard).toMatchObject({ reason: rule, offers: [], twoRooms: null, soldOut: null });
    expect(result.types.find((t) => t.type === "family")!.reason).toBeNull();
  });

  it("needs two rooms left when the party takes two", () => {
    const occupancy = { standard: { ...counts(2), taken: nights.map(() => 1) }, family: counts(2) };
    const standard = search(3, occupancy).types[0]!;
    expect(standard.left).toBe(1);
    expect(standard.soldOut).not.toBeNull();
  });
});

describe("helpers", () => {
  it("splits a party over rooms: adults one way, children the other, an adult in each", () => {
    expect(splitParty({ adults: 3, children: 3 }, 2)).toEqual([
      { adults: 2, children: 1 },
      { adults: 1, children: 2 },
    ]);
    expect(splitParty({ adults: 2, children: 1 }, 2)).toEqual([
      { adults: 1, children: 0 },
      { adults: 1, children: 1 },
    ]);
    expect(splitParty({ adults: 1, children: 2 }, 2)).toEqual([]);
  });
  it("splits guests evenly, the larger share first", () => {
    expect(splitGuests(3, 2)).toEqual([2, 1]);
    expect(splitGuests(8, 2)).toEqual([4, 4]);
    expect(splitGuests(5, 3)).toEqual([2, 2, 1]);
  });
  it("counts rooms left as availability does, and nothing for nights not read", () => {
    const c = { nights: ["2026-12-01", "2026-12-02"], open: [3, 3], taken: [1, 4] };
    expect(leftForStay(c, "2026-12-01", "2026-12-02")).toBe(2);
    expect(leftForStay(c, "2026-12-01", "2026-12-03")).toBe(0);
    expect(leftForStay(c, "2026-12-02", "2026-12-04")).toBe(0);
  });
  it("reads a week either side, within today and the horizon", () => {
    const query = { checkIn: "2026-12-03", checkOut: "2026-12-05", adults: 2, children: 0 };
    expect(searchRange(query, window)).toEqual({ checkIn: "2026-12-01", checkOut: "2026-12-12" });
    expect(
      searchRange({ ...query, checkIn: "2027-01-25", checkOut: "2027-01-28" }, window),
    ).toEqual({ checkIn: "2027-01-18", checkOut: "2027-01-30" });
  });
  it("tells how many are left only when few are", () => {
    expect([0, 1, 2, 3, 4, 10].map(isFewLeft)).toEqual([false, true, true, true, false, false]);
  });
});
