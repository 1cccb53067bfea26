// One way to deliver what the site queued (issue 36): the email outbox and the text outbox are
// tables with the same queue columns (status, attempts, next_attempt_at, lease_until,
// last_error), written in the transaction of what they report. A worker claims due rows with
// SKIP LOCKED under a lease (so several instances never take the same row, and a dead worker's
// claim is taken over when its lease ends), records each outcome only while its claim is current,
// retries with exponential backoff, and fails a row for good for staff to resend.
import { and, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

export type RetryPolicy = { baseMs: number; maxAttempts: number };

const MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before the next try after `attempts` tries: base, 2×base, 4×base … up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** What identifies a claim: each claim counts an attempt and sets a new lease end. */
export type Claim = { id: number; attempts: number; leaseUntil: Date | null };

type QueueTable = PgTable &
  Record<"id" | "status" | "attempts" | "nextAttemptAt" | "leaseUntil" | "lastError", PgColumn>;

/** The queue operations on one table; `errorLength` caps the stored error text. */
export function leasedQueue<Table extends QueueTable, Row extends Claim>(
  table: Table,
  { errorLength }: { errorLength: number },
) {
  // Drizzle cannot check a set() on a table known only by its queue columns; each call below
  // sets only those columns, or what the caller's own table has.
  const set = (values: Record<string, unknown>) => values as never;

  /**
   * Only the current claim may record an outcome: a worker whose lease ran out (and whose row was
   * claimed again, or resent by staff and claimed again) matches nothing.
   */
  const current = (row: Claim) =>
    and(
      eq(table.id, row.id),
      eq(table.status, "sending"),
      eq(table.attempts, row.attempts),
      row.leaseUntil ? eq(table.leaseUntil, row.leaseUntil) : sql`false`,
    );

  /** Records what the claim ended in (sent, cancelled…); false when it is no longer current. */
  async function settle(db: Db, row: Claim, values: Record<string, unknown>): Promise<boolean> {
    const updated = await db
      .update(table)
      .set(set({ leaseUntil: null, ...values }))
      .where(current(row))
      .returning({ id: table.id });
    return updated.length === 1;
  }

  return {
    /**
     * Claims up to `limit` due rows (and only those `where` allows): pending ones whose time has
     * come, and ones whose worker died mid-send (lease expired). The claim commits before the
     * send, under a lease that must outlast it.
     */
    async claimDue(
      db: Db,
      { now, limit, leaseMs, where }: { now: Date; limit: number; leaseMs: number; where?: SQL },
    ): Promise<Row[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(
            and(
              where,
              or(
                and(eq(table.status, "pending"), lte(table.nextAttemptAt, now)),
                and(eq(table.status, "sending"), lt(table.leaseUntil, now)),
              ),
            ),
          )
          .orderBy(table.nextAttemptAt, table.id)
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(table)
          .set(
            set({
              status: "sending",
              attempts: sql`${table.attempts} + 1`,
              leaseUntil: new Date(now.getTime() + leaseMs),
            }),
          )
          .where(
            inArray(
              table.id,
              due.map((row) => row.id as number),
            ),
          )
          .returning();
        return claimed as unknown as Row[];
      });
    },

    settle,

    /**
     * A failed try: back to pending after the backoff, or failed for good when the tries are
     * used up or the refusal cannot pass. The status recorded, or undefined when the claim was no
     * longer current (nothing changed then).
     */
    async markAttemptFailed(
      db: Db,
      row: Claim,
      {
        now,
        error,
        permanent,
        policy,
      }: { now: Date; error: string; permanent: boolean; policy: RetryPolicy },
    ): Promise<"failed" | "pending" | undefined> {
      const status = permanent || row.attempts >= policy.maxAttempts ? "failed" : "pending";
      const recorded = await settle(db, row, {
        status,
        lastError: error.slice(0, errorLength),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, policy.baseMs)),
      });
      return recorded ? status : undefined;
    },

    /** Staff's resend of a failed row: back in the queue with fresh tries. Its id, or none. */
    async requeue(db: Db, id: number, now: Date, where?: SQL): Promise<number | undefined> {
      const [row] = await db
        .update(table)
        .set(set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null }))
        .where(and(eq(table.id, id), eq(table.status, "failed"), where))
        .returning({ id: table.id });
      return row?.id as number | undefined;
    },
  };
}

/** Claims and sends one row at a time until none is due or the worker stops; counts the sent. */
export async function drainQueue<Row>(
  claimOne: () => Promise<Row | undefined>,
  send: (row: Row) => Promise<boolean>,
  stopped: () => boolean,
): Promise<number> {
  let sent = 0;
  while (!stopped()) {
    const row = await claimOne();
    if (row === undefined) break;
    if (await send(row)) sent++;
  }
  return sent;
}
