// Deletes what the privacy policy says we no longer keep (content/privacy.ts RETENTION).
// Run hourly by server/start.ts; safe on several instances (plain deletes).
import { and, eq, inArray, isNotNull, lt, ne } from "drizzle-orm";
import { RETENTION } from "../../content/privacy.ts";
import type { Db } from "../db/client.ts";
import { providerInbox } from "../db/schema/ledger.ts";
import { outbox } from "../db/schema/mail.ts";
import { contactMessages } from "../db/schema/messages.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";
import { GOOD_HISTORY_BUCKET, GOOD_HISTORY_DAYS } from "../staff/login.ts";
import { deleteExpiredSessions } from "../staff/sessions.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export async function deleteExpiredData(db: Db, now = new Date()): Promise<void> {
  const messagesBefore = new Date(now);
  messagesBefore.setMonth(messagesBefore.getMonth() - RETENTION.contactMessagesMonths);
  await db.delete(contactMessages).where(lt(contactMessages.createdAt, messagesBefore));
  // The staff copy of a message is mail too; unsent mail is kept until it is delivered.
  await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.kind, ["contact_message"]),
        inArray(outbox.status, ["sent", "failed"]),
        lt(outbox.createdAt, messagesBefore),
      ),
    );
  await db
    .delete(rateLimits)
    .where(
      and(
        ne(rateLimits.bucket, GOOD_HISTORY_BUCKET),
        lt(rateLimits.windowStart, new Date(now.getTime() - RETENTION.rateLimitHours * HOUR_MS)),
      ),
    );
  // Staff's sign-in history (server/staff/login.ts): kept while it lets them through a flood.
  await db
    .delete(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, GOOD_HISTORY_BUCKET),
        lt(rateLimits.windowStart, new Date(now.getTime() - GOOD_HISTORY_DAYS * 24 * HOUR_MS)),
      ),
    );
  // A provider's message is evidence until processed (it may be the only copy: decision 023);
  // after that the ledger holds the money and the raw body (a payer's name) need not stay.
  await db
    .delete(providerInbox)
    .where(
      and(
        isNotNull(providerInbox.processedAt),
        lt(
          providerInbox.processedAt,
          new Date(now.getTime() - RETENTION.providerInboxDays * DAY_MS),
        ),
      ),
    );
  await deleteExpiredSessions(db, now);
}
