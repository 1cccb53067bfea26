import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GUEST_KEYS, ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import type { Database } from "../db/client.ts";
import { prices } from "../db/schema/pricing.ts";
import { rooms, roomTypes } from "../db/schema/rooms.ts";
import { SAMPLE_PRICES, seedDatabase } from "../db/seed.ts";
import { loadPriceTable, roomCatalog } from "./catalog.ts";
import { setRoomCount } from "../../test/support/rooms.ts";

describe.each(testDatabaseKinds())("room catalog on %s", (kind) => {
  // Read-only tests share one seeded database; each test that writes gets its own.
  let shared: Database;
  const own: Database[] = [];
  async function givenSeededDatabase(): Promise<Database> {
    const database = await openTestDatabase(kind);
    own.push(database);
    await seedDatabase(database.db);
    return database;
  }
  beforeAll(async () => {
    shared = await openTestDatabase(kind);
    await seedDatabase(shared.db);
  });
  afterEach(async () => {
    await Promise.all(own.splice(0).map((database) => database.close()));
  });
  afterAll(async () => {
    await shared?.close();
  });

  it("seeds a new database once, and never again", async () => {
    const database = await openTestDatabase(kind);
    own.push(database);
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await seedDatabase(database.db)).toBe(false);
    expect(await database.db.$count(prices)).toBe(SAMPLE_PRICES.length);
    expect(await database.db.$count(roomTypes)).toBe(6);
  });

  it("has the six room types in order, with 39 rooms in all", async () => {
    const { rooms, totalRooms } = await roomCatalog(shared.db);
    expect(rooms.map((t) => t.key)).toEqual([...ROOM_TYPE_KEYS]);
    expect(totalRooms).toBe(39);
  });

  it("marks the seeded prices as samples, in whole KES", async () => {
    const rows = await shared.db.select().from(prices);
    expect(rows.length).toBe(SAMPLE_PRICES.length);
    expect(rows.every((row) => row.isSample && Number.isInteger(row.amountKes))).toBe(true);
  });

  it("offers no full board for standard_double, executive_double and family", async () => {
    const table = await loadPriceTable(shared.db);
    for (const type of ["standard_double", "executive_double", "family"] as const) {
      const boardings = Object.values(table[type] ?? {}).flatMap((b) => Object.keys(b ?? {}));
      expect(boardings.length).toBeGreaterThan(0);
      expect(boardings).not.toContain("full_board");
    }
    expect(table.standard?.two_guests?.full_board).toBeGreaterThan(0);
    // Pinned exactly: the other three types have full board at every guest count they price.
    const fullBoardEverywhere = ROOM_TYPE_KEYS.filter((type) => {
      const byGuests = Object.values(table[type] ?? {});
      return byGuests.length > 0 && byGuests.every((b) => b?.full_board !== undefined);
    });
    expect(fullBoardEverywhere).toEqual(["standard", "deluxe", "executive"]);
  });

  it("prices only guest counts each room type can hold", async () => {
    const { rooms } = await roomCatalog(shared.db);
    for (const row of SAMPLE_PRICES) {
      const type = rooms.find((t) => t.key === row.roomType)!;
      const guests = GUEST_KEYS.indexOf(row.guests) + 1;
      expect(guests).toBeGreaterThanOrEqual(type.minGuests);
      expect(guests).toBeLessThanOrEqual(type.maxGuests);
    }
  });

  it("gives each card the lowest price of its type, following staff edits", async () => {
    const database = await givenSeededDatabase();
    const fromPriceOf = async (key: string) =>
      (await roomCatalog(database.db)).rooms.find((t) => t.key === key)?.fromPriceKes;
    expect(await fromPriceOf("standard")).toBe(3500);
    await database.db
      .update(prices)
      .set({ amountKes: 3200, isSample: false })
      .where(
        and(
          eq(prices.roomType, "standard"),
          eq(prices.guests, "single_guest"),
          eq(prices.boarding, "bed_breakfast"),
        ),
      );
    expect(await fromPriceOf("standard")).toBe(3200);
  });

  it("shows no from-price for a type with nothing priced, and counts active rooms", async () => {
    const database = await givenSeededDatabase();
    await database.db.delete(prices).where(eq(prices.roomType, "executive_double"));
    await setRoomCount(database.db, "family", 4);
    const { rooms, totalRooms } = await roomCatalog(database.db);
    expect(rooms.find((t) => t.key === "executive_double")?.fromPriceKes).toBeUndefined();
    expect(totalRooms).toBe(40);
  });

  it("refuses impossible rows at the database itself", async () => {
    const database = await givenSeededDatabase();
    const base = { roomType: "deluxe", guests: "two_guests", boarding: "half_board" } as const;
    await expect(
      database.db
        .insert(prices)
        .values({ ...base, boarding: "all_inclusive" as "half_board", amountKes: 1 }),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(prices)
        .set({ amountKes: 0 })
        .where(and(eq(prices.roomType, base.roomType), eq(prices.guests, base.guests))),
    ).rejects.toThrow();
    await expect(
      database.db.insert(rooms).values({ roomType: "family", number: " " }),
    ).rejects.toThrow();
    // Numbers are unique among active rooms, whatever the case.
    await database.db.insert(rooms).values({ roomType: "family", number: "12a" });
    await expect(
      database.db.insert(rooms).values({ roomType: "deluxe", number: "12A" }),
    ).rejects.toThrow();
  });
});
