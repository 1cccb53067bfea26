// Promotion codes against a real database: staff's writes (audited, refused with a sentence),
// the quote with a code, a booking that stores its discount and its use, and the last use raced
// by 20 guests on the PostgreSQL server.
import { said } from "../../domain/said.ts";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import {
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { createBooking } from "../bookings/create.ts";
import { quoteStay } from "../bookings/quote-stay.ts";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { promotions, promotionUses } from "../db/schema/rates.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { givenSeededWithAdmin } from "../../test/support/staff-world.ts";
import { listPromotions, promotionUsage, savePromotion, setPromotionActive } from "./promotions.ts";

const NOW = new Date("2026-11-24T06:00:00Z");
const STAY = { checkIn: "2026-12-10", checkOut: "2026-12-12" };
const ROOMS = [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }] as const;
const FORM = { code: "karibu", kind: "percent", value: "10", roomTypes: [], active: "on" };
const guest = (n: number) => ({
  firstName: "Akinyi",
  lastName: "Odhiambo",
  email: `guest${n}@example.com`,
  phone: `0712 3456${String(n).padStart(2, "0")}`,
  idNumber: `234567${String(n).padStart(2, "0")}`,
  checkInTime: "15:00",
});
const OPTIONS = { now: NOW, holdMinutes: 15, horizonDays: 365 };

const givenWorld = givenSeededWithAdmin;

describe.each(testDatabaseKinds())("promotion codes on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it("staff create, edit and deactivate a code, each audited; bad input is a sentence", async () => {
    const { database, staff } = await givenWorld(kind);
    open.push(database);
    const { db } = database;
    expect(await savePromotion(db, staff, null, FORM, NOW)).toEqual({
      ok: true,
      message: priceSaid.promotionCreated("KARIBU"),
    });
    expect(await savePromotion(db, staff, null, FORM, NOW)).toEqual({
      ok: false,
      message: priceSaid.promotionCodeTaken(),
    });
    // 100% would make every stay free (issue 31).
    for (const value of ["100", "200"]) {
      expect(await savePromotion(db, staff, null, { ...FORM, value }, NOW)).toEqual({
        ok: false,
        message: priceSaid.promotionPercent(),
      });
    }
    const [row] = await listPromotions(db, NOW);
    expect(row).toMatchObject({ code: "KARIBU", value: 10, uses: 0, active: true });
    expect(
      await savePromotion(db, staff, row!.id, { ...FORM, kind: "kes", value: "500" }, NOW),
    ).toMatchObject({ ok: true });
    expect(await setPromotionActive(db, staff, row!.id, false, NOW)).toMatchObject({ ok: true });
    const [saved] = await db.select().from(promotions);
    expect(saved).toMatchObject({ kind: "kes", value: 500, active: false });
    const actions = (await db.select().from(staffAudit)).map((entry) => entry.action);
    expect(actions).toEqual(["promotions.create", "promotions.update", "promotions.deactivate"]);
  });

  it("the quote takes the code off the room nights; a booking stores the discount and a use", async () => {
    const { database, staff } = await givenWorld(kind);
    open.push(database);
    const { db } = database;
    await savePromotion(db, staff, null, { ...FORM, maxUsesPerGuest: "1" }, NOW);
    const plain = await quoteStay(db, { ...STAY, rooms: [...ROOMS] }, NOW);
    const quote = await quoteStay(db, { ...STAY, rooms: [...ROOMS], promotionCode: "KARIBU" }, NOW);
    const discount = Math.floor((2 * plain.subtotalKes * 10 + 100) / 200);
    expect(quote).toMatchObject({
      subtotalKes: plain.subtotalKes,
      discountKes: discount,
      totalKes: plain.totalKes - discount,
      promotionMessage: null,
    });
    const unknown = await quoteStay(db, { ...STAY, rooms: [...ROOMS], promotionCode: "NOPE" }, NOW);
    expect(unknown).toMatchObject({ discountKes: 0, promotionMessage: said.promotionNotValid() });

    const made = await createBooking(
      db,
      { ...guest(1), ...STAY, rooms: ROOMS, promotionCode: "karibu" },
      OPTIONS,
    );
    if (!made.ok) throw new Error(JSON.stringify(made.message));
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, made.booking.id));
    expect(stored).toMatchObject({
      discountKes: discount,
      promotionCode: "KARIBU",
      totalKes: plain.totalKes - discount,
    });
    const [promotion] = await db.select().from(promotions);
    expect(await promotionUsage(db, promotion!.id)).toMatchObject([
      {
        reference: made.booking.reference,
        guest: "Akinyi Odhiambo",
        email: "guest1@example.com",
        phone: "712345601",
        discountKes: discount,
      },
    ]);
    // The same guest again: refused, nothing held.
    const again = await createBooking(
      db,
      { ...guest(1), ...STAY, rooms: ROOMS, promotionCode: "KARIBU" },
      OPTIONS,
    );
    expect(again).toMatchObject({ ok: false, status: 409, message: said.promotionUsedByGuest() });
    expect(await db.select().from(bookings)).toHaveLength(1);
  });
});

describe.each(RACE_DATABASE_KINDS)("a promotion's last use on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it("race: 20 guests race for the last use of a code and exactly one gets it", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const { database, staff } = await givenWorld(kind);
    open.push(database);
    const { db } = database;
    await savePromotion(db, staff, null, { ...FORM, code: "LAST1", maxUses: "1" }, NOW);
    // Each guest a different stay, spread over the room types, so only the promotion's row
    // lock stands between them.
    const types = ["standard", "standard_double", "deluxe", "executive", "family"] as const;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        createBooking(
          db,
          {
            ...guest(n),
            checkIn: `2026-12-${String(n + 1).padStart(2, "0")}`,
            checkOut: `2026-12-${String(n + 2).padStart(2, "0")}`,
            rooms: [
              { type: types[n % types.length], adults: 2, children: 0, boarding: "bed_breakfast" },
            ],
            promotionCode: "LAST1",
          },
          OPTIONS,
        ),
      ),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(
      results.filter((result) => !result.ok).map((result) => !result.ok && result.message),
    ).toEqual(Array(19).fill(said.promotionUsedUp()));
    expect(await db.select().from(promotionUses)).toHaveLength(1);
    expect(await db.select().from(bookings)).toHaveLength(1);
  });
});
