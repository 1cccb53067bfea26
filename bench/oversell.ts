// The last-room race: many concurrent check-and-hold attempts through the real service
// (server/bookings/availability.ts holdRooms) against few rooms; a late payment after its room
// was resold; and a mixed crowd of new bookings, late payments (server/payments/settle.ts) and
// holds expiring (the job) at once; and website guests and desk sales for the last room. Prints attempts, successes and rooms oversold (must be 0)
// per database: a file-backed PGlite always, and a fresh database on the PostgreSQL server of
// TEST_DATABASE_URL when it is set.
// Usage: npm run bench:oversell   (BENCH_ATTEMPTS=200 for a bigger crowd)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { RoomRequest } from "../domain/quote.ts";
import { addDays } from "../domain/stay.ts";
import { deskBookingSchema } from "../domain/schemas/desk.ts";
import { motelDate } from "../domain/time.ts";
import { holdRooms } from "../server/bookings/availability.ts";
import { createBooking } from "../server/bookings/create.ts";
import { bookAtDesk } from "../server/front-desk/desk-bookings.ts";
import { staffUsers } from "../server/db/schema/staff.ts";
import { expireHolds } from "../server/bookings/jobs.ts";
import { settleAttempt } from "../server/payments/settle.ts";
import { paymentAttempts } from "../server/db/schema/bookings.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { createServerDatabase } from "../test/support/databases.ts";
import { activeRoomCount, setRoomCount } from "../test/support/rooms.ts";

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 50);
const CHECK_IN = "2030-06-01";
const CHECK_OUT = addDays(CHECK_IN, 3);

type Figures = {
  database: string;
  scenario: string;
  attempts: number;
  roomsFree: number;
  successes: number;
  oversold: number;
  ms: number;
};

const room = (type: RoomRequest["type"]): RoomRequest => ({
  type,
  adults: 2,
  children: 0,
  boarding: "bed_breakfast",
});

/** Rooms taken beyond the active rooms on the busiest night, counted straight from the tables. */
async function oversold(database: Database, type: string): Promise<number> {
  const result = await database.db.execute(sql`
    select coalesce(max(taken), 0)::int - (select count(*) from rooms where room_type = ${type} and retired_at is null)::int as over
    from (
      select night, count(*) as taken
      from generate_series(${CHECK_IN}::date, ${CHECK_OUT}::date - 1, interval '1 day') as night
      join bookings b on b.check_in <= night and b.check_out > night
        and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now()))
      join booking_rooms r on r.booking_id = b.id and r.room_type = ${type}
      group by night
    ) nights`);
  const [row] = (result as unknown as { rows: { over: number }[] }).rows;
  return Math.max(row?.over ?? 0, 0);
}

async function race(
  database: Database,
  label: string,
  scenario: string,
  type: RoomRequest["type"],
  roomsFree: number,
): Promise<Figures> {
  const taken = (await activeRoomCount(database.db, type)) - roomsFree;
  const hold = { now: new Date(), holdExpiresAt: new Date(Date.now() + 3_600_000) };
  if (taken > 0) {
    const before = await holdRooms(
      database.db,
      { checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: Array(taken).fill(room(type)) },
      hold,
    );
    if (!before.ok) throw new Error(JSON.stringify(before.message));
  }
  if (database.kind === "postgres") {
    // Open the pool's connections first so the attempts really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select 1`)));
  }
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: ATTEMPTS }, () =>
      holdRooms(database.db, { checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: [room(type)] }, hold),
    ),
  );
  const ms = Math.round(performance.now() - started);
  return {
    database: label,
    scenario,
    attempts: ATTEMPTS,
    roomsFree,
    successes: results.filter((result) => result.ok).length,
    oversold: await oversold(database, type),
    ms,
  };
}

const stay = (type: RoomRequest["type"]) => ({
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  rooms: [room(type)],
});

/** A held booking of one room with an M-Pesa attempt; its hold ends `holdMs` from now. */
let references = 0;
async function heldWithAttempt(database: Database, type: RoomRequest["type"], holdMs: number) {
  const held = await holdRooms(database.db, stay(type), {
    now: new Date(),
    holdExpiresAt: new Date(Date.now() + holdMs),
    // Paid bookings have a reference (the analytics event and emails name it).
    details: { reference: `GOBENCH${++references}` },
  });
  if (!held.ok) throw new Error(JSON.stringify(held.message));
  const [attempt] = await database.db
    .insert(paymentAttempts)
    .values({
      bookingId: held.bookingId,
      provider: "mpesa",
      amountKes: held.stay.totalKes,
      merchantReference: `BENCH-${held.bookingId}`,
    })
    .returning({ id: paymentAttempts.id });
  return { bookingId: held.bookingId, attemptId: attempt!.id, amountKes: held.stay.totalKes };
}

/** The provider says paid; the decision reads the clock under its locks. */
function latePayment(
  database: Database,
  held: { attemptId: string; amountKes: number },
  i: number,
) {
  return settleAttempt(
    database.db,
    held.attemptId,
    {
      kind: "paid",
      resultCode: "0",
      resultDesc: "ok",
      receipt: `BENCH${i}`,
      amountKes: held.amountKes,
    },
    { source: "bench", raw: {} },
    { clock: () => new Date(), staffAddress: "staff@example.com", publicUrl: "http://bench" },
  );
}

