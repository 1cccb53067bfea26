// The booking engine without the providers: making bookings (one transaction, nothing
// half-saved, no oversell under a race), settling verdicts (the state machine, late payments,
// refunds, idempotency) and expiring holds. The providers' side is in payments-http.test.ts.
import { english } from "../../test/support/english.ts";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  openTestDatabase,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";
import type { Database, Db } from "../db/client.ts";
import { bookingRooms, bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { seedDatabase } from "../db/seed.ts";
import { createBooking } from "./create.ts";
import { expireHolds } from "./jobs.ts";
import { settleAttempt } from "../payments/settle.ts";
import { setRoomCount } from "../../test/support/rooms.ts";
import { noteWords } from "../../test/support/notes.ts";

const NOW = new Date("2026-11-21T09:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const OPTIONS = { now: NOW, holdMinutes: 15, horizonDays: 365 };
const CONTEXT = {
  clock: () => NOW,
  staffAddress: "staff@example.com",
  publicUrl: "https://motel.example",
};

const guest = {
  firstName: "Wanjiru",
  lastName: "Mwangi",
  email: "Wanjiru@Example.com",
  phone: "0712 345678",
  idNumber: "12345678",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  checkInTime: "14:00",
};
const twoRooms = [
  { type: "deluxe", adults: 1, children: 1, boarding: "bed_breakfast" },
  { type: "standard", adults: 1, children: 0, boarding: "half_board" },
];

async function attemptFor(db: Db, bookingId: string, amountKes: number, provider = "mpesa") {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      bookingId,
      provider: provider as "mpesa" | "card",
      amountKes,
      merchantReference: `REF-${Math.random().toString(36).slice(2)}`,
      checkoutRequestId: `ws_CO_${Math.random().toString(36).slice(2)}`,
    })
    .returning({ id: paymentAttempts.id });
  return row!.id;
}

const paid = (amountKes?: number, receipt = "NLJ7RT61SV") =>
  ({ kind: "paid", resultCode: "0", resultDesc: "ok", receipt, amountKes }) as const;

