import { describe, expect, it } from "vitest";
import { roomsLeftForStay } from "./availability.ts";
import type { BookingStatus } from "./booking-status.ts";
import {
  assignmentProblems,
  checkOutRefusal,
  collisionsOf,
  heldUntil,
  lastCheckOut,
  moveRefusal,
  remainingNights,
  roomsNotReady,
  roomStateOn,
  roomsToGive,
  suggestRoom,
  type DeskRoom,
  type HeldStay,
} from "./room-board.ts";
import { english } from "../test/support/english.ts";

const room = (id: number, number: string, extra: Partial<DeskRoom> = {}): DeskRoom => ({
  id,
  number,
  roomType: "deluxe",
  housekeeping: "clean",
  retired: false,
  ...extra,
});
const ROOMS = [
  room(1, "301"),
  room(2, "302", { housekeeping: "dirty" }),
  room(3, "303"),
  room(4, "304", { retired: true }),
  room(5, "401", { roomType: "executive" }),
];
const none = new Set<number>();
/** A guest checked in and not yet checked out. */
const IN_HOUSE = {
  status: "confirmed" as BookingStatus,
  checkedInAt: new Date("2026-11-28T12:00:00Z") as Date | null,
  checkedOutAt: null as Date | null,
};

describe("the room's state on a night", () => {
  it("is occupied with a guest in house, due out on (or after) their check-out day", () => {
    expect(roomStateOn({ outOfOrder: false }, "2026-12-01")).toBe("vacant");
    expect(roomStateOn({ outOfOrder: true }, "2026-12-01")).toBe("out_of_order");
    const guest = { checkOut: "2026-12-03" };
    expect(roomStateOn({ outOfOrder: false, guest }, "2026-12-02")).toBe("occupied");
    expect(roomStateOn({ outOfOrder: false, guest }, "2026-12-03")).toBe("due_out");
    expect(roomStateOn({ outOfOrder: false, guest }, "2026-12-04")).toBe("due_out");
    // The guest is still in the room: that wins over a closure.
    expect(roomStateOn({ outOfOrder: true, guest }, "2026-12-02")).toBe("occupied");
  });
});

describe("which rooms may be given", () => {
  const nights = { type: "deluxe" as const, from: "2026-12-01", to: "2026-12-03" };

  it("gives active rooms of the type, in the order given, not retired, not of another type", () => {
    const given = roomsToGive(ROOMS, { ...nights, closures: [], occupied: none });
    expect(given.map((r) => r.number)).toEqual(["301", "302", "303"]);
  });

  it("leaves out a room occupied by a guest in house", () => {
    const given = roomsToGive(ROOMS, { ...nights, closures: [], occupied: new Set([1]) });
    expect(given.map((r) => r.number)).toEqual(["302", "303"]);
  });

  it("leaves out a room out of order on any remaining night, not one back by the first night or out from check-out", () => {
    const closures = [
      { roomId: 1, startDate: "2026-12-02", endDate: "2026-12-05" }, // the second night
      { roomId: 2, startDate: "2026-11-25", endDate: "2026-12-01" }, // back on the first night
      { roomId: 3, startDate: "2026-12-03", endDate: "2026-12-04" }, // from the check-out day
    ];
    const given = roomsToGive(ROOMS, { ...nights, closures, occupied: none });
    expect(given.map((r) => r.number)).toEqual(["302", "303"]);
  });

  it("counts only the nights still to come of a stay already begun", () => {
    const stay = { checkIn: "2026-11-28", checkOut: "2026-12-03" };
    expect(remainingNights(stay, "2026-12-01")).toEqual({ from: "2026-12-01", to: "2026-12-03" });
    expect(remainingNights(stay, "2026-11-20")).toEqual({ from: "2026-11-28", to: "2026-12-03" });
  });

  it("counts tonight for a guest still in house past check-out (a move checks that night)", () => {
    const stay = { checkIn: "2026-11-28", checkOut: "2026-12-01", ...IN_HOUSE };
    expect(remainingNights(stay, "2026-12-02")).toEqual({ from: "2026-12-02", to: "2026-12-03" });
  });
});

describe("until when a booking holds its rooms (overstays)", () => {
  // Checked in for the night of 30 November only: due out on the morning of 1 December.
  const stay = { checkIn: "2026-11-30", checkOut: "2026-12-01", ...IN_HOUSE };
  const held = (facts: Partial<typeof stay>, today: string) =>
    heldUntil({ ...stay, ...facts }, today);

  it("is the check-out for a guest in house before their check-out day", () => {
    expect(held({}, "2026-11-30")).toBe("2026-12-01");
  });

  it("holds tonight for a guest in house on their check-out day until they check out", () => {
    expect(held({}, "2026-12-01")).toBe("2026-12-02");
    expect(held({ checkedOutAt: new Date("2026-12-01T07:00:00Z") }, "2026-12-01")).toBe(
      "2026-12-01",
    );
  });

  it("holds every night from the check-out up to tonight for a guest still in house days later", () => {
    expect(held({}, "2026-12-04")).toBe("2026-12-05");
    expect(held({ checkedOutAt: new Date("2026-12-03T07:00:00Z") }, "2026-12-04")).toBe(
      "2026-12-01",
    );
  });

  it("holds nothing more for a booking never checked in, cancelled or not yet made", () => {
    expect(held({ checkedInAt: null }, "2026-12-01")).toBe("2026-12-01");
    expect(held({ status: "cancelled" }, "2026-12-01")).toBe("2026-12-01");
    expect(heldUntil({ checkOut: "2026-12-01" }, "2026-12-01")).toBe("2026-12-01");
  });

  it("takes every room of a multi-room stay tonight, as availability counts them", () => {
    const open = [1, 2, 3].map((id) => ({ id, retired: false }));
    // The booking's two rooms (one row each, as the server reads them) and another guest's.
    const taken = [stay, stay, { ...stay, checkedOutAt: new Date("2026-12-01T06:00:00Z") }].map(
      (room) => ({ checkIn: room.checkIn, checkOut: heldUntil(room, "2026-12-01") }),
    );
    expect(roomsLeftForStay(open, [], taken, "2026-12-01", "2026-12-02")).toBe(1);
    expect(roomsLeftForStay(open, [], taken, "2026-12-02", "2026-12-03")).toBe(3);
  });
});

