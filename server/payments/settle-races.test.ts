// Regression tests for issue 12's defects 1 and 2: a late payment must never confirm a room that
// was resold. (1) The decision reads the clock under its locks, after the provider's slow answer,
// not when the job tick began. (2) A payment confirmed at the hold's last instant holds the
// room-type lock, so a booking made at the expiry instant waits for it and sees the room taken.
import { and, eq, gt, or, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  atTime,
  givenPaidPromptWithoutCallback,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import {
  openTestDatabase,
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import type { Database, Db } from "../db/client.ts";
import { bookingRooms, bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { seedDatabase } from "../db/seed.ts";
import { createBooking } from "../bookings/create.ts";
import { reconcilePayments } from "../bookings/jobs.ts";
import { startMpesaPayment } from "./payments.ts";
import { settleAttempt } from "./settle.ts";
import { setRoomCount } from "../../test/support/rooms.ts";
import { noteWords } from "../../test/support/notes.ts";

const MINUTE = 60_000;
const FAMILY = [{ type: "family", adults: 2, children: 0, boarding: "bed_breakfast" }];
const guest = (n: number) => ({
  firstName: "Akinyi",
  lastName: "Odhiambo",
  email: `guest${n}@example.com`,
  phone: `0712 34567${n}`,
  idNumber: `2345678${n}`,
  checkInTime: "15:00",
});

function stayFrom(now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(3), checkOut: day(4) };
}

/**
 * One stay for every booking of these tests, whenever each is made: B books 15 minutes after A,
 * and a stay counted from each booking's own time fell on another day near midnight UTC (the two
 * never met and B's booking succeeded).
 */
const STAY = stayFrom(new Date());

async function book(db: Db, n: number, now: Date) {
  return createBooking(
    db,
    { ...guest(n), ...STAY, rooms: FAMILY },
    { now, holdMinutes: 15, horizonDays: 365 },
  );
}

/** One family room, held by booking A (guest 1) from now; returns A and when its hold ends. */
async function givenLastFamilyRoomHeld(db: Db) {
  await setRoomCount(db, "family", 1);
  const a = await book(db, 1, new Date());
  if (!a.ok) throw new Error(JSON.stringify(a.message));
  return { booking: a.booking, holdEnds: new Date(a.booking.holdExpiresAt!).getTime() };
}

/** Family rooms held or sold at `now`: never more than the one there is. */
async function familyRoomsTaken(db: Db, now: Date) {
  const rows = await db
    .select({ id: bookingRooms.id })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        eq(bookingRooms.roomType, "family"),
        or(
          eq(bookings.status, "confirmed"),
          and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  return rows.length;
}

describe.each(testDatabaseKinds())("a late payment after a resale on %s", (kind) => {
  let engine: TestEngine | undefined;
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
  });

  it("is decided on the time after the provider answered, not when the job began", async () => {
    engine = await startTestEngine(kind);
    const { db } = engine.database;
    const { booking: a, holdEnds: end } = await givenLastFamilyRoomHeld(db);
    const holdEnds = new Date(end);

    // A pays; the callback is lost, so only the reconcile job will learn of it.
    await givenPaidPromptWithoutCallback(engine, a.id, "712345671");

    // The job's tick begins a second before the hold ends. While it waits for Daraja's answer,
    // the hold runs out and B books the last family room 2 s after the expiry.
    let time = new Date(holdEnds.getTime() - 1_000);
    let resold: Awaited<ReturnType<typeof book>> | undefined;
    const realQuery = engine.deps.daraja.stkQuery.bind(engine.deps.daraja);
    const slowDaraja = {
      ...engine.deps.daraja,
      async stkQuery(checkoutRequestId: string) {
        resold = await book(db, 2, new Date(holdEnds.getTime() + 2_000));
        time = new Date(holdEnds.getTime() + 3_000);
        return realQuery(checkoutRequestId);
      },
    };
    const deps = { ...engine.deps, daraja: slowDaraja, clock: () => time };
    const times = {
      queryAfterMs: 0,
      requeryEveryMs: 0,
      giveUpAfterMs: 60 * MINUTE,
      sendWindowMs: 31_000,
    };
    expect(await reconcilePayments(deps, times)).toBe(1);

    expect(resold).toMatchObject({ ok: true });
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(stored).toMatchObject({ status: "pending", refundDue: true });
    expect(noteWords(stored!.statusNotes)).toMatch(
      /after the hold expired, and the rooms were taken/,
    );
    expect(await familyRoomsTaken(db, time)).toBe(1);
    // The answer is final: the job does not ask about it again.
    expect(await reconcilePayments(atTime(deps, new Date(time.getTime() + MINUTE)), times)).toBe(0);
  });
});

describe.each(testDatabaseKinds())("a payment request that waited past the hold on %s", (kind) => {
  let engine: TestEngine | undefined;
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
  });

  it("is refused on the time read under its locks, so it cannot revive a resold room", async () => {
    engine = await startTestEngine(kind);
    const { db } = engine.database;
    const { booking: a, holdEnds } = await givenLastFamilyRoomHeld(db);
    // B books the room 2 s after A's hold ended; A's Make Payment arrived a second before the
    // end but reached the booking's lock only now.
    expect(await book(db, 2, new Date(holdEnds + 2_000))).toMatchObject({ ok: true });
    const deps = { ...engine.deps, clock: () => new Date(holdEnds + 3_000) };
    const started = await startMpesaPayment(
      deps,
      a.id,
      { phone: "712345671" },
      new Date(holdEnds - 1_000),
    );
    expect(started).toMatchObject({ ok: false, status: 409, code: "HOLD_EXPIRED" });
    expect(await familyRoomsTaken(db, new Date(holdEnds + 3_000))).toBe(1);
  });
});

