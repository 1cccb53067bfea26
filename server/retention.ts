// Deletes what the privacy policy says we no longer keep (content/privacy.ts RETENTION).
// Run hourly by server/start.ts; safe on several instances (plain deletes).
import { and, inArray, lt } from "drizzle-orm";
import { RETENTION } from "../content/privacy.ts";
import type { Db } from "./db/client.ts";
import { outbox } from "./db/schema/mail.ts";
import { contactMessages } from "./db/schema/messages.ts";
import { rateLimits } from "./db/schema/rate-limits.ts";
import { deleteExpiredSessions } from "./staff/sessions.ts";

const HOUR_MS = 60 * 60 * 1000;

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
      lt(rateLimits.windowStart, new Date(now.getTime() - RETENTION.rateLimitHours * HOUR_MS)),
    );
  await deleteExpiredSessions(db, now);
}
