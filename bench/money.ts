// Money under a mixed crowd (issue 31): two app instances (two sets of services, each with its own
// pool) on one PostgreSQL database, at once: website bookings paid by M-Pesa prompt
// (settleAttempt, sometimes the same answer delivered to both instances), late prompt answers
// after a give-up, desk sales paid in cash, Paybill part and full payments (one naming no booking,
// one delivered twice), a desk receipt racing the Paybill confirmation of the same receipt,
// cancellations and desk refunds. It keeps its own book of every shilling the crowd paid and got
// back, then compares it with the money ledger, and counts receipts counted twice and rooms
// oversold: each must be 0. Loopback only; bounded by BENCH_GUESTS (default 120) scenarios,
// BENCH_CONCURRENCY (16) at a time, and BENCH_SECONDS (60) before no new scenario starts.
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:money   (or BENCH_DATABASE_URL)
// Without either it runs on a file-backed PGlite, as the other benches do, with a note: both
// "instances" then share PGlite's one connection, so nothing really races.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { deskBookingSchema } from "../domain/schemas/desk.ts";
import { ROOM_TYPE_KEYS, ROOM_TYPES, type RoomTypeKey } from "../domain/rooms.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { cancelBooking } from "../server/bookings/admin-actions.ts";
import { createBooking } from "../server/bookings/create.ts";
import { expireHolds } from "../server/bookings/jobs.ts";
import type { PaymentDeps } from "../server/payments/deps.ts";
import { payBill } from "../test/support/money.ts";
import { staffWords } from "../i18n/messages.server.ts";
import { settleAttempt, type SettleContext } from "../server/payments/settle.ts";
import { C2B_SANDBOX } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { bookings, paymentAttempts } from "../server/db/schema/bookings.ts";
import { staffUsers } from "../server/db/schema/staff.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { bookAtDesk } from "../server/front-desk/desk-bookings.ts";
import { recordFolioRefund, takeFolioPayment } from "../server/front-desk/folio.ts";
import type { StaffUser } from "../domain/staff.ts";
import { percentile } from "./percentile.ts";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const TODAY = motelDate(new Date());
/** Few nights far ahead, so the crowd's bookings meet on the same rooms and some sell out. */
const NIGHTS = 2;
const FIRST_NIGHT = addDays(TODAY, 40);
const OPTIONS = { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 };

// ---- The crowd's own book: what it paid by every path and what it got back. ----
/** M-Pesa money by receipt: the receipt is the money, however many times it is reported. */
const mpesaPaid = new Map<string, number>();
let cashPaid = 0;
let refunded = 0;
const timings = new Map<string, number[]>();
const errors = new Map<string, number>();
/** Why bookings were refused (sold out is expected: the crowd meets on few nights). */
const refusals = new Map<string, number>();
const refused = (why: string) => refusals.set(why, (refusals.get(why) ?? 0) + 1);
let receipts = 0;
const newReceipt = () =>
  `BM${randomBytes(2).toString("hex").toUpperCase()}${String(++receipts).padStart(4, "0")}`;

async function timed<T>(kind: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    throw error;
  } finally {
    const list = timings.get(kind) ?? [];
    list.push(performance.now() - started);
    timings.set(kind, list);
  }
}

type Instance = { name: string; db: Database["db"]; deps: PaymentDeps; context: SettleContext };

