import { eq, sql } from "drizzle-orm";
import { said } from "../../domain/said.ts";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingStatus } from "../../domain/booking-status.ts";
import type { RoomRequest } from "../../domain/quote.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import {
  openTestDatabase,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import type { Database } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { SEED_INVENTORY, seedDatabase } from "../db/seed.ts";
import { prices } from "../db/schema/pricing.ts";
import { bookingNights, weekdayRules } from "../db/schema/rates.ts";
import { sameForTypes } from "../../domain/rates.ts";
import { holdRooms, roomsLeft } from "./availability.ts";
import { findBookingView } from "./views.ts";
import { setRoomCount } from "../../test/support/rooms.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const HOLD = { now: NOW, holdExpiresAt: minutes(15) };
const STAY = { checkIn: "2026-12-01", checkOut: "2026-12-04" };

const room = (type: RoomTypeKey, adults = 2): RoomRequest => ({
  type,
  adults,
  children: 0,
  boarding: "bed_breakfast",
});

describe.each(testDatabaseKinds())("availability on %s", (kind) => {
  const open: Database[] = [];
  async function givenSeededDatabase(
    options?: Parameters<typeof openTestDatabase>[1],
  ): Promise<Database> {
    const database = await openTestDatabase(kind, options);
    open.push(database);
    await seedDatabase(database.db);
    return database;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  async function givenHold(database: Database, rooms: RoomRequest[], stay = STAY) {
    const result = await holdRooms(database.db, { ...stay, rooms }, HOLD);
    if (!result.ok) throw new Error(`hold refused: ${JSON.stringify(result.message)}`);
    return result.bookingId;
  }
  async function givenStatus(database: Database, bookingId: string, status: BookingStatus) {
    await database.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
  }
  /** On a server: opens the pool's connections first, so the attempts really run side by side. */
  async function givenWarmPool(database: Database) {
    if (database.kind !== "postgres") return; // PGlite runs one transaction at a time anyway
    await Promise.all(
      Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );
  }
  async function expectLeft(database: Database, type: RoomTypeKey, at: Date, left: number) {
    expect((await roomsLeft(database.db, STAY, at, [type]))[type]).toBe(left);
  }

  it("leaves every room when nothing is booked", async () => {
    const database = await givenSeededDatabase();
    expect(await roomsLeft(database.db, STAY, NOW)).toEqual(SEED_INVENTORY);
  });

  it("counts a pending hold until it expires", async () => {
    const database = await givenSeededDatabase();
    await givenHold(database, [room("standard"), room("standard", 1)]);
    await expectLeft(database, "standard", NOW, SEED_INVENTORY.standard - 2);
    await expectLeft(database, "standard", minutes(14), SEED_INVENTORY.standard - 2);
    await expectLeft(database, "standard", minutes(15), SEED_INVENTORY.standard);
    await expectLeft(database, "deluxe", NOW, SEED_INVENTORY.deluxe);
  });

  it("keeps a confirmed booking's rooms after its hold time", async () => {
    const database = await givenSeededDatabase();
    const id = await givenHold(database, [room("deluxe")]);
    await givenStatus(database, id, "confirmed");
    await expectLeft(database, "deluxe", minutes(60 * 24), SEED_INVENTORY.deluxe - 1);
  });

  it.each(["expired", "failed", "cancelled"] as const)(
    "releases the rooms of a %s booking at once",
    async (status) => {
      const database = await givenSeededDatabase();
      const id = await givenHold(database, [room("executive"), room("executive")]);
      await expectLeft(database, "executive", NOW, SEED_INVENTORY.executive - 2);
      await givenStatus(database, id, status);
      await expectLeft(database, "executive", NOW, SEED_INVENTORY.executive);
    },
  );

  it("counts the busiest night of the stay, and frees rooms on their check-out morning", async () => {
    const database = await givenSeededDatabase();
    // Family (3 rooms): one room on 1-2 Dec, one on 2-4 Dec, one on 4-6 Dec.
    await givenHold(database, [room("family")], { checkIn: "2026-12-01", checkOut: "2026-12-03" });
    await givenHold(database, [room("family")], { checkIn: "2026-12-02", checkOut: "2026-12-04" });
    await givenHold(database, [room("family")], { checkIn: "2026-12-04", checkOut: "2026-12-06" });
    const left = async (checkIn: string, checkOut: string) =>
      (await roomsLeft(database.db, { checkIn, checkOut }, NOW, ["family"])).family;
    expect(await left("2026-12-01", "2026-12-04")).toBe(1); // the 2nd is full twice over
    expect(await left("2026-12-01", "2026-12-02")).toBe(2);
    expect(await left("2026-12-03", "2026-12-04")).toBe(2);
    expect(await left("2026-12-04", "2026-12-05")).toBe(2);
    expect(await left("2026-12-06", "2026-12-08")).toBe(3);
    expect(await left("2026-11-28", "2026-12-01")).toBe(3);
  });

  it("stores the server's prices with the hold", async () => {
    const database = await givenSeededDatabase();
    const result = await holdRooms(
      database.db,
      {
        ...STAY,
        rooms: [room("standard", 1), { ...room("family", 2), children: 2, boarding: "half_board" }],
      },
      HOLD,
    );
    expect(result).toMatchObject({ ok: true, stay: { subtotalKes: 3 * (3500 + 8500) } });
    if (!result.ok) return;
    const [booking] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, result.bookingId));
    expect(booking).toMatchObject({
      status: "pending",
      checkIn: "2026-12-01",
      checkOut: "2026-12-04",
      subtotalKes: 36000,
      totalKes: 36000,
      discountKes: 0,
      taxesIncluded: true,
      holdExpiresAt: minutes(15),
    });
    // The default taxes, included: 36,000 × 16/118 and × 2/118, half up.
    expect(booking!.taxes.map((t) => t.amountKes)).toEqual([4881, 610]);
    const rooms = await database.db
      .select({ type: bookingRooms.roomType, nightly: bookingRooms.nightlyKes })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, result.bookingId));
    expect(rooms.sort((a, b) => a.nightly - b.nightly)).toEqual([
      { type: "standard", nightly: 3500 },
      { type: "family", nightly: 8500 },
    ]);
  });

  it("stores each night's price as booked: a later rule or price change never changes it", async () => {
    const database = await givenSeededDatabase();
    // Friday and Saturday nights 20% dearer; 2026-12-04 is a Friday.
    await database.db.insert(weekdayRules).values({
      name: "Weekend",
      weekdays: [5, 6],
      adjustments: sameForTypes({ kind: "percent", value: 20 }),
    });
    const stay = { checkIn: "2026-12-03", checkOut: "2026-12-06" };
    const id = await givenHold(database, [room("standard", 1)], stay);
    const stored = () =>
      database.db
        .select({
          night: bookingNights.night,
          amountKes: bookingNights.amountKes,
          rule: bookingNights.rule,
        })
        .from(bookingNights)
        .where(eq(bookingNights.bookingId, id))
        .orderBy(bookingNights.night);
    const booked = [
      { night: "2026-12-03", amountKes: 3500, rule: "Base price" },
      { night: "2026-12-04", amountKes: 4200, rule: "Weekend" },
      { night: "2026-12-05", amountKes: 4200, rule: "Weekend" },
    ];
    expect(await stored()).toEqual(booked);
    const [before] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(before).toMatchObject({ subtotalKes: 11_900, totalKes: 11_900 });
    // Staff change the base price and drop the weekend rule: the booking keeps what it was sold at.
    await database.db.update(prices).set({ amountKes: 9999 });
    await database.db.delete(weekdayRules);
    expect(await stored()).toEqual(booked);
    const [after] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toMatchObject({ subtotalKes: 11_900, totalKes: 11_900, taxes: before!.taxes });
    const view = await findBookingView(database.db, id);
    expect(view?.rooms[0]?.lines.map((l) => [l.nights, l.amountKes])).toEqual([
      [1, 3500],
      [2, 4200],
    ]);
  });

  it("refuses rooms the table does not price, and holds nothing", async () => {
    const database = await givenSeededDatabase();
    const result = await holdRooms(
      database.db,
      { ...STAY, rooms: [room("standard"), { ...room("family"), boarding: "full_board" }] },
      HOLD,
    );
    expect(result).toEqual({
      ok: false,
      code: "NOT_OFFERED",
      message: said.boardingNotOffered("full_board", 2),
    });
    expect(await database.db.$count(bookings)).toBe(0);
    expect(await holdRooms(database.db, { ...STAY, rooms: [] }, HOLD)).toEqual({
      ok: false,
      code: "NOT_OFFERED",
      message: said.selectRoom(),
    });
  });

  it("refuses more rooms than are left, saying how many are", async () => {
    const database = await givenSeededDatabase();
    await givenHold(database, [room("executive_double", 3), room("executive_double", 3)]);
    const twoMore = await holdRooms(
      database.db,
      { ...STAY, rooms: [room("executive_double", 3), room("executive_double", 3)] },
      HOLD,
    );
    expect(twoMore).toMatchObject({
      ok: false,
      code: "SOLD_OUT",
      roomType: "executive_double",
      roomsLeft: 1,
      message: said.fewerLeft("executive_double", 1),
    });
    await givenHold(database, [room("executive_double", 3)]);
    expect(
      await holdRooms(database.db, { ...STAY, rooms: [room("executive_double", 3)] }, HOLD),
    ).toMatchObject({
      code: "SOLD_OUT",
      roomsLeft: 0,
      message: said.soldOut("executive_double"),
    });
  });

  it("gives nothing when staff retire rooms below what is booked", async () => {
    const database = await givenSeededDatabase();
    await givenHold(database, [room("family"), room("family")]);
    await setRoomCount(database.db, "family", 1);
    await expectLeft(database, "family", NOW, 0);
  });

  it.for([
    { name: "read committed", defaultIsolation: undefined },
    { name: "repeatable read", defaultIsolation: "repeatable read" as const },
  ])(
    "race: lets exactly one of 50 concurrent attempts take the last room (default isolation: $name)",
    async ({ defaultIsolation }, { skip }) => {
      skipRaceUnlessServer(kind, skip);
      // With a repeatable-read default, a snapshot taken before the lock wait would miss the
      // booking that held the lock: holdRooms must ask for read committed itself.
      const database = await givenSeededDatabase({ defaultIsolation });
      await givenHold(database, [room("family"), room("family")]); // 1 of 3 left
      await givenWarmPool(database);
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () =>
          holdRooms(database.db, { ...STAY, rooms: [room("family")] }, HOLD),
        ),
      );
      expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
      expect(attempts.filter((attempt) => !attempt.ok && attempt.code === "SOLD_OUT")).toHaveLength(
        49,
      );
      await expectLeft(database, "family", NOW, 0);
      expect(await database.db.$count(bookingRooms, eq(bookingRooms.roomType, "family"))).toBe(3);
    },
  );

  // lockAndCheckRooms locks all of a request's types in one statement, in key order, so the order
  // a request lists them in never reaches the database: both orders are here to show that.
  it("race: oversells no type when concurrent bookings each take several types", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const database = await givenSeededDatabase();
    await setRoomCount(database.db, "executive", 5);
    await givenWarmPool(database);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        holdRooms(
          database.db,
          {
            ...STAY,
            rooms:
              i % 2 === 0
                ? [room("executive"), room("family"), room("standard")]
                : [room("standard"), room("family"), room("executive")],
          },
          HOLD,
        ),
      ),
    );
    // Family (3 rooms) is the scarcest: exactly three bookings get all their rooms.
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(3);
    expect(await roomsLeft(database.db, STAY, NOW, ["standard", "family", "executive"])).toEqual({
      standard: SEED_INVENTORY.standard - 3,
      family: 0,
      executive: 2,
    });
  });
});
