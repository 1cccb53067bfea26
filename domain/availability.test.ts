import { describe, expect, it } from "vitest";
import { english } from "../test/support/english.ts";
import {
  busiestNight,
  firstShortage,
  nightlyCounts,
  overbookedNights,
  roomsLeftForStay,
  roomsOpenOnNight,
} from "./availability.ts";

const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

describe("busiestNight", () => {
  it("is 0 with nothing taken", () => {
    expect(busiestNight([], "2026-11-20", "2026-11-25")).toBe(0);
  });

  it("counts the rooms taken on the fullest night, not over the whole stay", () => {
    const taken = [
      stay("2026-11-20", "2026-11-22"), // nights 20, 21
      stay("2026-11-22", "2026-11-24"), // nights 22, 23
      stay("2026-11-21", "2026-11-23"), // nights 21, 22
    ];
    expect(busiestNight(taken, "2026-11-20", "2026-11-24")).toBe(2);
    expect(busiestNight(taken, "2026-11-20", "2026-11-21")).toBe(1);
  });

  it("frees a room on its check-out morning for a same-day arrival", () => {
    const taken = [stay("2026-11-18", "2026-11-20")];
    expect(busiestNight(taken, "2026-11-20", "2026-11-21")).toBe(0);
    expect(busiestNight(taken, "2026-11-19", "2026-11-21")).toBe(1);
    expect(busiestNight([stay("2026-11-21", "2026-11-23")], "2026-11-20", "2026-11-21")).toBe(0);
  });

  it("counts a room taken on a night inside a longer stay, across a month end and a leap day", () => {
    const taken = [stay("2028-02-29", "2028-03-01"), stay("2028-02-27", "2028-03-03")];
    expect(busiestNight(taken, "2028-02-25", "2028-03-05")).toBe(2);
    expect(busiestNight(taken, "2028-03-01", "2028-03-05")).toBe(1);
  });
});

describe("firstShortage", () => {
  const rooms = (...types: ("standard" | "family")[]) => types.map((type) => ({ type }));

  it("is undefined while every type has enough rooms left", () => {
    expect(firstShortage(rooms("standard", "standard"), { standard: 2 })).toBeUndefined();
  });

  it("names the first type short of rooms, sold out or with fewer left", () => {
    const soldOut = firstShortage(rooms("standard", "family"), { standard: 3, family: 0 });
    expect(soldOut).toMatchObject({ roomType: "family", roomsLeft: 0 });
    expect(english(soldOut!.message)).toBe(
      "Sorry, the Family Room is fully booked for these dates.",
    );
    expect(
      english(firstShortage(rooms("family", "family", "family"), { family: 2 })!.message),
    ).toBe("Sorry, only 2 Family Rooms are left for these dates.");
    expect(firstShortage(rooms("standard"), {})?.roomsLeft).toBe(0);
  });
});

describe("rooms open per night, with rooms out of order", () => {
  const rooms = [1, 2, 3].map((id) => ({ id, retired: false }));
  const closed = (roomId: number, startDate: string, endDate: string) => ({
    roomId,
    startDate,
    endDate,
  });

  it("takes a room out from its first night up to, not including, its end date", () => {
    const closures = [closed(1, "2026-12-10", "2026-12-12")];
    expect(roomsOpenOnNight(rooms, closures, "2026-12-09")).toBe(3);
    expect(roomsOpenOnNight(rooms, closures, "2026-12-10")).toBe(2);
    expect(roomsOpenOnNight(rooms, closures, "2026-12-11")).toBe(2);
    expect(roomsOpenOnNight(rooms, closures, "2026-12-12")).toBe(3);
  });

  it("counts a closure starting on the stay's last night, or ending on its first, only there", () => {
    const taken = [stay("2026-12-10", "2026-12-13")]; // nights 10, 11, 12
    const lastNight = [
      closed(1, "2026-12-12", "2026-12-20"),
      closed(2, "2026-12-12", "2026-12-13"),
    ];
    expect(nightlyCounts(rooms, lastNight, taken, "2026-12-10", "2026-12-13")).toEqual([
      { night: "2026-12-10", open: 3, taken: 1 },
      { night: "2026-12-11", open: 3, taken: 1 },
      { night: "2026-12-12", open: 1, taken: 1 },
    ]);
    expect(roomsLeftForStay(rooms, lastNight, taken, "2026-12-10", "2026-12-13")).toBe(0);
    // Ending on the first night's date: back that night.
    const endedBefore = [closed(1, "2026-12-01", "2026-12-10")];
    expect(roomsLeftForStay(rooms, endedBefore, [], "2026-12-10", "2026-12-13")).toBe(3);
    // Ending the morning after the first night: out for that night only.
    const firstNight = [closed(1, "2026-12-01", "2026-12-11")];
    expect(roomsLeftForStay(rooms, firstNight, [], "2026-12-10", "2026-12-13")).toBe(2);
    // Starting on the check-out date: the stay never sees it.
    const afterwards = [closed(1, "2026-12-13", "2026-12-15")];
    expect(roomsLeftForStay(rooms, afterwards, [], "2026-12-10", "2026-12-13")).toBe(3);
  });

  it("counts back-to-back and overlapping closures of one room once per night", () => {
    const closures = [
      closed(2, "2026-12-10", "2026-12-12"),
      closed(2, "2026-12-12", "2026-12-14"), // back to back
      closed(2, "2026-12-11", "2026-12-13"), // overlapping both
    ];
    expect(
      nightlyCounts(rooms, closures, [], "2026-12-09", "2026-12-15").map((n) => n.open),
    ).toEqual([3, 2, 2, 2, 2, 3]);
  });

  it("never counts a retired room, closed or not", () => {
    const withRetired = [...rooms, { id: 4, retired: true }];
    expect(roomsOpenOnNight(withRetired, [], "2026-12-10")).toBe(3);
    expect(
      roomsOpenOnNight(withRetired, [closed(4, "2026-12-01", "2026-12-31")], "2026-12-10"),
    ).toBe(3);
  });

  it("leaves nothing, not a debt, and names the nights short when closures meet bookings", () => {
    const taken = [stay("2026-12-10", "2026-12-12"), stay("2026-12-11", "2026-12-12")];
    const closures = [closed(1, "2026-12-11", "2026-12-12"), closed(2, "2026-12-11", "2026-12-12")];
    expect(roomsLeftForStay(rooms, closures, taken, "2026-12-10", "2026-12-12")).toBe(0);
    expect(overbookedNights(rooms, closures, taken, "2026-12-10", "2026-12-12")).toEqual([
      { night: "2026-12-11", short: 1 },
    ]);
    expect(overbookedNights(rooms, [], taken, "2026-12-10", "2026-12-12")).toEqual([]);
  });
});
