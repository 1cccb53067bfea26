// A restart in the middle of a payment loses nothing: the site (the production build, as a real
// process) is stopped right after asking for an M-Pesa prompt, so the provider's callback finds
// nobody; started again on the same data, it asks the provider and confirms the booking. Killed
// before it could even store Daraja's answer (issue 37), the paid prompt goes to staff, never
// "failed". The simulators run here, outside the site, as the real providers would.
import { afterEach, describe, expect, it } from "vitest";
import { pino } from "pino";
import { eventually } from "../../test/support/booking-engine.ts";
import { givenLostPaidPrompt } from "../../test/support/lost-prompt.ts";
import { staffCheckHoldEnd } from "../../domain/unanswered-attempt.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { DARAJA_SANDBOX } from "../config.ts";
import { startDarajaSimulator } from "../simulators/daraja.ts";
import { startPesapalSimulator } from "../simulators/pesapal.ts";
import { said } from "../../domain/said.ts";

const KEYS = { consumerKey: "restart-key", consumerSecret: "restart-secret" };
const logger = pino({ level: "silent" });
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("a restart in the middle of a payment", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("confirms the booking after the restart by asking the provider", async () => {
    const daraja = await startDarajaSimulator({
      ...DARAJA_SANDBOX,
      ...KEYS,
      promptSeconds: 30,
      logger,
    });
    cleanups.push(() => daraja.close());
    const pesapal = await startPesapalSimulator({ ...KEYS, logger });
    cleanups.push(() => pesapal.close());
    const env = {
      PAYMENT_SIMULATORS: "false",
      DARAJA_BASE_URL: daraja.url,
      DARAJA_CONSUMER_KEY: KEYS.consumerKey,
      DARAJA_CONSUMER_SECRET: KEYS.consumerSecret,
      DARAJA_SHORTCODE: DARAJA_SANDBOX.shortCode,
      DARAJA_PASSKEY: DARAJA_SANDBOX.passkey,
      PESAPAL_BASE_URL: pesapal.url,
      PESAPAL_CONSUMER_KEY: KEYS.consumerKey,
      PESAPAL_CONSUMER_SECRET: KEYS.consumerSecret,
      RECONCILE_EVERY_MS: "500",
      SESSION_SECRET: "s".repeat(40),
    };
    let server: RunningServer = await startBuiltServer(env);
    cleanups.push(() => server.stop());

    const created = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Achieng",
        lastName: "Odhiambo",
        email: "achieng@example.com",
        phone: "0722 000111",
        idNumber: "3456789",
        checkIn: day(5),
        checkOut: day(7),
        checkInTime: "12:00",
        rooms: [{ type: "executive", adults: 2, children: 0, boarding: "full_board" }],
      }),
    });
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: { id: string; totalKes: number } };
    // Paid two seconds after the prompt: the site is gone by then.
    await fetch(`${daraja.url}/control/script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "254722000111", outcome: "success", delayMs: 2_000 }),
    });
    const prompted = await fetch(`${server.url}/api/bookings/${booking.id}/mpesa`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "722000111" }),
    });
    expect(prompted.status).toBe(202);
    await server.stop({ keepData: true });

    const prompts = await eventually(
      async () =>
        (await (await fetch(`${daraja.url}/control/prompts?phone=254722000111`)).json()) as {
          state: string;
          callbacks: { status?: number; error?: string }[];
        }[],
      ([prompt]) => (prompt?.callbacks.length ?? 0) > 0,
    );
    expect(prompts[0]!.state).toBe("paid");
    expect(prompts[0]!.callbacks[0]!.status).toBeUndefined(); // nobody answered the callback

    server = await startBuiltServer({ ...env, DATA_DIR: server.dataDir });
    const read = async () =>
      (
        (await (await fetch(`${server.url}/api/bookings/${booking.id}`)).json()) as {
          booking: { status: string; totalKes: number; payment: { status: string } };
        }
      ).booking;
    const after = await eventually(read, (b) => b.status === "confirmed", 20_000);
    expect(after).toMatchObject({
      status: "confirmed",
      totalKes: booking.totalKes,
      payment: { status: "succeeded" },
    });
  });

  it("puts a paid prompt before staff when the site died before storing Daraja's answer", async () => {
    const lost = await givenLostPaidPrompt();
    cleanups.push(() => lost.close());
    expect(lost.killedBy).toBe("SIGKILL");
    expect(lost.payRequest).toBe("rejected"); // the site died answering
    expect(lost.prompt.state).toBe("paid");
    expect(lost.prompt.callbacks[0]!.status).toBeUndefined(); // lost: nobody was there

    const read = async () =>
      (
        (await (await fetch(`${lost.server.url}/api/bookings/${lost.bookingId}`)).json()) as {
          booking: {
            status: string;
            holdExpiresAt: string;
            payment: { status: string; message: string; staffCheck?: boolean } | null;
          };
        }
      ).booking;
    const after = await eventually(read, (b) => b.payment?.staffCheck === true, 20_000);
    expect(after).toMatchObject({
      status: "pending",
      payment: { status: "pending", message: said.staffToConfirm(), staffCheck: true },
    });
    // Its rooms stay held until staff decide (decision 027), not for the prompt's few minutes.
    expect(after.holdExpiresAt).toBe(staffCheckHoldEnd(lost.checkOut).toISOString());
  }, 240_000);
});
