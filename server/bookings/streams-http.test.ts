// The guests' live booking streams through the built server over real HTTP, on both databases:
// limited per client address and per booking (refused with a 429 and a message, slots freed when
// streams close), ended once the booking is settled, and one database read per change for all
// the streams of a booking (counted by /healthz; no periodic re-read during the tests).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { eventually } from "../../test/support/booking-engine.ts";
import { testDatabaseKinds, builtServerStorage } from "../../test/support/databases.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const today = motelDate(new Date());
const STAFF = { email: "desk@motel.test", name: "Front Desk", password: "a long desk passphrase" };

type Health = { streams: { open: number; bookings: number; reads: number } };

/** An open event stream: its booking events as they come, and the way to close it. */
type Stream = {
  status: number;
  body: string;
  /** Resolves with the statuses seen when one matches, or when the stream ends. */
  until(check: (statuses: string[]) => boolean): Promise<string[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

describe.each(testDatabaseKinds())("booking event streams on %s", (kind) => {
  let server: RunningServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let phoneSeq = 0;
  let cookie = "";

  beforeAll(async () => {
    const storage = await builtServerStorage(kind, "streams");
    dropDatabase = storage.drop;
    databaseUrl = storage.env.DATABASE_URL;
    const env = storage.env;
    createStaffAccount(env, { ...STAFF, role: "front_desk" });
    server = await startBuiltServer({
      ...env,
      // The limits under test are the defaults (8 per address, 4 per booking).
      BOOKING_LIMIT_PER_HOUR: "100000",
      // Every booking of the test comes from 127.0.0.1: the hold limits are not under test here.
      HOLD_LIMIT_PER_ADDRESS: "100000",
      HOLD_ROOMS_PER_ADDRESS: "100000",
      // No periodic re-read during a test: every read counted comes from a change.
      STREAM_RECHECK_MS: "3600000",
      RECONCILE_EVERY_MS: "3600000",
    });
    cookie = await signInStaff(server, STAFF);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  async function book(): Promise<{ id: string; phone: string }> {
    phoneSeq += 1;
    const phone = `7${String(20_000_000 + phoneSeq).padStart(8, "0")}`;
    const checkIn = addDays(today, 100 + phoneSeq * 2);
    const response = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Wanjiru",
        lastName: "Kamau",
        email: `wanjiru${phoneSeq}@example.com`,
        phone: `0${phone}`,
        idNumber: "23456789",
        checkIn,
        checkOut: addDays(checkIn, 1),
        checkInTime: "15:00",
        rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
      }),
    });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: string } };
    return { id: booking.id, phone };
  }

  /** Sends an M-Pesa prompt for the booking, its answer scripted (the simulator's control). */
  async function prompt(booking: { id: string; phone: string }, outcome: string, delayMs: number) {
    const scripted = await fetch(`${server.url}/simulators/daraja/control/script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: `254${booking.phone}`, outcome, delayMs }),
    });
    expect(scripted.ok).toBe(true);
    const paid = await fetch(`${server.url}/api/bookings/${booking.id}/mpesa`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: booking.phone }),
    });
    expect(paid.status).toBe(202);
  }

  async function open(bookingId: string): Promise<Stream> {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/bookings/${bookingId}/events`, {
      signal: controller.signal,
    });
    if (response.status !== 200) {
      return {
        status: response.status,
        body: await response.text(),
        until: async () => [],
        ended: Promise.resolve(),
        close: () => undefined,
      };
    }
    const statuses: string[] = [];
    const waiters = new Set<() => void>();
    let done = false;
    const ended = (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          for (const match of buffer.matchAll(/event: booking\ndata: (.*)\n\n/g)) {
            const view = JSON.parse(match[1]!) as {
              status: string;
              payment: { status: string } | null;
            };
            statuses.push(`${view.status}/${view.payment?.status ?? "none"}`);
          }
          buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
          waiters.forEach((wake) => wake());
        }
      } catch {
        // closed by us
      } finally {
        done = true;
        waiters.forEach((wake) => wake());
      }
    })();
    return {
      status: 200,
      body: "",
      ended,
      async until(check) {
        while (!check(statuses) && !done) {
          await new Promise<void>((resolve) => {
            waiters.add(resolve);
          });
          waiters.clear();
        }
        return statuses;
      },
      close: () => controller.abort(),
    };
  }

  const health = async (): Promise<Health> =>
    (await (await fetch(`${server.url}/healthz`)).json()) as Health;
  const openStreams = async () => (await health()).streams?.open;

  it("refuses streams beyond the limits with a 429 and a message, and frees slots as they close", async () => {
    const [a, b, c] = [await book(), await book(), await book()];
    // Four for one booking, then a fifth: the booking's limit.
    const onA = await Promise.all([1, 2, 3, 4, 5].map(() => open(a.id)));
    expect(onA.map((s) => s.status).sort()).toEqual([200, 200, 200, 200, 429]);
    const refused = onA.find((s) => s.status === 429)!;
    expect(JSON.parse(refused.body)).toEqual({
      error: english(said.liveTooMany()),
      said: said.liveTooMany(),
    });
    // A flood from this address: four more fit (eight in all), the rest are refused.
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, i) => open(i % 2 === 0 ? b.id : c.id)),
    );
    const accepted = [...onA, ...flood].filter((s) => s.status === 200);
    expect(accepted).toHaveLength(8);
    expect(flood.filter((s) => s.status === 429)).toHaveLength(8);
    expect(await openStreams()).toBe(8);
    // Closing two frees two places, once the server has seen them go.
    accepted.slice(0, 2).forEach((s) => s.close());
    expect(await eventually(openStreams, (n) => n === 6)).toBe(6);
    const again = await Promise.all([open(c.id), open(c.id), open(c.id)]);
    expect(again.map((s) => s.status).sort()).toEqual([200, 200, 429]);
    [...accepted, ...again].forEach((s) => s.close());
    expect(await eventually(openStreams, (n) => n === 0)).toBe(0);
    expect((await health()).streams.bookings).toBe(0);
  });

  it("ends a stream once its booking is settled, after sending the final view", async () => {
    const booking = await book();
    const stream = await open(booking.id);
    expect(stream.status).toBe(200);
    await stream.until((seen) => seen.includes("pending/none"));
    await prompt(booking, "success", 100);
    await stream.ended;
    expect((await stream.until(() => true)).at(-1)).toBe("confirmed/succeeded");
    // A stream opened on a settled booking sends it once and ends.
    const late = await open(booking.id);
    await late.ended;
    expect(await late.until(() => true)).toEqual(["confirmed/succeeded"]);
    expect(await eventually(openStreams, (n) => n === 0)).toBe(0);
  }, 20_000);

  it("reads a booking once per change, however many streams follow it", async () => {
    const one = await book();
    const four = await book();
    const single = await open(one.id);
    const many = await Promise.all([1, 2, 3, 4].map(() => open(four.id)));
    expect([single, ...many].map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all([single, ...many].map((s) => s.until((seen) => seen.length > 0)));

    // The desk cancels the booking: one change (one NOTIFY), one read for its four streams,
    // which all get the final view and end.
    const before = (await health()).streams.reads;
    const cancelled = await fetch(`${server.url}/admin/bookings/${four.id}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ intent: "cancel", reason: "The guest called to cancel." }),
    });
    expect(cancelled.status).toBe(200);
    await Promise.all(many.map((s) => s.ended));
    for (const stream of many) {
      expect((await stream.until(() => true)).at(-1)).toBe("cancelled/none");
    }
    expect((await health()).streams.reads - before).toBe(1);

    if (databaseUrl) {
      // One notice from elsewhere (another instance): exactly one read for the four streams.
      const others = await Promise.all([1, 2, 3, 4].map(() => open(one.id)));
      // With the one already open: four, the booking's limit.
      expect(others.map((s) => s.status).sort()).toEqual([200, 200, 200, 429]);
      await Promise.all(others.map((s) => s.until((seen) => seen.length > 0)));
      const before = (await health()).streams.reads;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("select pg_notify('booking_changed', $1)", [one.id]);
      await client.end();
      const after = await eventually(
        async () => (await health()).streams.reads,
        (reads) => reads > before,
      );
      expect(after - before).toBe(1);
      others.forEach((s) => s.close());
    }
    single.close();
    expect(await eventually(openStreams, (n) => n === 0)).toBe(0);
  });
});
