// The outbox: every email is a row written in the same transaction as the thing it reports, so a
// stored contact message or booking always has its email, and mail being down loses nothing.
// The worker (worker.ts) claims due rows, sends them and records the outcome here.
import { and, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  outbox,
  OUTBOX_STATUSES,
  type MailAttachment,
  type OutboxStatus,
} from "../db/schema/mail.ts";
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

/**
 * Claims up to `limit` due mails for this worker: pending ones whose time has come, and ones
 * whose sender died mid-send (lease expired). SKIP LOCKED lets several instances claim at once
 * without taking the same row; the claim is committed before sending, under a lease that must
 * outlast sending every claimed mail (the worker claims one at a time). Each claim counts an
 * attempt, which fences the outcome (markEmailSent, markEmailAttemptFailed) to this claim.
 */
export async function claimDueEmails(
  db: Db,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, "sending"), lt(outbox.leaseUntil, now)),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Only the current claim may record an outcome: every claim counts one more attempt and sets a
 * new lease end, so a worker whose lease ran out (and whose row was claimed again, or resent by
 * staff and claimed again) matches nothing here.
 */
function isCurrentClaim(row: Claim) {
  return and(
    eq(outbox.id, row.id),
    eq(outbox.status, "sending"),
    eq(outbox.attempts, row.attempts),
    row.leaseUntil ? eq(outbox.leaseUntil, row.leaseUntil) : sql`false`,
  );
}

export type Claim = Pick<OutboxRow, "id" | "attempts" | "leaseUntil">;

/** Records a delivery; false when the claim was no longer this worker's. */
export async function markEmailSent(
  db: Db,
  row: Claim,
  { now, messageId }: { now: Date; messageId: string | undefined },
): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, leaseUntil: null, lastError: null, messageId })
    .where(isCurrentClaim(row))
    .returning({ id: outbox.id });
  return updated.length === 1;
}

export type RetryPolicy = { baseMs: number; maxAttempts: number };

const MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before the next try after `attempts` tries: base, 2×base, 4×base … up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Records a failed try: back to pending after the backoff delay, or `failed` for good when the
 * tries are used up or the server refused the mail itself. Returns the status it recorded, or
 * undefined when the claim was no longer this worker's (nothing is changed then).
 */
export async function markEmailAttemptFailed(
  db: Db,
  row: Claim,
  {
    now,
    error,
    permanent,
    policy,
  }: { now: Date; error: string; permanent: boolean; policy: RetryPolicy },
): Promise<OutboxStatus | undefined> {
  const status: OutboxStatus =
    permanent || row.attempts >= policy.maxAttempts ? "failed" : "pending";
  const updated = await db
    .update(outbox)
    .set({
      status,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, policy.baseMs)),
    })
    .where(isCurrentClaim(row))
    .returning({ id: outbox.id });
  return updated.length === 1 ? status : undefined;
}

/** Staff's resend of a failed mail: it goes back in the queue with fresh tries. */
export async function resendEmail(db: Db, id: number, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return updated.length === 1;
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
