// The numbered rooms on both databases: the board, adding, renaming and retiring rooms, taking one
// out of order (collisions and the choice), housekeeping, and the room-facing stay moves: check-in
// with room numbers, check-out, move; and the race of two staff giving one room to two guests.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { RoomRequest } from "../../domain/quote.ts";
import { roomTypeOf, type RoomTypeKey } from "../../domain/rooms.ts";
import {
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { holdRooms, roomsLeft } from "../bookings/availability.ts";
import type { Database } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { roomClosures, rooms } from "../db/schema/rooms.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { givenSeededWithAdmin } from "../../test/support/staff-world.ts";
import {
  addRoom,
  closeRoom,
  endClosure,
  renameRoom,
  retireRoom,
  setHousekeeping,
} from "./manage.ts";
import { roomBoard } from "../front-desk/room-board.ts";
import {
  checkInWithRooms,
  checkOutBooking,
  moveGuest,
  stayRoomsView,
} from "../front-desk/stay-rooms.ts";
import { inEnglish } from "../../test/support/english.ts";

// 09:00 in Nairobi on 1 December 2026.
const NOW = new Date("2026-12-01T06:00:00Z");
const TODAY = "2026-12-01";
const room = (type: RoomTypeKey): RoomRequest => ({
  type,
  adults: roomTypeOf(type).minGuests,
  children: 0,
  boarding: "bed_breakfast",
});

const givenWorld = givenSeededWithAdmin;

let serial = 0;
/** A confirmed booking (as paid) of the rooms, with a reference and a guest name. */
async function givenBooking(
  database: Database,
  types: RoomTypeKey[],
  stay = { checkIn: TODAY, checkOut: "2026-12-03" },
  details: { idNumber?: string } = { idNumber: "12345678" },
) {
  const mine = (serial += 1);
  const held = await holdRooms(
    database.db,
    { ...stay, rooms: types.map(room) },
    { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 600_000) },
  );
  if (!held.ok) throw new Error(JSON.stringify(held.message));
  const reference = `GO-T${String(mine).padStart(4, "0")}`;
  await database.db
    .update(bookings)
    .set({
      status: "confirmed",
      holdExpiresAt: null,
      reference,
      firstName: "Wanjiru",
      lastName: `Guest${mine}`,
      ...details,
    })
    .where(eq(bookings.id, held.bookingId));
  return { id: held.bookingId, reference };
}

async function roomId(database: Database, number: string) {
  const [row] = await database.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.number, number), sql`${rooms.retiredAt} is null`));
  return row!.id;
}

async function bookingRoomIds(database: Database, bookingId: string) {
  const rows = await database.db
    .select({ id: bookingRooms.id })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(bookingRooms.id);
  return rows.map((row) => row.id);
}

const left = async (database: Database, type: RoomTypeKey, checkIn: string, checkOut: string) =>
  (await roomsLeft(database.db, { checkIn, checkOut }, NOW, [type]))[type];

