// The money holes a review reproduced before the ledger (issue 31), each against the real
// services: a payment reaching a booking by one path while another path already paid it. Every
// test here failed on the code before the ledger.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { atTime, startTestEngine, type TestEngine } from "../../test/support/booking-engine.ts";
import {
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import { cancelBooking } from "../bookings/admin-actions.ts";
import { bookingHistory } from "../bookings/booking-events.ts";
import { createBooking } from "../bookings/create.ts";
import { expireHolds } from "../bookings/jobs.ts";
import { retryInbox } from "./provider-messages.ts";
import { payBill, payOnArrival } from "../../test/support/money.ts";
import { releaseBooking } from "../bookings/release.ts";
import { settleAttempt } from "./settle.ts";
import { settleContext } from "./payments.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries, providerInbox } from "../db/schema/ledger.ts";
import { outbox } from "../db/schema/mail.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { textMessages } from "../db/schema/texts.ts";
import { markNoShow } from "../front-desk/moves.ts";
import { addFolioCharge, folioOf, takeFolioPayment, voidFolioCharge } from "../front-desk/folio.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { noteWords } from "../../test/support/notes.ts";

/** 09:00 in Gilgil. */
const NOW = new Date("2026-11-20T06:00:00Z");
const TODAY = motelDate(NOW);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const guest = { firstName: "Wanjiru", lastName: "Mwangi", phone: "0712 345678" };

let receipts = 0;
/** A fresh M-PESA receipt: 10 capitals and digits. */
const newReceipt = () => `TST${String(++receipts).padStart(7, "0")}`;

function suite(kind: "pglite" | "postgres", declare: typeof describe) {
  declare(`money through every path on ${kind}`, () => {
    let engine: TestEngine;
    let staff: { id: number; name: string; role: "front_desk" };
    beforeAll(async () => {
      engine = await startTestEngine(kind);
      const [row] = await engine.database.db
        .insert(staffUsers)
        .values({
          email: "desk@example.com",
          name: "Achieng",
          role: "front_desk",
          passwordHash: "x",
        })
        .returning({ id: staffUsers.id, name: staffUsers.name });
      staff = { ...row!, role: "front_desk" };
    });
    afterAll(async () => {
      await engine?.close();
    });
    const db = () => engine.database.db;
    const deps = (time = NOW) => atTime(engine.deps, time);

    /** Booked at the desk to pay on arrival (confirmed, nothing paid). */
    const deskBooking = async (checkIn = addDays(TODAY, 10)) =>
      stored(await payOnArrival(deps(), staff, checkIn));
    /** Made on the website, held and waiting for payment. */
    async function websiteBooking() {
      const made = await createBooking(
        db(),
        {
          ...guest,
          email: "wanjiru@example.com",
          idNumber: "23456789",
          checkInTime: "15:00",
          checkIn: addDays(TODAY, 20),
          checkOut: addDays(TODAY, 21),
          rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
        },
        { now: NOW, holdMinutes: 15, horizonDays: 365 },
      );
      if (!made.ok) throw new Error(JSON.stringify(made.message));
      return stored(made.booking.id);
    }
    const stored = async (id: string) =>
      (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const totals = async (id: string) => (await folioTotalsFor(db(), [id])).get(id)!;
    const entriesOf = (id: string) =>
      db().select().from(moneyEntries).where(eq(moneyEntries.bookingId, id));
    const textsOf = async (id: string) =>
      (
        await db()
          .select({ kind: textMessages.kind })
          .from(textMessages)
          .where(eq(textMessages.bookingId, id))
          .orderBy(textMessages.id)
      ).map((row) => row.kind);

    const paybill = (reference: string, amountKes: number, receipt = newReceipt(), time = NOW) =>
      payBill(deps(time), { account: reference, amountKes, receipt });

    it("defect 1: a pay-on-arrival booking paid in full by Paybill is paid, not 'paid twice'", async () => {
      const booking = await deskBooking();
      expect(booking.status).toBe("confirmed");
      const outcome = await paybill(booking.reference!, booking.totalKes);
      expect(outcome).toMatchObject({ kind: "settled", result: "balance_paid" });
      expect(await stored(booking.id)).toMatchObject({ status: "confirmed", refundDue: false });
      expect(await totals(booking.id)).toMatchObject({
        paidKes: booking.totalKes,
        balanceKes: 0,
      });
      expect(await textsOf(booking.id)).not.toContain("refund_due");
    });

    it("defect 2: a receipt typed at the desk, then its Paybill confirmation, counts once", async () => {
      const booking = await deskBooking();
      const receipt = newReceipt();
      const taken = await takeFolioPayment(
        db(),
        staff,
        booking.id,
        { method: "mpesa", amountKes: String(booking.totalKes), reference: receipt },
        () => NOW,
      );
      expect(taken.ok).toBe(true);
      expect(await paybill(booking.reference!, booking.totalKes, receipt)).toEqual({
        kind: "repeat",
      });
      expect(await totals(booking.id)).toMatchObject({ paidKes: booking.totalKes, balanceKes: 0 });
      expect(await stored(booking.id)).toMatchObject({ refundDue: false });
      // And typed again at the desk, on any booking: refused at the field.
      const other = await deskBooking();
      const again = await takeFolioPayment(
        db(),
        staff,
        other.id,
        { method: "mpesa", amountKes: "100", reference: receipt },
        () => NOW,
      );
      expect(again).toMatchObject({
        ok: false,
        status: 409,
        errors: { reference: deskSaid.receiptUsed() },
      });
    });

    it("defect 2: a late M-Pesa prompt's success whose receipt staff typed first counts once", async () => {
      const booking = await websiteBooking();
      const [attempt] = await db()
        .insert(paymentAttempts)
        .values({
          bookingId: booking.id,
          provider: "mpesa",
          amountKes: booking.totalKes,
          merchantReference: `${booking.reference}-M1`,
          checkoutRequestId: `ws_CO_${booking.reference}`,
          createdAt: NOW,
        })
        .returning({ id: paymentAttempts.id });
      const context = settleContext(deps());
      // The prompt is given up on (no answer in time); the guest shows staff the SMS receipt.
      await settleAttempt(
        db(),
        attempt!.id,
        { kind: "failed", resultCode: "no_final_answer", resultDesc: "No final answer" },
        { source: "reconcile", raw: {} },
        context,
      );
      const receipt = newReceipt();
      const taken = await takeFolioPayment(
        db(),
        staff,
        booking.id,
        { method: "mpesa", amountKes: String(booking.totalKes), reference: receipt },
        () => NOW,
      );
      expect(taken.ok).toBe(true);
      const late = await settleAttempt(
        db(),
        attempt!.id,
        { kind: "paid", resultCode: "0", resultDesc: "ok", receipt, amountKes: booking.totalKes },
        { source: "callback", raw: {} },
        context,
      );
      expect(late).toBe("unchanged");
      expect(await entriesOf(booking.id)).toHaveLength(1);
      expect(await totals(booking.id)).toMatchObject({ paidKes: booking.totalKes, balanceKes: 0 });
      expect(await stored(booking.id)).toMatchObject({ status: "confirmed", refundDue: false });
    });

    it("defect 3: a part payment is owed back when the hold expires, the guest cancels or staff do", async () => {
      const expiring = await websiteBooking();
      const releasing = await websiteBooking();
      const cancelling = await websiteBooking();
      for (const booking of [expiring, releasing, cancelling]) {
        expect(await paybill(booking.reference!, 1000)).toMatchObject({ result: "part_paid" });
      }
      const context = settleContext(deps(at(5)));
      expect((await releaseBooking(db(), releasing.id, at(5), context)).ok).toBe(true);
      const cancelled = await cancelBooking(
        db(),
        { ...staff, email: "desk@example.com" } as never,
        cancelling.id,
        { reason: "Guest asked by phone" },
        at(5),
        context,
      );
      expect(cancelled.ok).toBe(true);
      await expireHolds(db(), at(16), settleContext(deps(at(16))));
      for (const booking of [expiring, releasing, cancelling]) {
        const after = await stored(booking.id);
        expect(["expired", "cancelled"]).toContain(after.status);
        expect(after.refundDue).toBe(true);
        expect(noteWords(after.statusNotes)).toContain("holds KES 1,000 paid: refund it");
        expect(await totals(booking.id)).toMatchObject({ paidKes: 1000, balanceKes: -1000 });
        expect(await textsOf(booking.id)).toContain("refund_due");
      }
      // Both reasons stay in the booking's history: the cancellation's and the refund's.
      const history = (await bookingHistory(db(), cancelling.id)).map((event) =>
        noteWords(event.notes),
      );
      expect(history).toContain("Cancelled: Guest asked by phone");
      expect(history.some((note) => note.includes("holds KES 1,000 paid"))).toBe(true);
      // Staff are told by email too, about each of the three.
      const mails = await db()
        .select({ subject: outbox.subject })
        .from(outbox)
        .where(eq(outbox.kind, "booking_refund_due"));
      for (const booking of [expiring, releasing, cancelling]) {
        expect(mails.some((mail) => mail.subject.includes(booking.reference!))).toBe(true);
      }
    });

    it("a part payment owed back at expiry is not owed any more once the rest confirms the booking", async () => {
      const booking = await websiteBooking();
      await paybill(booking.reference!, 1000);
      await expireHolds(db(), at(16), settleContext(deps(at(16))));
      expect(await stored(booking.id)).toMatchObject({ status: "expired", refundDue: true });
      const rest = await paybill(booking.reference!, booking.totalKes - 1000, newReceipt(), at(20));
      expect(rest).toMatchObject({ result: "confirmed" });
      expect(await stored(booking.id)).toMatchObject({ status: "confirmed", refundDue: false });
      expect(await totals(booking.id)).toMatchObject({ balanceKes: 0 });
    });

    it("a paid extra voided leaves money owed back, flagged", async () => {
      const booking = await deskBooking();
      expect(
        (
          await addFolioCharge(
            db(),
            staff,
            booking.id,
            { kind: "meals", description: "Dinner", amountKes: "1000" },
            () => NOW,
          )
        ).ok,
      ).toBe(true);
      const taken = await takeFolioPayment(
        db(),
        staff,
        booking.id,
        { method: "cash", amountKes: String(booking.totalKes + 1000), reference: "" },
        () => NOW,
      );
      expect(taken.ok).toBe(true);
      const [charge] = (await folioOf(db(), booking.id))!.charges;
      const voided = await voidFolioCharge(
        db(),
        staff,
        booking.id,
        { chargeId: String(charge!.id), reason: "Charged to the wrong room" },
        () => NOW,
      );
      expect(voided.ok).toBe(true);
      expect(await totals(booking.id)).toMatchObject({ balanceKes: -1000 });
      expect(await stored(booking.id)).toMatchObject({ status: "confirmed", refundDue: true });
    });

    it("defect 5: money for a no-show is owed back, never 'confirmed' again", async () => {
      const booking = await deskBooking(TODAY);
      // 19:00 in Gilgil, past the 18:00 arrival cut-off.
      const evening = () => at(10 * 60);
      const marked = await markNoShow(
        db(),
        staff,
        booking.id,
        evening,
        settleContext(deps(evening())),
      );
      expect(marked.ok).toBe(true);
      const outcome = await paybill(booking.reference!, booking.totalKes, newReceipt(), evening());
      expect(outcome).toMatchObject({ kind: "settled", result: "refund_due" });
      const after = await stored(booking.id);
      expect(after).toMatchObject({ status: "no_show", refundDue: true });
      expect(noteWords(after.statusNotes)).toContain("marked a no-show");
      expect(await textsOf(booking.id)).not.toContain("booking_confirmed");
    });

    it("defect 7: a Paybill confirmation whose processing throws is kept, and settled on the retry", async () => {
      const booking = await websiteBooking();
      // A real failure inside the processing transaction (as a dropped connection would be).
      await db().execute(sql`create function refuse_mpesa() returns trigger language plpgsql as
        $$ begin raise exception 'processing broke'; end $$`);
      await db().execute(sql`create trigger refuse_mpesa before insert on mpesa_payments
        for each row execute function refuse_mpesa()`);
      const receipt = newReceipt();
      await expect(paybill(booking.reference!, booking.totalKes, receipt)).rejects.toThrow();
      await db().execute(sql`drop trigger refuse_mpesa on mpesa_payments`);
      await db().execute(sql`drop function refuse_mpesa()`);
      const [kept] = await db()
        .select()
        .from(providerInbox)
        .where(
          and(
            eq(providerInbox.kind, "c2b_confirmation"),
            sql`${providerInbox.body}->>'TransID' = ${receipt}`,
          ),
        );
      expect(kept).toMatchObject({ processedAt: null, tries: 1 });
      expect(kept!.lastError).toContain("processing broke");
      expect(await stored(booking.id)).toMatchObject({ status: "pending" });

      // The jobs try it again after its grace and backoff.
      expect(await retryInbox(deps(at(3)))).toBeGreaterThanOrEqual(1);
      expect(await stored(booking.id)).toMatchObject({ status: "confirmed" });
      const [done] = await db().select().from(providerInbox).where(eq(providerInbox.id, kept!.id));
      expect(done).toMatchObject({ outcome: "settled" });
      expect(done!.processedAt).not.toBeNull();
    });

    it("keeps the ledger written once: an entry cannot be edited or deleted", async () => {
      const booking = await deskBooking();
      await paybill(booking.reference!, 500);
      const [entry] = await entriesOf(booking.id);
      await expect(
        db().update(moneyEntries).set({ amountKes: 1 }).where(eq(moneyEntries.id, entry!.id)),
      ).rejects.toThrow();
      await expect(
        db().delete(moneyEntries).where(eq(moneyEntries.id, entry!.id)),
      ).rejects.toThrow();
      expect((await entriesOf(booking.id))[0]).toMatchObject({ amountKes: 500 });
    });
  });
}

for (const kind of testDatabaseKinds()) suite(kind, describe);

describe.each(RACE_DATABASE_KINDS)("money races on %s", (kind) => {
  let engine: TestEngine;
  let staffId: number;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    engine = await startTestEngine(kind);
    const [row] = await engine.database.db
      .insert(staffUsers)
      .values({ email: "race@example.com", name: "Otieno", role: "front_desk", passwordHash: "x" })
      .returning({ id: staffUsers.id });
    staffId = row!.id;
  });
  afterAll(async () => {
    await engine?.close();
  });

  it("race: a desk receipt and the Paybill confirmation of the same receipt make one entry", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const deps = atTime(engine.deps, NOW);
    for (let round = 0; round < 5; round++) {
      const id = await payOnArrival(deps, { id: staffId }, addDays(TODAY, 30 + round));
      const [booking] = await engine.database.db.select().from(bookings).where(eq(bookings.id, id));
      const receipt = newReceipt();
      await Promise.all([
        takeFolioPayment(
          engine.database.db,
          { id: staffId },
          booking!.id,
          { method: "mpesa", amountKes: String(booking!.totalKes), reference: receipt },
          () => NOW,
        ),
        payBill(deps, { account: booking!.reference!, amountKes: booking!.totalKes, receipt }),
      ]);
      const entries = await engine.database.db
        .select()
        .from(moneyEntries)
        .where(eq(moneyEntries.receipt, receipt));
      expect(entries).toHaveLength(1);
      const after = (await folioTotalsFor(engine.database.db, [booking!.id])).get(booking!.id)!;
      expect(after).toMatchObject({ paidKes: booking!.totalKes, balanceKes: 0 });
    }
  });
});
