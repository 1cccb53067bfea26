// Issue 31's remaining money and inventory tests: two payments for one booking by different paths
// at once, an extension and a room move racing a website booking for the last room (each on the
// PostgreSQL server, where two transactions really run at once), and the cash-up read against
// the ledger's own sums.
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { motelDayBounds, motelInstant } from "../../domain/desk.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays } from "../../domain/stay.ts";
import { atTime, startTestEngine, type TestEngine } from "../../test/support/booking-engine.ts";
import {
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { givenGuestInHouse } from "../../test/support/in-house.ts";
import { payBill, payOnArrival } from "../../test/support/money.ts";
import { activeRoomCount, setRoomCount } from "../../test/support/rooms.ts";
import { givenSeededWithAdmin } from "../../test/support/staff-world.ts";
import { takenRooms } from "../bookings/availability.ts";
import { createBooking } from "../bookings/create.ts";
import { attachMpesaPayment } from "./paybill-staff.ts";
import { settleContext } from "./payments.ts";
import type { PaymentDeps } from "./deps.ts";
import { settleAttempt } from "./settle.ts";
import type { Database, Db } from "../db/client.ts";
import { bookingRooms, bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { rooms } from "../db/schema/rooms.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { textMessages } from "../db/schema/texts.ts";
import { cashUpFor } from "../front-desk/cash-up.ts";
import { extendStay } from "../front-desk/moves.ts";
import { recordFolioRefund, takeFolioPayment } from "../front-desk/folio.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { checkOutBooking, moveGuest } from "../front-desk/stay-rooms.ts";

const ROUNDS = 5;
const HORIZON = { horizonDays: 365 };

let receipts = 0;
/** A fresh M-PESA receipt: 10 capitals and digits. */
const newReceipt = () => `RCE${String(++receipts).padStart(7, "0")}`;

/** A one-night website booking of one room, held 15 minutes from `now`. */
async function bookOnline(
  db: Db,
  now: Date,
  stay: { checkIn: string; checkOut: string },
  type: RoomTypeKey = "standard",
) {
  return createBooking(
    db,
    {
      firstName: "Amina",
      lastName: "Wairimu",
      email: "amina@example.com",
      phone: "0722 123456",
      idNumber: "34567890",
      checkInTime: "18:00",
      ...stay,
      rooms: [{ type, adults: 2, children: 0, boarding: "bed_breakfast" }],
    },
    { now, holdMinutes: 15, horizonDays: 365 },
  );
}

/** An M-Pesa prompt asked for the booking's total (as startMpesaPayment stores one). */
async function promptFor(
  db: Db,
  booking: { id: string; reference: string | null; totalKes: number },
) {
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      bookingId: booking.id,
      provider: "mpesa",
      amountKes: booking.totalKes,
      merchantReference: `${booking.reference}-M1`,
      checkoutRequestId: `ws_CO_${booking.reference}`,
    })
    .returning({ id: paymentAttempts.id });
  return attempt!.id;
}

/** The prompt answered paid with that receipt. */
function promptPaid(deps: PaymentDeps, attemptId: string, receipt: string, amountKes: number) {
  return settleAttempt(
    deps.db,
    attemptId,
    { kind: "paid", resultCode: "0", resultDesc: "ok", receipt, amountKes },
    { source: "callback", raw: {} },
    settleContext(deps),
  );
}

/** The most rooms of the type held or sold on any night of the stay: never over `capacity`. */
async function mostTaken(
  db: Db,
  type: RoomTypeKey,
  stay: { checkIn: string; checkOut: string },
  now: Date,
) {
  const taken = await takenRooms(db, stay, now, [type]);
  let most = 0;
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) {
    const n = taken.filter((room) => room.checkIn <= night && night < room.checkOut).length;
    most = Math.max(most, n);
  }
  return most;
}

describe.each(RACE_DATABASE_KINDS)("two payments for one booking on %s", (kind) => {
  let engine: TestEngine;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    engine = await startTestEngine(kind);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it("race: Paybill and an STK success for one booking", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const { db } = engine.database;
    const now = new Date("2026-11-20T06:00:00Z");
    const deps = atTime(engine.deps, now);
    for (let round = 0; round < ROUNDS; round++) {
      const checkIn = addDays("2026-11-20", 20 + round);
      const made = await bookOnline(db, now, { checkIn, checkOut: addDays(checkIn, 1) });
      if (!made.ok) throw new Error(JSON.stringify(made.message));
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, made.booking.id));
      const total = booking!.totalKes;
      const attemptId = await promptFor(db, booking!);
      const [r1, r2] = [newReceipt(), newReceipt()];

      await Promise.all([
        promptPaid(deps, attemptId, r1, total),
        payBill(deps, { account: booking!.reference!, amountKes: total, receipt: r2 }),
      ]);

      const entries = await db
        .select()
        .from(moneyEntries)
        .where(eq(moneyEntries.bookingId, booking!.id));
      expect(entries.map((entry) => entry.receipt).sort()).toEqual([r1, r2].sort());
      const [after] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
      expect(after).toMatchObject({ status: "confirmed", refundDue: true });
      const confirmedTexts = await db.$count(
        textMessages,
        and(eq(textMessages.bookingId, booking!.id), eq(textMessages.kind, "booking_confirmed")),
      );
      expect(confirmedTexts).toBe(1);
      expect((await folioTotalsFor(db, [booking!.id])).get(booking!.id)).toMatchObject({
        paidKes: 2 * total,
        balanceKes: -total,
      });
    }
  });
});