function instance(name: string, database: Database): Instance {
  const clock = () => new Date();
  // Only what these paths use: none of them calls a provider (the verdicts are given).
  const deps = {
    db: database.db,
    log: pino({ level: "silent" }),
    paybill: { shortCode: C2B_SANDBOX.shortCode, validation: false },
    staffAddress: "staff@example.com",
    publicUrl: "http://127.0.0.1",
    clock,
  } as unknown as PaymentDeps;
  return {
    name,
    db: database.db,
    deps,
    context: { clock, staffAddress: deps.staffAddress, publicUrl: deps.publicUrl },
  };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const stayOn = () => {
  const checkIn = addDays(FIRST_NIGHT, Math.floor(Math.random() * NIGHTS));
  return { checkIn, checkOut: addDays(checkIn, 1) };
};
/** As many adults as the room type needs at least. */
const adultsFor = (type: RoomTypeKey) => ROOM_TYPES.find((t) => t.key === type)!.minGuests;
const guest = (i: number) => ({
  firstName: "Bench",
  lastName: `Guest${i}`,
  phone: `0712${String(i % 1_000_000).padStart(6, "0")}`,
});

async function webBooking(on: Instance, i: number, type: RoomTypeKey) {
  const made = await timed("web booking", () =>
    createBooking(
      on.db,
      {
        ...guest(i),
        email: `guest${i}@example.com`,
        idNumber: "23456789",
        checkInTime: "14:00",
        ...stayOn(),
        rooms: [{ type, adults: adultsFor(type), children: 0, boarding: "bed_breakfast" }],
      },
      { now: new Date(), holdMinutes: OPTIONS.holdMinutes, horizonDays: OPTIONS.horizonDays },
    ),
  );
  if (!made.ok) refused(`web booking: ${staffWords(made.message)}`);
  return made.ok
    ? { id: made.booking.id, reference: made.booking.reference!, totalKes: made.booking.totalKes }
    : undefined;
}

async function deskBooking(on: Instance, i: number, staff: StaffUser, plan: "none" | "full") {
  const type = pick(ROOM_TYPE_KEYS);
  const input = deskBookingSchema({ today: TODAY, horizonDays: OPTIONS.horizonDays }).parse({
    ...guest(i),
    ...stayOn(),
    rooms: [{ type, adults: adultsFor(type), children: 0, boarding: "bed_breakfast" }],
    source: "walk_in",
    payment: plan === "full" ? { plan: "full", method: "cash" } : { plan: "none" },
  });
  const made = await timed(`desk ${plan === "full" ? "sale (cash)" : "booking"}`, () =>
    bookAtDesk(on.db, input, staff, () => new Date(), OPTIONS),
  );
  if (!made.ok) {
    refused(`desk booking: ${staffWords(made.message)}`);
    return undefined;
  }
  if (plan === "full") cashPaid += made.totalKes;
  return { id: made.bookingId, reference: made.reference, totalKes: made.totalKes };
}

/** The crowd sends money by Paybill: it moved, whatever the site answers. */
function paybill(on: Instance, account: string, amountKes: number, receipt: string) {
  mpesaPaid.set(receipt, amountKes);
  return timed("paybill", () =>
    payBill(on.deps, { account, amountKes, receipt, shortCode: C2B_SANDBOX.shortCode }),
  );
}

async function prompt(on: Instance, booking: { id: string; reference: string }, kes: number) {
  const [attempt] = await on.db
    .insert(paymentAttempts)
    .values({
      bookingId: booking.id,
      provider: "mpesa",
      amountKes: kes,
      merchantReference: `${booking.reference}-${randomBytes(3).toString("hex")}`,
      checkoutRequestId: `ws_CO_${randomBytes(8).toString("hex")}`,
    })
    .returning({ id: paymentAttempts.id });
  return attempt!.id;
}

function stkPaid(on: Instance, attemptId: string, amountKes: number, receipt: string) {
  // The phone paid: the money moved, whatever the site makes of the answer.
  mpesaPaid.set(receipt, amountKes);
  return timed("stk answer", () =>
    settleAttempt(
      on.db,
      attemptId,
      { kind: "paid", resultCode: "0", resultDesc: "ok", receipt, amountKes },
      { source: "bench", raw: {} },
      on.context,
    ),
  );
}

async function refund(on: Instance, staff: StaffUser, bookingId: string, amountKes: number) {
  const done = await timed("desk refund", () =>
    recordFolioRefund(
      on.db,
      staff,
      bookingId,
      { method: "cash", amountKes: String(amountKes), reference: "", reason: "Bench refund" },
      () => new Date(),
    ),
  );
  if (done.ok) refunded += amountKes;
}

/** One guest's story, on the two instances (`a` and `b` are the instances, in either order). */
async function scenario(i: number, a: Instance, b: Instance, staff: StaffUser) {
  switch (i % 8) {
    case 0: {
      // Website booking paid by prompt; now and then the same answer reaches both instances.
      const booking = await webBooking(a, i, pick(ROOM_TYPE_KEYS));
      if (!booking) return;
      const attemptId = await prompt(a, booking, booking.totalKes);
      const receipt = newReceipt();
      await Promise.all([
        stkPaid(b, attemptId, booking.totalKes, receipt),
        i % 3 === 0 ? stkPaid(a, attemptId, booking.totalKes, receipt) : undefined,
      ]);
      return;
    }
    case 1: {
      // The prompt is given up on, then its success arrives late, at the other instance.
      const booking = await webBooking(a, i, pick(ROOM_TYPE_KEYS));
      if (!booking) return;
      const attemptId = await prompt(a, booking, booking.totalKes);
      await timed("stk give-up", () =>
        settleAttempt(
          a.db,
          attemptId,
          { kind: "failed", resultCode: "no_final_answer", resultDesc: "No final answer" },
          { source: "bench", raw: {} },
          a.context,
        ),
      );
      await stkPaid(b, attemptId, booking.totalKes, newReceipt());
      return;
    }
    case 2:
      await deskBooking(a, i, staff, "full");
      return;
    case 3: {
      // Pay on arrival, paid by Paybill in two parts from two instances; the second delivered twice.
      const booking = await deskBooking(a, i, staff, "none");
      if (!booking) return;
      const half = Math.floor(booking.totalKes / 2);
      await paybill(b, booking.reference, half, newReceipt());
      const rest = newReceipt();
      await Promise.all([
        paybill(a, booking.reference, booking.totalKes - half, rest),
        paybill(b, booking.reference, booking.totalKes - half, rest),
      ]);
      return;
    }
    case 4: {
      // A website booking paid in full by Paybill; sometimes a payer's account names no booking.
      const booking = await webBooking(b, i, pick(ROOM_TYPE_KEYS));
      if (!booking) return;
      await paybill(a, booking.reference, booking.totalKes, newReceipt());
      if (i % 5 === 0) await paybill(b, "ROOM PLEASE", 500, newReceipt());
      return;
    }
    case 5: {
      // The guest shows the desk the SMS while the Paybill confirmation of it arrives.
      const booking = await deskBooking(a, i, staff, "none");
      if (!booking) return;
      const receipt = newReceipt();
      await Promise.all([
        timed("desk m-pesa receipt", () =>
          takeFolioPayment(
            a.db,
            staff,
            booking.id,
            { method: "mpesa", amountKes: String(booking.totalKes), reference: receipt },
            () => new Date(),
          ),
        ),
        paybill(b, booking.reference, booking.totalKes, receipt),
      ]);
      return;
    }
    case 6: {
      // Paid in cash at the desk, cancelled on one instance, refunded at the other.
      const booking = await deskBooking(a, i, staff, "full");
      if (!booking) return;
      await timed("cancel", () =>
        cancelBooking(a.db, staff, booking.id, { reason: "Plans changed" }, new Date(), a.context),
      );
      await refund(b, staff, booking.id, booking.totalKes);
      return;
    }
    case 7: {
      // Part paid by Paybill, cancelled while a prompt's late answer comes, half given back.
      const booking = await webBooking(a, i, pick(ROOM_TYPE_KEYS));
      if (!booking) return;
      await paybill(b, booking.reference, 1000, newReceipt());
      const attemptId = await prompt(a, booking, booking.totalKes - 1000);
      await Promise.all([
        timed("cancel", () =>
          cancelBooking(b.db, staff, booking.id, { reason: "Guest asked" }, new Date(), b.context),
        ),
        stkPaid(a, attemptId, booking.totalKes - 1000, newReceipt()),
      ]);
      await refund(a, staff, booking.id, 500);
      return;
    }
  }
}

// ---- The databases: two pools on one server database, or PGlite with a note. ----
let databases: Database[];
let cleanup: () => Promise<void>;
let label: string;
if (SERVER_URL) {
  const name = `motel_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  // One after the other: the first migrates, the second finds it done.
  const first = await openDatabase({ kind: "postgres", url: url.toString() });
  const second = await openDatabase({ kind: "postgres", url: url.toString() });
  databases = [first, second];
  label = `PostgreSQL ${url.host}, two instances (a pool of 10 each)`;
  cleanup = async () => {
    await Promise.all(databases.map((d) => d.close()));
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  console.log(
    "PostgreSQL: not given (set TEST_DATABASE_URL or BENCH_DATABASE_URL=postgres://…); running on" +
      " a file-backed PGlite, where both instances share one connection and nothing really races.",
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "motel-bench-money-"));
  const only = await openDatabase({ kind: "pglite", dataDir });
  databases = [only, only];
  label = "PGlite (file), one connection";
  cleanup = async () => {
    await only.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

try {
  const db = databases[0]!.db;
  await seedDatabase(db);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: "bench@example.com", name: "Bench", role: "front_desk", passwordHash: "x" })
    .returning({ id: staffUsers.id });
  const staff: StaffUser = {
    id: row!.id,
    email: "bench@example.com",
    name: "Bench",
    role: "front_desk",
  };
  const [a, b] = [instance("a", databases[0]!), instance("b", databases[1]!)];
  // Open the pools' connections first, so the crowd really runs side by side.
  await Promise.all(
    databases.flatMap((d) => Array.from({ length: 10 }, () => d.db.execute(sql`select 1`))),
  );

  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let next = 0;
  let ran = 0;
  const storyErrors: string[] = [];
  const worker = async () => {
    while (next < GUESTS && performance.now() < deadline) {
      const i = next++;
      // Each story starts on either instance; the other gets its second half.
      const [x, y] = i % 2 === 0 ? [a, b] : [b, a];
      await scenario(i, x, y, staff).catch((error: unknown) => {
        // A story that threw is reported, not hidden: its money may be what goes missing.
        storyErrors.push(`story ${i}: ${String(error)}`);
      });
      ran++;
      // The jobs of both instances run now and then, among the crowd.
      if (i % 10 === 0) {
        await timed("expire holds", () => expireHolds(x.db, new Date(), x.context)).catch(
          () => undefined,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  // ---- The crowd's book against the ledger. ----
  const crowdIn = [...mpesaPaid.values()].reduce((sum, kes) => sum + kes, 0) + cashPaid;
  const ledger = await db.execute(sql`select
      coalesce(sum(amount_kes) filter (where direction = 1 and kind = 'payment'), 0)::int as "in",
      coalesce(sum(amount_kes) filter (where direction = -1 and kind in ('refund', 'reversal')), 0)::int as "out"
    from money_entries`);
  const sums = (ledger as unknown as { rows: { in: number; out: number }[] }).rows[0]!;
  const unaccounted = Math.abs(crowdIn - Number(sums.in)) + Math.abs(refunded - Number(sums.out));
  const twice = await db.execute(sql`select count(*)::int as n from (
      select provider, receipt from money_entries where receipt is not null
      group by provider, receipt having count(*) > 1) t`);
  const countedTwice = (twice as unknown as { rows: { n: number }[] }).rows[0]!.n;
  // Any crowd receipt the ledger does not hold: money that moved and was lost.
  const held = await db.execute(sql`select receipt from money_entries where receipt is not null`);
  const inLedger = new Set(
    (held as unknown as { rows: { receipt: string }[] }).rows.map((r) => r.receipt),
  );
  const missing = [...mpesaPaid.keys()].filter((r) => !inLedger.has(r));
  const over = await db.execute(sql`
    select coalesce(sum(greatest(taken - open, 0)), 0)::int as over from (
      select t.key, night::date, (select count(*) from rooms r where r.room_type = t.key
          and r.retired_at is null)::int as open,
        (select count(*) from booking_rooms br join bookings b on b.id = br.booking_id
          where br.room_type = t.key and b.check_in <= night::date and b.check_out > night::date
          and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now())))::int as taken
      from room_types t,
        generate_series(${FIRST_NIGHT}::date, ${addDays(FIRST_NIGHT, NIGHTS)}::date, interval '1 day') as night
    ) n`);
  const oversold = (over as unknown as { rows: { over: number }[] }).rows[0]!.over;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  const bookingCount = counted!.n;

  const operations = [...timings.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`database: ${label}`);
  console.log(
    `crowd: ${ran} stories (${CONCURRENCY} at a time), ${bookingCount} bookings, ${mpesaPaid.size} M-Pesa receipts`,
  );
  console.log(
    `  in: crowd paid ${crowdIn}, ledger ${sums.in}; out: crowd got back ${refunded}, ledger ${sums.out}` +
      (missing.length > 0 ? `; receipts not in the ledger: ${missing.join(", ")}` : ""),
  );
  console.log(`shillings unaccounted: ${unaccounted}`);
  console.log(`receipts counted twice: ${countedTwice}`);
  console.log(`rooms oversold: ${oversold}`);
  console.log(`operations: ${operations} in ${seconds.toFixed(1)} s`);
  for (const [kind, list] of [...timings].sort(([x], [y]) => x.localeCompare(y))) {
    const failed = errors.get(kind) ? `, ${errors.get(kind)} threw` : "";
    console.log(
      `  ${kind.padEnd(20)} ${String(list.length).padStart(4)} ops  p50 ${percentile(list, 50)} ms  p95 ${percentile(list, 95)} ms${failed}`,
    );
  }
  for (const [why, n] of refusals) console.log(`  refused ${n}: ${why}`);
  if (storyErrors.length > 0) {
    console.log(
      `stories that threw: ${storyErrors.length}\n  ${storyErrors.slice(0, 5).join("\n  ")}`,
    );
  }
  if (unaccounted > 0 || countedTwice > 0 || oversold > 0) process.exitCode = 1;
} finally {
  await cleanup();
}