describe.each(testDatabaseKinds())("booking engine on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });
  async function givenDatabase(): Promise<Db> {
    const database = await openTestDatabase(kind);
    open.push(database);
    await seedDatabase(database.db);
    return database.db;
  }
  async function givenBooking(db: Db, rooms: unknown[] = twoRooms) {
    const result = await createBooking(db, { ...guest, rooms }, OPTIONS);
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    return result.booking;
  }
  const statusOf = async (db: Db, id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const mailKinds = async (db: Db) =>
    (await db.select({ kind: outbox.kind }).from(outbox).orderBy(outbox.id)).map((r) => r.kind);

  it("stores the guest, the rooms at the table's prices, a reference and a 15-minute hold", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    expect(booking.reference).toMatch(/^GO[2-9A-Z]{8}$/);
    expect(booking.status).toBe("pending");
    expect(booking.holdExpiresAt).toBe(later(15).toISOString());
    expect(booking.nights).toBe(2);
    const [deluxe, standard] = booking.rooms;
    expect(booking.subtotalKes).toBe(2 * (deluxe!.nightlyKes + standard!.nightlyKes));
    expect(booking.totalKes).toBe(booking.subtotalKes);
    const stored = await statusOf(db, booking.id);
    expect(stored).toMatchObject({
      firstName: "Wanjiru",
      idNumber: "12345678",
      checkInTime: "14:00",
    });
    const events = await db.select().from(analyticsEvents);
    expect(events.map((e) => e.name)).toEqual(["booking_created"]);
  });

  it("ignores any price the browser sends and saves nothing for a bad request", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db, [
      { type: "deluxe", adults: 2, boarding: "bed_breakfast", nightlyKes: 1, price: 1 },
    ]);
    expect(booking.rooms[0]!.nightlyKes).toBeGreaterThan(1);

    const before = (await db.select().from(bookings)).length;
    const refusals = [
      [{ ...guest, firstName: "Wa", rooms: twoRooms }, 400, "Please enter a valid first name"],
      [{ ...guest, rooms: [] }, 400, "Please select a room"],
      [
        { ...guest, rooms: [{ type: "family", adults: 1, boarding: "bed_breakfast" }] },
        409,
        "The minimum number of guests required for this room is 2.",
      ],
    ] as const;
    for (const [fields, status, message] of refusals) {
      const refused = await createBooking(db, fields, OPTIONS);
      expect(refused).toMatchObject({ ok: false, status });
      expect(!refused.ok && english(refused.message)).toBe(message);
    }
    expect((await db.select().from(bookings)).length).toBe(before);
    expect((await db.select().from(bookingRooms)).length).toBe(1);
  });

  it("race: gives the last room to exactly one of 50 guests booking at once", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const db = await givenDatabase();
    await setRoomCount(db, "executive", 1);
    if (kind === "postgres") {
      // Open the pool's connections first, so the bookings really run side by side.
      await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createBooking(
          db,
          {
            ...guest,
            email: `guest${i}@example.com`,
            rooms: [{ type: "executive", adults: 1, boarding: "bed_breakfast" }],
          },
          OPTIONS,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(new Set(refused.map((r) => !r.ok && english(r.message)))).toEqual(
      new Set(["Sorry, the Executive Room is fully booked for these dates."]),
    );
    expect((await db.select().from(bookings)).length).toBe(1);
  });

  it("confirms a paid booking once, with its receipt, emails and the funnel event", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    const source = { source: "query", raw: { ResultCode: "0" } };
    expect(await settleAttempt(db, attempt, paid(booking.totalKes), source, CONTEXT)).toBe(
      "confirmed",
    );
    // A duplicate callback, and a late failure, change nothing.
    expect(await settleAttempt(db, attempt, paid(booking.totalKes), source, CONTEXT)).toBe(
      "unchanged",
    );
    expect(
      await settleAttempt(
        db,
        attempt,
        { kind: "failed", resultCode: "1032", resultDesc: "x" },
        source,
        CONTEXT,
      ),
    ).toBe("unchanged");
    const stored = await statusOf(db, booking.id);
    expect(stored.status).toBe("confirmed");
    expect(stored.confirmedAt).toEqual(NOW);
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt));
    expect(row).toMatchObject({ status: "succeeded", receipt: "NLJ7RT61SV" });
    expect(row!.raw).toHaveLength(3); // every answer kept
    expect(await mailKinds(db)).toEqual(["booking_confirmation", "booking_new"]);
    const [confirmation] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "booking_confirmation"));
    expect(confirmation!.toAddress).toBe("Wanjiru@Example.com");
    expect(confirmation!.textBody).toContain(booking.reference);
    expect(confirmation!.textBody).toContain("NLJ7RT61SV");
    // The same facts as the confirmation page, and the stay's calendar file attached.
    expect(confirmation!.textBody).toContain("Amount paid");
    expect(confirmation!.attachments).toHaveLength(1);
    const [calendar] = confirmation!.attachments;
    expect(calendar!.filename).toBe(`booking-${booking.reference}.ics`);
    expect(calendar!.content).toContain(
      `DTSTART;VALUE=DATE:${booking.checkIn.replaceAll("-", "")}`,
    );
    expect(calendar!.content).toContain(`DTEND;VALUE=DATE:${booking.checkOut.replaceAll("-", "")}`);
    const events = (await db.select().from(analyticsEvents)).map((e) => e.name);
    expect(events).toEqual(["booking_created", "payment_completed"]);
  });

  it("keeps the receipt of a callback that comes after a query confirmed the payment", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    const query = { kind: "paid", resultCode: "0", resultDesc: "ok" } as const;
    expect(await settleAttempt(db, attempt, query, { source: "query", raw: {} }, CONTEXT)).toBe(
      "confirmed",
    );
    await settleAttempt(db, attempt, paid(), { source: "callback", raw: {} }, CONTEXT);
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt));
    expect(row).toMatchObject({ status: "succeeded", receipt: "NLJ7RT61SV" });
  });

  it("keeps a failed attempt's booking pending, so the guest can try again", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    const verdict = {
      kind: "failed",
      resultCode: "1032",
      resultDesc: "Request cancelled by user",
    } as const;
    expect(
      await settleAttempt(db, attempt, verdict, { source: "callback", raw: {} }, CONTEXT),
    ).toBe("failed");
    expect((await statusOf(db, booking.id)).status).toBe("pending");
    // The second try pays.
    const retry = await attemptFor(db, booking.id, booking.totalKes);
    expect(await settleAttempt(db, retry, paid(), { source: "query", raw: {} }, CONTEXT)).toBe(
      "confirmed",
    );
  });

  it("counts a payment short of the bill as a part payment; when the hold ends it is owed back", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    expect(
      await settleAttempt(db, attempt, paid(1), { source: "callback", raw: {} }, CONTEXT),
    ).toBe("part_paid");
    expect(await statusOf(db, booking.id)).toMatchObject({ status: "pending", refundDue: false });
    expect(await expireHolds(db, later(16))).toBe(1);
    const stored = await statusOf(db, booking.id);
    expect(stored).toMatchObject({ status: "expired", refundDue: true });
    expect(noteWords(stored.statusNotes)).toMatch(/expired but holds KES 1 paid: refund it/);
  });

  it("confirms a payment beyond the bill and owes the difference back", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    expect(
      await settleAttempt(
        db,
        attempt,
        paid(booking.totalKes + 100),
        { source: "callback", raw: {} },
        CONTEXT,
      ),
    ).toBe("confirmed");
    const stored = await statusOf(db, booking.id);
    expect(stored).toMatchObject({ status: "confirmed", refundDue: true });
    expect(noteWords(stored.statusNotes)).toMatch(/KES 100 more than the bill/);
    expect(await mailKinds(db)).toContain("booking_refund_due");
  });

  it("confirms a late payment when the rooms are still free", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    expect(await expireHolds(db, later(16))).toBe(1);
    expect((await statusOf(db, booking.id)).status).toBe("expired");
    const attempt = await attemptFor(db, booking.id, booking.totalKes);
    const result = await settleAttempt(
      db,
      attempt,
      paid(),
      { source: "query", raw: {} },
      {
        ...CONTEXT,
        clock: () => later(20),
      },
    );
    expect(result).toBe("confirmed");
    expect(noteWords((await statusOf(db, booking.id)).statusNotes)).toMatch(/still free/);
  });

  it("flags a late payment for a refund when its rooms were taken meanwhile", async () => {
    const db = await givenDatabase();
    await setRoomCount(db, "deluxe", 1);
    const first = await givenBooking(db, [twoRooms[0]!]);
    await expireHolds(db, later(16));
    const second = await createBooking(
      db,
      { ...guest, rooms: [twoRooms[0]] },
      { ...OPTIONS, now: later(17) },
    );
    expect(second.ok).toBe(true);
    const attempt = await attemptFor(db, first.id, first.totalKes);
    const result = await settleAttempt(
      db,
      attempt,
      paid(),
      { source: "callback", raw: {} },
      {
        ...CONTEXT,
        clock: () => later(18),
      },
    );
    expect(result).toBe("refund_due");
    const stored = await statusOf(db, first.id);
    expect(stored).toMatchObject({ status: "expired", refundDue: true });
    expect(noteWords(stored.statusNotes)).toMatch(/rooms were taken/);
    // The money is recorded, never dropped.
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt));
    expect(row!.status).toBe("succeeded");
  });

  it("flags a second payment of a confirmed booking", async () => {
    const db = await givenDatabase();
    const booking = await givenBooking(db);
    const one = await attemptFor(db, booking.id, booking.totalKes);
    const two = await attemptFor(db, booking.id, booking.totalKes, "card");
    await settleAttempt(db, one, paid(), { source: "query", raw: {} }, CONTEXT);
    expect(
      await settleAttempt(db, two, paid(undefined, "CARD123"), { source: "ipn", raw: {} }, CONTEXT),
    ).toBe("refund_due");
    expect(noteWords((await statusOf(db, booking.id)).statusNotes)).toMatch(/Paid twice/);
  });

  it("expires an unpaid hold, fails one whose attempts all failed, and waits for a pending prompt", async () => {
    const db = await givenDatabase();
    const unpaid = await givenBooking(db);
    const failedBooking = await givenBooking(db);
    const waiting = await givenBooking(db);
    const failedAttempt = await attemptFor(db, failedBooking.id, failedBooking.totalKes);
    await settleAttempt(
      db,
      failedAttempt,
      { kind: "failed", resultCode: "1", resultDesc: "insufficient" },
      { source: "callback", raw: {} },
      CONTEXT,
    );
    await attemptFor(db, waiting.id, waiting.totalKes); // a prompt still unanswered
    expect(await expireHolds(db, later(14))).toBe(0);
    expect(await expireHolds(db, later(16))).toBe(2);
    expect((await statusOf(db, unpaid.id)).status).toBe("expired");
    expect((await statusOf(db, failedBooking.id)).status).toBe("failed");
    expect((await statusOf(db, waiting.id)).status).toBe("pending");
    expect(await expireHolds(db, later(17))).toBe(0); // each move happens once
  });
});
