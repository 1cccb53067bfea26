// Sell a room now on both databases: a walk-in booked, paid and checked in to a chosen room in one
// transaction; every refusal (sold out, room just taken, bad or used receipt, over the total, ID
// missing, dirty room not confirmed) answered at its field with nothing saved; and, on a
// PostgreSQL server, two desks selling the same last free room at once: exactly one gets it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSaid } from "../../domain/staff-said/bookings.ts";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import {
  openTestDatabase,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { holdRooms } from "../bookings/availability.ts";
import type { Database } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { roomClosures, rooms } from "../db/schema/rooms.ts";
import { staffAudit, staffUsers } from "../db/schema/staff.ts";
import { seedDatabase } from "../db/seed.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import { roomsToSell, sellRoomNow } from "./sell-now.ts";
import { said } from "../../domain/said.ts";
import { roomSaid } from "../../domain/staff-said/rooms.ts";
import { english, inEnglish } from "../../test/support/english.ts";

const OPTIONS = { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 };
/** 14:00 in Gilgil. */
const NOW = new Date("2026-11-20T11:00:00Z");
const TODAY = motelDate(NOW);

async function staffOf(database: Database) {
  const [row] = await database.db
    .insert(staffUsers)
    .values({ email: "sell@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" })
    .returning();
  return { ...row!, role: "front_desk" as const };
}

async function roomId(database: Database, number: string) {
  const [row] = await database.db.select().from(rooms).where(eq(rooms.number, number));
  return row!.id;
}