describe.each(RACE_DATABASE_KINDS)("a payment at the hold's last instant on %s", (kind) => {
  const open: Database[] = [];
  const clients: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it("race: takes the room-type lock, so a booking at the expiry instant waits and finds the room sold", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const { url, database } = await openServerDatabase();
    open.push(database);
    const { db } = database;
    await seedDatabase(db);
    const { booking: a, holdEnds } = await givenLastFamilyRoomHeld(db);
    const [attempt] = await db
      .insert(paymentAttempts)
      .values({
        bookingId: a.id,
        provider: "mpesa",
        amountKes: a.totalKes,
        merchantReference: `${a.reference}-MRACE`,
        checkoutRequestId: "ws_CO_race",
      })
      .returning();

    // A third connection stops the settling transaction after its decision, before it commits:
    // the guest's confirmation email cannot be queued while the outbox is locked.
    const gate = new pg.Client({ connectionString: url });
    clients.push(gate);
    await gate.connect();
    await gate.query("begin");
    await gate.query("lock table outbox in exclusive mode");
    const waiting = async (count: number) => {
      for (;;) {
        const { rows } = await gate.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0]!.n >= count) return;
      }
    };

    // Paid one millisecond before the hold ends: the payment counts.
    const settling = settleAttempt(
      db,
      attempt!.id,
      { kind: "paid", resultCode: "0", resultDesc: "ok", receipt: "TKRACE0001" },
      { source: "query", raw: {} },
      {
        clock: () => new Date(holdEnds - 1),
        staffAddress: "staff@example.com",
        publicUrl: "http://motel.test",
      },
    );
    await waiting(1);
    // B books at the expiry instant, while A's confirmation is not committed yet.
    const resale = book(db, 2, new Date(holdEnds + 1));
    const bDone = resale.then(() => "done" as const);
    // Either B waits for A's room-type lock (right), or it finishes at once (the defect).
    await Promise.race([bDone, waiting(2).then(() => "waiting" as const)]);
    await gate.query("commit");
    expect(await settling).toBe("confirmed");
    const b = await resale;

    expect(b).toMatchObject({ ok: false, status: 409 });
    expect(await familyRoomsTaken(db, new Date(holdEnds + 1))).toBe(1);
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(1);
  });
});

/** A fresh database on the server, and its address for the gate's own connection. */
async function openServerDatabase(): Promise<{ url: string; database: Database }> {
  const database = await openTestDatabase("postgres");
  const result = await database.db.execute(sql`select current_database() as name`);
  const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), database };
}
