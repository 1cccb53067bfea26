// Background mail delivery inside the server process: every `pollMs` it claims due outbox rows
// and sends them over SMTP with nodemailer; failures are retried with exponential backoff until
// `maxAttempts`, then marked failed for staff to resend. Without SMTP settings it only logs new
// mail, which stays in the outbox. See docs/decisions/006-outbox-and-mail-worker.md.
import nodemailer from "nodemailer";
import { motel } from "../../content/motel.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { drainQueue } from "../jobs/leased-queue.ts";
import { startPolling } from "../jobs/polling.ts";
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

// One mail per claim, and a lease longer than the slowest send (connection + greeting + socket
// timeouts below, about 100 s), so a claim is only taken over when its worker really died. The
// outcome is fenced to the claim as well (outbox.ts), in case a send outlives its lease anyway.
const LEASE_MS = 3 * 60 * 1000;
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

type SmtpError = Error & { code?: string; command?: string; responseCode?: number };

/**
 * The server refused this mail itself (a recipient or the message), so trying again cannot help.
 * A refused login, a dropped connection or a 4xx answer may pass later, so those are retried: a
 * wrong SMTP password must not fail every queued mail at once.
 */
export function isPermanentRefusal(err: SmtpError): boolean {
  const refusedMail =
    err.code === "EENVELOPE" ||
    err.code === "EMESSAGE" ||
    /^(MAIL|RCPT|DATA)\b/i.test(err.command ?? "");
  return refusedMail && (err.responseCode === undefined || err.responseCode >= 500);
}

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
        attachments: row.attachments,
      });
      const recorded = await markEmailSent(db, row, {
        now: new Date(),
        messageId: info.messageId,
      });
      if (!recorded) log.warn({ outboxId: row.id }, "email sent after its claim had expired");
      log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "email sent");
      return true;
    } catch (error) {
      const err = error as SmtpError;
      const permanent = isPermanentRefusal(err);
      const status = await markEmailAttemptFailed(db, row, {
        now: new Date(),
        error: err.message,
        permanent,
        policy: { baseMs: mail.retryBaseMs, maxAttempts: mail.maxAttempts },
      });
      if (!status) return false; // another worker holds this mail now
      log[status === "failed" ? "error" : "warn"](
        // The server's words stay in the outbox (lastError): they often quote the recipient.
        {
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          code: err.code,
          command: err.command,
          responseCode: err.responseCode,
          status,
        },
        status === "failed"
          ? "email failed for good; staff can resend it"
          : "email will be retried",
      );
      return false;
    }
  }

  const deliverDue = () =>
    drainQueue(
      async () => (await claimDueEmails(db, { now: new Date(), limit: 1, leaseMs: LEASE_MS }))[0],
      send,
      () => stopped,
    );

  async function logHeld(): Promise<number> {
    const rows = await pendingEmailsAfter(db, lastLoggedId, 100);
    for (const row of rows) {
      // Not its address or subject (a booking's names the guest): `npm run outbox` shows them.
      log.info(
        { outboxId: row.id, kind: row.kind },
        "email kept in the outbox (SMTP not configured; npm run outbox shows it)",
      );
      lastLoggedId = row.id;
    }
    return 0;
  }

  const polling = startPolling({
    pollMs: mail.pollMs,
    round: () => (transport ? deliverDue() : logHeld()),
    onError: (err) => log.error({ err }, "mail round failed; will try again"),
  });
  return {
    runOnce: polling.runOnce,
    async stop() {
      stopped = true;
      await polling.stop();
      transport?.close();
    },
  };
}
