// Issue 12's honest outcomes over real HTTP (the engine's callback and IPN routes, the real
// clients against the simulators): a reversed card payment and a status that fails our checks
// reach staff; a wrong amount is told as such; repeated provider ids and receipts never 500.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  atTime,
  eventually,
  givenPaidPromptWithoutCallback,
  paidStkCallback,
  postStkCallback,
  scriptPrompt,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { dashboardFigures } from "../staff/dashboard.ts";
import { attentionDue, listBookings } from "../bookings/admin.ts";
import { createBooking } from "../bookings/create.ts";
import { expireHolds, reconcilePayments } from "../bookings/jobs.ts";
import { ANSWER_LOST, staffCheckHoldEnd } from "../../domain/unanswered-attempt.ts";
import { releaseAfterAsking } from "../bookings/release.ts";
import { startCardPayment, startMpesaPayment } from "./payments.ts";
import { findBookingView } from "../bookings/views.ts";
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";
import { noteWords } from "../../test/support/notes.ts";
import { noted } from "../../domain/booking-notes.ts";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const guest = (n: number) => ({
  firstName: "Chebet",
  lastName: "Kiprop",
  email: `chebet${n}@example.com`,
  phone: `0712 34567${n}`,
  idNumber: `3456789${n}`,
  checkIn: day(7),
  checkOut: day(9),
  checkInTime: "16:00",
  rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "bed_breakfast" }],
});
const LATER_MS = 10 * 60_000;
const FILTERS = { q: "", page: 1 } as const;

