// Booking throughput and latency over HTTP, as guests use the site: the production build (a real
// process) on PGlite, and on a fresh database of the PostgreSQL server when TEST_DATABASE_URL is
// set (then also on two instances of one fresh database, each guest booking on one and paying
// through the other). BENCH_GUESTS guests (default 120), BENCH_CONCURRENCY at a time (default 20), each makes a
// booking (POST /api/bookings) and pays it by M-Pesa on the simulator (scripted to pay at once),
// in two scenarios: "spread", every guest on other nights (all book and pay), and "last rooms",
// everyone wants a family or standard room on the same nights (most meet a sold-out answer, the
// last rooms are raced for). Prints p50 / p95 of making a booking and of reaching "confirmed",
// requests per second, and rooms oversold (must be 0).
// Usage: npm run build && npm run bench:bookings
import { startBuiltServer, type RunningServer } from "../test/support/server.ts";
import { createServerDatabase } from "../test/support/databases.ts";
import { addDays } from "../domain/stay.ts";
import { bookAndPay } from "../test/support/guest-booking.ts";
import { SEED_INVENTORY } from "../server/db/seed.ts";
import { percentile } from "./percentile.ts";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 30);

type Booked = {
  createMs: number;
  status: number;
  confirmMs?: number;
  type: "family" | "standard";
  checkIn: string;
};

type Scenario = "spread" | "last rooms";

async function guest(servers: RunningServer[], i: number, scenario: Scenario): Promise<Booked> {
  const type = i % 2 === 0 ? "family" : "standard";
  // Spread: stays of two nights every third day, so stays never partly overlap.
  const checkIn = scenario === "spread" ? addDays(CHECK_IN, 3 * (i % 100)) : CHECK_IN;
  const started = performance.now();
  // With several instances, each guest books on one and pays through the next.
  const result = await bookAndPay(servers[i % servers.length]!.url, i, {
    checkIn,
    type,
    payUrl: servers[(i + 1) % servers.length]!.url,
  });
  if (!("id" in result))
    return { createMs: performance.now() - started, status: result.status, type, checkIn };
  return { createMs: result.createMs, status: 201, confirmMs: result.confirmMs, type, checkIn };
}

async function run(label: string, scenario: Scenario, env: Record<string, string>, instances = 1) {
  const start = () =>
    startBuiltServer({
      BOOKING_LIMIT_PER_HOUR: "100000",
      HOLD_LIMIT_PER_ADDRESS: "100000",
      HOLD_ROOMS_PER_ADDRESS: "100000",
      HOLD_LIMIT_PER_GUEST: "100000",
      LOG_LEVEL: "silent",
      SESSION_SECRET: "bench-".repeat(8),
      ...env,
    });
  const servers: RunningServer[] = [];
  for (let n = 0; n < instances; n++) servers.push(await start());
  try {
    const results: Booked[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < GUESTS) results.push(await guest(servers, next++, scenario));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const booked = results.filter((r) => r.status === 201);
    // Stays of the same nights, per room type, beyond the inventory.
    const perStay = new Map<string, number>();
    for (const r of booked)
      perStay.set(`${r.type} ${r.checkIn}`, (perStay.get(`${r.type} ${r.checkIn}`) ?? 0) + 1);
    let oversold = 0;
    for (const [key, count] of perStay) {
      const type = key.split(" ")[0] as Booked["type"];
      oversold += Math.max(count - SEED_INVENTORY[type], 0);
    }
    return {
      database: label,
      scenario,
      guests: GUESTS,
      concurrency: CONCURRENCY,
      booked: booked.length,
      soldOut: results.filter((r) => r.status === 409).length,
      other: results.filter((r) => r.status !== 201 && r.status !== 409).length,
      "booking p50 ms": percentile(
        results.map((r) => r.createMs),
        50,
      ),
      "booking p95 ms": percentile(
        results.map((r) => r.createMs),
        95,
      ),
      "paid p50 ms": percentile(
        booked.map((r) => r.confirmMs!),
        50,
      ),
      "paid p95 ms": percentile(
        booked.map((r) => r.confirmMs!),
        95,
      ),
      "requests/s": Math.round((results.length / seconds) * 10) / 10,
      oversold,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const figures = [];
for (const scenario of ["spread", "last rooms"] as const) {
  figures.push(await run("PGlite (embedded)", scenario, {}));
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await createServerDatabase();
    try {
      figures.push(await run("PostgreSQL server", scenario, { DATABASE_URL: url }));
    } finally {
      await drop();
    }
    // Two instances on one database: each guest books on one and pays through the other.
    const two = await createServerDatabase();
    try {
      figures.push(await run("PostgreSQL, 2 instances", scenario, { DATABASE_URL: two.url }, 2));
    } finally {
      await two.drop();
    }
  }
}
if (!process.env.TEST_DATABASE_URL) {
  console.log("PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to include it)");
}
console.table(figures);
const oversold = figures.reduce((sum, f) => sum + f.oversold, 0);
console.log(`rooms oversold: ${oversold}`);
if (oversold > 0 || figures.some((f) => f.other > 0)) process.exit(1);
