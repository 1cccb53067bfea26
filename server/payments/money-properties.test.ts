// Money over random sequences (issue 31): fast-check drives the real services through Paybill
// confirmations, desk payments and refunds, M-Pesa prompt answers (on time, late, repeated),
// releases, cancellations, hold expiry and no-shows on a few bookings, and after every step checks
// what must always hold, whatever the order: a receipt counts once, the ledger holds exactly what
// the providers and the desk reported and the system accepted, every bill adds up, money a
// booking cannot keep is flagged, and no room is sold twice. A failure prints the shrunk sequence.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overbookedNights } from "../../domain/availability.ts";
import type { BookingStatus } from "../../domain/booking-status.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays } from "../../domain/stay.ts";
import { motelInstant } from "../../domain/desk.ts";
import { motelDate } from "../../domain/time.ts";
import { atTime, startTestEngine, type TestEngine } from "../../test/support/booking-engine.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import { setRoomCount } from "../../test/support/rooms.ts";
import { cancelBooking } from "../bookings/admin-actions.ts";
import { openRooms, roomsOfType, takenRooms } from "../bookings/availability.ts";
import { createBooking } from "../bookings/create.ts";
import { expireHolds } from "../bookings/jobs.ts";
import { settleContext } from "./payments.ts";
import { payBill, payOnArrival } from "../../test/support/money.ts";
import { releaseBooking } from "../bookings/release.ts";
import { settleAttempt } from "./settle.ts";
import { bookings, folioCharges, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { markNoShow } from "../front-desk/moves.ts";
import { recordFolioRefund, takeFolioPayment } from "../front-desk/folio.ts";
import { folioTotalsFor } from "./bill-totals.ts";

const NUM_RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 30);
const MAX_STEPS = 12;
/** 09:00 in Gilgil on the first run's day; each run starts three days after the one before. */
const START = new Date("2026-11-20T06:00:00Z");
const OPTIONS = { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 };
/** Few rooms of the type website guests book, so holds, expiry and late payments contend. */
const CONTENDED: RoomTypeKey = "executive";
const CONTENDED_ROOMS = 2;
const guest = { firstName: "Wanjiru", lastName: "Mwangi", phone: "0712 345678" };

// ---- The steps, as data fast-check generates and shrinks (indices are taken modulo). ----

/** How much, resolved against the bill when the step runs. */
const portion = fc.constantFrom("owed", "total", "half", "small", "over");
type Portion = "owed" | "total" | "half" | "small" | "over";
/** A receipt of the run's pool (so sources meet on one receipt), or one never seen. */
const receiptPick = fc.oneof(fc.nat(4), fc.constant("fresh" as const));
type ReceiptPick = number | "fresh";

const stepArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("paybill" as const),
      b: fc.nat(5),
      // Sometimes the payer types an account that names no booking: money waits for staff.
      named: fc.constantFrom(true, true, true, true, false),
      amount: portion,
      receipt: receiptPick,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("desk" as const),
      b: fc.nat(5),
      method: fc.constantFrom("cash" as const, "mpesa" as const),
      amount: portion,
      receipt: receiptPick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("prompt" as const), b: fc.nat(5) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("stk" as const),
      a: fc.nat(3),
      verdict: fc.constantFrom("paid" as const, "paid" as const, "failed" as const),
      receipt: receiptPick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("refund" as const),
      b: fc.nat(5),
      amount: fc.constantFrom("all" as const, "half" as const, "over" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("release" as const), b: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("cancel" as const), b: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("noShow" as const), b: fc.nat(5) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("advance" as const),
      to: fc.constantFrom(5, 10, 20, "evening" as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("expire" as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("newWeb" as const) }) },
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

let receiptCount = 0;
/** A fresh M-PESA receipt (10 capitals and digits), unique in the file. */
const newReceipt = () => `PRP${String(++receiptCount).padStart(7, "0")}`;