describe.each(RACE_DATABASE_KINDS)("the last room, asked for twice on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  async function givenMotel() {
    const { database, staff } = await givenSeededWithAdmin(kind);
    open.push(database);
    return { db: database.db, staff };
  }

  /** Day `round` of the test: far enough apart that each round's stays never meet. */
  const dayOf = (round: number) => addDays("2026-12-01", 10 * round);
  const letter = (round: number) => "ABCDEFGHIJ"[round]!;

  /** The round over: the guest leaves after every night, their rooms cleaned for the next. */
  async function leave(db: Db, staff: StaffUser, bookingId: string, day: string) {
    const out = await checkOutBooking(db, staff, bookingId, motelInstant(addDays(day, 5), "10:00"));
    expect(out.ok).toBe(true);
    await db.update(rooms).set({ housekeeping: "clean" });
  }

  it("race: an extension against a website booking for the last room", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const { db, staff } = await givenMotel();
    await setRoomCount(db, "standard", 1);
    for (let round = 0; round < ROUNDS; round++) {
      const today = dayOf(round);
      const now = motelInstant(today, "12:00");
      // In house from yesterday to tomorrow, in the one standard room.
      const guest = await givenGuestInHouse(db, staff, {
        checkIn: addDays(today, -1),
        checkOut: addDays(today, 1),
        name: `Extend ${letter(round)}`,
      });
      const night = { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };

      const [extended, booked] = await Promise.all([
        extendStay(db, staff, guest.bookingId, { checkOut: night.checkOut }, () => now, HORIZON),
        bookOnline(db, now, night),
      ]);

      expect([extended.ok, booked.ok].filter(Boolean)).toHaveLength(1);
      expect(await mostTaken(db, "standard", night, now)).toBeLessThanOrEqual(
        await activeRoomCount(db, "standard"),
      );
      await leave(db, staff, guest.bookingId, today);
    }
  });

  it("race: a room move against a booking", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const { db, staff } = await givenMotel();
    await setRoomCount(db, "deluxe", 1);
    const [deluxe] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.roomType, "deluxe"), sql`${rooms.retiredAt} is null`));
    for (let round = 0; round < ROUNDS; round++) {
      const today = dayOf(round);
      const now = motelInstant(today, "12:00");
      const guest = await givenGuestInHouse(db, staff, {
        checkIn: addDays(today, -1),
        checkOut: addDays(today, 1),
        name: `Move ${letter(round)}`,
      });
      const [own] = await db
        .select({ id: bookingRooms.id })
        .from(bookingRooms)
        .where(eq(bookingRooms.bookingId, guest.bookingId));
      const tonight = { checkIn: today, checkOut: addDays(today, 1) };

      const [moved, booked] = await Promise.all([
        moveGuest(
          db,
          staff,
          guest.bookingId,
          { bookingRoom: String(own!.id), to: String(deluxe!.id) },
          now,
        ),
        bookOnline(db, now, tonight, "deluxe"),
      ]);

      expect([moved.ok, booked.ok].filter(Boolean)).toHaveLength(1);
      expect(await mostTaken(db, "deluxe", tonight, now)).toBeLessThanOrEqual(1);
      await leave(db, staff, guest.bookingId, today);
    }
  });
});

