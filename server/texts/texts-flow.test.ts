// Texts end to end over real HTTP, on both databases: the real clients, the simulators, their
// delivery reports and webhooks back to our callbacks, the outbox and its worker.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  eventually,
  scriptPrompt,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { startTextWorld, TEXT_SECRETS, type TextWorld } from "../../test/support/text-world.ts";
import { bookings } from "../db/schema/bookings.ts";
import { textMessages, textOptOuts } from "../db/schema/texts.ts";
import { createBooking } from "../bookings/create.ts";
import { startMpesaPayment } from "../payments/payments.ts";
import {
  queueAttentionText,
  queueBookingConfirmedTexts,
  queueCancellationTexts,
  queueMoneyReceivedTexts,
  queuePaymentReceivedTexts,
  queueRefundDueTexts,
  saveTextChoice,
} from "./booking-texts.ts";
import { hubSignature } from "./signature.ts";

const MSISDN = "254712345678";
const DUTY = "254733000222";
const guest = {
  firstName: "Otieno",
  lastName: "Kamau",
  email: "otieno@example.com",
  phone: "0712 345678",
  idNumber: "23456789",
  checkInTime: "15:30",
};
const ROOMS = [{ type: "deluxe", adults: 2, children: 0, boarding: "bed_breakfast" }];

function stayFrom(now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(3), checkOut: day(5) };
}

