import { and, eq } from "drizzle-orm";
import { said } from "../../domain/said.ts";
import { describe, expect, it } from "vitest";
import { estimate, type EstimatorData } from "../../app/features/estimator/estimate.ts";
import { stayLines, type RoomRequest } from "../../domain/quote.ts";
import { sameForTypes } from "../../domain/rates.ts";
import { addDays } from "../../domain/stay.ts";
import {
  holidayEdits,
  ratePeriods,
  rateSettings,
  stayRules,
  weekdayRules,
} from "../db/schema/rates.ts";
import { BOARDINGS, ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { prices } from "../db/schema/pricing.ts";
import { SAMPLE_PRICES, SEED_INVENTORY } from "../db/seed.ts";
import { loadPricingData } from "../rooms/rates.ts";
import { offeredPriceList } from "../rooms/price-list.ts";
import { holdRooms } from "./availability.ts";
import { quoteStay } from "./quote-stay.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const STAY = { checkIn: "2026-12-01", checkOut: "2026-12-03" };
const room = (
  type: RoomRequest["type"],
  adults: number,
  boarding: RoomRequest["boarding"],
  children = 0,
) => ({ type, adults, children, boarding });

describe.each(testDatabaseKinds())("quoteStay and the price list on %s", (kind) => {
  const database = useTestDatabase(kind, { seeded: true });

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
      subtotalKes: 2 * 19500,
      totalKes: 2 * 19500,
      message: null,
      roomsLeft: { standard: SEED_INVENTORY.standard, family: SEED_INVENTORY.family },
    });
    expect(quote.rooms.map((r) => r.nightlyKes)).toEqual([6500, 9500, 3500]);
  });

  it("agrees with the browser's estimate for every type, 0 to 5 adults, 0 to 3 children and every boarding", async () => {
    const pricing = await loadPricingData(database.db);
    const data: EstimatorData = {
      prices: pricing.table,
      pricing,
      today: "2026-11-20",
      horizonDays: 365,
      stay: { checkIn: "2026-11-20", checkOut: "2026-11-21", adults: 1, children: 0 },
      roomsLeft: {},
    };
    let priced = 0;
    for (const roomType of ROOM_TYPE_KEYS) {
      for (let adults = 0; adults <= 5; adults++) {
        for (let children = 0; children <= 3; children++) {
          for (const boarding of BOARDINGS) {
            const label = `${roomType}, ${adults} adults, ${children} children, ${boarding}`;
            const shown = estimate(data, {
              roomType,
              ...STAY,
              adults: String(adults),
              children: String(children),
              boarding,
            });
            // The estimator offers only priced boardings: the server is asked about the one shown.
            if (shown.boardings.includes(boarding)) expect(shown.boarding, label).toBe(boarding);
            // Straight to quoteStay: 0 and 5 adults never pass the endpoint's schema, but the
            // message for them comes from the same pricing rule on both sides.
            const quote = await quoteStay(
              database.db,
              { ...STAY, rooms: [room(roomType, adults, shown.boarding, children)] },
              NOW,
            );
            expect({ total: shown.totalKes, message: shown.message }, label).toEqual({
              total: quote.totalKes,
              message: quote.message,
            });
            if (children === 0 && shown.boarding === boarding && quote.totalKes > 0) priced++;
          }
        }
      }
    }
    // Every row of the seeded table was priced once, on both sides.
    expect(priced).toBe(SAMPLE_PRICES.length);
  });

  it("agrees with the browser's estimate on every night of the next 400 days, with every kind of rule", async () => {
    // A weekend rule, a December season with its own table for one type and a percent for the
    // rest, an Easter KES period, a holiday adjustment and a confirmed Eid: every precedence case.
    await database.db.insert(weekdayRules).values({
      name: "Weekend",
      weekdays: [5, 6],
      adjustments: sameForTypes({ kind: "percent", value: 15 }),
    });
    await database.db.insert(ratePeriods).values([
      {
        name: "December season",
        firstNight: "2026-12-15",
        lastNight: "2027-01-05",
        prices: { standard: { single_guest: { bed_breakfast: 5100 } } },
        adjustments: sameForTypes({ kind: "percent", value: 25 }),
      },
      {
        name: "Easter",
        firstNight: "2027-03-24",
        lastNight: "2027-03-30",
        adjustments: sameForTypes({ kind: "kes", value: 750 }),
      },
    ]);
    await database.db
      .update(rateSettings)
      .set({ holidayAdjustments: sameForTypes({ kind: "percent", value: 10 }) });
    await database.db
      .insert(holidayEdits)
      .values({ year: 2027, key: "idd_ul_fitr", date: "2027-03-10", name: "Idd-ul-Fitr" });
    try {
      const pricing = await loadPricingData(database.db);
      const today = "2026-11-20";
      const stay = { checkIn: today, checkOut: addDays(today, 400) };
      const data: EstimatorData = {
        prices: pricing.table,
        pricing,
        today,
        horizonDays: 400,
        stay: { ...stay, adults: 1, children: 0 },
        roomsLeft: {},
      };
      let compared = 0;
      const rulesSeen = new Set<string>();
      for (const roomType of ROOM_TYPE_KEYS) {
        for (let guests = 1; guests <= 4; guests++) {
          for (const boarding of BOARDINGS) {
            const shown = estimate(data, {
              roomType,
              ...stay,
              adults: String(guests),
              children: "0",
              boarding,
            });
            if (shown.boarding !== boarding || shown.message !== null) continue;
            const quote = await quoteStay(
              database.db,
              { ...stay, rooms: [room(roomType, guests, boarding)] },
              NOW,
            );
            const label = `${roomType}, ${guests} guests, ${boarding}`;
            // Night by night: the browser's lines are the server's, and so are the totals.
            expect(shown.lines, label).toEqual(stayLines(quote.rooms));
            expect(shown.totalKes, label).toBe(quote.totalKes);
            expect(quote.rooms[0]!.nights, label).toHaveLength(400);
            for (const line of shown.lines) rulesSeen.add(line.rule);
            compared++;
          }
        }
      }
      expect(compared).toBe(SAMPLE_PRICES.length);
      // Every kind of rule priced some night (not a comparison of two base tables).
      expect([...rulesSeen]).toEqual(
        expect.arrayContaining([
          "Base price",
          "Weekend",
          "December season",
          "December season, Weekend",
          "December season, Christmas Day",
          "Easter, Weekend",
          "Idd-ul-Fitr",
          "Mazingira Day",
        ]),
      );
    } finally {
      await database.db.delete(weekdayRules);
      await database.db.delete(ratePeriods);
      await database.db.delete(holidayEdits);
      await database.db.update(rateSettings).set({ holidayAdjustments: {} });
    }
  });

  it("refuses a stay that breaks a stay rule, in the guest's words, online only for the cut-off", async () => {
    await database.db.insert(stayRules).values([
      { firstNight: "2026-12-24", lastNight: "2026-12-26", minNights: 3 },
      { firstNight: "2026-11-20", lastNight: "2026-11-20", sameDayCutoff: "11:00" },
    ]);
    try {
      const christmas = { checkIn: "2026-12-24", checkOut: "2026-12-26" };
      const short = await quoteStay(
        database.db,
        { ...christmas, rooms: [room("standard", 1, "bed_breakfast")] },
        NOW,
      );
      expect(short.message).toEqual(said.minNights("standard", "2026-12-24", 3));
      const hold = await holdRooms(
        database.db,
        { ...christmas, rooms: [room("standard", 1, "bed_breakfast")] },
        { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 60_000) },
      );
      expect(hold).toMatchObject({ ok: false, code: "NOT_OFFERED", message: short.message });
      // 09:00 UTC is 12:00 in Gilgil: past the 11:00 cut-off for tonight online, not at the desk.
      const tonight = { checkIn: "2026-11-20", checkOut: "2026-11-21" };
      const late = await quoteStay(
        database.db,
        { ...tonight, rooms: [room("standard", 1, "bed_breakfast")] },
        NOW,
      );
      expect(late.message).toEqual(said.sameDayCutoff("11:00"));
      const online = await holdRooms(
        database.db,
        { ...tonight, rooms: [room("standard", 1, "bed_breakfast")] },
        { now: NOW, online: true, holdExpiresAt: new Date(NOW.getTime() + 60_000) },
      );
      expect(online).toMatchObject({ ok: false, message: late.message });
      const desk = await holdRooms(
        database.db,
        { ...tonight, rooms: [room("standard", 1, "bed_breakfast")] },
        { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 60_000) },
      );
      expect(desk.ok).toBe(true);
    } finally {
      await database.db.delete(stayRules);
    }
  });

  it("gives a room's message before anything else", async () => {
    const quote = await quoteStay(
      database.db,
      { ...STAY, rooms: [room("standard_double", 1, "bed_breakfast")] },
      NOW,
    );
    expect(quote).toMatchObject({
      totalKes: 0,
      message: said.belowMinimumGuests(2),
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
      message: said.fewerLeft("executive_double", 2),
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
