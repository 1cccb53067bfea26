import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimate, type EstimatorData } from "../../app/features/estimator/estimate.ts";
import type { RoomRequest } from "../../domain/quote.ts";
import { BOARDINGS, ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import type { Database } from "../db/client.ts";
import { prices } from "../db/schema/pricing.ts";
import { SAMPLE_PRICES, SEED_INVENTORY, seedDatabase } from "../db/seed.ts";
import { loadPriceTable } from "../rooms/catalog.ts";
import { offeredPriceList } from "../rooms/price-list.ts";
import { holdRooms } from "./availability.ts";
import { quoteStay } from "./quote-stay.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const STAY = { checkIn: "2026-12-01", checkOut: "2026-12-03" };
const room = (type: RoomRequest["type"], adults: number, boarding: RoomRequest["boarding"]) => ({
  type,
  adults,
  children: 0,
  boarding,
});

describe.each(testDatabaseKinds())("quoteStay and the price list on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("prices each room from the table and totals the nights", async () => {
    const quote = await quoteStay(
      database.db,
      {
        ...STAY,
        rooms: [
          room("standard", 2, "half_board"),
          room("family", 4, "bed_breakfast"),
          room("standard", 1, "bed_breakfast"),
        ],
      },
      NOW,
    );
    expect(quote).toMatchObject({
      ...STAY,
      nights: 2,
      subtotalKes: 6500 + 9500 + 3500,
      totalKes: 2 * 19500,
      message: null,
      roomsLeft: { standard: SEED_INVENTORY.standard, family: SEED_INVENTORY.family },
    });
    expect(quote.rooms.map((r) => r.nightlyKes)).toEqual([6500, 9500, 3500]);
  });

  it("agrees with the browser's estimate for every type, 0 to 5 guests and every boarding", async () => {
    const data: EstimatorData = {
      prices: await loadPriceTable(database.db),
      today: "2026-11-20",
      horizonDays: 365,
      stay: { checkIn: "2026-11-20", checkOut: "2026-11-21" },
      roomsLeft: {},
    };
    let priced = 0;
    for (const roomType of ROOM_TYPE_KEYS) {
      for (let guests = 0; guests <= 5; guests++) {
        for (const boarding of BOARDINGS) {
          const label = `${roomType}, ${guests} guests, ${boarding}`;
          const shown = estimate(data, { roomType, ...STAY, guests: String(guests), boarding });
          // The estimator offers only priced boardings: the server is asked about the one shown.
          if (shown.boardings.includes(boarding)) expect(shown.boarding, label).toBe(boarding);
          // Straight to quoteStay: 0 and 5 guests never pass the endpoint's schema, but the
          // message for them comes from the same pricing rule on both sides.
          const quote = await quoteStay(
            database.db,
            { ...STAY, rooms: [room(roomType, guests, shown.boarding)] },
            NOW,
          );
          expect({ total: shown.totalKes, message: shown.message }, label).toEqual({
            total: quote.totalKes,
            message: quote.message,
          });
          if (shown.boarding === boarding && quote.totalKes > 0) priced++;
        }
      }
    }
    // Every row of the seeded table was priced once, on both sides.
    expect(priced).toBe(SAMPLE_PRICES.length);
  });

  it("gives a room's message before anything else", async () => {
    const quote = await quoteStay(
      database.db,
      { ...STAY, rooms: [room("standard_double", 1, "bed_breakfast")] },
      NOW,
    );
    expect(quote).toMatchObject({
      totalKes: 0,
      message: "The minimum number of guests required for this room is 2.",
      rooms: [{ nightlyKes: null }],
    });
  });

  it("says when the rooms are not there, and how many are left", async () => {
    const stay = { checkIn: "2027-01-10", checkOut: "2027-01-12" };
    const hold = await holdRooms(
      database.db,
      { ...stay, rooms: [room("executive_double", 3, "bed_breakfast")] },
      { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 3_600_000) },
    );
    expect(hold.ok).toBe(true);
    const quote = await quoteStay(
      database.db,
      { ...stay, rooms: Array(3).fill(room("executive_double", 3, "half_board")) },
      NOW,
    );
    expect(quote).toMatchObject({
      totalKes: 3 * 12000 * 2,
      roomsLeft: { executive_double: 2 },
      message: "Sorry, only 2 Executive Double Rooms are left for these dates.",
    });
  });

  it("versions the price list by its content", async () => {
    const before = await offeredPriceList(database.db);
    expect(before.prices.standard?.single_guest?.bed_breakfast).toBe(3500);
    expect((await offeredPriceList(database.db)).version).toBe(before.version);

    const standardSingle = and(
      eq(prices.roomType, "standard"),
      eq(prices.guests, "single_guest"),
      eq(prices.boarding, "bed_breakfast"),
    );
    await database.db
      .update(prices)
      .set({ amountKes: 3600, isSample: false })
      .where(standardSingle);
    const changed = await offeredPriceList(database.db);
    expect(changed.version).not.toBe(before.version);
    expect(changed.prices.standard?.single_guest?.bed_breakfast).toBe(3600);

    await database.db.delete(prices).where(standardSingle);
    const removed = await offeredPriceList(database.db);
    expect(removed.version).not.toBe(changed.version);
    expect(removed.prices.standard?.single_guest?.bed_breakfast).toBeUndefined();
  });
});