describe.each(testDatabaseKinds())("numbered rooms on %s", (kind) => {
  const open: Database[] = [];
  async function world() {
    const made = await givenWorld(kind);
    open.push(made.database);
    return made;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it("shows the 39 seeded rooms on the board, in type order, vacant and clean", async () => {
    const { database } = await world();
    const board = await roomBoard(database.db, TODAY, NOW);
    expect(inEnglish(board)).toHaveLength(39);
    expect(inEnglish(board.slice(0, 2).map((r) => r.number))).toEqual(["101", "102"]);
    expect(inEnglish(board.at(-1))).toMatchObject({
      number: "603",
      roomType: "family",
      state: "vacant",
    });
    expect(inEnglish(new Set(board.map((r) => `${r.state} ${r.housekeeping}`)))).toEqual(
      new Set(["vacant clean"]),
    );
  });

  it("adds a room (capacity up by one), refuses a number in use whatever the case, renames", async () => {
    const { database, staff } = await world();
    expect(inEnglish(await left(database, "family", TODAY, "2026-12-02"))).toBe(3);
    const added = await addRoom(database.db, staff, { type: "family", number: "6b" }, NOW);
    expect(inEnglish(added)).toEqual({ ok: true, message: "Room 6b added." });
    expect(inEnglish(await left(database, "family", TODAY, "2026-12-02"))).toBe(4);

    const clash = await addRoom(database.db, staff, { type: "deluxe", number: " 6B " }, NOW);
    expect(inEnglish(clash)).toMatchObject({
      ok: false,
      status: 409,
      errors: { number: "Room 6B already exists. Please choose another number." },
    });
    const bad = await addRoom(database.db, staff, { type: "villa", number: "1 2" }, NOW);
    expect(inEnglish(bad)).toMatchObject({ ok: false, status: 400 });
    expect(inEnglish(Object.keys((bad as { errors: object }).errors).sort())).toEqual([
      "number",
      "type",
    ]);

    const id = await roomId(database, "6b");
    expect(
      inEnglish(await renameRoom(database.db, staff, id, { number: "101" }, NOW)),
    ).toMatchObject({
      status: 409,
      errors: { number: "Room 101 already exists. Please choose another number." },
    });
    expect(inEnglish(await renameRoom(database.db, staff, id, { number: "604" }, NOW))).toEqual({
      ok: true,
      message: "Room 6b is now room 604.",
    });
    const audit = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `room:${id}`));
    expect(inEnglish(audit.map((entry) => entry.action))).toEqual(["room.add", "room.rename"]);
  });

  it("refuses to retire a room a guest is in, or one bookings need, naming them", async () => {
    const { database, staff } = await world();
    await setHousekeeping(
      database.db,
      staff,
      await roomId(database, "601"),
      { state: "inspected" },
      NOW,
    );
    const inHouse = await givenBooking(database, ["family"]);
    const [familyRoom] = await bookingRoomIds(database, inHouse.id);
    await checkInWithRooms(
      database.db,
      staff,
      inHouse.id,
      { [`room.${familyRoom}`]: String(await roomId(database, "601")) },
      NOW,
    );
    const retire601 = await retireRoom(database.db, staff, await roomId(database, "601"), NOW);
    expect(inEnglish(retire601)).toMatchObject({ ok: false, status: 409 });
    expect(inEnglish(retire601.message)).toBe(
      "Room 601 has a guest in house: move or check them out before retiring it.",
    );

    // Two more family bookings far ahead: three of three rooms held on the night of the 20th.
    const later = { checkIn: "2026-12-20", checkOut: "2026-12-22" };
    const a = await givenBooking(database, ["family", "family"], later);
    const b = await givenBooking(database, ["family"], {
      checkIn: "2026-12-21",
      checkOut: "2026-12-23",
    });
    const refused = await retireRoom(database.db, staff, await roomId(database, "603"), NOW);
    expect(inEnglish(refused)).toMatchObject({ ok: false, status: 409 });
    if (refused.ok) throw new Error("retired");
    expect(inEnglish(refused.collision!.nights)).toEqual([{ night: "2026-12-21", short: 1 }]);
    expect(inEnglish(refused.collision!.bookings.map((s) => s.reference))).toEqual([
      a.reference,
      b.reference,
    ]);
    expect(inEnglish(refused.collision!.bookings[0])).toMatchObject({
      guest: expect.stringMatching(/^Wanjiru Guest/),
      checkIn: "2026-12-20",
      checkOut: "2026-12-22",
    });
    // A standard room nobody needs: retired, no longer counted, no longer on the board.
    expect(
      inEnglish(await retireRoom(database.db, staff, await roomId(database, "112"), NOW)),
    ).toEqual({
      ok: true,
      message: "Room 112 retired: it is no longer counted or sold.",
    });
    expect(inEnglish(await left(database, "standard", TODAY, "2026-12-02"))).toBe(11);
    expect(
      inEnglish((await roomBoard(database.db, TODAY, NOW)).some((r) => r.number === "112")),
    ).toBe(false);
    // Its number can be used again.
    expect(
      inEnglish((await addRoom(database.db, staff, { type: "standard", number: "112" }, NOW)).ok),
    ).toBe(true);
  });

  it("takes a room out of order: per night availability drops; colliding bookings stop the save until staff choose", async () => {
    const { database, staff } = await world();
    const r501 = await roomId(database, "501");
    // Executive double: 3 rooms. Two bookings hold two rooms on the nights of the 10th and 11th.
    const x = await givenBooking(database, ["executive_double", "executive_double"], {
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
    });
    const ok = await closeRoom(
      database.db,
      staff,
      r501,
      { startDate: "2026-12-05", endDate: "2026-12-08", reason: "Painting" },
      NOW,
    );
    expect(inEnglish(ok)).toEqual({
      ok: true,
      message: "Room 501 is out of order from the night of 2026-12-05; back on 2026-12-08.",
    });
    expect(inEnglish(await left(database, "executive_double", "2026-12-04", "2026-12-05"))).toBe(3);
    expect(inEnglish(await left(database, "executive_double", "2026-12-05", "2026-12-06"))).toBe(2);
    expect(inEnglish(await left(database, "executive_double", "2026-12-07", "2026-12-08"))).toBe(2);
    expect(inEnglish(await left(database, "executive_double", "2026-12-08", "2026-12-09"))).toBe(3);

    // Two rooms out on the 11th would leave one for two booked.
    await closeRoom(
      database.db,
      staff,
      await roomId(database, "502"),
      {
        startDate: "2026-12-11",
        endDate: "2026-12-12",
        reason: "Repairs",
      },
      NOW,
    );
    const fields = { startDate: "2026-12-09", endDate: "2026-12-13", reason: "New tiles" };
    const refused = await closeRoom(database.db, staff, r501, fields, NOW);
    expect(inEnglish(refused)).toMatchObject({ ok: false, status: 409 });
    if (refused.ok) throw new Error("saved");
    expect(inEnglish(refused.collision)).toEqual({
      nights: [{ night: "2026-12-11", short: 1 }],
      bookings: [
        expect.objectContaining({
          reference: x.reference,
          checkIn: "2026-12-10",
          checkOut: "2026-12-12",
        }),
      ],
    });
    expect(inEnglish(await database.db.$count(roomClosures, eq(roomClosures.roomId, r501)))).toBe(
      1,
    );

    const anyway = await closeRoom(database.db, staff, r501, { ...fields, anyway: "yes" }, NOW);
    expect(inEnglish(anyway)).toEqual({
      ok: true,
      message: "Room 501 is out of order. Move the guest listed.",
    });
    expect(inEnglish(await left(database, "executive_double", "2026-12-11", "2026-12-12"))).toBe(0);
    const [entry] = await database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subject, `room:${r501}`), sql`${staffAudit.detail} ? 'collisions'`));
    expect(inEnglish(entry!.detail)).toMatchObject({
      reason: "New tiles",
      collisions: { nights: [{ night: "2026-12-11" }] },
    });

    // Bad input: a message at the field.
    const past = await closeRoom(
      database.db,
      staff,
      r501,
      { ...fields, startDate: "2026-11-30" },
      NOW,
    );
    expect(inEnglish(past)).toMatchObject({
      status: 400,
      errors: { startDate: "A room can be taken out from today on, not in the past." },
    });
    const backwards = await closeRoom(
      database.db,
      staff,
      r501,
      { ...fields, endDate: "2026-12-09" },
      NOW,
    );
    expect(inEnglish(backwards)).toMatchObject({
      status: 400,
      errors: { endDate: expect.any(String) },
    });
    const noReason = await closeRoom(database.db, staff, r501, { ...fields, reason: " " }, NOW);
    expect(inEnglish(noReason)).toMatchObject({
      status: 400,
      errors: { reason: expect.any(String) },
    });
  });

  it("ends a closure early (back from today) or cancels one not started", async () => {
    const { database, staff } = await world();
    const r = await roomId(database, "401");
    await closeRoom(
      database.db,
      staff,
      r,
      { startDate: TODAY, endDate: "2026-12-05", reason: "Leak" },
      NOW,
    );
    await closeRoom(
      database.db,
      staff,
      r,
      { startDate: "2026-12-20", endDate: "2026-12-22", reason: "Paint" },
      NOW,
    );
    const [now, later] = await database.db
      .select()
      .from(roomClosures)
      .where(eq(roomClosures.roomId, r))
      .orderBy(roomClosures.id);
    expect(
      inEnglish((await roomBoard(database.db, TODAY, NOW)).find((x) => x.number === "401")!.state),
    ).toBe("out_of_order");
    // Started today: it cannot end today (it would be no night at all), it can be cancelled.
    expect(inEnglish(await endClosure(database.db, staff, r, now!.id, "end", NOW))).toMatchObject({
      status: 409,
    });
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    expect(
      inEnglish(await endClosure(database.db, staff, r, now!.id, "end", tomorrow)),
    ).toMatchObject({
      ok: true,
    });
    expect(inEnglish(await left(database, "executive", "2026-12-02", "2026-12-05"))).toBe(5);
    expect(inEnglish(await left(database, "executive", TODAY, "2026-12-02"))).toBe(4);
    expect(
      inEnglish(await endClosure(database.db, staff, r, later!.id, "cancel", NOW)),
    ).toMatchObject({
      ok: true,
    });
    expect(inEnglish(await left(database, "executive", "2026-12-20", "2026-12-22"))).toBe(5);
    expect(
      inEnglish(await endClosure(database.db, staff, r, later!.id, "cancel", NOW)),
    ).toMatchObject({
      status: 404,
    });
  });

  it("checks a guest in to numbered rooms: ID number required, a dirty room confirmed, one transaction", async () => {
    const { database, staff } = await world();
    const booking = await givenBooking(database, ["deluxe", "deluxe"], undefined, { idNumber: "" });
    const [first, second] = await bookingRoomIds(database, booking.id);
    const r301 = await roomId(database, "301");
    const r302 = await roomId(database, "302");
    const view = await stayRoomsView(database.db, booking.id, NOW);
    expect(inEnglish(view!.needsIdNumber)).toBe(true);
    expect(inEnglish(view!.checkInChoices[first!]!.map((r) => r.number))).toEqual([
      "301",
      "302",
      "303",
      "304",
      "305",
      "306",
      "307",
      "308",
    ]);
    // Nothing chosen, no ID: each at its field, nothing saved.
    const empty = await checkInWithRooms(database.db, staff, booking.id, {}, NOW);
    expect(inEnglish(empty)).toMatchObject({ ok: false, status: 400 });
    if (empty.ok) throw new Error("checked in");
    expect(inEnglish(empty.errors)).toEqual({
      idNumber: "Please enter a valid ID number",
      [`room.${first}`]: "Please choose a room number for the Deluxe Room.",
      [`room.${second}`]: "Please choose a room number for the Deluxe Room.",
    });
    const twice = await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      {
        idNumber: "A1234567",
        [`room.${first}`]: String(r301),
        [`room.${second}`]: String(r301),
      },
      NOW,
    );
    expect(inEnglish(twice)).toMatchObject({
      errors: { [`room.${second}`]: "Room 301 is chosen twice." },
    });
    const wrongType = await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      {
        idNumber: "A1234567",
        [`room.${first}`]: String(r301),
        [`room.${second}`]: String(await roomId(database, "101")),
      },
      NOW,
    );
    expect(inEnglish(wrongType)).toMatchObject({ status: 400 });

    await setHousekeeping(database.db, staff, r302, { state: "dirty" }, NOW);
    const fields = {
      idNumber: "A1234567",
      [`room.${first}`]: String(r301),
      [`room.${second}`]: String(r302),
    };
    const dirty = await checkInWithRooms(database.db, staff, booking.id, fields, NOW);
    expect(inEnglish(dirty)).toMatchObject({
      ok: false,
      status: 409,
      errors: { dirtyOk: expect.stringContaining("Room 302 is not clean") },
    });
    const done = await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      { ...fields, dirtyOk: "yes" },
      NOW,
    );
    expect(inEnglish(done)).toEqual({ ok: true, message: "Guest checked in to room 301, 302." });
    const [saved] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(inEnglish(saved!.idNumber)).toBe("A1234567");
    expect(inEnglish(saved!.checkedInAt)).not.toBeNull();

    const board = await roomBoard(database.db, TODAY, NOW);
    expect(inEnglish(board.find((r) => r.number === "301"))).toMatchObject({
      state: "occupied",
      booking: { id: booking.id, reference: booking.reference },
    });
    expect(
      inEnglish(
        (await roomBoard(database.db, "2026-12-03", NOW)).find((r) => r.number === "301")!.state,
      ),
    ).toBe("due_out");
    // Occupied rooms are not offered to the next guest.
    const next = await givenBooking(database, ["deluxe"]);
    const nextView = await stayRoomsView(database.db, next.id, NOW);
    expect(
      inEnglish(Object.values(nextView!.checkInChoices)[0]!.map((r) => r.number)),
    ).not.toContain("301");
    expect(
      inEnglish((await checkInWithRooms(database.db, staff, booking.id, fields, NOW)).ok),
    ).toBe(false);
  });

  it("refuses a room out of order on a remaining night, and checks out making the rooms dirty", async () => {
    const { database, staff } = await world();
    const booking = await givenBooking(database, ["standard"]);
    const [own] = await bookingRoomIds(database, booking.id);
    const r101 = await roomId(database, "101");
    await closeRoom(
      database.db,
      staff,
      r101,
      { startDate: "2026-12-02", endDate: "2026-12-04", reason: "Leak" },
      NOW,
    );
    const refused = await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      { [`room.${own}`]: String(r101) },
      NOW,
    );
    expect(inEnglish(refused)).toMatchObject({
      status: 400,
      errors: { [`room.${own}`]: expect.stringContaining("Room 101 cannot be given") },
    });
    expect(inEnglish(await checkOutBooking(database.db, staff, booking.id, NOW))).toMatchObject({
      status: 409,
    });
    const r102 = await roomId(database, "102");
    expect(
      inEnglish(
        (
          await checkInWithRooms(
            database.db,
            staff,
            booking.id,
            { [`room.${own}`]: String(r102) },
            NOW,
          )
        ).ok,
      ),
    ).toBe(true);
    // A guest sleeping in 102 until the 3rd: it cannot be taken out of order before then.
    expect(
      inEnglish(
        await closeRoom(
          database.db,
          staff,
          r102,
          { startDate: "2026-12-02", endDate: "2026-12-04", reason: "Paint", anyway: "yes" },
          NOW,
        ),
      ),
    ).toMatchObject({
      status: 409,
      message:
        "Room 102 has a guest in house until 2026-12-03: move them to another room first, or start the period on 2026-12-03.",
    });
    const [before] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    // Leaving on the first morning of a two-night stay: the second night is released and not
    // charged, in the same transaction as the check-out (12 rooms, 101 out of order that night).
    expect(inEnglish(await left(database, "standard", "2026-12-02", "2026-12-03"))).toBe(10);
    expect(inEnglish(await checkOutBooking(database.db, staff, booking.id, NOW))).toEqual({
      ok: true,
      message:
        "Guest checked out early: the stay now ends on 2026-12-02 and the nights after it are released. Room 102 is now dirty.",
    });
    expect(inEnglish(await left(database, "standard", "2026-12-02", "2026-12-03"))).toBe(11);
    const [shortened] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    // The first of two equal nights, at the price it was booked at.
    expect(inEnglish(shortened)).toMatchObject({
      checkOut: "2026-12-02",
      totalKes: before!.totalKes / 2,
    });
    const board = await roomBoard(database.db, TODAY, NOW);
    expect(inEnglish(board.find((r) => r.number === "102"))).toMatchObject({
      state: "vacant",
      housekeeping: "dirty",
      booking: null,
    });
    const [saved] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(inEnglish(saved!.checkedOutAt)).toEqual(NOW);
    expect(inEnglish(await checkOutBooking(database.db, staff, booking.id, NOW))).toMatchObject({
      status: 409,
    });
  });

  it("does not move a party into a room too small for it, children counted (decision 029)", async () => {
    const { database, staff } = await world();
    const booking = await givenBooking(database, ["family"]);
    const [own] = await bookingRoomIds(database, booking.id);
    await database.db.update(bookingRooms).set({ children: 2 }).where(eq(bookingRooms.id, own!));
    await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      { [`room.${own}`]: String(await roomId(database, "601")) },
      NOW,
    );
    const move = (to: string) =>
      roomId(database, to).then((target) =>
        moveGuest(
          database.db,
          staff,
          booking.id,
          { bookingRoom: String(own), to: String(target) },
          NOW,
        ),
      );
    // Two adults and two children: four, and a Standard Room takes two.
    expect(inEnglish(await move("101"))).toMatchObject({
      ok: false,
      status: 409,
      message:
        "The maximum number of guests allowed for this room is 2. You will need to book additional rooms.",
    });
    const [row] = await database.db.select().from(bookingRooms).where(eq(bookingRooms.id, own!));
    expect(row).toMatchObject({ roomType: "family" });
  });

  it("moves a guest in house: same type, or another type with a room free; the price stays", async () => {
    const { database, staff } = await world();
    const booking = await givenBooking(database, ["executive"]);
    const [own] = await bookingRoomIds(database, booking.id);
    await checkInWithRooms(
      database.db,
      staff,
      booking.id,
      { [`room.${own}`]: String(await roomId(database, "401")) },
      NOW,
    );
    const r402 = await roomId(database, "402");
    expect(
      inEnglish(
        await moveGuest(
          database.db,
          staff,
          booking.id,
          { bookingRoom: String(own), to: String(r402) },
          NOW,
        ),
      ),
    ).toEqual({
      ok: true,
      message: "Guest moved from room 401 to room 402.",
    });
    const board = await roomBoard(database.db, TODAY, NOW);
    expect(inEnglish(board.find((r) => r.number === "401"))).toMatchObject({
      state: "vacant",
      housekeeping: "dirty",
    });
    expect(inEnglish(board.find((r) => r.number === "402"))).toMatchObject({ state: "occupied" });

    // Family is full tonight (three bookings): no move there; executive double has rooms.
    await givenBooking(database, ["family", "family", "family"]);
    const r601 = await roomId(database, "601");
    expect(
      inEnglish(
        await moveGuest(
          database.db,
          staff,
          booking.id,
          { bookingRoom: String(own), to: String(r601) },
          NOW,
        ),
      ),
    ).toMatchObject({
      status: 409,
      message: "No Family Room is free for the rest of this stay.",
    });
    const before = await left(database, "executive_double", TODAY, "2026-12-03");
    const moved = await moveGuest(
      database.db,
      staff,
      booking.id,
      { bookingRoom: String(own), to: String(await roomId(database, "501")) },
      NOW,
    );
    expect(inEnglish(moved)).toEqual({
      ok: true,
      message:
        "Guest moved from room 402 to room 501 (Executive Double Room). The price stays as booked.",
    });
    expect(inEnglish(await left(database, "executive_double", TODAY, "2026-12-03"))).toBe(
      before! - 1,
    );
    expect(inEnglish(await left(database, "executive", TODAY, "2026-12-03"))).toBe(5);
    const [row] = await database.db.select().from(bookingRooms).where(eq(bookingRooms.id, own!));
    expect(inEnglish(row)).toMatchObject({ roomType: "executive_double", nightlyKes: 6000 });
    expect(
      inEnglish(
        await moveGuest(
          database.db,
          staff,
          booking.id,
          { bookingRoom: String(own), to: "abc" },
          NOW,
        ),
      ),
    ).toMatchObject({ status: 400 });
  });
});

describe.each(RACE_DATABASE_KINDS)("two staff at the desk on %s", (kind) => {
  it("race: two staff cannot put two guests in one room", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const { database, staff } = await givenWorld(kind);
    try {
      const guests = await Promise.all(
        Array.from({ length: 8 }, () => givenBooking(database, ["deluxe"])),
      );
      const target = await roomId(database, "305");
      await Promise.all(
        Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
      );
      const results = await Promise.all(
        guests.map(async (guest) => {
          const [own] = await bookingRoomIds(database, guest.id);
          return checkInWithRooms(
            database.db,
            staff,
            guest.id,
            { [`room.${own}`]: String(target) },
            NOW,
          );
        }),
      );
      expect(inEnglish(results.filter((result) => result.ok))).toHaveLength(1);
      expect(
        inEnglish(await database.db.$count(bookingRooms, eq(bookingRooms.roomId, target))),
      ).toBe(1);
    } finally {
      await database.close();
    }
  });
});
