// The shape every queue a worker delivers shares (the email and text outboxes): its status, the
// tries, when it may next be tried, the lease of the worker sending it, the last error, and when
// it was queued and sent. server/jobs/leased-queue.ts works on these columns alone.
import { sql } from "drizzle-orm";
import { check, index, integer, text, timestamp, type PgColumn } from "drizzle-orm/pg-core";
import { sqlList } from "./pricing.ts";

/** The queue's columns, for a table's column object. */
export function queueColumns<Status extends string>() {
  return {
    status: text("status")
      .$type<Status>()
      .notNull()
      .default("pending" as Status),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row may next be tried (a retry's backoff, or a time it was queued for). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While sending: after this, a crashed worker's claim may be taken over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  };
}

/** The queue's checks and the worker's index ("which rows are due?"), named after the table. */
export function queueConstraints(
  table: string,
  statuses: readonly string[],
  t: { status: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn },
) {
  return [
    check(`${table}_status`, sql`${t.status} in (${sqlList(statuses)})`),
    check(`${table}_attempts_non_negative`, sql`${t.attempts} >= 0`),
    index(`${table}_due`).on(t.status, t.nextAttemptAt),
  ];
}