/** The form as the page posts it (after nestedFields). */
function sellForm(room: number, overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Otieno",
    lastName: "Kamau",
    phone: "0722 123456",
    idNumber: "23456789",
    nights: "2",
    roomId: String(room),
    adults: "2",
    children: "0",
    boarding: "bed_breakfast",
    payment: { method: "cash", amountKes: "9000", reference: "" },
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("sell a room now on %s", (kind) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    staff = await staffOf(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  const sell = (fields: unknown) =>
    sellRoomNow({ db: database.db, clock: () => NOW }, fields, staff, OPTIONS);
  const counts = async () => {
    const count = async (table: typeof bookings | typeof moneyEntries | typeof bookingRooms) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      bookings: await count(bookings),
      payments: await count(moneyEntries),
      rooms: await count(bookingRooms),
      assigned: (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookingRooms)
          .where(sql`${bookingRooms.roomId} is not null`)
      )[0]!.n,
    };
  };
  /** The refusal in the words staff read, and that it saved nothing. */
  async function refused(fields: unknown) {
    const before = await counts();
    const result = await sell(fields);
    expect(result.ok).toBe(false);
    expect(await counts()).toEqual(before);
    return inEnglish(result) as { message: string; errors: Record<string, string> };
  }

  it("books, takes the cash and checks the walk-in in to the room, audited", async () => {
    const room = await roomId(database, "101");
    const result = await sell(sellForm(room, { payment: { method: "cash", amountKes: "9000" } }));
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    const [booking] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, result.bookingId));
    expect(booking).toMatchObject({
      status: "confirmed",
      source: "walk_in",
      checkIn: TODAY,
      checkOut: addDays(TODAY, 2),
      idNumber: "23456789",
      totalKes: 9000,
      createdBy: staff.id,
    });
    expect(booking!.checkedInAt).not.toBeNull();
    const [bookingRoom] = await database.db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, result.bookingId));
    expect(bookingRoom).toMatchObject({ roomId: room, roomType: "standard", nightlyKes: 4500 });
    const payments = await database.db
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.bookingId, result.bookingId));
    expect(payments).toMatchObject([{ method: "cash", amountKes: 9000, staffId: staff.id }]);
    expect(
      (await folioTotalsFor(database.db, [result.bookingId])).get(result.bookingId),
    ).toMatchObject({ balanceKes: 0 });
    const audit = await database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `booking:${result.bookingId}`));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "booking.check_in",
      "booking.desk_create",
      "booking.desk_payment",
    ]);
    // The room is no longer offered.
    expect((await roomsToSell(database.db, 1, NOW)).some((free) => free.id === room)).toBe(false);
  });

  it("takes a deposit by M-Pesa receipt, or nothing yet (pay later), leaving the balance", async () => {
    const deposit = await sell(
      sellForm(await roomId(database, "102"), {
        nights: "1",
        payment: { method: "mpesa", amountKes: "2000", reference: "qwe1234567" },
      }),
    );
    if (!deposit.ok) throw new Error(JSON.stringify(deposit.message));
    expect(
      (await folioTotalsFor(database.db, [deposit.bookingId])).get(deposit.bookingId),
    ).toMatchObject({ paidKes: 2000, balanceKes: 2500 });
    const later = await sell(
      sellForm(await roomId(database, "103"), { nights: "1", payment: { method: "later" } }),
    );
    if (!later.ok) throw new Error(JSON.stringify(later.message));
    expect(
      (await folioTotalsFor(database.db, [later.bookingId])).get(later.bookingId),
    ).toMatchObject({ paidKes: 0, balanceKes: 4500 });
  });

  it("refuses a room just taken by another desk at the room, saving nothing", async () => {
    const result = await refused(sellForm(await roomId(database, "101")));
    expect(result.errors).toEqual({ roomId: english(roomSaid.roomNotGiven("101")) });
  });

  it("refuses a used receipt, a bad one and more than the total at the payment's fields", async () => {
    const room = await roomId(database, "104");
    const used = await refused(
      sellForm(room, { payment: { method: "mpesa", amountKes: "100", reference: "QWE1234567" } }),
    );
    expect(used.errors).toEqual({ "payment.reference": english(deskSaid.receiptUsed()) });
    const bad = await refused(
      sellForm(room, { payment: { method: "mpesa", amountKes: "100", reference: "12" } }),
    );
    expect(bad.errors).toEqual({ "payment.reference": english(deskSaid.receiptShape()) });
    const over = await refused(sellForm(room, { payment: { method: "cash", amountKes: "9001" } }));
    expect(over.errors).toEqual({
      "payment.amountKes": english(deskSaid.overBalance(9000)),
    });
  });

  it("refuses a missing ID number and an unknown room at their fields", async () => {
    const missing = await refused(sellForm(await roomId(database, "104"), { idNumber: "" }));
    expect(missing.errors).toEqual({ idNumber: english(said.guestIdNumber()) });
    const unknown = await refused(sellForm(999_999));
    expect(unknown.errors).toEqual({ roomId: english(bookingSaid.sellChooseRoom()) });
  });

  it("refuses a dirty room until staff confirm it, offering it last", async () => {
    const room = await roomId(database, "105");
    await database.db.update(rooms).set({ housekeeping: "dirty" }).where(eq(rooms.id, room));
    const offered = await roomsToSell(database.db, 2, NOW);
    expect(offered.at(-1)).toMatchObject({ id: room, housekeeping: "dirty" });
    const result = await refused(sellForm(room));
    expect(result.errors).toEqual({ dirtyOk: english(roomSaid.notCleanRefused("105")) });
    const confirmed = await sell(sellForm(room, { dirtyOk: "yes" }));
    expect(confirmed.ok).toBe(true);
  });

  it("refuses a sold-out type at the room, and offers no room of it or out of order", async () => {
    const type: RoomTypeKey = "family";
    const family = await database.db.select().from(rooms).where(eq(rooms.roomType, type));
    await database.db.insert(roomClosures).values({
      roomId: family[0]!.id,
      startDate: addDays(TODAY, 1),
      endDate: addDays(TODAY, 3),
      reason: "Painting",
      createdBy: staff.id,
    });
    const offered = await roomsToSell(database.db, 2, NOW);
    expect(offered.some((room) => room.id === family[0]!.id)).toBe(false);
    expect(offered.some((room) => room.id === family[1]!.id)).toBe(true);
    const held = await holdRooms(
      database.db,
      {
        checkIn: TODAY,
        checkOut: addDays(TODAY, 2),
        rooms: [
          { type, adults: 2, children: 0, boarding: "bed_breakfast" },
          { type, adults: 2, children: 0, boarding: "bed_breakfast" },
        ],
      },
      { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 3_600_000) },
    );
    expect(held.ok).toBe(true);
    expect((await roomsToSell(database.db, 2, NOW)).some((room) => room.roomType === type)).toBe(
      false,
    );
    const result = await refused(sellForm(family[1]!.id, { adults: "2" }));
    expect(Object.keys(result.errors)).toEqual(["roomId"]);
    expect(result.errors.roomId).toMatch(/Family Room is fully booked/);
  });

  it("race: two desks sell the same last free room at once: exactly one gets it", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const type: RoomTypeKey = "executive_double";
    const all = await database.db.select().from(rooms).where(eq(rooms.roomType, type));
    const others = all.length - 1;
    const held = await holdRooms(
      database.db,
      {
        checkIn: TODAY,
        checkOut: addDays(TODAY, 1),
        rooms: Array.from({ length: others }, () => ({
          type,
          adults: 3,
          children: 0,
          boarding: "bed_breakfast" as const,
        })),
      },
      { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 3_600_000) },
    );
    expect(held.ok).toBe(true);
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select 1`)));
    const target = all[0]!.id;
    const before = await counts();
    const results = await Promise.all(
      [1, 2].map((desk) =>
        sell(
          sellForm(target, {
            nights: "1",
            adults: "3",
            phone: `0733 00000${desk}`,
            payment: { method: "later" },
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const lost = results.find((result) => !result.ok) as Extract<
      (typeof results)[number],
      { ok: false }
    >;
    expect(Object.keys(lost.errors)).toEqual(["roomId"]);
    const after = await counts();
    expect(after.bookings - before.bookings).toBe(1);
    const inRoom = await database.db
      .select()
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
      .where(and(eq(bookingRooms.roomId, target), eq(bookings.status, "confirmed")));
    expect(inRoom).toHaveLength(1);
  });
});
