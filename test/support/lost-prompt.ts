// Issue 37's crash, made on purpose: the built site (a real process) is killed with SIGKILL after
// Daraja took an M-Pesa push and before the push's answer (its CheckoutRequestID) reached the
// site; the guest pays, the callback is lost while the site is down, and the site is started
// again on the same data. Used by server/bookings/restart.test.ts and e2e/lost-prompt.e2e.ts.
import { pino } from "pino";
import { DARAJA_SANDBOX } from "../../server/config.ts";
import { startDarajaSimulator } from "../../server/simulators/daraja.ts";
import { startPesapalSimulator } from "../../server/simulators/pesapal.ts";
import { eventually } from "./booking-engine.ts";
import { startBuiltServer, type RunningServer } from "./server.ts";

const KEYS = { consumerKey: "lost-key", consumerSecret: "lost-secret" };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type LostPrompt = {
  /** The site, started again after the crash. */
  server: RunningServer;
  bookingId: string;
  checkOut: string;
  /** How the site ended: the signal (SIGKILL) and what the guest's request got (a closed socket). */
  killedBy: NodeJS.Signals | null;
  payRequest: "answered" | "rejected";
  /** The simulator's prompt: its state and the callbacks it tried. */
  prompt: { state: string; callbacks: { status?: number; error?: string }[] };
  close(): Promise<void>;
};

export async function givenLostPaidPrompt(phone9 = "722000222"): Promise<LostPrompt> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer();
  };
  try {
    let killInWindow: (() => Promise<void>) | undefined;
    const logger = pino({ level: "silent" });
    const daraja = await startDarajaSimulator({
      ...DARAJA_SANDBOX,
      ...KEYS,
      promptSeconds: 30,
      logger,
      // The crash window: Daraja has taken the push (the prompt is on the phone), its answer
      // with the CheckoutRequestID has not reached the site yet.
      beforePushAnswer: async () => {
        await killInWindow?.();
      },
    });
    closers.push(() => daraja.close());
    const pesapal = await startPesapalSimulator({ ...KEYS, logger });
    closers.push(() => pesapal.close());
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
      // A push unanswered after twice this (and a second) was sent by a process that stopped.
      PAYMENT_TIMEOUT_MS: "1000",
      SESSION_SECRET: "s".repeat(40),
    };
    let server: RunningServer = await startBuiltServer(env);
    const dataDir = server.dataDir;
    closers.push(() => server.stop());
    killInWindow = async () => {
      killInWindow = undefined;
      server.process.kill("SIGKILL");
      await server.exited;
    };
    const checkOut = day(7);
    const created = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Wanjiku",
        lastName: "Kamau",
        email: "wanjiku@example.com",
        phone: `0${phone9}`,
        idNumber: "4567890",
        checkIn: day(5),
        checkOut,
        checkInTime: "12:00",
        rooms: [{ type: "executive", adults: 2, children: 0, boarding: "full_board" }],
      }),
    });
    if (created.status !== 201) throw new Error(`booking refused: ${await created.text()}`);
    const { booking } = (await created.json()) as { booking: { id: string } };
    // The guest pays a second after the prompt: the site is already dead, so the callback is lost.
    await fetch(`${daraja.url}/control/script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: `254${phone9}`, outcome: "success", delayMs: 1_000 }),
    });
    const payRequest = await fetch(`${server.url}/api/bookings/${booking.id}/mpesa`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: phone9 }),
    }).then(
      () => "answered" as const,
      () => "rejected" as const,
    );
    await server.exited; // its socket may close before we hear of the exit
    const killedBy = server.process.signalCode;
    const [prompt] = await eventually(
      async () =>
        (await (await fetch(`${daraja.url}/control/prompts?phone=254${phone9}`)).json()) as {
          state: string;
          callbacks: { status?: number; error?: string }[];
        }[],
      ([first]) => (first?.callbacks.length ?? 0) > 0,
    );
    server = await startBuiltServer({ ...env, DATA_DIR: dataDir });
    return {
      server,
      bookingId: booking.id,
      checkOut,
      killedBy,
      payRequest,
      prompt: prompt!,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
