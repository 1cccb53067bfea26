// Refunds paid back (issue 31, decision 024), end to end over real HTTP: a paid booking is
// cancelled, staff press Refund, the real refunds client asks the Daraja simulator, whose Result
// (or QueueTimeOut, or silence) reaches the engine's routes through the inbox; the booking jobs'
// status query settles what no Result did. Each outcome writes at most one ledger entry.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  atTime,
  eventually,
  scriptPrompt,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries, providerInbox, refunds } from "../db/schema/ledger.ts";
import { staffAudit, staffUsers } from "../db/schema/staff.ts";
import { textMessages } from "../db/schema/texts.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { enterDeskBooking } from "../front-desk/desk-bookings.ts";
import { cancelBooking } from "../bookings/admin-actions.ts";
import { createBooking } from "../bookings/create.ts";
import { startMpesaPayment } from "./payments.ts";
import { reconcileRefunds } from "./refund-jobs.ts";
import { approveRefund, requestRefund } from "./refunds.ts";

const PHONE = "712345678";
const MSISDN = `254${PHONE}`;
const guest = {
  firstName: "Wanjiru",
  lastName: "Mwangi",
  email: "wanjiru@example.com",
  phone: `0${PHONE}`,
  idNumber: "23456789",
  checkInTime: "14:00",
};
const standard = { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" };

describe.each(testDatabaseKinds())("refunds paid back on %s", (kind) => {
  let engine: TestEngine;
  let asker: StaffUser;
  let approver: StaffUser;
  let day = 20;
  beforeAll(async () => {
    engine = await startTestEngine(kind);
    const made = await engine.database.db
      .insert(staffUsers)
      .values([
        { email: "desk@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" },
        { email: "owner@example.com", name: "Kamau", role: "admin", passwordHash: "x" },
      ])
      .returning();
    asker = { ...made[0]!, role: "front_desk" };
    approver = { ...made[1]!, role: "admin" };
  });
  afterAll(async () => {
    await engine?.close();
  });
  const db = () => engine.database.db;

  /** A booking paid by an M-Pesa prompt, then cancelled by staff: it holds a credit. */
  async function cancelledAfterPayment(): Promise<{ id: string; paidKes: number }> {
    const now = new Date();
    day += 3; // each test its own nights: rooms never run out
    const made = await createBooking(
      db(),
      {
        ...guest,
        checkIn: addDays(motelDate(now), day),
        checkOut: addDays(motelDate(now), day + 1),
        rooms: [standard],
      },
      { now, holdMinutes: 15, horizonDays: 365 },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.message));
    await scriptPrompt(engine, MSISDN, "success");
    await startMpesaPayment(engine.deps, made.booking.id, { phone: PHONE }, now);
    await eventually(
      () => bookingRow(made.booking.id),
      (row) => row.status === "confirmed",
    );
    const cancelled = await cancelBooking(
      db(),
      asker,
      made.booking.id,
      { reason: "Guest cancelled" },
      new Date(),
    );
    expect(cancelled).toMatchObject({ ok: true });
    return { id: made.booking.id, paidKes: made.booking.totalKes };
  }
  const bookingRow = async (id: string) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const balance = async (id: string) => (await folioTotalsFor(db(), [id])).get(id)!.balanceKes;
  const refundsOf = (id: string) =>
    db().select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.id));
  const refundEntries = (id: string) =>
    db()
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.bookingId, id), eq(moneyEntries.kind, "refund")));
  async function scriptRefund(outcome: string, resultCode?: string) {
    const response = await fetch(`${engine.darajaUrl}/control/refund-script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: MSISDN, outcome, resultCode, delayMs: 50 }),
    });
    expect(response.ok).toBe(true);
  }
  const settled = (id: string) =>
    eventually(
      () => refundsOf(id),
      (rows) => rows.length > 0 && rows.at(-1)!.status !== "pending",
    );

  it("reverses the M-Pesa payment: one refund entry, the flag settled, the guest told", async () => {
    const { id, paidKes } = await cancelledAfterPayment();
    expect(await balance(id)).toBe(-paidKes);
    expect(await requestRefund(engine.deps, asker, { target: `booking:${id}` })).toMatchObject({
      ok: true,
    });
    const [refund] = await settled(id);
    expect(refund).toMatchObject({ method: "mpesa_reversal", status: "paid", amountKes: paidKes });
    const entries = await refundEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      direction: -1,
      provider: "mpesa",
      receipt: refund!.receipt,
      refundId: refund!.id,
    });
    expect(await balance(id)).toBe(0);
    expect((await bookingRow(id)).refundSettledAt).not.toBeNull();
    const texts = await db().select().from(textMessages).where(eq(textMessages.bookingId, id));
    expect(texts.map((t) => t.kind)).toContain("refund_paid");
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subject, `booking:${id}`), eq(staffAudit.action, "refund.request")));
    expect(audit).toHaveLength(1);
  });

  it("pays by B2C to the guest's phone when the reversal is refused", async () => {
    const { id, paidKes } = await cancelledAfterPayment();
    await scriptRefund("refused", "R000002");
    await requestRefund(engine.deps, asker, { target: `booking:${id}` });
    const rows = await eventually(
      () => refundsOf(id),
      (all) => all.length === 2 && all[1]!.status === "paid",
    );
    expect(rows.map((r) => [r.method, r.status])).toEqual([
      ["mpesa_reversal", "failed"],
      ["mpesa_b2c", "paid"],
    ]);
    expect(rows[0]!.resultDesc).toMatch(/invalid/i);
    expect(rows[1]).toMatchObject({ phone: MSISDN, followsId: rows[0]!.id, amountKes: paidKes });
    expect(await refundEntries(id)).toHaveLength(1);
    expect(await balance(id)).toBe(0);
  });

  it("after a QueueTimeOut, the jobs' status query decides: nothing moved, nothing written", async () => {
    const { id } = await cancelledAfterPayment();
    await scriptRefund("timeout");
    await requestRefund(engine.deps, asker, { target: `booking:${id}` });
    await eventually(
      () => refundsOf(id),
      (rows) => rows[0]?.timedOutAt != null,
    );
    expect(await reconcileRefunds(engine.deps)).toBeGreaterThan(0);
    const [refund] = await settled(id);
    expect(refund).toMatchObject({ status: "failed" });
    expect(refund!.statusQueryId).not.toBeNull();
    expect(await refundEntries(id)).toHaveLength(0);
    expect((await bookingRow(id)).refundSettledAt).toBeNull();
  });

  it("when the Result is lost, the status query finds the money went back", async () => {
    const { id } = await cancelledAfterPayment();
    await scriptRefund("result_lost");
    await requestRefund(engine.deps, asker, { target: `booking:${id}` });
    const [asked] = await eventually(
      () => refundsOf(id),
      (rows) => rows[0]?.conversationId != null,
    );
    // The money moves at M-Pesa; no Result ever comes. Later the jobs ask.
    await eventually(
      () =>
        fetch(`${engine.darajaUrl}/control/refunds?phone=${MSISDN}`).then(
          (r) => r.json() as Promise<{ conversationId: string; state: string }[]>,
        ),
      (list) =>
        list.some((r) => r.conversationId === asked!.conversationId && r.state === "completed"),
    );
    const later = atTime(engine.deps, new Date(Date.now() + 5 * 60_000));
    await eventually(
      () => reconcileRefunds(later).then(() => refundsOf(id)),
      (rows) => rows[0]?.statusQueryId != null,
    );
    const [refund] = await settled(id);
    expect(refund).toMatchObject({ status: "paid" });
    expect(await refundEntries(id)).toHaveLength(1);
    expect(await balance(id)).toBe(0);
  });

  it("sends once: a second press is refused, a repeated Result writes nothing", async () => {
    const { id } = await cancelledAfterPayment();
    const [first, second] = await Promise.all([
      requestRefund(engine.deps, asker, { target: `booking:${id}` }),
      requestRefund(engine.deps, asker, { target: `booking:${id}` }),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const [refund] = await settled(id);
    expect(refund!.status).toBe("paid");
    // Daraja posts the same Result again (the inbox kept the first, as it came). Its outcome is
    // written after the refund it settled, in a step of its own: waited for, not read at once.
    const ours = await eventually(
      async () =>
        (
          await db().select().from(providerInbox).where(eq(providerInbox.kind, "reversal_result"))
        ).find((m) => JSON.stringify(m.body).includes(refund!.conversationId!)),
      (found) => found?.outcome === "paid",
    );
    expect(ours?.outcome).toBe("paid");
    const again = await fetch(engine.deps.refunds!.urls.reversal.resultUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ours!.body),
    });
    expect(again.status).toBe(200);
    expect(await refundEntries(id)).toHaveLength(1);
    expect(await refundsOf(id)).toHaveLength(1);
    // Nothing more is owed: a third press is refused.
    expect(await requestRefund(engine.deps, asker, { target: `booking:${id}` })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("above the setting waits for a second staff member, never the one who asked", async () => {
    const { id, paidKes } = await cancelledAfterPayment();
    const deps = { ...engine.deps, refunds: { ...engine.deps.refunds!, approvalAboveKes: 100 } };
    const asked = await requestRefund(deps, asker, { target: `booking:${id}` });
    expect(asked).toMatchObject({ ok: true });
    const [waiting] = await refundsOf(id);
    expect(waiting).toMatchObject({ status: "awaiting_approval", sentAt: null });
    const self = await approveRefund(deps, asker, { refundId: String(waiting!.id) });
    expect(self).toMatchObject({ ok: false, status: 409 });
    expect((await refundsOf(id))[0]!.status).toBe("awaiting_approval");
    expect(await approveRefund(deps, approver, { refundId: String(waiting!.id) })).toMatchObject({
      ok: true,
    });
    const [refund] = await settled(id);
    expect(refund).toMatchObject({ status: "paid", approvedBy: approver.id, amountKes: paidKes });
    expect(await refundEntries(id)).toHaveLength(1);
  });

  it("refuses bad input with a 4xx, and more than is owed", async () => {
    const { id, paidKes } = await cancelledAfterPayment();
    expect(await requestRefund(engine.deps, asker, { target: "booking:nope" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await requestRefund(engine.deps, asker, { target: `booking:${id}`, amountKes: paidKes + 1 }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it("gives cash back at once: one refund entry by cash", async () => {
    const now = new Date();
    day += 3;
    const entered = await enterDeskBooking(
      engine.deps,
      {
        firstName: "Otieno",
        lastName: "Ouma",
        phone: "0733 111222",
        checkIn: addDays(motelDate(now), day),
        checkOut: addDays(motelDate(now), day + 1),
        rooms: [{ ...standard, adults: "2", children: "0" }],
        source: "phone",
        sourceReference: "",
        payment: { plan: "full", method: "cash" },
      },
      asker,
      { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 },
    );
    if (!entered.ok) throw new Error(JSON.stringify(entered.message));
    const id = entered.bookingId;
    await cancelBooking(db(), asker, id, { reason: "Changed plans" }, new Date());
    const credit = -(await balance(id));
    expect(credit).toBeGreaterThan(0);
    expect(await requestRefund(engine.deps, asker, { target: `booking:${id}` })).toMatchObject({
      ok: true,
    });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ method: "cash", status: "paid", amountKes: credit });
    const entries = await refundEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: "cash", receipt: null, refundId: refund!.id });
    expect(await balance(id)).toBe(0);
  });
});
