// Background mail delivery inside the server process: every `pollMs` it claims due outbox rows
// and sends them over SMTP with nodemailer; failures are retried with exponential backoff until
// `maxAttempts`, then marked failed for staff to resend. Without SMTP settings it only logs new
// mail, which stays in the outbox. See docs/decisions/006-outbox-and-mail-worker.md.
import nodemailer from "nodemailer";
import { motel } from "../../content/motel.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  pendingEmailsAfter,
  type OutboxRow,
} from "./outbox.ts";

export type MailWorker = {
  /** Runs one round now (tests and shutdown use it); resolves with how many mails it sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
};

const BATCH = 20;
// Longer than the slowest send (connection + greeting + socket timeouts below), so a claim is
// only taken over when its worker really died.
const LEASE_MS = 3 * 60 * 1000;
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function startMailWorker({
  db,
  mail,
  logger,
}: {
  db: Db;
  mail: Config["mail"];
  logger: Logger;
}): MailWorker {
  const log = logger.child({ component: "mail" });
  const from = mail.from ?? `"${motel.name}" <${motel.email}>`;
  const transport = mail.smtp
    ? nodemailer.createTransport({
        host: mail.smtp.host,
        port: mail.smtp.port,
        secure: mail.smtp.secure,
        auth: mail.smtp.auth,
        ...TIMEOUTS,
      })
    : undefined;
  if (!transport) {
    log.warn("SMTP is not configured: emails stay in the outbox (see README, Mail)");
  }

  let lastLoggedId = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      const info = await transport!.sendMail({
        from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      });
      await markEmailSent(db, row.id, { now: new Date(), messageId: info.messageId });
      log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "email sent");
      return true;
    } catch (error) {
      const err = error as Error & { responseCode?: number };
      // 5xx is the server's final "no" for this mail; anything else (down, 4xx) may pass later.
      const permanent = typeof err.responseCode === "number" && err.responseCode >= 500;
      const status = await markEmailAttemptFailed(db, row, {
        now: new Date(),
        error: err.message,
        permanent,
        policy: { baseMs: mail.retryBaseMs, maxAttempts: mail.maxAttempts },
      });
      log[status === "failed" ? "error" : "warn"](
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: err.message, status },
        status === "failed"
          ? "email failed for good; staff can resend it"
          : "email will be retried",
      );
      return false;
    }
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDueEmails(db, { now: new Date(), limit: BATCH, leaseMs: LEASE_MS });
      for (const row of rows) if (await send(row)) sent++;
      if (rows.length < BATCH || stopped) return sent;
    }
  }

  async function logHeld(): Promise<number> {
    const rows = await pendingEmailsAfter(db, lastLoggedId, 100);
    for (const row of rows) {
      log.info(
        { outboxId: row.id, kind: row.kind, to: row.toAddress, subject: row.subject },
        "email kept in the outbox (SMTP not configured)",
      );
      lastLoggedId = row.id;
    }
    return 0;
  }

  function runOnce(): Promise<number> {
    // One round at a time; a caller during a round waits for it and then runs its own.
    const previous = round ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(() => (transport ? deliverDue() : logHeld()))
      .catch((err: unknown) => {
        log.error({ err }, "mail round failed; will try again");
        return 0;
      });
    round = next;
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, mail.pollMs);
    timer.unref();
  }
  void runOnce().finally(schedule);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      transport?.close();
    },
  };
}
