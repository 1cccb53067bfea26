// The text outbox (SMS and WhatsApp), the email outbox's twin (docs/decisions/006, 019): rows
// written in the transaction of what they report, claimed by the worker with SKIP LOCKED under a
// lease, retried with backoff, failed for staff to resend; delivery reports update them later.
import { and, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { ChannelText, TextChannel } from "../../domain/channel-texts.ts";
import { laterStatus, type DeliveryStatus } from "../../domain/text-delivery.ts";
import type { Db } from "../db/client.ts";
import { textMessages, textOptOuts, type TextStatus } from "../db/schema/texts.ts";
import { retryDelayMs, type RetryPolicy } from "../mail/outbox.ts";
import { recordStaffAction } from "../staff/audit.ts";

export type TextRow = typeof textMessages.$inferSelect;
export type TextClaim = Pick<TextRow, "id" | "attempts" | "leaseUntil">;

export type QueuedText = {
  bookingId: string | null;
  channel: TextChannel;
  /** 2547XXXXXXXX */
  to: string;
  text: ChannelText;
  /** Not before (a reminder waits for the morning of arrival); now when absent. */
  at?: Date;
};

/** Whether the number replied STOP (on any channel). */
export async function isOptedOut(tx: Db, to: string): Promise<boolean> {
  const [row] = await tx
    .select({ to: textOptOuts.toNumber })
    .from(textOptOuts)
    .where(eq(textOptOuts.toNumber, to));
  return row !== undefined;
}

/**
 * Queues a text in the caller's transaction; nothing for a number that opted out. Returns the
 * row's id, or undefined when it was not queued.
 */
export async function queueText(tx: Db, text: QueuedText, now: Date): Promise<number | undefined> {
  if (await isOptedOut(tx, text.to)) return undefined;
  const [row] = await tx
    .insert(textMessages)
    .values({
      bookingId: text.bookingId,
      kind: text.text.kind,
      channel: text.channel,
      toNumber: text.to,
      body: text.text.body,
      template: text.channel === "whatsapp" ? text.text.template : null,
      nextAttemptAt: text.at ?? now,
      createdAt: now,
    })
    .returning({ id: textMessages.id });
  return row!.id;
}

/** Due texts for this worker (pending and due, or leased by a worker that died). */
export async function claimDueTexts(
  db: Db,
  {
    now,
    limit,
    leaseMs,
    channels,
  }: { now: Date; limit: number; leaseMs: number; channels: TextChannel[] },
): Promise<TextRow[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(
        and(
          inArray(textMessages.channel, channels),
          or(
            and(eq(textMessages.status, "pending"), lte(textMessages.nextAttemptAt, now)),
            and(eq(textMessages.status, "sending"), lt(textMessages.leaseUntil, now)),
          ),
        ),
      )
      .orderBy(textMessages.nextAttemptAt, textMessages.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(textMessages)
      .set({
        status: "sending",
        attempts: sql`${textMessages.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          textMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

function isCurrentClaim(row: TextClaim) {
  return and(
    eq(textMessages.id, row.id),
    eq(textMessages.status, "sending"),
    eq(textMessages.attempts, row.attempts),
    row.leaseUntil ? eq(textMessages.leaseUntil, row.leaseUntil) : sql`false`,
  );
}

/** The provider took it; its id is kept to match the delivery reports. */
export async function markTextSent(
  db: Db,
  row: TextClaim,
  { now, providerId }: { now: Date; providerId: string },
): Promise<boolean> {
  const updated = await db
    .update(textMessages)
    .set({
      status: "sent",
      sentAt: now,
      leaseUntil: null,
      lastError: null,
      providerId,
      deliveryStatus: sql`coalesce(${textMessages.deliveryStatus}, 'sent')`,
      deliveryUpdatedAt: now,
    })
    .where(isCurrentClaim(row))
    .returning({ id: textMessages.id });
  return updated.length === 1;
}

/** A failed try: retried after the backoff, or failed for good (staff can resend). */
export async function markTextAttemptFailed(
  db: Db,
  row: TextClaim,
  {
    now,
    error,
    permanent,
    policy,
  }: { now: Date; error: string; permanent: boolean; policy: RetryPolicy },
): Promise<TextStatus | undefined> {
  const status: TextStatus = permanent || row.attempts >= policy.maxAttempts ? "failed" : "pending";
  const updated = await db
    .update(textMessages)
    .set({
      status,
      leaseUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, policy.baseMs)),
    })
    .where(isCurrentClaim(row))
    .returning({ id: textMessages.id });
  return updated.length === 1 ? status : undefined;
}

/** A claimed text that must not go (the number opted out since it was queued). */
export async function markTextCancelled(db: Db, row: TextClaim, reason: string): Promise<void> {
  await db
    .update(textMessages)
    .set({ status: "cancelled", leaseUntil: null, lastError: reason })
    .where(isCurrentClaim(row));
}

/** The booking's arrival reminder, still waiting, will not go: the booking was cancelled. */
export async function cancelPendingReminders(
  tx: Db,
  bookingId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(textMessages)
    .set({ status: "cancelled", lastError: reason })
    .where(
      and(
        eq(textMessages.bookingId, bookingId),
        eq(textMessages.kind, "arrival_reminder"),
        eq(textMessages.status, "pending"),
      ),
    );
}

/**
 * A delivery report: the text with this provider id moves forward only (reports come twice and
 * out of order). Returns whether a text of ours had that id.
 */
export async function applyDeliveryReport(
  db: Db,
  report: { channel: TextChannel; providerId: string; status: DeliveryStatus; error?: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: textMessages.id, deliveryStatus: textMessages.deliveryStatus })
      .from(textMessages)
      .where(
        and(
          eq(textMessages.channel, report.channel),
          eq(textMessages.providerId, report.providerId),
        ),
      )
      .for("update");
    if (!row) return false;
    const status = laterStatus(row.deliveryStatus, report.status);
    if (status !== row.deliveryStatus) {
      await tx
        .update(textMessages)
        .set({
          deliveryStatus: status,
          deliveryUpdatedAt: now,
          ...(status === "failed" && report.error ? { lastError: report.error.slice(0, 500) } : {}),
        })
        .where(eq(textMessages.id, row.id));
    }
    return true;
  });
}

/** A STOP reply: the number is never texted again, and what waits for it is cancelled. */
export async function recordOptOut(
  db: Db,
  to: string,
  channel: TextChannel,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(textOptOuts)
      .values({ toNumber: to, channel, createdAt: now })
      .onConflictDoNothing();
    await tx
      .update(textMessages)
      .set({ status: "cancelled", lastError: "opted out (STOP)" })
      .where(and(eq(textMessages.toNumber, to), eq(textMessages.status, "pending")));
  });
}

/** Staff's resend of a failed text, audited: back in the queue with fresh tries. */
export async function resendTextByStaff(
  db: Db,
  id: number,
  staff: { id: number },
  { now = new Date(), bookingId }: { now?: Date; bookingId?: string } = {},
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(textMessages)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
        .where(
          and(
            eq(textMessages.id, id),
            eq(textMessages.status, "failed"),
            bookingId ? eq(textMessages.bookingId, bookingId) : undefined,
          ),
        )
        .returning({ id: textMessages.id, to: textMessages.toNumber });
      if (!row) return false;
      if (await isOptedOut(tx, row.to)) {
        tx.rollback();
      }
      await recordStaffAction(
        tx,
        { staffId: staff.id, action: "texts.resend", subject: String(id) },
        now,
      );
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === "TransactionRollbackError") return false;
      throw error;
    });
}

/** Newest first: a booking's texts, or all of them (the staff outbox). */
export async function listTexts(
  db: Db,
  {
    bookingId,
    status,
    limit = 50,
  }: { bookingId?: string; status?: TextStatus; limit?: number } = {},
): Promise<TextRow[]> {
  return db
    .select()
    .from(textMessages)
    .where(
      and(
        bookingId ? eq(textMessages.bookingId, bookingId) : undefined,
        status ? eq(textMessages.status, status) : undefined,
      ),
    )
    .orderBy(desc(textMessages.id))
    .limit(limit);
}
