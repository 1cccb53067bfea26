// Overstays (issue 31) on both databases: a guest still in house on or after their check-out day
// keeps their room tonight, for the website's quote and booking and for the desk, until they are
// checked out; an extension of their stay does not count them against themselves.
import { said } from "../../domain/said.ts";
import { afterEach, describe, expect, it } from "vitest";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { motelInstant } from "../../domain/desk.ts";
import { addDays } from "../../domain/stay.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import { givenGuestInHouse } from "../../test/support/in-house.ts";
import { setRoomCount } from "../../test/support/rooms.ts";
import { givenSeededWithAdmin } from "../../test/support/staff-world.ts";
import type { Database } from "../db/client.ts";
import { extendStay } from "../front-desk/moves.ts";
import { roomsToSell } from "../front-desk/sell-now.ts";
import { closeRoom } from "../rooms/manage.ts";
import { checkOutBooking } from "../front-desk/stay-rooms.ts";
import { holdRooms } from "./availability.ts";
import { createBooking } from "./create.ts";
import { quoteStay } from "./quote-stay.ts";
import { roomSaid } from "../../domain/staff-said/rooms.ts";

const TODAY = "2026-11-24";
const YESTERDAY = addDays(TODAY, -1);
const TOMORROW = addDays(TODAY, 1);
/** 12:00 in Gilgil, long after the check-out time. */
const NOW = motelInstant(TODAY, "12:00");
const TONIGHT = { checkIn: TODAY, checkOut: TOMORROW };
const standard = { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" } as const;
const SOLD_OUT = said.soldOut("standard");

describe.each(testDatabaseKinds())("overstays on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  /** A motel whose standard rooms are one room, taken by a guest checked in yesterday. */
  async function givenOneRoomTaken(stay = { checkIn: YESTERDAY, checkOut: TODAY }) {
    const { database, staff } = await givenSeededWithAdmin(kind);
    open.push(database);
    await setRoomCount(database.db, "standard", 1);
    const guest = await givenGuestInHouse(database.db, staff, stay);
    return { db: database.db, staff, guest };
  }

  const quoteTonight = (db: Database["db"]) =>
    quoteStay(db, { ...TONIGHT, rooms: [standard] }, NOW);
  const bookTonight = (db: Database["db"]) =>
    createBooking(
      db,
      {
        firstName: "Amina",
        lastName: "Wairimu",
        email: "amina@example.com",
        phone: "0722 123456",
        idNumber: "34567890",
        checkInTime: "18:00",
        ...TONIGHT,
        rooms: [standard],
      },
      { now: NOW, holdMinutes: 15, horizonDays: 365 },
    );

  it("refuses tonight's room to the website and the desk while last night's guest is still in it, and sells it once they check out", async () => {
    const { db, staff, guest } = await givenOneRoomTaken();

    expect(await quoteTonight(db)).toMatchObject({ message: SOLD_OUT, roomsLeft: { standard: 0 } });
    expect(await bookTonight(db)).toMatchObject({ ok: false, code: "SOLD_OUT" });
    const desk = await roomsToSell(db, 1, NOW);
    expect(desk.filter((room) => room.roomType === "standard")).toEqual([]);

    const out = await checkOutBooking(db, staff, guest.bookingId, NOW);
    expect(out.ok).toBe(true);
    expect(await quoteTonight(db)).toMatchObject({ message: null, roomsLeft: { standard: 1 } });
    expect(await bookTonight(db)).toMatchObject({ ok: true });
  });

  it("keeps holding tonight days after the check-out day, and frees the nights after tonight", async () => {
    const { db } = await givenOneRoomTaken({
      checkIn: addDays(TODAY, -3),
      checkOut: addDays(TODAY, -2),
    });
    expect(await quoteTonight(db)).toMatchObject({ message: SOLD_OUT });
    expect(
      await quoteStay(
        db,
        { checkIn: TOMORROW, checkOut: addDays(TODAY, 2), rooms: [standard] },
        NOW,
      ),
    ).toMatchObject({ message: null, roomsLeft: { standard: 1 } });
  });

  it("extends an overstay over tonight without counting it against itself", async () => {
    const { db, staff, guest } = await givenOneRoomTaken({
      checkIn: addDays(TODAY, -3),
      checkOut: YESTERDAY,
    });
    const extended = await extendStay(
      db,
      staff,
      guest.bookingId,
      { checkOut: addDays(TODAY, 2) },
      () => NOW,
      { horizonDays: 365 },
    );
    expect(extended).toEqual({ ok: true, message: deskSaid.extendDone(addDays(TODAY, 2)) });
    expect(await quoteTonight(db)).toMatchObject({ message: SOLD_OUT });
  });

  it("keeps the room an overstaying guest is in from being taken out of order tonight", async () => {
    const { db, staff, guest } = await givenOneRoomTaken();
    const closed = await closeRoom(
      db,
      staff,
      guest.rooms[0]!.id,
      { startDate: TODAY, endDate: addDays(TODAY, 3), reason: "Painting" },
      NOW,
    );
    expect(closed).toMatchObject({
      ok: false,
      message: roomSaid.closureInHouse(guest.rooms[0]!.number, TOMORROW),
    });
  });

  it("refuses to extend an overstay over a night another booking already holds", async () => {
    const { db, staff, guest } = await givenOneRoomTaken();
    // An arrival tomorrow holds the only room: the guest was due out this morning.
    const arrival = await holdRooms(
      db,
      { checkIn: TOMORROW, checkOut: addDays(TODAY, 2), rooms: [standard] },
      { now: NOW, holdExpiresAt: motelInstant(TOMORROW) },
    );
    expect(arrival.ok).toBe(true);
    const extend = (checkOut: string) =>
      extendStay(db, staff, guest.bookingId, { checkOut }, () => NOW, { horizonDays: 365 });
    expect(await extend(addDays(TODAY, 2))).toMatchObject({
      ok: false,
      message: deskSaid.extendSoldOut(),
    });
    // Tonight alone: the guest holds it already.
    expect(await extend(TOMORROW)).toMatchObject({ ok: true });
  });
});
