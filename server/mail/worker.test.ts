// The outbox and the mail worker against a real SMTP server (smtp-server) on PGlite and, with
// TEST_DATABASE_URL, on a PostgreSQL server.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/mail.ts";
import { createLogger } from "../observability/logger.ts";
import {
  claimDueEmails,
  listOutbox,
  markEmailAttemptFailed,
  markEmailSent,
  queueEmail,
  resendEmail,
  type OutboxRow,
  type OutgoingEmail,
} from "./outbox.ts";
import { isPermanentRefusal, startMailWorker, type MailWorker } from "./worker.ts";

const logger = createLogger({ logLevel: "silent" });

const email = (subject: string): OutgoingEmail => ({
  kind: "contact_message",
  to: "staff@motel.test",
  replyTo: "guest@example.com",
  subject,
  text: `Body of ${subject}`,
  html: `<p>Body of ${subject}</p>`,
  headers: { "X-Test": "yes" },
});

function mailConfig(port: number, overrides: Partial<Config["mail"]> = {}): Config["mail"] {
  return {
    smtp: { host: "127.0.0.1", port, secure: false, auth: undefined },
    from: "Motel <motel@motel.test>",
    staffAddress: "staff@motel.test",
    pollMs: 50,
    retryBaseMs: 50,
    maxAttempts: 5,
    ...overrides,
  };
}

async function statusOf(database: Database, id: number) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

/** Waits until the mail reaches `status` (and `more` holds), and returns its row. */
function reaches(
  database: Database,
  id: number,
  status: OutboxRow["status"],
  more: (row: OutboxRow) => boolean = () => true,
) {
  return until(async () => {
    const row = await statusOf(database, id);
    return row.status === status && more(row) && row;
  });
}

// Generous: only a failing test waits this long, and a busy machine can be slow.
async function until<T>(
  check: () => Promise<T | false | undefined> | T | false | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it.each([
  [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 }, true],
  [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 452 }, false],
  [{ code: "EENVELOPE" }, true], // nodemailer's own "no recipients"
  [{ code: "EMESSAGE", command: "DATA", responseCode: 554 }, true],
  [{ code: "EMESSAGE", command: "DATA", responseCode: 451 }, false],
  [{ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535 }, false],
  [{ code: "EPROTOCOL", command: "CONN", responseCode: 554 }, false], // greeting refused
  [{ code: "ECONNECTION" }, false],
  [{ code: "ETIMEDOUT" }, false],
])("SMTP error %j is permanent: %s", (fields, permanent) => {
  expect(isPermanentRefusal(Object.assign(new Error("refused"), fields))).toBe(permanent);
});

