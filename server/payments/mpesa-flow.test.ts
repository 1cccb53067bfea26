// M-Pesa payments end to end over real HTTP: the real Daraja client, the Daraja simulator, its
// callbacks to the engine's routes, STK queries, reconciliation and the event stream.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  atTime,
  attemptsOf,
  eventually,
  paidStkCallback,
  scriptPrompt,
  startTestEngine,
  givenPaidPromptWithoutCallback,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { bookings } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { createBooking } from "../bookings/create.ts";
import { expireHolds, reconcilePayments } from "../bookings/jobs.ts";
import { startMpesaPayment } from "./payments.ts";
import { findBookingView } from "../bookings/views.ts";
import { setRoomCount } from "../../test/support/rooms.ts";
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";
import { noteWords } from "../../test/support/notes.ts";

const guest = {
  firstName: "Otieno",
  lastName: "Kamau",
  email: "otieno@example.com",
  phone: "0712 345678",
  idNumber: "23456789",
  checkInTime: "15:30",
};
const ROOMS = [
  { type: "deluxe", adults: 2, children: 0, boarding: "bed_breakfast" },
  { type: "family", adults: 3, children: 1, boarding: "half_board" },
];
const PHONE = "712345678";
const MSISDN = `254${PHONE}`;

function stayFrom(now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(3), checkOut: day(5) };
}