/** The hold of the last room runs out, another guest books it, then the first guest's money comes. */
async function lateAfterResale(database: Database, label: string): Promise<Figures> {
  const type = "executive";
  await setRoomCount(database.db, type, 1);
  const started = performance.now();
  const first = await heldWithAttempt(database, type, -1); // its hold has just ended
  const resale = await holdRooms(database.db, stay(type), {
    now: new Date(),
    holdExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const late = await latePayment(database, first, 0);
  return {
    database: label,
    scenario: "late payment after resale",
    attempts: 2,
    roomsFree: 1,
    successes: (resale.ok ? 1 : 0) + (late === "confirmed" ? 1 : 0),
    oversold: await oversold(database, type),
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Deluxe (8 rooms): 4 bookings still holding and 4 whose holds have run out, all 8 paid now, while
 * a crowd books deluxe and the expiry job runs. Every room ends with exactly one guest.
 */
async function mixedCrowd(database: Database, label: string): Promise<Figures> {
  const type = "deluxe";
  const inventory = await activeRoomCount(database.db, type);
  const holding = await Promise.all(
    Array.from({ length: inventory / 2 }, () => heldWithAttempt(database, type, 3_600_000)),
  );
  const expired = await Promise.all(
    Array.from({ length: inventory / 2 }, () => heldWithAttempt(database, type, -1)),
  );
  if (database.kind === "postgres") {
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select 1`)));
  }
  const hold = { now: new Date(), holdExpiresAt: new Date(Date.now() + 3_600_000) };
  const started = performance.now();
  const [payments, holds] = await Promise.all([
    Promise.all([...holding, ...expired].map((held, i) => latePayment(database, held, i + 1))),
    Promise.all(Array.from({ length: ATTEMPTS }, () => holdRooms(database.db, stay(type), hold))),
    expireHolds(database.db, new Date()),
  ]);
  return {
    database: label,
    scenario: "new bookings, late payments, expiring holds",
    attempts: ATTEMPTS + inventory,
    roomsFree: inventory,
    successes:
      payments.filter((result) => result === "confirmed").length +
      holds.filter((result) => result.ok).length,
    oversold: await oversold(database, type),
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The last standard double room (7 of 8 taken), wanted at once by website guests (the wizard's
 * createBooking) and by the front desk (bookAtDesk, paid in cash): one of them gets it.
 */
async function websiteAndDesk(database: Database, label: string): Promise<Figures> {
  const type = "standard_double";
  const inventory = await activeRoomCount(database.db, type);
  const taken = await holdRooms(
    database.db,
    { ...stay(type), rooms: Array(inventory - 1).fill(room(type)) },
    { now: new Date(), holdExpiresAt: new Date(Date.now() + 3_600_000) },
  );
  if (!taken.ok) throw new Error(JSON.stringify(taken.message));
  const [staff] = await database.db
    .insert(staffUsers)
    .values({
      email: `bench-${label.length}@example.com`,
      name: "Bench",
      role: "front_desk",
      passwordHash: "x",
    })
    .returning({ id: staffUsers.id });
  const rooms = [{ ...room(type), children: 0 }];
  const guest = (i: number) => ({
    firstName: "Bench",
    lastName: `Guest${i}`,
    phone: `0712${String(i).padStart(6, "0")}`,
  });
  const window = { today: motelDate(new Date()), horizonDays: 5_000 };
  const desk = deskBookingSchema(window).parse({
    ...guest(0),
    ...stay(type),
    rooms,
    source: "walk_in",
    payment: { plan: "full", method: "cash" },
  });
  if (database.kind === "postgres") {
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select 1`)));
  }
  const now = new Date();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      i % 2 === 0
        ? createBooking(
            database.db,
            {
              ...guest(i),
              email: `guest${i}@example.com`,
              idNumber: "23456789",
              checkInTime: "14:00",
              ...stay(type),
              rooms,
            },
            { now, holdMinutes: 15, horizonDays: 5_000 },
          )
        : bookAtDesk(database.db, desk, staff!, () => new Date(), {
            holdMinutes: 15,
            arrivalCutoff: "18:00",
          }),
    ),
  );
  return {
    database: label,
    scenario: "last room: website guests and desk sales",
    attempts: ATTEMPTS,
    roomsFree: 1,
    successes: results.filter((result) => result.ok).length,
    oversold: await oversold(database, type),
    ms: Math.round(performance.now() - started),
  };
}

async function run(database: Database, label: string): Promise<Figures[]> {
  await seedDatabase(database.db);
  return [
    await race(database, label, "last family room", "family", 1),
    await race(database, label, "all 12 standard rooms", "standard", 12),
    await lateAfterResale(database, label),
    await mixedCrowd(database, label),
    await websiteAndDesk(database, label),
  ];
}

const figures: Figures[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "motel-bench-"));
const pglite = await openDatabase({ kind: "pglite", dataDir });
try {
  figures.push(...(await run(pglite, "PGlite (file)")));
} finally {
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL) {
  const { url, drop } = await createServerDatabase();
  const postgres = await openDatabase({ kind: "postgres", url });
  try {
    figures.push(...(await run(postgres, "PostgreSQL server (pool of 10)")));
  } finally {
    await postgres.close();
    await drop();
  }
} else {
  console.log("PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to include it)");
}

console.table(figures);
const oversoldTotal = figures.reduce((sum, f) => sum + f.oversold, 0);
const wrong = figures.filter((f) => f.successes !== Math.min(f.roomsFree, f.attempts));
console.log(`rooms oversold: ${oversoldTotal}`);
if (oversoldTotal > 0 || wrong.length > 0) process.exit(1);
