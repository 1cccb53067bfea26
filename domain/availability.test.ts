import { describe, expect, it } from "vitest";
import { busiestNight, firstShortage } from "./availability.ts";

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
    expect(firstShortage(rooms("standard", "family"), { standard: 3, family: 0 })).toEqual({
      roomType: "family",
      roomsLeft: 0,
      message: "Sorry, the Family Room is fully booked for these dates.",
    });
    expect(firstShortage(rooms("family", "family", "family"), { family: 2 })?.message).toBe(
      "Sorry, only 2 Family Rooms are left for these dates.",
    );
    expect(firstShortage(rooms("standard"), {})?.roomsLeft).toBe(0);
  });
});
