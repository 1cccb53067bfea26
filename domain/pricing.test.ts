import { describe, expect, it } from "vitest";
import { english } from "../test/support/english.ts";
import type { Said } from "./said.ts";
import {
  fromPrice,
  guestsMessage,
  nightlyPrice,
  offeredBoardings,
  partyMessage,
  pricedAdults,
  priceTableFromRows,
  type PriceRow,
  type PriceTable,
} from "./pricing.ts";
import { priceStay, tableOnly } from "./quote.ts";
import {
  BOARDINGS,
  guestKeyFor,
  ROOM_TYPE_KEYS,
  type Boarding,
  type RoomTypeKey,
} from "./rooms.ts";

const rows: PriceRow[] = [
  { roomType: "standard", guests: "single_guest", boarding: "bed_breakfast", amountKes: 3500 },
  { roomType: "standard", guests: "two_guests", boarding: "full_board", amountKes: 8500 },
  { roomType: "family", guests: "four_guests", boarding: "half_board", amountKes: 13500 },
  { roomType: "family", guests: "two_guests", boarding: "bed_breakfast", amountKes: 6500 },
];

describe("priceTableFromRows", () => {
  it("nests rows by type, guests and boarding", () => {
    expect(priceTableFromRows(rows)).toEqual({
      standard: {
        single_guest: { bed_breakfast: 3500 },
        two_guests: { full_board: 8500 },
      },
      family: { four_guests: { half_board: 13500 }, two_guests: { bed_breakfast: 6500 } },
    });
  });

  it("is empty for no rows", () => {
    expect(priceTableFromRows([])).toEqual({});
  });
});

describe("fromPrice", () => {
  const table = priceTableFromRows(rows);

  it("is the lowest price offered for the type, whatever the guests or boarding", () => {
    expect(fromPrice(table, "standard")).toBe(3500);
    expect(fromPrice(table, "family")).toBe(6500);
  });

  it("is undefined for a type with no price", () => {
    expect(fromPrice(table, "deluxe")).toBeUndefined();
    expect(fromPrice({ deluxe: { two_guests: {} } }, "deluxe")).toBeUndefined();
  });
});

// Shaped like the seeded sample table, with one gap: no price for three guests in a family room.
const all = (bb: number) => ({ bed_breakfast: bb, half_board: bb + 1000, full_board: bb + 2000 });
const noFullBoard = (bb: number) => ({ bed_breakfast: bb, half_board: bb + 1500 });
const table: PriceTable = {
  standard: { single_guest: all(3500), two_guests: all(4500) },
  standard_double: {
    two_guests: noFullBoard(5000),
    three_guests: noFullBoard(6500),
    four_guests: noFullBoard(8000),
  },
  deluxe: { single_guest: all(4500), two_guests: all(5500) },
  executive: { single_guest: all(6000), two_guests: all(7000) },
  executive_double: { three_guests: noFullBoard(9000) },
  family: { two_guests: noFullBoard(6500), four_guests: noFullBoard(9500) },
};

const ALL: Boarding[] = ["bed_breakfast", "half_board", "full_board"];
const NO_FB: Boarding[] = ["bed_breakfast", "half_board"];
/** What must be offered: type -> adults -> boardings. Anything not listed must not be. */
const OFFERED: Record<RoomTypeKey, Partial<Record<number, Boarding[]>>> = {
  standard: { 1: ALL, 2: ALL },
  standard_double: { 2: NO_FB, 3: NO_FB, 4: NO_FB },
  deluxe: { 1: ALL, 2: ALL },
  executive: { 1: ALL, 2: ALL },
  executive_double: { 3: NO_FB },
  family: { 2: NO_FB, 4: NO_FB },
};

const min = (n: number) => `The minimum number of guests required for this room is ${n}.`;
const max = (n: number) =>
  `The maximum number of guests allowed for this room is ${n}. You will need to book additional rooms.`;
const notAllowed = (n: number) => `The number of guests (${n}) is not allowed for this room.`;
/** A message in English words, as an English page shows it; none stays none. */
const worded = (message: Said | null | undefined) =>
  message === null || message === undefined ? message : english(message);
/** The estimator's message for 0 to 5 guests in each type (undefined: no message). */
const MESSAGES: Record<RoomTypeKey, (string | undefined)[]> = {
  standard: [min(1), undefined, undefined, max(2), max(2), max(2)],
  standard_double: [min(2), min(2), undefined, undefined, undefined, max(4)],
  deluxe: [min(1), undefined, undefined, max(2), max(2), max(2)],
  executive: [min(1), undefined, undefined, max(2), max(2), max(2)],
  executive_double: [min(3), min(3), min(3), undefined, max(3), max(3)],
  family: [min(2), min(2), undefined, notAllowed(3), undefined, max(4)],
};

describe("nightlyPrice: offered exactly when the table has a price", () => {
  for (const type of ROOM_TYPE_KEYS) {
    for (const adults of [0, 1, 2, 3, 4, 5, 9]) {
      for (const boarding of BOARDINGS) {
        const offered = OFFERED[type][adults]?.includes(boarding) ?? false;
        it(`${type}, ${adults} adults, ${boarding}: ${offered ? "priced" : "not offered"}`, () => {
          const price = nightlyPrice(table, type, adults, boarding);
          if (offered) {
            expect(price).toBe(table[type]?.[guestKeyFor(adults)!]?.[boarding]);
            expect(price).toBeGreaterThan(0);
          } else {
            expect(price).toBeUndefined();
          }
        });
      }
    }
  }

  it("is never offered from an empty table", () => {
    expect(nightlyPrice({}, "standard", 1, "bed_breakfast")).toBeUndefined();
  });
});

