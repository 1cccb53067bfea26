// The text outbox (SMS and WhatsApp), the email outbox's twin (docs/decisions/006, 019): rows
// written in the transaction of what they report, claimed by the worker with SKIP LOCKED under a
// lease, retried with backoff, failed for staff to resend; delivery reports update them later.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ChannelText, TextChannel } from "../../domain/channel-texts.ts";
import { laterStatus, type DeliveryStatus } from "../../domain/text-delivery.ts";
import type { Db } from "../db/client.ts";
import { textMessages, textOptOuts, type TextStatus } from "../db/schema/texts.ts";
import { leasedQueue, type RetryPolicy } from "../jobs/leased-queue.ts";
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

const queue = leasedQueue<typeof textMessages, TextRow>(textMessages, { errorLength: 500 });

/** Due texts of these channels for this worker (server/jobs/leased-queue.ts). */
export function claimDueTexts(
  db: Db,
  {
    now,
    limit,
    leaseMs,
    channels,
  }: { now: Date; limit: number; leaseMs: number; channels: TextChannel[] },
): Promise<TextRow[]> {
  if (channels.length === 0) return Promise.resolve([]);
  return queue.claimDue(db, {
    now,
    limit,
    leaseMs,
    where: inArray(textMessages.channel, channels),
  });
}

/** The provider took it; its id is kept to match the delivery reports. */
export function markTextSent(
  db: Db,
  row: TextClaim,
  { now, providerId }: { now: Date; providerId: string },
): Promise<boolean> {
  return queue.settle(db, row, {
    status: "sent",
    sentAt: now,
    lastError: null,
    providerId,
    deliveryStatus: sql`coalesce(${textMessages.deliveryStatus}, 'sent')`,
    deliveryUpdatedAt: now,
  });
}

/** A failed try: retried after the backoff, or failed for good (staff can resend). */
export function markTextAttemptFailed(
  db: Db,
  row: TextClaim,
  failure: { now: Date; error: string; permanent: boolean; policy: RetryPolicy },
): Promise<TextStatus | undefined> {
  return queue.markAttemptFailed(db, row, failure);
}

/** A claimed text that must not go (the number opted out since it was queued). */
export async function markTextCancelled(db: Db, row: TextClaim, reason: string): Promise<void> {
  await queue.settle(db, row, { status: "cancelled", lastError: reason });
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
      const requeued = await queue.requeue(
        tx,
        id,
        now,
        bookingId ? eq(textMessages.bookingId, bookingId) : undefined,
      );
      if (requeued === undefined) return false;
      const [row] = await tx
        .select({ to: textMessages.toNumber })
        .from(textMessages)
        .where(eq(textMessages.id, id));
      if (await isOptedOut(tx, row!.to)) {
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
