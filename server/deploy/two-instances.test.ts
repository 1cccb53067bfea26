// Two built instances on one PostgreSQL database behind deploy/Caddyfile: a booking made on one
// is paid by a callback arriving at the other and the guest's stream on the first sees it; each
// email is sent once although both mail workers run, and a payment is reconciled by one; rate limits count across both; a staff
// session made on one works on the other.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { caddyMissing, request, startCaddy, type RunningCaddy } from "../../test/support/caddy.ts";
import { createServerDatabase } from "../../test/support/databases.ts";
import { bookAndPay } from "../../test/support/guest-booking.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const LIMIT = 4;
const ADMIN = { email: "owner@motel.test", name: "Owner", password: "correct horse battery" };
const why =
  (process.env.TEST_DATABASE_URL ? undefined : "needs a PostgreSQL server (TEST_DATABASE_URL)") ??
  caddyMissing();

describe.skipIf(why)(`two instances on one database${why ? ` (${why})` : ""}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let a: RunningServer;
  let b: RunningServer;
  let caddy: RunningCaddy;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await createServerDatabase();
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "s".repeat(40),
      TRUST_PROXY: "loopback",
      CONTACT_LIMIT_PER_HOUR: String(LIMIT),
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_POLL_MS: "100",
      RECONCILE_EVERY_MS: "500",
    };
    a = await startBuiltServer(env);
    createStaffAccount({ DATABASE_URL: database.url }, ADMIN);
    b = await startBuiltServer(env);
    caddy = await startCaddy([new URL(a.url).host, new URL(b.url).host]);
  });
  afterAll(async () => {
    await caddy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.stop();
    await database?.drop();
  });

  it("a booking made on one is paid through the other; the stream on the first sees it", async () => {
    const checkIn = addDays(new Date().toISOString().slice(0, 10), 50);
    const statuses: string[] = [];
    let confirmed: Promise<void> | undefined;
    const result = await bookAndPay(a.url, 1, {
      checkIn,
      // Paid on B: B's simulator calls B back, and B settles the booking.
      payUrl: b.url,
      // The guest's page on A follows the booking's stream from before the payment.
      onCreated: async (id) => {
        const stream = await fetch(`${a.url}/api/bookings/${id}/events`);
        const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
        const first = await reader.read();
        statuses.push(...[...String(first.value).matchAll(/"status":"(\w+)"/g)].map((m) => m[1]!));
        confirmed = (async () => {
          let text = "";
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            text += value;
          }
          statuses.push(...[...text.matchAll(/"status":"(\w+)"/g)].map((m) => m[1]!));
        })();
      },
    });
    if (!("id" in result)) throw new Error(`refused: ${result.status}`);
    await confirmed; // a confirmed booking's stream says so and ends
    expect(statuses[0]).toBe("pending");
    expect(statuses).toContain("confirmed");
  });

  it("sends every email once although both mail workers run", async () => {
    for (let i = 10; i < 14; i++) await bookAndPay(i % 2 ? a.url : b.url, i);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      let sent = 0;
      for (;;) {
        const { rows } = await client.query<{ waiting: number; sent: number }>(
          `select count(*) filter (where status in ('pending', 'sending'))::int as waiting,
                  count(*) filter (where status = 'sent')::int as sent from outbox`,
        );
        sent = rows[0]!.sent;
        if (rows[0]!.waiting === 0 && sent > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(sink.received.length).toBe(sent);
    } finally {
      await client.end();
    }
  });

  it("reconciles a payment whose callback never came once, not once per instance", async () => {
    const result = await bookAndPay(a.url, 20, { outcome: "success_no_callback" });
    if (!("id" in result)) throw new Error(`refused: ${result.status}`);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ at: string }>(
        `select e->>'at' as at from payment_attempts, jsonb_array_elements(raw) e
         where booking_id = $1 and e->>'source' = 'query' order by 1`,
        [result.id],
      );
      expect(rows.length).toBeGreaterThan(0);
      // Both instances run the job every 500 ms; an attempt is asked about at most once a
      // period, whichever instance claims it (a double claim would show two answers together).
      const times = rows.map((r) => Date.parse(r.at));
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(500);
    } finally {
      await client.end();
    }
  });

  it("counts rate limits across both instances (through Caddy, which spreads the requests)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const answer = await request(caddy, "/api/mail", {
        method: "POST",
        localAddress: "127.0.0.5",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "A Guest",
          email: "guest@example.com",
          contact: "0712345678",
          message: `Question ${i}: is there parking?`,
        }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it("a staff session made on one instance works on the other", async () => {
    const cookie = await signInStaff(a, ADMIN);
    const page = await fetch(`${b.url}/admin/bookings`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(200);
  });
});