describe.each(testDatabaseKinds())("M-Pesa payments on %s", (kind) => {
  let engine: TestEngine;
  afterEach(async () => {
    await engine?.close();
  });

  async function givenBooking(rooms: unknown[] = ROOMS, now = new Date(), holdMinutes = 15) {
    const result = await createBooking(
      engine.database.db,
      { ...guest, ...stayFrom(now), rooms },
      { now, holdMinutes, horizonDays: 365 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    return result.booking;
  }
  const view = (id: string) => findBookingView(engine.database.db, id).then((v) => v!);
  const attempts = (bookingId: string) => attemptsOf(engine, bookingId);
  const pay = (bookingId: string, phone = PHONE) =>
    startMpesaPayment(engine.deps, bookingId, { phone }, new Date());

  it("confirms a paid prompt: receipt from the callback, verified by a query, guest and staff emailed", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "success");
    const started = await pay(booking.id);
    expect(started).toMatchObject({ ok: true });
    if (started.ok)
      expect(english(started.booking.payment!.message)).toBe(
        "the payment request is being processed.",
      );
    const done = await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    expect(done.status).toBe("confirmed");
    expect(done.payment).toMatchObject({
      provider: "mpesa",
      status: "succeeded",
      message: said.paid(),
    });
    expect(english(done.payment!.message)).toBe(
      "Your payment has been processed. Thank you for booking with us, We look forward to hosting you soon.",
    );
    expect(done.payment!.receipt).toMatch(/^[A-Z0-9]{10}$/);
    const [attempt] = await attempts(booking.id);
    expect(attempt).toMatchObject({ amountKes: booking.totalKes, phone: MSISDN, resultCode: "0" });
    expect(attempt!.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(attempt!.raw.map((r) => r.source)).toEqual(["push", "callback", "query"]);
    const mail = await engine.database.db.select().from(outbox);
    expect(mail.map((m) => m.kind).sort()).toEqual(["booking_confirmation", "booking_new"]);
    // Staff's email links the booking's page in the staff area.
    const staffMail = mail.find((m) => m.kind === "booking_new")!;
    expect(staffMail.textBody).toMatch(new RegExp(`/admin/bookings/${booking.id}\\b`));
  });

  it.each([
    [
      "cancelled",
      "1032",
      "You cancelled the M-Pesa request on your phone. Press try again to send it again.",
    ],
    ["timeout", "1037", "Your phone did not answer the M-Pesa request in time. Press try again."],
    ["insufficient", "1", "Your M-Pesa balance is not enough for this payment."],
    ["wrong_pin", "2001", "The M-Pesa PIN was wrong. Press try again to enter it again."],
  ])(
    "records a %s prompt as failed (%s) and lets the guest try again",
    async (outcome, code, message) => {
      engine = await startTestEngine(kind);
      const booking = await givenBooking();
      await scriptPrompt(engine, MSISDN, outcome);
      await pay(booking.id);
      const failed = await eventually(
        () => view(booking.id),
        (v) => v.payment?.status === "failed",
      );
      expect(english(failed.payment!.message)).toBe(message);
      expect(failed.status).toBe("pending");
      expect((await attempts(booking.id))[0]!.resultCode).toBe(code);
      // Try again: a second prompt, paid.
      await scriptPrompt(engine, MSISDN, "success");
      expect(await pay(booking.id)).toMatchObject({ ok: true });
      const paid = await eventually(
        () => view(booking.id),
        (v) => v.status === "confirmed",
      );
      expect(paid.status).toBe("confirmed");
      expect(await attempts(booking.id)).toHaveLength(2);
    },
  );

  it("refuses a second prompt while one is pending, as the spec's pending transaction", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    expect(await pay(booking.id)).toMatchObject({ ok: true }); // nobody answers it
    expect(await pay(booking.id)).toEqual({
      ok: false,
      status: 409,
      message: said.pendingTransaction(),
    });
    expect(await attempts(booking.id)).toHaveLength(1);
  });

  it("says in the guest's words that Daraja refused the prompt: the phone has one open", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    const other = await givenBooking([ROOMS[0]]);
    await pay(booking.id); // the phone is now busy with an unanswered prompt
    const refused = await pay(other.id);
    expect(refused).toMatchObject({ ok: false, status: 502 });
    // Daraja says "Unable to lock subscriber, a transaction is already in process ...".
    if (!refused.ok) expect(refused.message).toEqual(said.mpesaPromptWaiting());
    expect((await view(other.id)).payment?.status).toBe("failed");
  });

  it("takes a duplicate callback once", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "duplicate_callback");
    await pay(booking.id);
    await eventually(
      () => attempts(booking.id),
      ([a]) => (a?.raw.filter((r) => r.source === "callback").length ?? 0) >= 2,
    );
    expect((await view(booking.id)).status).toBe("confirmed");
    const mail = await engine.database.db.select().from(outbox);
    expect(mail).toHaveLength(2); // one confirmation, one staff note
  });

  it("never trusts a callback alone: a forged success for a cancelled prompt changes nothing", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "cancelled");
    await pay(booking.id);
    await eventually(
      () => view(booking.id),
      (v) => v.payment?.status === "failed",
    );
    const [attempt] = await attempts(booking.id);
    const forged = await fetch(engine.deps.urls.stkCallback, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(paidStkCallback(attempt!.checkoutRequestId!, booking.totalKes)),
    });
    expect(forged.status).toBe(200);
    expect((await view(booking.id)).status).toBe("pending");
    expect((await attempts(booking.id))[0]!.status).toBe("failed");
    // Its made-up receipt is kept only in the raw history, never as the attempt's receipt.
    expect((await attempts(booking.id))[0]!.receipt).toBeNull();
  });

  it("takes a late failure callback after the payment as nothing (out of order)", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "success");
    await pay(booking.id);
    await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    const [attempt] = await attempts(booking.id);
    await fetch(engine.deps.urls.stkCallback, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: attempt!.providerRequestId,
            CheckoutRequestID: attempt!.checkoutRequestId,
            ResultCode: 1032,
            ResultDesc: "Request canceled by user.",
          },
        },
      }),
    });
    expect((await view(booking.id)).status).toBe("confirmed");
    expect((await attempts(booking.id))[0]!.status).toBe("succeeded");
  });

  it("counts the amount the provider says was paid: less than the bill is a part payment", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "no_callback");
    await pay(booking.id);
    await eventually(
      async () => (await fetch(`${engine.darajaUrl}/control/prompts?phone=${MSISDN}`)).json(),
      (prompts) => (prompts as { state: string }[])[0]?.state === "paid",
    );
    const [attempt] = await attempts(booking.id);
    await fetch(engine.deps.urls.stkCallback, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(paidStkCallback(attempt!.checkoutRequestId!, 1)),
    });
    const counted = await eventually(
      () => view(booking.id),
      (v) => v.balanceKes === booking.totalKes - 1,
    );
    expect(counted).toMatchObject({ refundDue: false, status: "pending" });
  });

  it("answers 404 to a callback on a wrong address", async () => {
    engine = await startTestEngine(kind);
    const response = await fetch(`${engine.url}/api/payments/stk/not-the-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });

  it("recovers a payment whose callback never came by asking Daraja (reconciliation)", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    // Paid at the simulator (its query says so), and no callback comes.
    await givenPaidPromptWithoutCallback(engine, booking.id, PHONE);
    expect((await view(booking.id)).status).toBe("pending");
    const later = new Date(Date.now() + 60_000);
    expect(await reconcilePayments(atTime(engine.deps, later))).toBe(1);
    expect((await view(booking.id)).status).toBe("confirmed");
    expect(await reconcilePayments(atTime(engine.deps, later))).toBe(0); // nothing left to ask about
  });

  /** As if the prompt had outlived the hold (a slow phone, a late callback). */
  async function givenHoldEnded(bookingId: string) {
    await engine.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.id, bookingId));
  }

  it("keeps the rooms while a prompt started near the end of the hold is on the phone", async () => {
    engine = await startTestEngine(kind);
    // Booked 14 min 58 s ago: the hold would end in 2 s.
    const booking = await givenBooking(ROOMS, new Date(Date.now() - (15 * 60 - 2) * 1000));
    expect(await pay(booking.id)).toMatchObject({ ok: true });
    const held = await view(booking.id);
    expect(new Date(held.holdExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 2 * 60_000);
  });

  it("confirms a payment that arrives after the hold ran out, when the rooms are still free", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "success", 2_000);
    expect(await pay(booking.id)).toMatchObject({ ok: true });
    await givenHoldEnded(booking.id);
    const done = await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    expect(done.status).toBe("confirmed");
    const [row] = await engine.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(noteWords(row!.statusNotes)).toMatch(/after the hold expired/);
  });

  it("keeps a late payment and flags it for a refund when the last room was sold meanwhile", async () => {
    engine = await startTestEngine(kind);
    await setRoomCount(engine.database.db, "deluxe", 1);
    const booking = await givenBooking([ROOMS[0]]);
    await scriptPrompt(engine, MSISDN, "success", 3_000);
    await pay(booking.id);
    await givenHoldEnded(booking.id);
    const rival = await createBooking(
      engine.database.db,
      { ...guest, email: "rival@example.com", ...stayFrom(new Date()), rooms: [ROOMS[0]] },
      { now: new Date(), holdMinutes: 15, horizonDays: 365 },
    );
    expect(rival.ok).toBe(true);
    const flagged = await eventually(
      () => view(booking.id),
      (v) => v.refundDue,
      20_000,
    );
    expect(flagged.refundDue).toBe(true);
    expect(flagged.payment?.status).toBe("succeeded");
    expect(await expireHolds(engine.database.db, new Date())).toBe(1);
    expect((await view(booking.id)).status).toBe("expired"); // flagged, never dropped
  });

  it("pushes the status to the guest's event stream as it changes", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    const response = await fetch(`${engine.url}/api/bookings/${booking.id}/events`);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const seen: string[] = [];
    const readUntil = async (status: string) => {
      let buffer = "";
      while (!seen.includes(status)) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (const match of buffer.matchAll(/event: booking\ndata: (.*)\n\n/g)) {
          const data = JSON.parse(match[1]!) as {
            status: string;
            payment: { status: string } | null;
          };
          seen.push(`${data.status}/${data.payment?.status ?? "none"}`);
        }
        buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
      }
    };
    await readUntil("pending/none");
    await scriptPrompt(engine, MSISDN, "success", 300);
    await pay(booking.id);
    await readUntil("confirmed/succeeded");
    await reader.cancel();
    expect(seen[0]).toBe("pending/none");
    expect(seen).toContain("pending/pending");
    expect(seen.at(-1)).toBe("confirmed/succeeded");
  });
});
