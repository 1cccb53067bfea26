// The last-room race: many concurrent check-and-hold attempts through the real service
// (server/bookings/availability.ts holdRooms) against few rooms. Prints attempts, successes and
// rooms oversold (must be 0) per database: a file-backed PGlite always, and a fresh database on
// the PostgreSQL server of TEST_DATABASE_URL when it is set.
// Usage: npm run bench:oversell   (BENCH_ATTEMPTS=200 for a bigger crowd)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { RoomRequest } from "../domain/quote.ts";
import { addDays } from "../domain/stay.ts";
import { holdRooms } from "../server/bookings/availability.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { roomTypes } from "../server/db/schema/rooms.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { createServerDatabase } from "../test/support/databases.ts";

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

/** Rooms taken beyond the inventory on the busiest night, counted straight from the tables. */
async function oversold(database: Database, type: string): Promise<number> {
  const result = await database.db.execute(sql`
    select coalesce(max(taken), 0)::int - (select inventory from room_types where key = ${type}) as over
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
  const [row] = await database.db
    .select({ inventory: roomTypes.inventory })
    .from(roomTypes)
    .where(eq(roomTypes.key, type));
  const taken = row!.inventory - roomsFree;
  const hold = { now: new Date(), holdExpiresAt: new Date(Date.now() + 3_600_000) };
  if (taken > 0) {
    const before = await holdRooms(
      database.db,
      { checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: Array(taken).fill(room(type)) },
      hold,
    );
    if (!before.ok) throw new Error(before.message);
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

async function run(database: Database, label: string): Promise<Figures[]> {
  await seedDatabase(database.db);
  return [
    await race(database, label, "last family room", "family", 1),
    await race(database, label, "all 12 standard rooms", "standard", 12),
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