describe.each(testDatabaseKinds())("texts on %s", (kind) => {
  let engine: TestEngine;
  let world: TextWorld;
  afterEach(async () => {
    await world?.close();
    await engine?.close();
  });

  async function start() {
    engine = await startTestEngine(kind);
    engine.deps.texts = { staffDutyPhone: DUTY, reminderAt: "07:00" };
    world = await startTextWorld(engine.database.db);
  }

  async function givenBooking(choice = { sms: true, whatsapp: true }) {
    const now = new Date();
    const result = await createBooking(
      engine.database.db,
      { ...guest, ...stayFrom(now), rooms: ROOMS },
      { now, holdMinutes: 15, horizonDays: 365 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    await saveTextChoice(engine.database.db, result.booking.id, choice);
    const [row] = await engine.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, result.booking.id));
    return row!;
  }

  const texts = (bookingId?: string) =>
    engine.database.db
      .select()
      .from(textMessages)
      .where(bookingId ? eq(textMessages.bookingId, bookingId) : undefined)
      .orderBy(textMessages.id);

  it("a paid booking texts its confirmation by SMS and WhatsApp, staff by SMS; reports mark them delivered; the reminder waits", async () => {
    await start();
    const booking = await givenBooking();
    await scriptPrompt(engine, MSISDN, "success");
    expect(
      await startMpesaPayment(engine.deps, booking.id, { phone: "712345678" }, new Date()),
    ).toMatchObject({ ok: true });
    const queued = await eventually(
      () => texts(booking.id),
      (rows) => rows.length === 5,
    );
    expect(queued.map((t) => [t.kind, t.channel, t.toNumber, t.status])).toEqual([
      ["booking_confirmed", "sms", MSISDN, "pending"],
      ["booking_confirmed", "whatsapp", MSISDN, "pending"],
      ["arrival_reminder", "sms", MSISDN, "pending"],
      ["arrival_reminder", "whatsapp", MSISDN, "pending"],
      ["staff_new_booking", "sms", DUTY, "pending"],
    ]);
    const reminder = queued[2]!;
    expect(reminder.nextAttemptAt.toISOString()).toBe(
      new Date(`${booking.checkIn}T07:00:00+03:00`).toISOString(),
    );
    expect(await world.worker.runOnce()).toBe(3);
    const done = await eventually(
      () => texts(booking.id),
      (rows) => rows.filter((t) => t.deliveryStatus === "delivered").length === 3,
    );
    expect(done.map((t) => [t.kind, t.status, t.deliveryStatus])).toEqual([
      ["booking_confirmed", "sent", "delivered"],
      ["booking_confirmed", "sent", "delivered"],
      ["arrival_reminder", "pending", null],
      ["arrival_reminder", "pending", null],
      ["staff_new_booking", "sent", "delivered"],
    ]);
    expect(done[0]!.providerId).toMatch(/^ATXid_/);
    expect(done[1]!.providerId).toMatch(/^wamid\./);
    const inbox = await world.inbox(MSISDN);
    expect(inbox.map((m) => m.channel).sort()).toEqual(["sms", "whatsapp"]);
    // The reminder's morning comes: it goes out like any other text.
    await engine.database.db
      .update(textMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(textMessages.kind, "arrival_reminder"));
    expect(await world.worker.runOnce()).toBe(2);
    const sms = inbox.find((m) => m.channel === "sms")!;
    expect(sms.body).toBe(done[0]!.body);
    expect(sms.body).toContain(`${booking.reference} confirmed`);
    expect(sms.from).toBe("GILGILMOTEL");
  });

  it("queues and delivers every kind of text, and tells a cancelled booking's reminder not to go", async () => {
    await start();
    const booking = await givenBooking({ sms: true, whatsapp: false });
    const db = engine.database.db;
    const settings = { staffDutyPhone: DUTY, reminderAt: "07:00" };
    const now = new Date();
    await db.transaction(async (tx) => {
      await queueBookingConfirmedTexts(
        tx,
        booking,
        { amountKes: booking.totalKes, method: "mpesa", receipt: "SBK1234XYZ" },
        settings,
        now,
      );
      await queuePaymentReceivedTexts(tx, booking, { amountKes: 500, method: "cash" }, now);
      await queueRefundDueTexts(tx, booking, settings, now);
      await queueAttentionText(tx, booking, settings, now);
      await queueCancellationTexts(tx, booking, true, now);
      // Paybill money (the lead wires it at merge): a part payment is "payment received".
      await queueMoneyReceivedTexts(
        tx,
        booking.id,
        { amountKes: 700, method: "mpesa", receipt: "TBC1234XYZ", confirmed: false },
        settings,
        now,
      );
    });
    await world.worker.runOnce();
    const rows = await eventually(
      () => texts(booking.id),
      (all) => all.filter((t) => t.deliveryStatus === "delivered").length === 8,
    );
    expect(rows.map((t) => [t.kind, t.toNumber, t.status, t.deliveryStatus])).toEqual([
      ["booking_confirmed", MSISDN, "sent", "delivered"],
      ["arrival_reminder", MSISDN, "cancelled", null],
      ["staff_new_booking", DUTY, "sent", "delivered"],
      ["payment_received", MSISDN, "sent", "delivered"],
      ["refund_due", MSISDN, "sent", "delivered"],
      ["staff_attention", DUTY, "sent", "delivered"],
      ["staff_attention", DUTY, "sent", "delivered"],
      ["booking_cancelled", MSISDN, "sent", "delivered"],
      ["payment_received", MSISDN, "sent", "delivered"],
    ]);
  });

  it("loses nothing while a provider is down: retried with backoff, sent when it is back", async () => {
    await start();
    const booking = await givenBooking();
    await world.provider("sms", false);
    await world.provider("whatsapp", false);
    await engine.database.db.transaction((tx) =>
      queuePaymentReceivedTexts(tx, booking, { amountKes: 2_000, method: "mpesa" }, new Date()),
    );
    expect(await world.worker.runOnce()).toBe(0);
    const waiting = await texts(booking.id);
    expect(waiting.map((t) => [t.status, t.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(waiting[0]!.lastError).toMatch(/HTTP 500/);
    expect(waiting[1]!.lastError).toMatch(/^131000/);
    // Retried after the backoff (a minute here), not before.
    expect(waiting.every((t) => t.nextAttemptAt.getTime() > Date.now() + 50_000)).toBe(true);
    expect(await world.worker.runOnce()).toBe(0);
    await world.provider("sms", true);
    await world.provider("whatsapp", true);
    // The minute has passed.
    await engine.database.db
      .update(textMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(textMessages.bookingId, booking.id));
    const sent = await eventually(
      async () => {
        await world.worker.runOnce();
        return texts(booking.id);
      },
      (rows) => rows.every((t) => t.deliveryStatus === "delivered"),
    );
    expect(sent.map((t) => [t.status, t.attempts, t.lastError])).toEqual([
      ["sent", 2, null],
      ["sent", 2, null],
    ]);
  });

  it("honours STOP by SMS or WhatsApp: no more texts to that number, the waiting ones cancelled", async () => {
    await start();
    const booking = await givenBooking();
    const db = engine.database.db;
    await db.transaction((tx) =>
      queueBookingConfirmedTexts(
        tx,
        booking,
        { amountKes: 1, method: "mpesa", receipt: null },
        undefined,
        new Date(),
      ),
    );
    const reply = await fetch(`${world.url}/simulators/sms/phone/reply`, {
      method: "POST",
      body: new URLSearchParams({ msisdn: MSISDN, text: "STOP", channel: "sms" }),
      redirect: "manual",
    });
    expect(reply.status).toBe(303);
    await eventually(
      () => db.select().from(textOptOuts),
      (rows) => rows.length === 1,
    );
    expect((await texts(booking.id)).every((t) => t.status === "cancelled")).toBe(true);
    await db.transaction((tx) =>
      queuePaymentReceivedTexts(tx, booking, { amountKes: 1, method: "cash" }, new Date()),
    );
    expect(await texts(booking.id)).toHaveLength(4);
    expect(await world.worker.runOnce()).toBe(0);
    // On WhatsApp: the simulator's signed webhook carries the reply.
    await fetch(`${world.url}/simulators/sms/phone/reply`, {
      method: "POST",
      body: new URLSearchParams({ msisdn: "0722 000000", text: "stop", channel: "whatsapp" }),
      redirect: "manual",
    });
    const stopped = await eventually(
      () => db.select().from(textOptOuts).orderBy(textOptOuts.toNumber),
      (rows) => rows.length === 2,
    );
    expect(stopped.map((row) => [row.toNumber, row.channel])).toEqual([
      [MSISDN, "sms"],
      ["254722000000", "whatsapp"],
    ]);
  });

  it("refuses a WhatsApp webhook with a wrong signature, and answers the verification handshake", async () => {
    await start();
    const body = JSON.stringify({ object: "whatsapp_business_account", entry: [] });
    const post = (signature: string | undefined) =>
      fetch(`${world.url}/api/texts/whatsapp/webhook`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(signature ? { "X-Hub-Signature-256": signature } : {}),
        },
        body,
      });
    expect((await post(hubSignature(body, TEXT_SECRETS.appSecret))).status).toBe(200);
    expect((await post(hubSignature(body, "not the secret"))).status).toBe(401);
    expect((await post(undefined)).status).toBe(401);
    const hub = (token: string) =>
      fetch(
        `${world.url}/api/texts/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const ok = await hub(TEXT_SECRETS.verifyToken);
    expect([ok.status, await ok.text()]).toEqual([200, "1158201444"]);
    expect((await hub("wrong")).status).toBe(403);
    // The SMS callbacks' secret path: a wrong token is not found, garbage is a 400.
    const report = (token: string, fields: Record<string, string>) =>
      fetch(`${world.url}/api/texts/sms/${token}/delivery`, {
        method: "POST",
        body: new URLSearchParams(fields),
      });
    expect((await report("0".repeat(32), { id: "x", status: "Success" })).status).toBe(404);
    expect((await report(world.token, { status: "Success\0" })).status).toBe(400);
    expect((await report(world.token, { id: "a\0b", status: "Success" })).status).toBe(400);
    expect((await report(world.token, { id: "unknown", status: "Success" })).status).toBe(200);
  });
});
