// What waits in every background queue, read in one statement: what is due counts, what is
// scheduled for later or done does not, and the oldest due item is the one reported.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { waitingWork } from "./waiting-work.ts";

const BOOKING = "6f1c1c2e-0000-4000-8000-000000000001";
const HELD = "6f1c1c2e-0000-4000-8000-000000000002";

// Each queue has due rows (the oldest an hour overdue), rows for later, and rows done or given up.
const SEED = [
  `insert into outbox (kind, to_address, subject, text_body, html_body, status, next_attempt_at)
    values ('contact', 'a@motel.test', 's', 't', 'h', 'pending', now() - interval '1 hour'),
      ('contact', 'a@motel.test', 's', 't', 'h', 'sending', now() - interval '5 minutes'),
      ('contact', 'a@motel.test', 's', 't', 'h', 'pending', now() + interval '1 day'),
      ('contact', 'a@motel.test', 's', 't', 'h', 'failed', now() - interval '2 days'),
      ('contact', 'a@motel.test', 's', 't', 'h', 'sent', now() - interval '3 days')`,
  `insert into text_messages (kind, channel, to_number, body, status, next_attempt_at)
    values ('booking_confirmed', 'sms', '254712345678', 'b', 'pending', now() + interval '10 hours'),
      ('booking_confirmed', 'sms', '254712345678', 'b', 'failed', now() - interval '1 day'),
      ('booking_confirmed', 'sms', '254712345678', 'b', 'failed', now() - interval '1 day')`,
  `insert into provider_inbox (kind, body, received_at, processed_at, last_error)
    values ('c2b_confirmation', '{}', now() - interval '20 minutes', null, 'database busy'),
      ('stk_callback', '{}', now() - interval '2 minutes', null, null),
      ('stk_callback', '{}', now() - interval '2 days', now() - interval '2 days', null)`,
  `insert into bookings (id, reference, status, check_in, check_out, subtotal_kes, total_kes, source,
      hold_expires_at)
    values ('${BOOKING}', 'GO22223333', 'confirmed', '2026-12-01', '2026-12-02', 5000, 5000,
      'website', null),
      ('${HELD}', 'GO22224444', 'pending', '2026-12-01', '2026-12-02', 5000, 5000, 'website',
      now() - interval '3 minutes')`,
  `insert into payment_attempts (booking_id, provider, status, amount_kes, merchant_reference,
      created_at)
    values ('${BOOKING}', 'mpesa', 'pending', 5000, 'm1', now() - interval '40 minutes'),
      ('${BOOKING}', 'mpesa', 'succeeded', 5000, 'm2', now() - interval '2 hours')`,
];

describe.each(testDatabaseKinds())("what waits, on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("is nothing on a new site", async () => {
    const work = await waitingWork(database.db);
    expect(work.map((w) => [w.queue, w.waiting, w.oldestSince, w.oldestSeconds])).toEqual([
      ["emails", 0, null, 0],
      ["texts", 0, null, 0],
      ["providerMessages", 0, null, 0],
      ["paymentAnswers", 0, null, 0],
      ["holds", 0, null, 0],
    ]);
  });

  it("counts what is due, apart from what is scheduled for later and what was given up", async () => {
    for (const statement of SEED) await database.db.execute(sql.raw(statement));
    const work = await waitingWork(database.db);
    const figures = Object.fromEntries(
      work.map((w) => [w.queue, { waiting: w.waiting, later: w.later, stuck: w.stuck }]),
    );
    expect(figures).toEqual({
      emails: { waiting: 2, later: 1, stuck: 1 },
      texts: { waiting: 0, later: 1, stuck: 2 },
      providerMessages: { waiting: 2, later: null, stuck: 1 },
      paymentAnswers: { waiting: 1, later: null, stuck: null },
      holds: { waiting: 1, later: null, stuck: null },
    });
    // The oldest due item of each, by the database's clock (a little slack for the statements).
    const minutes = Object.fromEntries(
      work.map((w) => [w.queue, Math.round(w.oldestSeconds / 60)]),
    );
    expect(minutes).toEqual({
      emails: 60,
      texts: 0,
      providerMessages: 20,
      paymentAnswers: 40,
      holds: 3,
    });
    expect(work.find((w) => w.queue === "texts")!.oldestSince).toBeNull();
  });
});
