// The front desk's day view and the dashboard's figures, read from a real database (PGlite, and
// the PostgreSQL server when TEST_DATABASE_URL is set) holding a mix of bookings: arrivals paid,
// part-paid and unpaid, guests in house in numbered rooms, departures with money to collect, a
// no-show candidate, a guest still in house past check-out (an overstay) and one who left late,
// and bookings that must not count (cancelled, no-show, a hold, expired).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "../../domain/booking-status.ts";
import { addDays } from "../../domain/stay.ts";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import type { Database } from "../db/client.ts";
import { bookingRooms, bookings, folioCharges, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { rooms } from "../db/schema/rooms.ts";
import { SEED_INVENTORY, seedDatabase } from "../db/seed.ts";
import { dashboardFigures } from "../staff/dashboard.ts";
import { frontDeskDay } from "./day.ts";

// 10:00 on 24 November 2026 in Gilgil (UTC+3).
const NOW = new Date("2026-11-24T07:00:00Z");
const TODAY = "2026-11-24";
const TOMORROW = addDays(TODAY, 1);
const YESTERDAY = addDays(TODAY, -1);

type Seed = {
  ref: string;
  status?: BookingStatus;
  checkIn: string;
  checkOut: string;
  nightly?: number;
  rooms?: ("standard" | "deluxe")[];
  checkedInAt?: Date;
  checkedOutAt?: Date;
  arrivalCutoffAt?: Date;
  /** Room numbers given at check-in, in the order of `rooms`. */
  numbers?: string[];
  paidOnline?: number;
  paidAtDesk?: number;
  extras?: number;
  holdExpiresAt?: Date;
};

describe.each(testDatabaseKinds())("the front desk's day on %s", (kind) => {
  let database: Database;
  const ids = new Map<string, string>();

  async function seed(b: Seed) {
    const db = database.db;
    const types = b.rooms ?? ["standard"];
    const nightly = b.nightly ?? 4000;
    const nights = (Date.parse(b.checkOut) - Date.parse(b.checkIn)) / 86_400_000;
    const [row] = await db
      .insert(bookings)
      .values({
        reference: b.ref,
        status: b.status ?? "confirmed",
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        subtotalKes: nightly * types.length,
        totalKes: nightly * types.length * nights,
        firstName: "Guest",
        lastName: b.ref,
        phone: "712345678",
        source: "phone",
        checkedInAt: b.checkedInAt,
        checkedOutAt: b.checkedOutAt,
        arrivalCutoffAt: b.arrivalCutoffAt,
        holdExpiresAt:
          b.holdExpiresAt ?? (b.status === "pending" ? new Date(NOW.getTime() + 600_000) : null),
      })
      .returning({ id: bookings.id });
    const id = row!.id;
    ids.set(b.ref, id);
    for (const [i, type] of types.entries()) {
      const number = b.numbers?.[i];
      const [room] = number
        ? await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, number))
        : [];
      await db.insert(bookingRooms).values({
        bookingId: id,
        roomType: type,
        adults: 1,
        boarding: "bed_breakfast",
        nightlyKes: nightly,
        roomId: room?.id,
      });
    }
    if (b.paidOnline) {
      const [attempt] = await db
        .insert(paymentAttempts)
        .values({
          bookingId: id,
          provider: "mpesa",
          status: "succeeded",
          amountKes: b.paidOnline,
          merchantReference: `m-${b.ref}`,
          receipt: `R${b.ref}`,
        })
        .returning({ id: paymentAttempts.id });
      await db.insert(moneyEntries).values({
        bookingId: id,
        kind: "payment",
        direction: 1,
        amountKes: b.paidOnline,
        method: "mpesa",
        source: "stk",
        provider: "mpesa",
        receipt: `R${b.ref}`,
        attemptId: attempt!.id,
      });
    }
    if (b.paidAtDesk) {
      await db.insert(moneyEntries).values({
        bookingId: id,
        kind: "payment",
        direction: 1,
        method: "cash",
        source: "desk",
        amountKes: b.paidAtDesk,
      });
    }
    if (b.extras) {
      await db
        .insert(folioCharges)
        .values({ bookingId: id, kind: "meals", description: "Dinner", amountKes: b.extras });
    }
  }

  const at = (local: string) => new Date(`${local}+03:00`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    const seeds: Seed[] = [
      // Arrivals today.
      { ref: "ARRPAID", checkIn: TODAY, checkOut: addDays(TODAY, 2), paidOnline: 8000 },
      {
        ref: "ARRNONE",
        checkIn: TODAY,
        checkOut: TOMORROW,
        rooms: ["standard", "deluxe"],
        arrivalCutoffAt: at(`${TODAY}T18:00:00`),
      },
      { ref: "ARRPART", checkIn: TODAY, checkOut: TOMORROW, paidAtDesk: 1000 },
      {
        ref: "ARRIN",
        checkIn: TODAY,
        checkOut: addDays(TODAY, 3),
        checkedInAt: at(`${TODAY}T08:00:00`),
        numbers: ["105"],
        paidAtDesk: 12000,
      },
      // In house since yesterday, in two numbered rooms, with an extra on the bill.
      {
        ref: "STAYING",
        checkIn: YESTERDAY,
        checkOut: addDays(TODAY, 2),
        rooms: ["standard", "deluxe"],
        checkedInAt: at(`${YESTERDAY}T15:00:00`),
        numbers: ["101", "302"],
        paidOnline: 24000,
        extras: 1500,
      },
      // Departures today: one owes money, one has already gone.
      {
        ref: "LEAVING",
        checkIn: YESTERDAY,
        checkOut: TODAY,
        checkedInAt: at(`${YESTERDAY}T14:00:00`),
        numbers: ["102"],
        paidAtDesk: 1000,
        extras: 700,
      },
      {
        ref: "GONE",
        checkIn: addDays(TODAY, -2),
        checkOut: TODAY,
        checkedInAt: at(`${addDays(TODAY, -2)}T14:00:00`),
        checkedOutAt: at(`${TODAY}T07:30:00`),
        numbers: ["103"],
        paidOnline: 8000,
      },
      // Due out yesterday and still here (an overstay, owing a night), and one who left late,
      // this morning.
      {
        ref: "OVERSTAY",
        checkIn: addDays(TODAY, -3),
        checkOut: YESTERDAY,
        checkedInAt: at(`${addDays(TODAY, -3)}T14:00:00`),
        numbers: ["104"],
        paidAtDesk: 4000,
      },
      {
        ref: "LATEOUT",
        checkIn: addDays(TODAY, -3),
        checkOut: YESTERDAY,
        checkedInAt: at(`${addDays(TODAY, -3)}T14:00:00`),
        checkedOutAt: at(`${TODAY}T08:00:00`),
        numbers: ["106"],
        paidOnline: 8000,
      },
      // Yesterday's pay-on-arrival guest never came: a no-show candidate.
      {
        ref: "NOSHOW",
        checkIn: YESTERDAY,
        checkOut: TOMORROW,
        arrivalCutoffAt: at(`${YESTERDAY}T20:00:00`),
      },
      // Not on the day: cancelled, marked no-show, a live hold, an expired hold, tomorrow's.
      { ref: "CANCEL", status: "cancelled", checkIn: TODAY, checkOut: TOMORROW },
      { ref: "WASNOSHOW", status: "no_show", checkIn: TODAY, checkOut: TOMORROW },
      { ref: "HOLD", status: "pending", checkIn: TODAY, checkOut: TOMORROW },
      {
        ref: "EXPIRED",
        status: "expired",
        checkIn: TODAY,
        checkOut: TOMORROW,
        holdExpiresAt: new Date(NOW.getTime() - 600_000),
      },
      { ref: "LATER", checkIn: TOMORROW, checkOut: addDays(TODAY, 4), rooms: ["deluxe"] },
    ];
    for (const b of seeds) await seed(b);
  });
  afterAll(async () => {
    await database?.close();
  });

  const refs = (list: { reference: string | null }[]) => list.map((b) => b.reference).sort();

  it("sorts today's bookings into arrivals, in house, departures, no-show candidates and overstays", async () => {
    const day = await frontDeskDay(database.db, TODAY, NOW);
    expect(day.date).toBe(TODAY);
    expect(refs(day.arrivals)).toEqual(["ARRIN", "ARRNONE", "ARRPAID", "ARRPART"]);
    expect(refs(day.inHouse)).toEqual(["ARRIN", "STAYING"]);
    expect(refs(day.departures)).toEqual(["GONE", "LATEOUT", "LEAVING"]);
    expect(refs(day.noShowCandidates)).toEqual(["NOSHOW"]);
    expect(refs(day.overstays)).toEqual(["OVERSTAY"]);
  });

  it("gives each booking its balance from the folio, and says who has paid nothing", async () => {
    const day = await frontDeskDay(database.db, TODAY, NOW);
    const find = (ref: string) =>
      [
        ...day.arrivals,
        ...day.inHouse,
        ...day.departures,
        ...day.noShowCandidates,
        ...day.overstays,
      ].find((b) => b.reference === ref)!;
    expect(find("ARRPAID")).toMatchObject({ balanceKes: 0, paidKes: 8000, notYetPaid: false });
    expect(find("ARRNONE")).toMatchObject({
      balanceKes: 8000,
      paidKes: 0,
      notYetPaid: true,
      nights: 1,
      source: "phone",
      phone: "712345678",
      guestName: "Guest ARRNONE",
      state: "expected",
    });
    expect(find("ARRPART")).toMatchObject({ balanceKes: 3000, notYetPaid: false });
    expect(find("ARRIN")).toMatchObject({ balanceKes: 0, state: "checked_in" });
    expect(find("STAYING")).toMatchObject({ balanceKes: 1500, paidKes: 24000, chargedKes: 25500 });
    expect(find("LEAVING")).toMatchObject({ balanceKes: 3700, chargedKes: 4700 });
    expect(find("GONE")).toMatchObject({ balanceKes: 0, state: "checked_out" });
    expect(find("OVERSTAY")).toMatchObject({ balanceKes: 4000, state: "overstay", nights: 2 });
    expect(find("OVERSTAY").rooms).toEqual([{ type: "standard", number: "104" }]);
    expect(find("LATEOUT")).toMatchObject({ balanceKes: 0, state: "checked_out" });
    expect(find("NOSHOW").arrivalCutoffAt).toBe(at(`${YESTERDAY}T20:00:00`).toISOString());
  });

  it("shows the room numbers given at check-in, and none where none is given yet", async () => {
    const day = await frontDeskDay(database.db, TODAY, NOW);
    const staying = day.inHouse.find((b) => b.reference === "STAYING")!;
    expect(staying.rooms).toEqual([
      { type: "standard", number: "101" },
      { type: "deluxe", number: "302" },
    ]);
    const unassigned = day.arrivals.find((b) => b.reference === "ARRNONE")!;
    expect(unassigned.rooms.map((room) => room.number)).toEqual([null, null]);
  });

  it("counts the rooms free tonight as the quote does, of every active room", async () => {
    const day = await frontDeskDay(database.db, TODAY, NOW);
    const free = Object.fromEntries(day.roomsFree.map((type) => [type.type, type]));
    // Tonight: standard rooms of ARRPAID, ARRNONE, ARRPART, ARRIN, STAYING, NOSHOW, the live
    // hold, and of LEAVING and OVERSTAY, still in their rooms (9); deluxe rooms of ARRNONE and
    // STAYING (2). Departures gone and cancelled ones are free.
    expect(free.standard).toMatchObject({ free: SEED_INVENTORY.standard - 9, rooms: 12 });
    expect(free.deluxe).toMatchObject({ free: SEED_INVENTORY.deluxe - 2, rooms: 8 });
    expect(day.roomsTotal).toBe(39);
    expect(day.freeTotal).toBe(39 - 11);
  });

  it("shows another day: tomorrow's arrival, who is expected to stay, who leaves", async () => {
    const day = await frontDeskDay(database.db, TOMORROW, NOW);
    expect(refs(day.arrivals)).toEqual(["LATER"]);
    expect(refs(day.inHouse)).toEqual(["ARRIN", "ARRPAID", "STAYING"]);
    // NOSHOW never came: nobody to see off.
    expect(refs(day.departures)).toEqual(["ARRNONE", "ARRPART"]);
    expect(day.noShowCandidates).toEqual([]);
    // Who will still be here past their check-out is not known ahead.
    expect(day.overstays).toEqual([]);
  });

  it("the dashboard's figures count today as the day view does", async () => {
    const figures = await dashboardFigures(database.db, NOW);
    expect(figures).toMatchObject({
      arrivalsToday: 4,
      arrivalsNotPaid: 1,
      inHouse: 2,
      departuresToday: 3,
      roomsFreeTonight: 28,
      roomsTotal: 39,
      noShowCandidates: 1,
    });
  });
});
