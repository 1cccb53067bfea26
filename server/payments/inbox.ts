// Inbox first (decision 023): what a payment provider tells us is stored, raw, in its own small
// transaction before anything is done with it, and marked done once processed. Processing is
// idempotent (a receipt counts once in the ledger; a callback settles its attempt once), so a
// failure part-way (a dropped connection, a deadlock, a bug) leaves the message to be tried
// again by the booking jobs, and staff see what waits. Daraja offers no way to ask for a lost
// Paybill confirmation: this table is the only copy.
import { and, asc, count, eq, isNull, lt, lte, min, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { retryDelayMs } from "../jobs/leased-queue.ts";
import { providerInbox } from "../db/schema/ledger.ts";

export const INBOX_KINDS = [
  "c2b_confirmation",
  "stk_callback",
  "pesapal_ipn",
  // Daraja's refund Results (decision 024) and its QueueTimeOutURL calls.
  "reversal_result",
  "b2c_result",
  "status_result",
  "refund_timeout",
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Storing the message failed: nothing is kept, so the provider must send it again. */
export class InboxStoreError extends Error {
  constructor(options: { cause: unknown }) {
    super("could not store a provider message", options);
    this.name = "InboxStoreError";
  }
}

/** How long a message is left to the request that stored it before the jobs try it. */
export const INBOX_GRACE_MS = 60_000;
/**
 * The wait before the next try: the outboxes' policy (server/jobs/leased-queue.ts), doubling from
 * a minute, at most an hour. The inbox keeps its own table shape: a message is processed first by
 * the request that stored it, and is never given up (a Paybill confirmation is the only copy), so
 * it has no "sending" lease nor a "failed for good" end; its claim pushes the next try back.
 */
export function inboxBackoffMs(tries: number): number {
  return retryDelayMs(tries, 60_000);
}

/** Stores a message as it came (the caller drops what must not be kept, a payer's number). */
export async function storeInbound(
  db: Db,
  kind: InboxKind,
  body: unknown,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(providerInbox)
    .values({ kind, body: body ?? {}, receivedAt: now })
    .returning({ id: providerInbox.id });
  return row!.id;
}

/** Processing went through: what it made of the message. */
export async function markProcessed(db: Db, id: number, outcome: string, now: Date) {
  await db
    .update(providerInbox)
    .set({ processedAt: now, outcome, lastError: null })
    .where(eq(providerInbox.id, id));
}

/**
 * Processing failed: the message waits for its next try. Kept: the root error's name and message
 * only (a query error's wrapper would carry the query's parameters, a payer's details).
 */
export async function markFailed(db: Db, id: number, error: unknown, now: Date, tries: number) {
  let root = error;
  while (root instanceof Error && root.cause !== undefined) root = root.cause;
  const text = root instanceof Error ? `${root.name}: ${root.message}` : "failed";
  await db
    .update(providerInbox)
    .set({
      tries,
      lastError: text.slice(0, 500),
      retryAt: new Date(now.getTime() + inboxBackoffMs(tries)),
    })
    .where(eq(providerInbox.id, id));
}

/**
 * Processes a stored message: `process` says what it made of it (its outcome). A failure is
 * recorded on the message and thrown again for the caller (the provider's answer, a log line).
 */
export async function processStored<T extends { kind: string }>(
  db: Db,
  message: { id: number; tries: number },
  clock: () => Date,
  process: () => Promise<T>,
): Promise<T> {
  try {
    const result = await process();
    await markProcessed(db, message.id, result.kind, clock());
    return result;
  } catch (error) {
    await markFailed(db, message.id, error, clock(), message.tries + 1).catch(() => undefined);
    throw error;
  }
}

/** Stores, then processes (processStored): what a provider's request to us does. */
export async function receive<T extends { kind: string }>(
  db: Db,
  kind: InboxKind,
  body: unknown,
  clock: () => Date,
  process: () => Promise<T>,
): Promise<T> {
  let id: number;
  try {
    id = await storeInbound(db, kind, body, clock());
  } catch (error) {
    throw new InboxStoreError({ cause: error });
  }
  return processStored(db, { id, tries: 0 }, clock, process);
}

/**
 * Claims messages that wait past their grace and backoff, for one try each: their next try is
 * pushed back first, so another instance (or a crash mid-way) does not try them at once again.
 */
export async function claimWaiting(db: Db, now: Date, limit = 20) {
  const before = new Date(now.getTime() - INBOX_GRACE_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(providerInbox)
      .where(
        and(
          isNull(providerInbox.processedAt),
          lt(providerInbox.receivedAt, before),
          or(isNull(providerInbox.retryAt), lte(providerInbox.retryAt, now)),
        ),
      )
      .orderBy(asc(providerInbox.receivedAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(providerInbox)
        .set({ retryAt: new Date(now.getTime() + inboxBackoffMs(row.tries + 1)) })
        .where(eq(providerInbox.id, row.id));
    }
    return rows;
  });
}

/** What waits, for staff and /metrics: how many, and since when. */
export async function inboxWaiting(db: Db): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(providerInbox.receivedAt) })
    .from(providerInbox)
    .where(isNull(providerInbox.processedAt));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}
