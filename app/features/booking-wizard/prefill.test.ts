import { describe, expect, it } from "vitest";
import type { PriceTable } from "../../../domain/pricing.ts";
import { applyPrefill, hasPrefill, prefillFromQuery } from "./prefill.ts";
import { initialState } from "./wizard-state.ts";

const window = { today: "2026-11-21", horizonDays: 365 };
const read = (query: string) => prefillFromQuery(new URLSearchParams(query), window);
const prices: PriceTable = {
  deluxe: { two_guests: { bed_breakfast: 5500, half_board: 7500 } },
  family: { two_guests: { bed_breakfast: 6500 } },
};

describe("the estimator's link", () => {
  it("gives the dates and the first room", () => {
    expect(read("guests=2&checkIn=2026-12-01&checkOut=2026-12-03&room=deluxe")).toEqual({
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      room: { type: "deluxe", adults: 2, children: 0 },
    });
  });

  it("ignores each invalid value on its own", () => {
    expect(read("guests=2&checkIn=2026-02-30&checkOut=2026-12-03&room=penthouse")).toEqual({
      checkOut: "2026-12-03",
    });
    // In the past, after the horizon, or not after the check-in.
    expect(read("checkIn=2026-11-20")).toEqual({});
    expect(read("checkIn=2027-11-21")).toEqual({});
    expect(read("checkIn=2026-12-05&checkOut=2026-12-05")).toEqual({ checkIn: "2026-12-05" });
    expect(read("checkOut=2027-11-22")).toEqual({});
    expect(read("checkIn=2026-12-01T00:00")).toEqual({});
  });

  it("takes guests only within the room type's capacity, else its minimum", () => {
    expect(read("room=family&guests=3").room).toEqual({ type: "family", adults: 3, children: 0 });
    expect(read("room=family&guests=1").room).toEqual({ type: "family", adults: 2, children: 0 });
    expect(read("room=standard&guests=2.5").room).toEqual({
      type: "standard",
      adults: 1,
      children: 0,
    });
    expect(read("room=standard&guests=").room).toEqual({
      type: "standard",
      adults: 1,
      children: 0,
    });
    expect(read("guests=2").room).toBeUndefined();
  });

  it("takes the search's boarding and rooms; an unknown value is ignored", () => {
    expect(read("room=deluxe&guests=2&boarding=half_board").room).toEqual({
      type: "deluxe",
      adults: 2,
      children: 0,
      boarding: "half_board",
    });
    expect(read("room=deluxe&guests=2&boarding=all_inclusive").room).toEqual({
      type: "deluxe",
      adults: 2,
      children: 0,
    });
    // rooms=2: the party split over two rooms of the type, each within its capacity.
    expect(read("room=deluxe&guests=3&rooms=2").room).toEqual({
      type: "deluxe",
      adults: 2,
      children: 0,
      more: [{ adults: 1, children: 0 }],
    });
    // A split a room cannot take (a family room needs 2) is one room, as before.
    expect(read("room=family&guests=3&rooms=2").room).toEqual({
      type: "family",
      adults: 3,
      children: 0,
      more: [],
    });
    expect(read("room=deluxe&guests=2&rooms=x").room).toEqual({
      type: "deluxe",
      adults: 2,
      children: 0,
    });
  });

  it("takes the children among the guests, each room within its capacity", () => {
    expect(read("room=family&guests=4&children=2").room).toEqual({
      type: "family",
      adults: 2,
      children: 2,
    });
    // One adult and a child fill a family room's minimum of two.
    expect(read("room=family&guests=2&children=1").room).toEqual({
      type: "family",
      adults: 1,
      children: 1,
    });
    // More children than the party leaves for an adult, or a party over capacity: the minimum.
    expect(read("room=family&guests=2&children=2").room).toEqual({
      type: "family",
      adults: 2,
      children: 0,
    });
    expect(read("room=standard&guests=3&children=1").room).toEqual({
      type: "standard",
      adults: 1,
      children: 0,
    });
    // Two rooms: the adults one way, the children the other.
    expect(read("room=standard&guests=4&children=2&rooms=2").room).toEqual({
      type: "standard",
      adults: 1,
      children: 1,
      more: [{ adults: 1, children: 1 }],
    });
  });

  it("is recognised by any of its keys", () => {
    expect(hasPrefill(new URLSearchParams("room=x"))).toBe(true);
    expect(hasPrefill(new URLSearchParams("step=4&booking=x"))).toBe(false);
  });
});

describe("following the search's link", () => {
  it("sets exactly the rooms a search link states: a two-room link then a one-room one is one room", () => {
    const two = applyPrefill(initialState(), read("room=deluxe&guests=4&rooms=2"), prices);
    expect(two.rooms.map((r) => [r.type, r.adults])).toEqual([
      ["deluxe", 2],
      ["deluxe", 2],
    ]);
    // Back on the results, the guest books one family room instead: no deluxe room stays behind.
    const one = applyPrefill(two, read("room=family&guests=3&rooms=1"), prices);
    expect(one.rooms.map((r) => [r.type, r.adults])).toEqual([["family", 3]]);
  });

  it("fills the rooms with the boarding, or the first offered one", () => {
    const after = applyPrefill(
      initialState(),
      {
        room: {
          type: "deluxe",
          adults: 2,
          children: 0,
          boarding: "half_board",
          more: [{ adults: 2, children: 0 }],
        },
      },
      prices,
    );
    expect(after.rooms).toEqual([
      { type: "deluxe", adults: 2, children: 0, boarding: "half_board" },
      { type: "deluxe", adults: 2, children: 0, boarding: "half_board" },
    ]);
    const family = applyPrefill(
      initialState(),
      { room: { type: "family", adults: 2, children: 0, boarding: "full_board" } },
      prices,
    );
    expect(family.rooms[0]!.boarding).toBe("bed_breakfast");
  });
});

describe("following the link", () => {
  it("sets the dates and the first room, keeps the guest's details and goes to step 1", () => {
    const before = {
      ...initialState(),
      step: 2 as const,
      details: { ...initialState().details, firstName: "Otieno", checkOut: "2026-11-25" },
      rooms: [initialState().rooms[0]!, initialState().rooms[0]!],
    };
    const after = applyPrefill(
      before,
      { checkIn: "2026-12-01", room: { type: "deluxe", adults: 2, children: 0 } },
      prices,
    );
    expect(after.step).toBe(1);
    expect(after.details.firstName).toBe("Otieno");
    expect(after.details.checkIn).toBe("2026-12-01");
    // The kept check-out came before the new check-in: it is cleared, not kept wrong.
    expect(after.details.checkOut).toBe("");
    expect(after.rooms[0]).toEqual({
      type: "deluxe",
      adults: 2,
      children: 0,
      boarding: "bed_breakfast",
    });
    expect(after.rooms).toHaveLength(2);
  });
});
