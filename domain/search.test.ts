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
  guests: number,
  occupancy = { standard: counts(5), family: counts(2) },
  refusal?: (type: RoomTypeKey) => Said | null,
) {
  const query = { checkIn: "2026-12-10", checkOut: "2026-12-13", guests };
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
  it("takes dates and guests", () => {
    expect(read("checkIn=2026-12-10&checkOut=2026-12-13&guests=2")).toEqual({
      ok: true,
      query: { checkIn: "2026-12-10", checkOut: "2026-12-13", guests: 2 },
    });
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
        message: said.searchGuestsRange(8),
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
      adults: [2],
      left: 5,
      fewLeft: false,
      soldOut: null,
    });
  });

  it("says why a type cannot take the guests, and offers two rooms when two can", () => {
    const three = search(3).types.find((t) => t.type === "standard")!;
    expect(three.reason).toEqual(said.aboveMaximumGuests(2));
    expect(three).toMatchObject({ rooms: 2, adults: [2, 1], twoRooms: said.searchTwoRooms(3) });
    // Only the boardings both rooms offer: 2 guests B&B + 1 guest B&B, and half board.
    expect(three.offers.map((o) => [o.boarding, o.totalKes])).toEqual([
      ["bed_breakfast", (5000 + 3500) * 3],
      ["half_board", (6500 + 4500) * 3],
    ]);
    const one = search(1).types.find((t) => t.type === "family")!;
    expect(one).toMatchObject({ reason: said.belowMinimumGuests(2), rooms: 0, offers: [] });
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
    const query = { checkIn: "2026-12-03", checkOut: "2026-12-05", guests: 2 };
    expect(searchRange(query, window)).toEqual({ checkIn: "2026-12-01", checkOut: "2026-12-12" });
    expect(
      searchRange({ ...query, checkIn: "2027-01-25", checkOut: "2027-01-28" }, window),
    ).toEqual({ checkIn: "2027-01-18", checkOut: "2027-01-30" });
  });
  it("tells how many are left only when few are", () => {
    expect([0, 1, 2, 3, 4, 10].map(isFewLeft)).toEqual([false, true, true, true, false, false]);
  });
});