function suite(kind: "pglite" | "postgres") {
  describe(`money over random sequences on ${kind}`, () => {
    let engine: TestEngine;
    let staff: StaffUser;
    let runs = 0;
    beforeAll(async () => {
      engine = await startTestEngine(kind);
      await setRoomCount(engine.database.db, CONTENDED, CONTENDED_ROOMS);
      const [row] = await engine.database.db
        .insert(staffUsers)
        .values({
          email: "desk@example.com",
          name: "Achieng",
          role: "front_desk",
          passwordHash: "x",
        })
        .returning({ id: staffUsers.id });
      staff = { id: row!.id, email: "desk@example.com", name: "Achieng", role: "front_desk" };
    });
    afterAll(async () => {
      await engine?.close();
    });
    const db = () => engine.database.db;

    /** One run's world: its bookings, receipts, prompts, clock, and what the model expects. */
    type World = {
      now: Date;
      checkIn: string;
      bookings: { id: string; reference: string; from: "web" | "desk" }[];
      pool: string[];
      /** Receipts the ledger must hold (the model's view), and where their money went. */
      counted: Map<string, string | null>;
      attempts: { id: string; bookingId: string }[];
      /** Money in and out the model accepted, by booking ("" = not matched to one). */
      inByBooking: Map<string, number>;
      outByBooking: Map<string, number>;
      base: { inKes: number; outKes: number };
      log: string[];
    };

    const deps = (w: World) => atTime(engine.deps, w.now);
    const context = (w: World) => settleContext(deps(w));
    const add = (map: Map<string, number>, key: string, kes: number) =>
      map.set(key, (map.get(key) ?? 0) + kes);
    const receiptOf = (w: World, pick: ReceiptPick) =>
      pick === "fresh" ? newReceipt() : w.pool[pick % w.pool.length]!;
    const bookingOf = (w: World, b: number) => w.bookings[b % w.bookings.length]!;

    async function ledgerSums() {
      const [row] = await db()
        .select({
          inKes: sql<number>`coalesce(sum(${moneyEntries.amountKes}) filter (where ${moneyEntries.direction} = 1), 0)::int`,
          outKes: sql<number>`coalesce(sum(${moneyEntries.amountKes}) filter (where ${moneyEntries.direction} = -1), 0)::int`,
        })
        .from(moneyEntries);
      return { inKes: Number(row!.inKes), outKes: Number(row!.outKes) };
    }

    async function webBooking(w: World) {
      const made = await createBooking(
        db(),
        {
          ...guest,
          email: "wanjiru@example.com",
          idNumber: "23456789",
          checkInTime: "15:00",
          checkIn: w.checkIn,
          checkOut: addDays(w.checkIn, 1),
          rooms: [{ type: CONTENDED, adults: 2, children: 0, boarding: "bed_breakfast" }],
        },
        { now: w.now, holdMinutes: OPTIONS.holdMinutes, horizonDays: OPTIONS.horizonDays },
      );
      if (!made.ok) return undefined;
      w.bookings.push({ id: made.booking.id, reference: made.booking.reference!, from: "web" });
      return made.booking.id;
    }

    async function deskBooking(w: World) {
      const id = await payOnArrival(deps(w), staff, w.checkIn);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      w.bookings.push({ id: row!.id, reference: row!.reference!, from: "desk" });
    }

    async function newWorld(): Promise<World> {
      const now = new Date(START.getTime() + runs++ * 3 * 86_400_000);
      const w: World = {
        now,
        checkIn: addDays(motelDate(now), 1),
        bookings: [],
        pool: Array.from({ length: 5 }, newReceipt),
        counted: new Map(),
        attempts: [],
        inByBooking: new Map(),
        outByBooking: new Map(),
        base: await ledgerSums(),
        log: [],
      };
      // Two website guests take both contended rooms; two desk guests will pay on arrival.
      for (let i = 0; i < CONTENDED_ROOMS; i++) {
        if (!(await webBooking(w))) throw new Error("the run's rooms were not free");
      }
      await deskBooking(w);
      await deskBooking(w);
      return w;
    }

    async function bill(id: string) {
      const totals = (await folioTotalsFor(db(), [id])).get(id)!;
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      return { totals, booking: row! };
    }

    function amountOf(p: Portion, totalKes: number, balanceKes: number) {
      switch (p) {
        case "owed":
          return balanceKes > 0 ? balanceKes : totalKes;
        case "total":
          return totalKes;
        case "half":
          return Math.max(Math.floor(totalKes / 2), 1);
        case "small":
          return 100;
        case "over":
          return Math.max(balanceKes, 0) + 500;
      }
    }

    // ---- One step against the real services, checked against the model's expectation. ----
    async function run(w: World, step: Step) {
      switch (step.t) {
        case "paybill": {
          const target = bookingOf(w, step.b);
          const { totals, booking } = await bill(target.id);
          const amountKes = amountOf(step.amount, booking.totalKes, totals.balanceKes);
          const receipt = receiptOf(w, step.receipt);
          const outcome = await payBill(deps(w), {
            account: step.named ? target.reference : "ROOM PLEASE",
            amountKes,
            receipt,
          });
          w.log.push(`paybill ${receipt} ${amountKes} -> ${JSON.stringify(outcome)}`);
          if (w.counted.has(receipt)) {
            // Daraja repeats a confirmation, or staff typed the receipt first: counted once.
            expect(outcome).toEqual({ kind: "repeat" });
            return;
          }
          if (step.named) {
            expect(outcome).toMatchObject({ kind: "settled", bookingId: target.id });
          } else {
            expect(outcome).toMatchObject({ kind: "queued" });
          }
          const to = step.named ? target.id : "";
          w.counted.set(receipt, to || null);
          add(w.inByBooking, to, amountKes);
          return;
        }
        case "desk": {
          const target = bookingOf(w, step.b);
          const { totals, booking } = await bill(target.id);
          const amountKes = amountOf(step.amount, booking.totalKes, totals.balanceKes);
          const receipt = step.method === "mpesa" ? receiptOf(w, step.receipt) : "";
          const taken = await takeFolioPayment(
            db(),
            staff,
            target.id,
            { method: step.method, amountKes: String(amountKes), reference: receipt },
            () => w.now,
          );
          w.log.push(
            `desk ${step.method} ${receipt} ${amountKes} on ${booking.status} -> ${taken.ok}`,
          );
          if (receipt && w.counted.has(receipt)) {
            // Refused (at the receipt, or first at the amount when nothing is due).
            expect(taken.ok).toBe(false);
          }
          if (!taken.ok) return;
          // The desk takes no more than the balance, and only on a booking that stands.
          expect(amountKes).toBeLessThanOrEqual(totals.balanceKes);
          expect(["pending", "confirmed"]).toContain(booking.status);
          if (receipt) w.counted.set(receipt, target.id);
          add(w.inByBooking, target.id, amountKes);
          return;
        }
        case "prompt": {
          // A prompt goes to the phone of a booking waiting for payment (the wizard's pay step).
          const target = bookingOf(w, step.b);
          const { totals, booking } = await bill(target.id);
          if (booking.status !== "pending" || totals.balanceKes <= 0) return;
          // One prompt on the phone at a time (the wizard refuses a second).
          const onPhone = await db()
            .select({ id: paymentAttempts.id })
            .from(paymentAttempts)
            .where(
              and(eq(paymentAttempts.bookingId, target.id), eq(paymentAttempts.status, "pending")),
            );
          if (onPhone.length > 0) return;
          const n = w.attempts.length + 1;
          const [attempt] = await db()
            .insert(paymentAttempts)
            .values({
              bookingId: target.id,
              provider: "mpesa",
              amountKes: totals.balanceKes,
              merchantReference: `${target.reference}-P${n}`,
              checkoutRequestId: `ws_CO_${target.id}_${n}`,
              createdAt: w.now,
            })
            .returning({ id: paymentAttempts.id });
          w.attempts.push({ id: attempt!.id, bookingId: target.id });
          w.log.push(`prompt ${n} for ${target.reference} (${totals.balanceKes})`);
          return;
        }
        case "stk": {
          if (w.attempts.length === 0) return;
          const attempt = w.attempts[step.a % w.attempts.length]!;
          const [before] = await db()
            .select()
            .from(paymentAttempts)
            .where(eq(paymentAttempts.id, attempt.id));
          const receipt = receiptOf(w, step.receipt);
          const verdict =
            step.verdict === "paid"
              ? {
                  kind: "paid" as const,
                  resultCode: "0",
                  resultDesc: "ok",
                  receipt,
                  amountKes: before!.amountKes,
                }
              : {
                  kind: "failed" as const,
                  resultCode: "1032",
                  resultDesc: "Request cancelled by user",
                };
          const result = await settleAttempt(
            db(),
            attempt.id,
            verdict,
            { source: "callback", raw: {} },
            context(w),
          );
          w.log.push(`stk ${step.verdict} ${receipt} on ${before!.status} attempt -> ${result}`);
          // New money only from a paid answer to a prompt not yet paid, with a receipt not counted.
          const brings =
            step.verdict === "paid" &&
            (before!.status === "pending" || before!.status === "failed") &&
            !w.counted.has(receipt);
          if (brings) {
            w.counted.set(receipt, attempt.bookingId);
            add(w.inByBooking, attempt.bookingId, before!.amountKes);
          }
          return;
        }
        case "refund": {
          const target = bookingOf(w, step.b);
          const { totals } = await bill(target.id);
          const held = totals.paidKes - totals.refundedKes;
          const amountKes =
            step.amount === "all"
              ? Math.max(held, 1)
              : step.amount === "half"
                ? Math.max(Math.floor(held / 2), 1)
                : held + 1;
          const refunded = await recordFolioRefund(
            db(),
            staff,
            target.id,
            { method: "cash", amountKes: String(amountKes), reference: "", reason: "Guest asked" },
            () => w.now,
          );
          w.log.push(`refund ${amountKes} of ${held} -> ${refunded.ok}`);
          // Never more than was paid and not given back; always when within it.
          expect(refunded.ok).toBe(amountKes <= held);
          if (refunded.ok) add(w.outByBooking, target.id, amountKes);
          return;
        }
        case "release": {
          const target = bookingOf(w, step.b);
          const released = await releaseBooking(db(), target.id, w.now, context(w));
          w.log.push(`release ${target.reference} -> ${released.ok}`);
          return;
        }
        case "cancel": {
          const target = bookingOf(w, step.b);
          const cancelled = await cancelBooking(
            db(),
            staff,
            target.id,
            { reason: "Guest asked by phone" },
            w.now,
            context(w),
          );
          w.log.push(`cancel ${target.reference} -> ${cancelled.ok}`);
          return;
        }
        case "noShow": {
          const target = bookingOf(w, step.b);
          const marked = await markNoShow(db(), staff, target.id, () => w.now, context(w));
          w.log.push(`no-show ${target.reference} -> ${marked.ok}`);
          return;
        }
        case "advance": {
          // Time only moves forward: minutes (holds run out), or to 19:00 on the arrival day.
          const evening = motelInstant(w.checkIn, "19:00");
          w.now =
            step.to === "evening"
              ? new Date(Math.max(w.now.getTime(), evening.getTime()))
              : new Date(w.now.getTime() + step.to * 60_000);
          w.log.push(`advance to ${w.now.toISOString()}`);
          return;
        }
        case "expire": {
          const moved = await expireHolds(db(), w.now, context(w));
          w.log.push(`expire holds -> ${moved}`);
          return;
        }
        case "newWeb": {
          const id = await webBooking(w);
          w.log.push(`new website booking -> ${id ? "held" : "no room"}`);
          return;
        }
      }
    }

    // ---- What must hold after every step. ----
    async function checkInvariants(w: World) {
      const ids = w.bookings.map((b) => b.id);

      // (a) A provider receipt is in the ledger at most once; the model's receipts exactly once.
      const twice = await db().execute(sql`select provider, receipt, count(*)::int as n
        from money_entries where receipt is not null group by provider, receipt having count(*) > 1`);
      expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
      const counted = [...w.counted.keys()];
      if (counted.length > 0) {
        const rows = await db()
          .select({ receipt: moneyEntries.receipt, bookingId: moneyEntries.bookingId })
          .from(moneyEntries)
          .where(and(isNotNull(moneyEntries.receipt), inArray(moneyEntries.receipt, counted)));
        expect(new Map(rows.map((r) => [r.receipt!, r.bookingId]))).toEqual(w.counted);
      }

      // (b) The ledger holds what the sources reported and the system accepted, no more, no less:
      // in total, and booking by booking (and not matched to one).
      const sums = await ledgerSums();
      const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      expect(sums.inKes - w.base.inKes).toBe(sum(w.inByBooking));
      expect(sums.outKes - w.base.outKes).toBe(sum(w.outByBooking));

      // (c) Every bill adds up: balance = charged - paid + refunded, from the rows themselves.
      const totals = await folioTotalsFor(db(), ids);
      const rows = await db().select().from(bookings).where(inArray(bookings.id, ids));
      for (const booking of rows) {
        const t = totals.get(booking.id)!;
        const entries = await db()
          .select()
          .from(moneyEntries)
          .where(eq(moneyEntries.bookingId, booking.id));
        const paid = entries.filter((e) => e.direction === 1).reduce((a, e) => a + e.amountKes, 0);
        const back = entries.filter((e) => e.direction === -1).reduce((a, e) => a + e.amountKes, 0);
        const extras = (
          await db()
            .select({ amountKes: folioCharges.amountKes })
            .from(folioCharges)
            .where(and(eq(folioCharges.bookingId, booking.id), sql`voided_at is null`))
        ).reduce((a, c) => a + c.amountKes, 0);
        const stands = booking.status === "pending" || booking.status === "confirmed";
        const charged = (stands ? booking.totalKes : 0) + extras;
        expect(t).toMatchObject({
          paidKes: paid,
          refundedKes: back,
          chargedKes: charged,
          balanceKes: charged - paid + back,
        });
        expect(paid).toBe(w.inByBooking.get(booking.id) ?? 0);
        expect(back).toBe(w.outByBooking.get(booking.id) ?? 0);

        // (d) Money a booking cannot keep is flagged: a confirmed booking holding more than its
        // bill, or a closed one holding anything.
        const credit = -t.balanceKes;
        const closed: BookingStatus[] = ["cancelled", "expired", "failed", "no_show"];
        if (credit > 0 && (booking.status === "confirmed" || closed.includes(booking.status))) {
          expect(
            booking.refundDue,
            `${booking.reference} is ${booking.status} with a credit of ${credit}, not flagged`,
          ).toBe(true);
        }
      }
      const unmatched = await db()
        .select({ kes: sql<number>`coalesce(sum(${moneyEntries.amountKes}), 0)::int` })
        .from(moneyEntries)
        .where(
          and(
            sql`${moneyEntries.bookingId} is null`,
            sql`${moneyEntries.receipt} in (${sql.join(
              [...w.pool, ...counted, "-"].map((r) => sql`${r}`),
              sql`, `,
            )})`,
          ),
        );
      expect(Number(unmatched[0]!.kes)).toBe(w.inByBooking.get("") ?? 0);

      // (e) No room type is sold beyond its rooms on any night of the run's stay.
      const stay = { checkIn: w.checkIn, checkOut: addDays(w.checkIn, 1) };
      const types: RoomTypeKey[] = [CONTENDED, "standard"];
      const [open, taken] = await Promise.all([
        openRooms(db(), stay, types),
        takenRooms(db(), stay, w.now, types),
      ]);
      for (const type of types) {
        const { rooms, closures } = roomsOfType(open, type);
        const over = overbookedNights(
          rooms,
          closures,
          taken.filter((room) => room.roomType === type),
          stay.checkIn,
          stay.checkOut,
        );
        expect(over, `${type} oversold`).toEqual([]);
      }
    }

    it(`keeps every shilling and room accounted for over ${NUM_RUNS} random sequences`, async () => {
      const started = performance.now();
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArb, { minLength: 4, maxLength: MAX_STEPS }),
          async (sequence) => {
            const w = await newWorld();
            try {
              await checkInvariants(w);
              for (const step of sequence) {
                await run(w, step);
                steps++;
                await checkInvariants(w);
              }
            } catch (error) {
              // What the services answered on the way, for the shrunk case's report.
              throw new Error(`${String(error)}\nwhat happened:\n  ${w.log.join("\n  ")}`, {
                cause: error,
              });
            }
          },
        ),
        { numRuns: NUM_RUNS },
      );
      console.info(
        `money properties on ${kind}: ${NUM_RUNS} runs, ${steps} steps, ${Math.round(performance.now() - started)} ms`,
      );
    }, 240_000);
  });
}

for (const kind of testDatabaseKinds()) suite(kind);