describe.each(testDatabaseKinds())("outbox delivery on %s", (kind) => {
  let database: Database;
  let sink: SmtpSink;
  let worker: MailWorker | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await sink.stop();
  });

  it("delivers a queued mail with its headers and marks it sent", async () => {
    const id = await database.db.transaction((tx) => queueEmail(tx, email("Hello staff")));
    worker = startMailWorker({ db: database.db, mail: mailConfig(sink.port), logger });
    await until(() => sink.received.length === 1);
    const [mail] = sink.received;
    expect(mail!.to).toEqual(["staff@motel.test"]);
    expect(mail!.from).toBe("motel@motel.test");
    expect(mail!.raw).toMatch(/^Subject: Hello staff$/m);
    expect(mail!.raw).toMatch(/^Reply-To: guest@example.com$/m);
    expect(mail!.raw).toMatch(/^X-Test: yes$/m);
    expect(mail!.raw).toContain("Body of Hello staff");
    const row = await reaches(database, id, "sent");
    expect(row).toMatchObject({ attempts: 1, lastError: null, leaseUntil: null });
    expect(row.messageId).toBeTruthy();
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends a mail's attachments (the booking's calendar file)", async () => {
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await database.db.transaction((tx) =>
      queueEmail(tx, {
        ...email("With a file"),
        attachments: [
          { filename: "booking-GO7K3M9Q2X.ics", contentType: "text/calendar", content: calendar },
        ],
      }),
    );
    worker = startMailWorker({ db: database.db, mail: mailConfig(sink.port), logger });
    await until(() => sink.received.length === 1);
    const raw = sink.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar/);
    expect(raw).toMatch(/filename="?booking-GO7K3M9Q2X\.ics"?/);
  });

  it("a mail queued in a transaction that rolls back is never sent", async () => {
    await database.db
      .transaction(async (tx) => {
        await queueEmail(tx, email("Never"));
        throw new Error("the reported change failed");
      })
      .catch(() => {});
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it("retries after a temporary refusal and then delivers", async () => {
    sink.refuseNext(2, 451);
    const id = await database.db.transaction((tx) => queueEmail(tx, email("Retry me")));
    worker = startMailWorker({ db: database.db, mail: mailConfig(sink.port), logger });
    const row = await reaches(database, id, "sent");
    expect(sink.refusedCount()).toBe(2);
    expect(row.attempts).toBe(3);
    expect(sink.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1])).toEqual(["Retry me"]);
  });

  it("loses nothing while the SMTP server is down: delivered once it is back", async () => {
    await sink.stop();
    const id = await database.db.transaction((tx) => queueEmail(tx, email("While down")));
    worker = startMailWorker({
      db: database.db,
      mail: mailConfig(sink.port, { maxAttempts: 50 }),
      logger,
    });
    const failedTry = await reaches(database, id, "pending", (r) => r.attempts >= 2);
    expect(failedTry.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(sink.received).toEqual([]);

    await sink.start();
    await reaches(database, id, "sent");
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.raw).toContain("While down");
  });

  it("gives up after the last try, and staff can resend a failed mail", async () => {
    sink.refuseNext(3, 451);
    const id = await database.db.transaction((tx) => queueEmail(tx, email("Give up")));
    worker = startMailWorker({
      db: database.db,
      mail: mailConfig(sink.port, { maxAttempts: 3 }),
      logger,
    });
    const failed = await reaches(database, id, "failed");
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/Try again later/);
    expect((await listOutbox(database.db, { status: "failed" })).map((r) => r.id)).toEqual([id]);

    expect(await resendEmail(database.db, id)).toBe(true);
    await reaches(database, id, "sent");
    expect(sink.received).toHaveLength(1);
    expect(await resendEmail(database.db, id)).toBe(false); // only failed mail is resent
  });

  it("a permanent refusal (5xx) fails at once, logged without the recipient", async () => {
    sink.refuseNext(1, 550);
    const id = await database.db.transaction((tx) =>
      queueEmail(tx, { ...email("Rejected"), to: "wanjiru.mwangi@example.com" }),
    );
    // The line is written just after the row is marked: wait for the line itself.
    const failedLine = Promise.withResolvers<string>();
    const capturing = createLogger(
      { logLevel: "info" },
      {
        write: (line) => {
          if (line.includes("email failed for good")) failedLine.resolve(line);
        },
      },
    );
    worker = startMailWorker({ db: database.db, mail: mailConfig(sink.port), logger: capturing });
    const failed = await failedLine.promise;
    const row = await reaches(database, id, "failed");
    expect(row.attempts).toBe(1);
    // The server's answer quotes the address: staff read it in the outbox, the log keeps its code.
    expect(row.lastError).toContain("wanjiru.mwangi@example.com");
    expect(failed).not.toMatch(/wanjiru/i);
    expect(failed).toContain('"responseCode":550');
  });

  it("a refused login (535) is retried, not a failure of the mail", async () => {
    sink.refuseLogins(2);
    const id = await database.db.transaction((tx) => queueEmail(tx, email("Login")));
    worker = startMailWorker({
      db: database.db,
      mail: mailConfig(sink.port, {
        smtp: { host: "127.0.0.1", port: sink.port, secure: false, auth: { user: "m", pass: "p" } },
      }),
      logger,
    });
    const retried = await reaches(database, id, "pending", (r) => r.attempts === 1);
    expect(retried.lastError).toMatch(/Invalid login|535/);
    const row = await reaches(database, id, "sent");
    expect(row.attempts).toBe(3);
    expect(sink.received).toHaveLength(1);
  });

  it("without SMTP settings mail stays pending in the outbox, logged without personal data", async () => {
    const id = await database.db.transaction((tx) =>
      queueEmail(tx, {
        ...email("New booking GO7K3M9Q2X: Wanjiru Mwangi, 2026-12-10 to 2026-12-13"),
        to: "wanjiru.mwangi@example.com",
      }),
    );
    const lines: string[] = [];
    const capturing = createLogger({ logLevel: "info" }, { write: (line) => lines.push(line) });
    worker = startMailWorker({
      db: database.db,
      mail: mailConfig(0, { smtp: undefined }),
      logger: capturing,
    });
    await worker.runOnce();
    expect(await statusOf(database, id)).toMatchObject({ status: "pending", attempts: 0 });
    const held = lines.find((line) => line.includes(`"outboxId":${id}`));
    expect(held).toBeDefined();
    // The guest's address and the subject (it names the guest) stay in the outbox (npm run outbox).
    expect(held).not.toMatch(/wanjiru|mwangi/i);
  });

  it("two workers never claim the same mail; an expired claim is taken over", async () => {
    for (let i = 0; i < 5; i++) {
      await database.db.transaction((tx) => queueEmail(tx, email(`Claim ${i}`)));
    }
    const now = new Date();
    const [first, second] = await Promise.all([
      claimDueEmails(database.db, { now, limit: 3, leaseMs: 60_000 }),
      claimDueEmails(database.db, { now, limit: 3, leaseMs: 60_000 }),
    ]);
    const ids = [...first, ...second].map((r) => r.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    // Nothing is due until the leases run out (a worker that died mid-send).
    expect(await claimDueEmails(database.db, { now, limit: 10, leaseMs: 60_000 })).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const retaken = await claimDueEmails(database.db, { now: later, limit: 10, leaseMs: 60_000 });
    expect(retaken).toHaveLength(5);
    expect(retaken.every((r) => r.attempts === 2)).toBe(true);
  });

  it("a worker whose claim was taken over cannot record the outcome", async () => {
    const id = await database.db.transaction((tx) => queueEmail(tx, email("Fenced")));
    const now = new Date();
    const [stale] = await claimDueEmails(database.db, { now, limit: 1, leaseMs: 60_000 });
    const later = new Date(now.getTime() + 61_000);
    const [current] = await claimDueEmails(database.db, { now: later, limit: 1, leaseMs: 60_000 });
    expect([stale!.id, current!.id]).toEqual([id, id]);

    const policy = { baseMs: 1000, maxAttempts: 5 };
    expect(await markEmailSent(database.db, stale!, { now: later, messageId: "stale" })).toBe(
      false,
    );
    expect(
      await markEmailAttemptFailed(database.db, stale!, {
        now: later,
        error: "stale",
        permanent: true,
        policy,
      }),
    ).toBeUndefined();
    expect(await statusOf(database, id)).toMatchObject({
      status: "sending",
      attempts: 2,
      messageId: null,
      lastError: null,
    });

    expect(await markEmailSent(database.db, current!, { now: later, messageId: "ok" })).toBe(true);
    expect(await statusOf(database, id)).toMatchObject({ status: "sent", messageId: "ok" });
  });
});