describe.each(testDatabaseKinds())("payment outcomes on %s", (kind) => {
  let engine: TestEngine;
  afterEach(async () => {
    await engine?.close();
  });

  async function givenBooking(n = 1) {
    const created = await createBooking(engine.database.db, guest(n), {
      now: new Date(),
      holdMinutes: 15,
      horizonDays: 365,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.message));
    return created.booking;
  }
  const view = (id: string) => findBookingView(engine.database.db, id).then((v) => v!);
  const stored = async (id: string) =>
    (await engine.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const attemptsOf = (id: string) =>
    engine.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, id))
      .orderBy(paymentAttempts.createdAt);
  const control = (path: string, body: unknown) =>
    fetch(`${engine.pesapalUrl}/control/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  async function givenCardOrder(n = 1) {
    const booking = await givenBooking(n);
    const started = await startCardPayment(engine.deps, booking.id, new Date());
    if (!started.ok) throw new Error(JSON.stringify(started.message));
    const trackingId = new URL(started.redirectUrl!).searchParams.get("OrderTrackingId")!;
    return { booking, trackingId };
  }
  const statusQueries = async () =>
    (
      (await (await fetch(`${engine.pesapalUrl}/control/calls`)).json()) as { path: string }[]
    ).filter((call) => call.path.includes("GetTransactionStatus")).length;

  it("puts a reversed card payment before staff, keeping the booking's earlier note", async () => {
    engine = await startTestEngine(kind);
    const { booking, trackingId } = await givenCardOrder();
    expect(
      (await control("outcome", { orderTrackingId: trackingId, outcome: "completed" })).ok,
    ).toBe(true);
    expect((await view(booking.id)).status).toBe("confirmed");
    await engine.database.db
      .update(bookings)
      .set({ statusNotes: [noted.quoted("Guest asked for a ground-floor room.")] })
      .where(eq(bookings.id, booking.id));

    // The IPN of the reversal comes over HTTP; the status query confirms it.
    expect(
      (await control("outcome", { orderTrackingId: trackingId, outcome: "reversed" })).ok,
    ).toBe(true);
    const flagged = await stored(booking.id);
    expect(noteWords(flagged.statusNotes)).toBe("Guest asked for a ground-floor room.");
    expect(noteWords(flagged.attentionNotes)).toMatch(/reversed by the provider/);
    expect((await attemptsOf(booking.id))[0]!.status).toBe("reversed");
    expect((await view(booking.id)).payment?.message).toEqual(said.reversed());
    // Staff: an email, the list's panel and filter, the dashboard's count.
    const mail = await engine.database.db.select().from(outbox);
    expect(mail.map((m) => m.kind)).toContain("booking_attention");
    expect((await attentionDue(engine.database.db)).map((b) => b.id)).toEqual([booking.id]);
    const filtered = await listBookings(engine.database.db, { ...FILTERS, needs: "attention" });
    expect(filtered.bookings.map((b) => b.id)).toEqual([booking.id]);
    const figures = await dashboardFigures(engine.database.db, new Date());
    expect(figures.attentionDue).toBe(1);
  });

  it("stores a status that fails our checks, flags it once and never asks about it again", async () => {
    engine = await startTestEngine(kind);
    // Our IPN address is wrong: only the reconcile job asks.
    engine.deps.urls.pesapalIpn = `${engine.url}/nowhere`;
    const { booking, trackingId } = await givenCardOrder();
    await control("answer-as", { orderTrackingId: trackingId, currency: "USD" });
    await control("outcome", { orderTrackingId: trackingId, outcome: "completed" });

    const later = atTime(engine.deps, new Date(Date.now() + LATER_MS));
    expect(await reconcilePayments(later)).toBe(1);
    const [attempt] = await attemptsOf(booking.id);
    expect(attempt).toMatchObject({ status: "rejected", resultCode: "mismatch" });
    expect(attempt!.resultDesc).toContain("currency USD");
    expect(attempt!.raw.map((entry) => entry.source)).toContain("query");
    expect((await view(booking.id)).status).toBe("pending");
    expect(noteWords((await stored(booking.id)).attentionNotes)).toMatch(/failed our checks/);

    const asked = await statusQueries();
    const muchLater = atTime(engine.deps, new Date(Date.now() + 3 * LATER_MS));
    expect(await reconcilePayments(muchLater)).toBe(0);
    expect(await statusQueries()).toBe(asked);
  });

  it("tells the guest what was received and what is owed when the amount is wrong", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    const checkout = await givenPaidPromptWithoutCallback(engine, booking.id, "712345671");
    const answer = await postStkCallback(engine, paidStkCallback(checkout, 1, "TKWRONG001"));
    expect(await answer.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    const told = await view(booking.id);
    // A part payment: the booking waits for the rest (owed back if the hold ends first).
    expect(told).toMatchObject({
      status: "pending",
      refundDue: false,
      balanceKes: booking.totalKes - 1,
    });
    expect(english(told.payment!.message)).toBe(
      `We received KES 1, but this booking costs KES ${booking.totalKes.toLocaleString("en-KE")}. Your booking is not confirmed; our staff will contact you to refund or complete it.`,
    );
  });

  it("takes a MerchantRequestID Daraja repeats without failing the accepted prompt", async () => {
    engine = await startTestEngine(kind);
    const push = engine.deps.daraja.stkPush.bind(engine.deps.daraja);
    engine.deps.daraja = {
      ...engine.deps.daraja,
      async stkPush(request) {
        return { ...(await push(request)), merchantRequestId: "29115-34620561-1" };
      },
    };
    for (const n of [1, 2]) {
      const booking = await givenBooking(n);
      await scriptPrompt(engine, `25471234567${n}`, "success");
      const started = await startMpesaPayment(
        engine.deps,
        booking.id,
        { phone: `71234567${n}` },
        new Date(),
      );
      expect(started).toMatchObject({ ok: true });
      await eventually(
        () => view(booking.id),
        (v) => v.status === "confirmed",
      );
    }
    const repeated = await engine.database.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.provider, "mpesa"),
          eq(paymentAttempts.providerRequestId, "29115-34620561-1"),
        ),
      );
    expect(repeated).toHaveLength(2);
  });

  it("asks Pesapal before a release: a card paid a moment ago confirms instead of being cancelled", async () => {
    engine = await startTestEngine(kind);
    engine.deps.urls.pesapalIpn = `${engine.url}/nowhere`; // the IPN is lost
    const { booking, trackingId } = await givenCardOrder();
    await control("outcome", { orderTrackingId: trackingId, outcome: "completed" });
    const released = await releaseAfterAsking(engine.deps, booking.id, new Date());
    expect(released).toMatchObject({ ok: false, status: 409 });
    expect((await view(booking.id)).status).toBe("confirmed");
  });

  it("mails staff once however often an answer failing our checks comes for a paid card", async () => {
    engine = await startTestEngine(kind);
    const { booking, trackingId } = await givenCardOrder();
    await control("outcome", { orderTrackingId: trackingId, outcome: "completed" });
    expect((await view(booking.id)).status).toBe("confirmed");
    await control("answer-as", { orderTrackingId: trackingId, merchantReference: "SOMEONE-ELSE" });
    for (let i = 0; i < 3; i++) await control("ipn", { orderTrackingId: trackingId });
    const alerts = (await engine.database.db.select().from(outbox)).filter(
      (m) => m.kind === "booking_attention",
    );
    expect(alerts).toHaveLength(1);
    expect((await stored(booking.id)).attentionNotes).toHaveLength(1);
    expect((await view(booking.id)).status).toBe("confirmed");
  });

  it("takes an OrderTrackingId Pesapal repeats without a 500: the second order goes to staff", async () => {
    engine = await startTestEngine(kind);
    const submit = engine.deps.pesapal.submitOrder.bind(engine.deps.pesapal);
    let first: string | undefined;
    engine.deps.pesapal = {
      ...engine.deps.pesapal,
      async submitOrder(order) {
        const answer = await submit(order);
        first ??= answer.orderTrackingId;
        return { ...answer, orderTrackingId: first };
      },
    };
    await givenCardOrder(1);
    const second = await givenBooking(2);
    const started = await startCardPayment(engine.deps, second.id, new Date());
    expect(started).toEqual({ ok: false, status: 409, message: said.needsStaff() });
    expect((await attemptsOf(second.id))[0]).toMatchObject({
      status: "rejected",
      resultCode: "duplicate_OrderTrackingId",
    });
    expect(noteWords((await stored(second.id)).attentionNotes)).toMatch(/failed our checks/);
  });

  it("sends no prompt for a booking whose open card order was just paid", async () => {
    engine = await startTestEngine(kind);
    engine.deps.urls.pesapalIpn = `${engine.url}/nowhere`; // the IPN is lost
    const { booking, trackingId } = await givenCardOrder();
    await control("outcome", { orderTrackingId: trackingId, outcome: "completed" });
    const started = await startMpesaPayment(
      engine.deps,
      booking.id,
      { phone: "712345671" },
      new Date(),
    );
    expect(started).toMatchObject({ ok: false, status: 409 });
    expect((await view(booking.id)).status).toBe("confirmed");
    expect((await attemptsOf(booking.id)).map((a) => a.provider)).toEqual(["card"]);
  });

  it("puts a prompt whose ids were never stored before staff, its rooms held, never failed", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    const started = new Date();
    // The site stopped between storing the attempt and Daraja's answer: the push may have
    // reached the phone and been paid, but there is no CheckoutRequestID to ask about.
    await engine.database.db.insert(paymentAttempts).values({
      bookingId: booking.id,
      provider: "mpesa",
      amountKes: booking.totalKes,
      phone: "254712345671",
      merchantReference: `${booking.reference}-MNOSENT`,
      createdAt: started,
      updatedAt: started,
    });
    const times = {
      queryAfterMs: 0,
      requeryEveryMs: 0,
      giveUpAfterMs: 30 * 60_000,
      sendWindowMs: 31_000,
    };
    const at = (ms: number) => atTime(engine.deps, new Date(started.getTime() + ms));
    // While a push could still be answered: left alone.
    expect(await reconcilePayments(at(20_000), times)).toBe(1);
    expect((await attemptsOf(booking.id))[0]).toMatchObject({
      status: "pending",
      resultCode: null,
    });
    // Past it: staff to check, with attention; the guest is told staff will confirm.
    expect(await reconcilePayments(at(60_000), times)).toBe(1);
    expect((await attemptsOf(booking.id))[0]).toMatchObject({
      status: "pending",
      resultCode: ANSWER_LOST,
    });
    const flagged = await stored(booking.id);
    expect(flagged).toMatchObject({ status: "pending", attentionSettledAt: null });
    expect(noteWords(flagged.attentionNotes)).toMatch(
      /may have been paid.*Check the M-Pesa statement/,
    );
    expect(flagged.holdExpiresAt).toEqual(staffCheckHoldEnd(booking.checkOut));
    expect((await view(booking.id)).payment).toMatchObject({
      status: "pending",
      message: said.staffToConfirm(),
      staffCheck: true,
    });
    // Nothing fails it or frees its rooms: not the job hours later, not the expiry, not a second
    // prompt (the guest may have paid), not the guest's release.
    expect(await reconcilePayments(at(3 * 60 * 60_000), times)).toBe(1);
    expect(
      await expireHolds(engine.database.db, new Date(started.getTime() + 3 * 60 * 60_000)),
    ).toBe(0);
    expect((await attemptsOf(booking.id))[0]!.status).toBe("pending");
    expect(await stored(booking.id)).toMatchObject({ status: "pending" });
    expect(
      await startMpesaPayment(engine.deps, booking.id, { phone: "712345671" }, new Date()),
    ).toMatchObject({ ok: false, message: said.pendingTransaction() });
    expect(await releaseAfterAsking(engine.deps, booking.id, new Date())).toMatchObject({
      ok: false,
      message: said.mpesaInFlight(),
    });
    // Staff checked the statement (not paid) and marked it handled: the prompt is closed and the
    // rooms go back on sale.
    const handledAt = new Date(started.getTime() + 4 * 60 * 60_000);
    await engine.database.db
      .update(bookings)
      .set({ attentionSettledAt: handledAt })
      .where(eq(bookings.id, booking.id));
    expect(await reconcilePayments(atTime(engine.deps, handledAt), times)).toBe(1);
    expect((await attemptsOf(booking.id))[0]!.status).toBe("failed");
    expect(await expireHolds(engine.database.db, new Date(handledAt.getTime() + 1))).toBe(1);
  });

  it("takes two callbacks bringing one receipt at once without a 500: one pays, one goes to staff", async () => {
    engine = await startTestEngine(kind);
    const attempts: { id: string; checkout: string; total: number }[] = [];
    for (const [n, type] of [
      [1, "deluxe"],
      [2, "standard"],
    ] as const) {
      const created = await createBooking(
        engine.database.db,
        { ...guest(n), rooms: [{ type, adults: 1, children: 0, boarding: "bed_breakfast" }] },
        { now: new Date(), holdMinutes: 15, horizonDays: 365 },
      );
      if (!created.ok) throw new Error(JSON.stringify(created.message));
      const checkout = await givenPaidPromptWithoutCallback(
        engine,
        created.booking.id,
        `71234567${n}`,
      );
      attempts.push({ id: created.booking.id, checkout, total: created.booking.totalKes });
    }
    const answers = await Promise.all(
      attempts.map((a) =>
        postStkCallback(engine, paidStkCallback(a.checkout, a.total, "TKSAME0001")),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const statuses = await Promise.all(
      attempts.map(async (a) => (await attemptsOf(a.id))[0]!.status),
    );
    expect(statuses.sort()).toEqual(["rejected", "succeeded"]);
  });

  it("answers 400 to a callback whose ids hold control characters, storing nothing", async () => {
    engine = await startTestEngine(kind);
    const answer = await postStkCallback(
      engine,
      paidStkCallback("ws_CO_\u0000x", 100, "TK\u0000NUL"),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ResultCode: 1, ResultDesc: "Rejected" });
  });

  it("answers a callback repeating another payment's receipt with Daraja's JSON, and flags it", async () => {
    engine = await startTestEngine(kind);
    const first = await givenBooking(1);
    await scriptPrompt(engine, "254712345671", "success");
    await startMpesaPayment(engine.deps, first.id, { phone: "712345671" }, new Date());
    await eventually(
      () => view(first.id),
      (v) => v.status === "confirmed" && v.payment?.receipt !== null,
    );
    const receipt = (await view(first.id)).payment!.receipt!;

    const second = await givenBooking(2);
    const checkout = await givenPaidPromptWithoutCallback(engine, second.id, "712345672");
    const answer = await postStkCallback(
      engine,
      paidStkCallback(checkout, second.totalKes, receipt),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    expect((await view(second.id)).status).toBe("pending");
    expect((await attemptsOf(second.id))[0]!.status).toBe("rejected");
    expect(noteWords((await stored(second.id)).attentionNotes)).toContain(`receipt ${receipt}`);
    expect((await view(first.id)).status).toBe("confirmed");
  });
});