describe("offeredBoardings", () => {
  it("lists only the priced boardings for the type and guest count, in order", () => {
    for (const type of ROOM_TYPE_KEYS) {
      for (const adults of [0, 1, 2, 3, 4, 5]) {
        expect(offeredBoardings(table, type, adults), `${type} x ${adults}`).toEqual(
          OFFERED[type][adults] ?? [],
        );
      }
    }
  });
});

describe("guestsMessage: the estimator's three messages, in the spec's words", () => {
  for (const type of ROOM_TYPE_KEYS) {
    it(`${type}, 0 to 5 guests`, () => {
      const shown = [0, 1, 2, 3, 4, 5].map((guests) => worded(guestsMessage(table, type, guests)));
      expect(shown).toEqual(MESSAGES[type]);
    });
  }

  it("says a guest count in range is not allowed when nothing is priced for it", () => {
    expect(worded(guestsMessage({}, "standard", 1))).toBe(
      "The number of guests (1) is not allowed for this room.",
    );
    expect(worded(guestsMessage({}, "family", 9))).toBe(max(4));
  });
});

describe("a party of adults and children (decision 029)", () => {
  it("is priced for its adults, and never for fewer guests than the room's minimum", () => {
    const at = (type: RoomTypeKey, adults: number, children: number) =>
      pricedAdults(type, { adults, children });
    // Children free whenever the adults fill the minimum.
    expect(at("family", 2, 2)).toBe(2);
    expect(at("standard", 1, 1)).toBe(1);
    expect(at("standard_double", 3, 1)).toBe(3);
    // A child filling the minimum's place is priced as that place, never more.
    expect(at("family", 1, 1)).toBe(2);
    expect(at("family", 1, 3)).toBe(2);
    expect(at("executive_double", 1, 2)).toBe(3);
    expect(at("executive_double", 2, 1)).toBe(3);
    // Too small a party is not lifted: the capacity's message refuses it.
    expect(at("family", 1, 0)).toBe(1);
  });

  it("judges the whole party with the spec's messages, and wants an adult", () => {
    const said = (type: RoomTypeKey, adults: number, children: number) =>
      worded(partyMessage(table, type, { adults, children }));
    expect(said("family", 2, 2)).toBeUndefined();
    expect(said("family", 1, 1)).toBeUndefined();
    expect(said("family", 2, 3)).toBe(max(4));
    expect(said("standard", 1, 2)).toBe(max(2));
    expect(said("family", 1, 0)).toBe(min(2));
    expect(said("standard", 0, 1)).toBe("Each room needs at least one adult.");
    expect(said("standard", 0, 0)).toBe(min(1));
  });

  it("makes every party of one room priced by the same rule in priceStay", () => {
    for (const type of ROOM_TYPE_KEYS) {
      for (let adults = 1; adults <= 4; adults++) {
        for (let children = 0; children <= 3; children++) {
          const party = { adults, children };
          const priced = priceStay(
            tableOnly(table),
            [{ type, ...party, boarding: "bed_breakfast" }],
            {
              checkIn: "2026-03-02",
              checkOut: "2026-03-03",
            },
          );
          const label = `${type} ${adults}+${children}`;
          if (partyMessage(table, type, party) !== undefined) {
            expect(priced.totalKes, label).toBe(0);
            continue;
          }
          const nightly = nightlyPrice(table, type, pricedAdults(type, party), "bed_breakfast");
          expect(priced.totalKes, label).toBe(nightly ?? 0);
        }
      }
    }
  });
});

describe("priceStay", () => {
  it("adds the rooms' nightly prices over the nights; children are free", () => {
    const stay = priceStay(
      tableOnly(table),
      [
        { type: "standard", adults: 2, children: 0, boarding: "half_board" },
        { type: "family", adults: 2, children: 2, boarding: "bed_breakfast" },
      ],
      { checkIn: "2026-03-02", checkOut: "2026-03-05" },
    );
    expect(stay.rooms.map((room) => room.nightlyKes)).toEqual([5500, 6500]);
    expect(stay).toMatchObject({ nights: 3, subtotalKes: 36000, totalKes: 36000, message: null });
    expect(stay.rooms[0]!.lines).toEqual([
      {
        from: "2026-03-02",
        to: "2026-03-05",
        nights: 3,
        amountKes: 5500,
        rule: "Base price",
        totalKes: 16500,
      },
    ]);
  });

  it("gives no total while a room has a message, and reports the first message", () => {
    const stay = priceStay(
      tableOnly(table),
      [
        { type: "deluxe", adults: 1, children: 0, boarding: "bed_breakfast" },
        { type: "family", adults: 3, children: 0, boarding: "bed_breakfast" },
        { type: "standard", adults: 3, children: 0, boarding: "bed_breakfast" },
      ],
      { checkIn: "2026-03-02", checkOut: "2026-03-04" },
    );
    expect(stay.rooms.map((room) => worded(room.message))).toEqual([null, notAllowed(3), max(2)]);
    expect(stay).toMatchObject({ subtotalKes: 0, totalKes: 0 });
    expect(worded(stay.message)).toBe(notAllowed(3));
  });

  it("names a boarding that is not offered for an otherwise fine guest count", () => {
    const [room] = priceStay(
      tableOnly(table),
      [{ type: "family", adults: 2, children: 0, boarding: "full_board" }],
      { checkIn: "2026-03-02", checkOut: "2026-03-03" },
    ).rooms;
    expect(worded(room!.message)).toBe("Full Board is not offered for this room with 2 guests.");
  });
});