describe("what refuses the rooms chosen at check-in", () => {
  const own = [
    { id: 10, type: "deluxe" as const, typeName: "Deluxe Room" },
    { id: 11, type: "deluxe" as const, typeName: "Deluxe Room" },
  ];
  const allowed = () => ROOMS.slice(0, 3);
  const numberOf = (id: number) => ROOMS.find((r) => r.id === id)?.number ?? String(id);

  const problems = (chosen: Record<number, number>) =>
    assignmentProblems(own, chosen, allowed, numberOf).map(({ bookingRoomId, message }) => ({
      bookingRoomId,
      message: english(message),
    }));

  it("asks for a room for each, refuses one chosen twice or not allowed, at its own field", () => {
    expect(assignmentProblems(own, { 10: 1, 11: 3 }, allowed, numberOf)).toEqual([]);
    expect(problems({ 10: 1 })).toEqual([
      { bookingRoomId: 11, message: "Please choose a room number for the Deluxe Room." },
    ]);
    expect(problems({ 10: 1, 11: 1 })).toEqual([
      { bookingRoomId: 11, message: "Room 301 is chosen twice." },
    ]);
    expect(problems({ 10: 5, 11: 4 })).toEqual([
      { bookingRoomId: 10, message: expect.stringContaining("Room 401 cannot be given") },
      { bookingRoomId: 11, message: expect.stringContaining("Room 304 cannot be given") },
    ]);
  });

  it("asks staff to confirm a dirty room; clean and inspected rooms are ready", () => {
    expect(
      roomsNotReady([ROOMS[0]!, ROOMS[1]!, room(9, "309", { housekeeping: "inspected" })]),
    ).toEqual([ROOMS[1]]);
  });

  it("checks out and moves only a guest in house", () => {
    const inHouse = { status: "confirmed" as const, checkedInAt: new Date(), checkedOutAt: null };
    expect(checkOutRefusal(inHouse)).toBeUndefined();
    expect(moveRefusal(inHouse)).toBeUndefined();
    expect(checkOutRefusal({ ...inHouse, checkedInAt: null })).toBeDefined();
    expect(checkOutRefusal({ ...inHouse, checkedOutAt: new Date() })).toBeDefined();
    expect(moveRefusal({ ...inHouse, status: "cancelled" })).toBeDefined();
  });
});

describe("the room the day view proposes at check-in", () => {
  const deluxe = ROOMS.slice(0, 3);
  it("proposes the first ready room in the board's order, passing a dirty one", () => {
    expect(suggestRoom([ROOMS[1]!, ...deluxe], none)?.number).toBe("301");
    expect(suggestRoom([ROOMS[1]!, ROOMS[2]!], none)?.number).toBe("303");
  });
  it("never proposes one room to two guests on the same screen", () => {
    expect(suggestRoom(deluxe, new Set([1]))?.number).toBe("303");
  });
  it("proposes a dirty room when no ready one is left, and none when all are proposed", () => {
    expect(suggestRoom(deluxe, new Set([1, 3]))?.number).toBe("302");
    expect(suggestRoom(deluxe, new Set([1, 2, 3]))).toBeUndefined();
    expect(suggestRoom([], none)).toBeUndefined();
  });
});

describe("which bookings collide with retiring or closing a room", () => {
  const rooms = [1, 2].map((id) => ({ id, retired: false }));
  const held = (reference: string, checkIn: string, checkOut: string): HeldStay => ({
    bookingId: reference,
    reference,
    guest: `Guest ${reference}`,
    checkIn,
    checkOut,
  });
  const stays = [
    held("GO-B", "2026-12-10", "2026-12-12"),
    held("GO-A", "2026-12-10", "2026-12-11"),
    held("GO-C", "2026-12-11", "2026-12-13"),
  ];

  it("refuses a retirement that leaves fewer rooms than held, naming the bookings of the short nights", () => {
    const retired = [rooms[0]!, { id: 2, retired: true }];
    const to = lastCheckOut(stays, "2026-12-01");
    expect(to).toBe("2026-12-13");
    expect(collisionsOf(retired, [], stays, "2026-12-01", to)).toEqual({
      nights: [
        { night: "2026-12-10", short: 1 },
        { night: "2026-12-11", short: 1 },
      ],
      bookings: [stays[1], stays[0], stays[2]],
    });
    expect(collisionsOf(rooms, [], stays, "2026-12-01", to)).toBeUndefined();
  });

  it("names only the bookings on the nights a closure makes short", () => {
    const closure = { roomId: 1, startDate: "2026-12-12", endDate: "2026-12-14" };
    expect(collisionsOf(rooms, [closure], stays, "2026-12-12", "2026-12-14")).toBeUndefined();
    const longer = { ...closure, startDate: "2026-12-11" };
    expect(collisionsOf(rooms, [longer], stays, "2026-12-11", "2026-12-14")).toEqual({
      nights: [{ night: "2026-12-11", short: 1 }],
      bookings: [stays[0], stays[2]],
    });
  });
});
