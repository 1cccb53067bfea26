import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import type { Database } from "../db/client.ts";
import { prices } from "../db/schema/pricing.ts";
import { roomTypes } from "../db/schema/rooms.ts";
import { SAMPLE_PRICES, seedDatabase } from "../db/seed.ts";
import { listRoomTypes, loadPriceTable, totalRooms } from "./catalog.ts";

describe.each(testDatabaseKinds())("room catalog on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds a new database once, and never again", async () => {
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await seedDatabase(database.db)).toBe(false);
    const count = await database.db.$count(prices);
    expect(count).toBe(SAMPLE_PRICES.length);
  });

  it("has the six room types with 39 rooms in all", async () => {
    const types = await listRoomTypes(database.db);
    expect(types.map((t) => t.key)).toEqual([...ROOM_TYPE_KEYS]);
    expect(await totalRooms(database.db)).toBe(39);
  });

  it("marks the seeded prices as samples, in whole KES", async () => {
    const rows = await database.db.select().from(prices);
    expect(rows.every((row) => row.isSample && Number.isInteger(row.amountKes))).toBe(true);
  });

  it("offers no full board for standard_double, executive_double and family", async () => {
    const table = await loadPriceTable(database.db);
    for (const type of ["standard_double", "executive_double", "family"] as const) {
      const boardings = Object.values(table[type] ?? {}).flatMap((b) => Object.keys(b ?? {}));
      expect(boardings.length).toBeGreaterThan(0);
      expect(boardings).not.toContain("full_board");
    }
    expect(table.standard?.two_guests?.full_board).toBeGreaterThan(0);
  });

  it("prices only guest counts each room type can hold", async () => {
    const types = await listRoomTypes(database.db);
    const guestCount = { single_guest: 1, two_guests: 2, three_guests: 3, four_guests: 4 };
    for (const row of SAMPLE_PRICES) {
      const type = types.find((t) => t.key === row.roomType)!;
      expect(guestCount[row.guests]).toBeGreaterThanOrEqual(type.minGuests);
      expect(guestCount[row.guests]).toBeLessThanOrEqual(type.maxGuests);
    }
  });

  it("gives each card the lowest price of its type, following staff edits", async () => {
    const before = await listRoomTypes(database.db);
    expect(before.find((t) => t.key === "standard")?.fromPriceKes).toBe(3500);
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
    const after = await listRoomTypes(database.db);
    expect(after.find((t) => t.key === "standard")?.fromPriceKes).toBe(3200);
  });

  it("shows no from-price for a type with nothing priced", async () => {
    await database.db.delete(prices).where(eq(prices.roomType, "executive_double"));
    const types = await listRoomTypes(database.db);
    expect(types.find((t) => t.key === "executive_double")?.fromPriceKes).toBeUndefined();
  });

  it("refuses impossible rows at the database itself", async () => {
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
      database.db.update(roomTypes).set({ inventory: -1 }).where(eq(roomTypes.key, "family")),
    ).rejects.toThrow();
  });
});
