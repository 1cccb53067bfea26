// The outbox: every email is a row written in the same transaction as the thing it reports, so a
// stored contact message or booking always has its email, and mail being down loses nothing.
// The worker (worker.ts) claims due rows, sends them and records the outcome here.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  outbox,
  OUTBOX_STATUSES,
  type MailAttachment,
  type OutboxStatus,
} from "../db/schema/mail.ts";
import { leasedQueue, type Claim, type RetryPolicy } from "../jobs/leased-queue.ts";
import { recordStaffAction } from "../staff/audit.ts";

export type OutgoingEmail = {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Queues an email. Pass the transaction that writes what the email reports: both commit or
 * neither does. Returns the outbox id.
 */
export async function queueEmail(tx: Db, email: OutgoingEmail, now = new Date()): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers ?? {},
      attachments: email.attachments ?? [],
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const queue = leasedQueue<typeof outbox, OutboxRow>(outbox, { errorLength: 1000 });

/**
 * Claims up to `limit` due mails for this worker (server/jobs/leased-queue.ts): the worker claims
 * one at a time, under a lease that outlasts sending it. Each claim counts an attempt, which
 * fences the outcome (markEmailSent, markEmailAttemptFailed) to this claim.
 */
export function claimDueEmails(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  return queue.claimDue(db, options);
}

export type { Claim };

/** Records a delivery; false when the claim was no longer this worker's. */
export function markEmailSent(
  db: Db,
  row: Claim,
  { now, messageId }: { now: Date; messageId: string | undefined },
): Promise<boolean> {
  return queue.settle(db, row, { status: "sent", sentAt: now, lastError: null, messageId });
}

/**
 * Records a failed try: back to pending after the backoff delay, or `failed` for good when the
 * tries are used up or the server refused the mail itself. Returns the status it recorded, or
 * undefined when the claim was no longer this worker's (nothing is changed then).
 */
export function markEmailAttemptFailed(
  db: Db,
  row: Claim,
  failure: { now: Date; error: string; permanent: boolean; policy: RetryPolicy },
): Promise<OutboxStatus | undefined> {
  return queue.markAttemptFailed(db, row, failure);
}

/** Staff's resend of a failed mail: it goes back in the queue with fresh tries. */
export async function resendEmail(db: Db, id: number, now = new Date()): Promise<boolean> {
  return (await queue.requeue(db, id, now)) !== undefined;
}

/** Resend from the staff outbox: as resendEmail, recorded in the staff audit. */
export async function resendEmailByStaff(
  db: Db,
  id: number,
  staff: { id: number },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await resendEmail(tx, id, now))) return false;
    await recordStaffAction(
      tx,
      { staffId: staff.id, action: "outbox.resend", subject: String(id) },
      now,
    );
    return true;
  });
}

/** The status a filter names (the staff outbox page's ?status=), or undefined for any other. */
export function outboxStatusOf(text: string | null): OutboxStatus | undefined {
  return OUTBOX_STATUSES.find((status) => status === text);
}

/** Newest first: what the staff outbox page and `npm run outbox` show. */
export async function listOutbox(
  db: Db,
  { status, limit = 50 }: { status?: OutboxStatus; limit?: number } = {},
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(status ? eq(outbox.status, status) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** Pending mails after `afterId`, oldest first: what the worker logs when SMTP is not set up. */
export async function pendingEmailsAfter(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
    })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), sql`${outbox.id} > ${afterId}`))
    .orderBy(outbox.id)
    .limit(limit);
}
