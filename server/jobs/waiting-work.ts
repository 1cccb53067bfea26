// What waits in every queue the site works through in the background, in one read: the email
// and text outboxes, the provider inbox (Paybill, STK callbacks, Pesapal notifications), the
// payments the reconcile job still asks about, and the holds the expiry job has yet to release.
// Staff see it on /admin/outbox and /metrics reports it, from this one place (issue 36).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export const QUEUES = ["emails", "texts", "providerMessages", "paymentAnswers", "holds"] as const;
export type QueueName = (typeof QUEUES)[number];

export type WaitingWork = {
  queue: QueueName;
  /** Due now and not yet done. */
  waiting: number;
  /** When the longest-waiting of them became due; null when none waits. */
  oldestSince: Date | null;
  /** How long that one has waited, by the database's clock (0 when none waits). */
  oldestSeconds: number;
  /** Due later (a reminder for the morning of arrival); null for a queue that schedules none. */
  later: number | null;
  /** Given up on (staff resend it), or failing each try (the inbox); null where none can. */
  stuck: number | null;
};

type Row = {
  queue: string;
  waiting: number;
  oldest: Date | string | null;
  later: number | null;
  stuck: number | null;
};

// One statement, so every figure is of the same moment. A row is due when its next try has come
// (or a worker holds it); the inbox's rows wait until processed; a payment until it has a final
// answer; a hold from the moment it expired until the expiry job releases it.
const WAITING = sql`
  select 'emails' as queue,
    count(*) filter (where status = 'sending' or (status = 'pending' and next_attempt_at <= now()))::int as waiting,
    min(next_attempt_at) filter (where status = 'sending' or (status = 'pending' and next_attempt_at <= now())) as oldest,
    count(*) filter (where status = 'pending' and next_attempt_at > now())::int as later,
    count(*) filter (where status = 'failed')::int as stuck
  from outbox
  union all
  select 'texts',
    count(*) filter (where status = 'sending' or (status = 'pending' and next_attempt_at <= now()))::int,
    min(next_attempt_at) filter (where status = 'sending' or (status = 'pending' and next_attempt_at <= now())),
    count(*) filter (where status = 'pending' and next_attempt_at > now())::int,
    count(*) filter (where status = 'failed')::int
  from text_messages
  union all
  select 'providerMessages', count(*)::int, min(received_at), null,
    count(*) filter (where last_error is not null)::int
  from provider_inbox where processed_at is null
  union all
  select 'paymentAnswers', count(*)::int, min(created_at), null, null
  from payment_attempts where status = 'pending'
  union all
  select 'holds', count(*)::int, min(hold_expires_at), null, null
  from bookings where status = 'pending' and hold_expires_at <= now()`;

export async function waitingWork(db: Db): Promise<WaitingWork[]> {
  const { rows } = (await db.execute(
    sql`select *, now() as at from (${WAITING}) as queues`,
  )) as unknown as {
    rows: (Row & { at: Date | string })[];
  };
  const byQueue = new Map(rows.map((row) => [row.queue, row]));
  return QUEUES.map((queue) => {
    const row = byQueue.get(queue)!;
    return {
      queue,
      waiting: Number(row.waiting),
      oldestSince: row.oldest === null ? null : new Date(row.oldest),
      oldestSeconds:
        row.oldest === null
          ? 0
          : Math.max(0, (new Date(row.at).getTime() - new Date(row.oldest).getTime()) / 1000),
      later: row.later === null ? null : Number(row.later),
      stuck: row.stuck === null ? null : Number(row.stuck),
    };
  });
}
