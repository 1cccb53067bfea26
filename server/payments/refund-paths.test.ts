// Refund paths refunds.test.ts does not walk, end to end over real HTTP against the simulators:
// a Pesapal card refund paid by the order turning REVERSED (through the IPN, or the jobs' status
// poll when no IPN comes); unmatched M-Pesa money staff marked to give back, reversed; a refund
// with no final answer after a day flagged for staff; and a refused reversal of money whose
// payer's number we do not know (no B2C possible): failed, and still owed on "Money to return".
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatKes } from "../../domain/money.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { motelDateTime } from "../../domain/time.ts";
import {
  atTime,
  eventually,
  payBillFromPhone,
  registerPaybill,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { payOnCardPage } from "../../test/support/card-page.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import { cancelBooking } from "../bookings/admin-actions.ts";
import { createBooking } from "../bookings/create.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { outbox } from "../db/schema/mail.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { markMpesaForRefund } from "./paybill-staff.ts";
import { startCardPayment } from "./payments.ts";
import {
  addFolioCharge,
  folioOf,
  recordFolioRefund,
  takeFolioPayment,
} from "../front-desk/folio.ts";
import { payOnArrival } from "../../test/support/money.ts";
import { recentRefunds } from "./refund-queue.ts";
import { moneyToReturn } from "./refund-queue.ts";
import { reconcileRefunds } from "./refund-jobs.ts";
import { approveRefund, requestRefund } from "./refunds.ts";
import { noteWords } from "../../test/support/notes.ts";
import { deskSaid } from "../../domain/staff-said/desk.ts";

const HOUR_MS = 3_600_000;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())("refund paths on %s", (kind) => {
  let engine: TestEngine;
  let staff: StaffUser;
  let admin: StaffUser;
  let nextDay = 30;
  beforeAll(async () => {
    engine = await startTestEngine(kind);
    const [made] = await engine.database.db
      .insert(staffUsers)
      .values({ email: "desk@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" })
      .returning();
    staff = { ...made!, role: "front_desk" };
    const [owner] = await engine.database.db
      .insert(staffUsers)
      .values({ email: "owner@example.com", name: "Kamau", role: "admin", passwordHash: "x" })
      .returning();
    admin = { ...owner!, role: "admin" };
  });
  afterAll(async () => {
    await engine?.close();
  });
  const db = () => engine.database.db;
  const refundsOfBooking = (id: string) =>
    db().select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.id));
  const refundEntries = (where: ReturnType<typeof eq>) =>
    db()
      .select()
      .from(moneyEntries)
      .where(and(where, eq(moneyEntries.kind, "refund")));
  const balance = async (id: string) => (await folioTotalsFor(db(), [id])).get(id)!.balanceKes;
  const bookingRow = async (id: string) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;

  /** A booking paid on Pesapal's card page (confirmed by our return), then cancelled by staff. */
  async function cardPaidThenCancelled() {
    nextDay += 3; // each test its own nights: rooms never run out
    const made = await createBooking(
      db(),
      {
        firstName: "Amina",
        lastName: "Otieno",
        email: "amina@example.com",
        phone: "+44 20 7946 0958",
        idNumber: "P1234567",
        checkIn: day(nextDay),
        checkOut: day(nextDay + 1),
        checkInTime: "18:00",
        rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
      },
      { now: new Date(), holdMinutes: 15, horizonDays: 365 },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.message));
    const id = made.booking.id;
    const started = await startCardPayment(engine.deps, id, new Date());
    if (!started.ok) throw new Error(JSON.stringify(started.message));
    const posted = await payOnCardPage(started.redirectUrl!, "4111 1111 1111 1111");
    expect(posted.status).toBe(303);
    // The browser's return to us asks Pesapal and settles (the IPN may be turned away).
    await fetch(posted.headers.get("location")!, { redirect: "manual" });
    await eventually(
      () => bookingRow(id),
      (row) => row.status === "confirmed",
    );
    expect(
      await cancelBooking(db(), staff, id, { reason: "Guest cancelled" }, new Date()),
    ).toMatchObject({
      ok: true,
    });
    const trackingId = new URL(started.redirectUrl!).searchParams.get("OrderTrackingId")!;
    return { id, paidKes: made.booking.totalKes, trackingId };
  }

  async function scriptCardRefund(trackingId: string, outcome: string) {
    const response = await fetch(`${engine.pesapalUrl}/control/refund-script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: trackingId, outcome, delayMs: 50 }),
    });
    expect(response.status).toBe(204);
  }

  it("a card refund is paid when the order turns REVERSED and its IPN comes: no chargeback", async () => {
    const { id, paidKes } = await cardPaidThenCancelled();
    expect(await balance(id)).toBe(-paidKes);
    expect(await requestRefund(engine.deps, staff, { target: `booking:${id}` })).toMatchObject({
      ok: true,
      message: deskSaid.refundSent(paidKes),
    });
    const [refund] = await eventually(
      () => refundsOfBooking(id),
      (rows) => rows[0]?.status === "paid",
    );
    expect(refund).toMatchObject({ method: "card_refund", status: "paid", amountKes: paidKes });
    // Pesapal's "200" was kept, then the order's REVERSED status from the IPN's question.
    expect((refund!.raw as { source: string }[]).map((r) => r.source)).toEqual([
      "send",
      "pesapal_status",
    ]);
    const entries = await db().select().from(moneyEntries).where(eq(moneyEntries.bookingId, id));
    expect(entries.map((e) => [e.kind, e.direction, e.amountKes])).toEqual([
      ["payment", 1, paidKes],
      ["refund", -1, paidKes],
    ]);
    expect(entries[1]).toMatchObject({ method: "card", receipt: null, refundId: refund!.id });
    expect(await balance(id)).toBe(0);
    const booking = await bookingRow(id);
    expect(booking.refundSettledAt).not.toBeNull();
    // Our own refund, not a chargeback: nobody is asked to look.
    expect(booking.attentionNotes).toBeNull();
    // The guest is told (by email: a foreign phone gets no text).
    const mail = await db().select().from(outbox).where(eq(outbox.kind, "booking_refund_paid"));
    expect(mail.map((m) => m.toAddress)).toContain("amina@example.com");
  });

  it("a card refund whose IPN never comes is paid by the jobs' status poll finding REVERSED", async () => {
    // Our IPN address is wrong for this order (as if we were down): only a question finds out.
    const ipn = engine.deps.urls.pesapalIpn;
    engine.deps.urls.pesapalIpn = `${engine.url}/nowhere`;
    const { id, paidKes, trackingId } = await cardPaidThenCancelled().finally(() => {
      engine.deps.urls.pesapalIpn = ipn;
    });
    await requestRefund(engine.deps, staff, { target: `booking:${id}` });
    // The refund is made at Pesapal: the order turns REVERSED, its IPN goes nowhere.
    await eventually(
      () => engine.deps.pesapal.transactionStatus(trackingId),
      (status) => /reversed/i.test(JSON.stringify(status.raw)),
    );
    expect((await refundsOfBooking(id))[0]!.status).toBe("pending");
    // Two minutes on, the jobs ask Pesapal about the order.
    const later = atTime(engine.deps, new Date(Date.now() + 5 * 60_000));
    expect(await reconcileRefunds(later)).toBeGreaterThan(0);
    const [refund] = await refundsOfBooking(id);
    expect(refund).toMatchObject({ method: "card_refund", status: "paid", amountKes: paidKes });
    expect(await refundEntries(eq(moneyEntries.bookingId, id))).toHaveLength(1);
    expect(await balance(id)).toBe(0);
    // The card attempt still says paid: the money went back as our refund, not a reversal.
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, id));
    expect(attempt!.status).toBe("succeeded");
  });

  it("a refund with no final answer after a day is flagged for staff, once", async () => {
    const { id, paidKes, trackingId } = await cardPaidThenCancelled();
    // Pesapal says "200" and the order never turns: no answer will come.
    await scriptCardRefund(trackingId, "result_lost");
    await requestRefund(engine.deps, staff, { target: `booking:${id}` });
    const [sent] = await eventually(
      () => refundsOfBooking(id),
      (rows) => rows[0]?.sentAt != null,
    );
    // Asked about after 2 minutes and again; not yet a person's business at 23 hours.
    await reconcileRefunds(atTime(engine.deps, new Date(sent!.sentAt!.getTime() + 23 * HOUR_MS)));
    expect((await refundsOfBooking(id))[0]).toMatchObject({ status: "pending", attentionAt: null });
    expect((await bookingRow(id)).attentionNotes).toBeNull();

    const dayOn = new Date(sent!.sentAt!.getTime() + 24 * HOUR_MS + 60_000);
    await reconcileRefunds(atTime(engine.deps, dayOn));
    const [waiting] = await refundsOfBooking(id);
    expect(waiting).toMatchObject({ status: "pending" });
    expect(waiting!.attentionAt).toEqual(dayOn);
    const booking = await bookingRow(id);
    const said = `A refund of ${formatKes(paidKes)} by Card refund through Pesapal has had no final answer from the provider since ${motelDateTime(sent!.sentAt!)}: check it with the provider.`;
    expect(noteWords(booking.attentionNotes)).toBe(said);
    expect(booking.attentionAt).toEqual(dayOn);
    expect(booking.attentionSettledAt).toBeNull();
    // What "Money to return" shows: still owed, its refund sent and waiting.
    const queued = (await moneyToReturn(db())).bookings.find((b) => b.bookingId === id);
    expect(queued?.refund).toMatchObject({ status: "pending", attentionAt: dayOn });

    // A later turn of the jobs flags nothing again.
    await reconcileRefunds(atTime(engine.deps, new Date(dayOn.getTime() + 2 * HOUR_MS)));
    expect(noteWords((await bookingRow(id)).attentionNotes)).toBe(said);
    expect(await refundEntries(eq(moneyEntries.bookingId, id))).toHaveLength(0);
  });

  /** M-Pesa money that named no booking, marked by staff to give back: its ledger entry. */
  async function unmatchedMarkedForRefund(msisdn: string, amount: number) {
    await registerPaybill(engine);
    const paid = await payBillFromPhone(engine, msisdn, `ROOM ${amount}`, amount);
    expect(paid.transId).toMatch(/^[A-Z0-9]{10}$/);
    const [queued] = await eventually(
      () => db().select().from(mpesaPayments).where(eq(mpesaPayments.transId, paid.transId!)),
      (rows) => rows.length === 1,
    );
    expect(queued!.status).toBe("unmatched");
    expect(
      await markMpesaForRefund(
        db(),
        { id: queued!.id, note: "Paid to the wrong account" },
        staff.id,
        new Date(),
      ),
    ).toMatchObject({ ok: true });
    const [entry] = await db()
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.provider, "mpesa"), eq(moneyEntries.receipt, paid.transId!)));
    expect(entry!.bookingId).toBeNull();
    return { transId: paid.transId!, entryId: entry!.id };
  }
  const refundsOfEntry = (entryId: number) =>
    db().select().from(refunds).where(eq(refunds.entryId, entryId)).orderBy(asc(refunds.id));

  it("unmatched M-Pesa money marked to give back is reversed whole: one refund entry, off the queue", async () => {
    const { transId, entryId } = await unmatchedMarkedForRefund("254722000301", 2_500);
    expect((await moneyToReturn(db())).unmatched.map((u) => u.transId)).toContain(transId);
    // A smaller amount is not asked for: unmatched money goes back whole (a reversal).
    expect(
      await requestRefund(engine.deps, staff, { target: `entry:${entryId}`, amountKes: 100 }),
    ).toMatchObject({ ok: true });
    const [refund] = await eventually(
      () => refundsOfEntry(entryId),
      (rows) => rows[0]?.status === "paid",
    );
    expect(refund).toMatchObject({
      method: "mpesa_reversal",
      status: "paid",
      amountKes: 2_500,
      bookingId: null,
    });
    const entries = await refundEntries(eq(moneyEntries.refundId, refund!.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      bookingId: null,
      direction: -1,
      amountKes: 2_500,
      provider: "mpesa",
      receipt: refund!.receipt,
    });
    expect(refund!.receipt).not.toBe(transId);
    const [row] = await db().select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
    expect(row!.note).toMatch(/^Paid to the wrong account Refunded 2500 on \d{4}-\d\d-\d\d\.$/);
    expect((await moneyToReturn(db())).unmatched.map((u) => u.transId)).not.toContain(transId);
    // Nothing more to give back.
    expect(await requestRefund(engine.deps, staff, { target: `entry:${entryId}` })).toMatchObject({
      ok: false,
      status: 409,
      message: deskSaid.refundNothingOwed(),
    });
  });

  it("a refused reversal of unmatched money (no phone for B2C) fails with the provider's words and stays owed", async () => {
    const msisdn = "254722000302";
    const { transId, entryId } = await unmatchedMarkedForRefund(msisdn, 3_000);
    const scripted = await fetch(`${engine.darajaUrl}/control/refund-script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        phone: msisdn,
        outcome: "refused",
        resultCode: "R000002",
        delayMs: 50,
      }),
    });
    expect(scripted.ok).toBe(true);
    await requestRefund(engine.deps, staff, { target: `entry:${entryId}` });
    const rows = await eventually(
      () => refundsOfEntry(entryId),
      (all) => all[0]?.status === "failed",
    );
    // No B2C follows: the payer's number is masked, so there is nobody to send it to.
    expect(rows.map((r) => [r.method, r.status])).toEqual([["mpesa_reversal", "failed"]]);
    expect(rows[0]).toMatchObject({ resultCode: "R000002" });
    expect(rows[0]!.resultDesc).toMatch(/invalid/i);
    expect(await refundEntries(eq(moneyEntries.refundId, rows[0]!.id))).toHaveLength(0);
    // What staff see on "Money to return": still owed in full, the failed refund and its words.
    const queued = (await moneyToReturn(db())).unmatched.find((u) => u.transId === transId);
    expect(queued).toMatchObject({ entryId, owedKes: 3_000 });
    expect(queued!.refund).toMatchObject({ status: "failed", resultDesc: rows[0]!.resultDesc });
    // They may ask again (a failed refund is not open).
    expect(await requestRefund(engine.deps, staff, { target: `entry:${entryId}` })).toMatchObject({
      ok: true,
    });
  });

  it("a desk refund above the setting waits for a second staff member; paid, it keeps the desk's method", async () => {
    nextDay += 3;
    const id = await payOnArrival(engine.deps, staff, day(nextDay));
    const clock = () => new Date();
    expect(
      await addFolioCharge(
        db(),
        staff,
        id,
        { kind: "meals", description: "Wedding dinner", amountKes: "20000" },
        clock,
      ),
    ).toMatchObject({ ok: true });
    const owed = -(await balance(id)) * -1;
    expect(
      await takeFolioPayment(
        db(),
        staff,
        id,
        { method: "mpesa", amountKes: String(owed), reference: "SKL9QX2Z7D" },
        clock,
      ),
    ).toMatchObject({ ok: true });
    const limit = engine.deps.refunds!.approvalAboveKes;
    const give = {
      method: "mpesa",
      amountKes: "12000",
      reference: "SKL9QX2Z8E",
      reason: "Dinner cancelled",
    };
    const asked = await recordFolioRefund(db(), staff, id, give, clock, limit);
    expect(asked).toEqual({
      ok: true,
      message: deskSaid.refundAwaitingApproval(12_000, limit),
    });
    // Nothing is written until approved; a second desk refund waits for this one.
    expect(await refundEntries(eq(moneyEntries.bookingId, id))).toHaveLength(0);
    expect(
      await recordFolioRefund(db(), staff, id, { ...give, amountKes: "500" }, clock, limit),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: deskSaid.refundAlreadyOpen(),
    });
    const folio = (await folioOf(db(), id))!;
    expect(folio.awaitingRefunds).toMatchObject([
      { amountKes: 12_000, method: "mpesa", by: { name: "Achieng" } },
    ]);
    const refundId = folio.awaitingRefunds[0]!.id;
    // Not by who asked.
    expect(await approveRefund(engine.deps, staff, { refundId })).toMatchObject({
      ok: false,
      status: 409,
      message: deskSaid.refundSamePerson(),
    });
    expect(await approveRefund(engine.deps, admin, { refundId })).toMatchObject({
      ok: true,
      message: deskSaid.refundPaidNow(12_000),
    });
    const entries = await refundEntries(eq(moneyEntries.bookingId, id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: "mpesa",
      source: "desk",
      reference: "SKL9QX2Z8E",
      amountKes: 12_000,
      staffId: staff.id,
    });
    const after = (await folioOf(db(), id))!;
    expect(after.awaitingRefunds).toEqual([]);
    expect(after.money.at(-1)).toMatchObject({
      kind: "refund",
      method: "mpesa",
      amountKes: 12_000,
    });
    const [recent] = (await recentRefunds(db())).filter((r) => r.refund.bookingId === id);
    expect(recent!.refund).toMatchObject({ status: "paid", approvedBy: admin.id });
    // Below the setting: paid at once, in its own method.
    expect(
      await recordFolioRefund(
        db(),
        staff,
        id,
        { ...give, method: "bank_transfer", amountKes: "500", reference: "BT-7781" },
        clock,
        limit,
      ),
    ).toMatchObject({ ok: true });
    expect((await folioOf(db(), id))!.money.at(-1)).toMatchObject({
      method: "bank_transfer",
      amountKes: 500,
    });
  });
});