describe.each(testDatabaseKinds())("the cash-up against the ledger on %s", (kind) => {
  let engine: TestEngine | undefined;
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
  });

  it("sums by method and by staff member what the ledger's entries of the day sum to", async () => {
    engine = await startTestEngine(kind);
    const { db } = engine.database;
    const day = "2026-11-20";
    const morning = motelInstant(day, "09:00");
    const evening = motelInstant(day, "21:00");
    const deps = atTime(engine.deps, morning);
    const [achieng, baraka] = await db
      .insert(staffUsers)
      .values([
        { email: "achieng@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" },
        { email: "baraka@example.com", name: "Baraka", role: "front_desk", passwordHash: "x" },
      ])
      .returning({ id: staffUsers.id });
    const stored = async (id: string) =>
      (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const desk = async (staff: { id: number }, n: number) =>
      stored(await payOnArrival(deps, staff, addDays(day, n)));

    // At the desk: cash and a refund of some of it by Achieng, M-Pesa and a card by Baraka.
    const a = await desk(achieng!, 1);
    const b = await desk(baraka!, 2);
    const pay = (staff: { id: number }, id: string, fields: object, at = morning) =>
      takeFolioPayment(db, staff, id, fields, () => at).then((result) => {
        expect(result.ok).toBe(true);
      });
    await pay(achieng!, a.id, { method: "cash", amountKes: String(a.totalKes) });
    await pay(baraka!, b.id, { method: "mpesa", amountKes: "2000", reference: newReceipt() });
    await pay(baraka!, b.id, { method: "card", amountKes: "1500", reference: "POS-778812" });
    expect(
      await recordFolioRefund(
        db,
        achieng!,
        a.id,
        { method: "cash", amountKes: "700", reason: "Breakfast not served" },
        () => evening,
      ),
    ).toMatchObject({ ok: true });
    // Next morning's money is another day's.
    await pay(
      achieng!,
      b.id,
      { method: "cash", amountKes: "300" },
      motelInstant(addDays(day, 1), "09:00"),
    );

    // Online: a Paybill payment, an M-Pesa prompt paid, and Paybill money that waited unmatched
    // until Baraka matched it (the allocation moves no money).
    const c = await desk(achieng!, 3);
    await payBill(deps, { account: c.reference!, amountKes: 1200, receipt: newReceipt() });
    const made = await bookOnline(db, morning, {
      checkIn: addDays(day, 4),
      checkOut: addDays(day, 5),
    });
    if (!made.ok) throw new Error(JSON.stringify(made.message));
    const online = await stored(made.booking.id);
    const attemptId = await promptFor(db, online);
    expect(await promptPaid(deps, attemptId, newReceipt(), online.totalKes)).toBe("confirmed");
    const waiting = newReceipt();
    expect(
      await payBill(deps, { account: "NOSUCHREF", amountKes: 800, receipt: waiting }),
    ).toMatchObject({ kind: "queued" });
    const [queued] = await db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.transId, waiting));
    const attached = await attachMpesaPayment(
      db,
      settleContext(atTime(engine.deps, evening)),
      { id: queued!.id, reference: c.reference! },
      baraka!.id,
    );
    expect(attached.ok).toBe(true);
    expect(await db.$count(moneyEntries, eq(moneyEntries.kind, "allocation"))).toBe(2);

    // The ledger's own sums of the day, allocations left out.
    const { start, end } = motelDayBounds(day);
    const rows = await db
      .select({
        method: sql<string>`case when ${moneyEntries.source} in ('stk', 'card', 'paybill') then 'online' else ${moneyEntries.method} end`,
        staff: sql<string>`case when ${moneyEntries.source} in ('stk', 'card', 'paybill') then 'online' else ${staffUsers.name} end`,
        direction: moneyEntries.direction,
        amountKes: moneyEntries.amountKes,
      })
      .from(moneyEntries)
      .leftJoin(staffUsers, eq(moneyEntries.staffId, staffUsers.id))
      .where(
        and(
          gte(moneyEntries.at, start),
          lt(moneyEntries.at, end),
          ne(moneyEntries.kind, "allocation"),
        ),
      );
    const sums = (key: "method" | "staff") => {
      const lines = new Map<string, { paymentsKes: number; refundsKes: number; count: number }>();
      for (const row of rows) {
        const line = lines.get(row[key]) ?? { paymentsKes: 0, refundsKes: 0, count: 0 };
        if (row.direction === 1) line.paymentsKes += row.amountKes;
        else line.refundsKes += row.amountKes;
        line.count += 1;
        lines.set(row[key], line);
      }
      return Object.fromEntries(
        [...lines].map(([name, line]) => [
          name,
          { ...line, netKes: line.paymentsKes - line.refundsKes },
        ]),
      );
    };

    const report = await cashUpFor(db, day);
    const byMethod = Object.fromEntries(
      report.byMethod.map(({ method, ...line }) => [method, line]),
    );
    const byStaff = Object.fromEntries(
      report.byStaff.map(({ staff, ...line }) => [
        typeof staff === "object" ? staff.name : staff,
        line,
      ]),
    );
    expect(byMethod).toEqual(sums("method"));
    expect(byStaff).toEqual(sums("staff"));
    // Every kind of money the day had is there.
    expect(Object.keys(byMethod).sort()).toEqual(["card", "cash", "mpesa", "online"]);
    expect(Object.keys(byStaff).sort()).toEqual(["Achieng", "Baraka", "online"]);
    expect(byMethod.online).toMatchObject({ paymentsKes: 1200 + online.totalKes + 800, count: 3 });
    const paidIn = rows.filter((row) => row.direction === 1).reduce((s, r) => s + r.amountKes, 0);
    const paidOut = rows.filter((row) => row.direction === -1).reduce((s, r) => s + r.amountKes, 0);
    expect(paidOut).toBe(700);
    expect(report.total).toEqual({
      paymentsKes: paidIn,
      refundsKes: paidOut,
      netKes: paidIn - paidOut,
      count: rows.length,
    });
  });
});
