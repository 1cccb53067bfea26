// Contact messages as the front desk works through them: waiting ones (not yet answered) and
// handled ones, with who handled each and when.
import { count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema/messages.ts";
import { recordStaffAction } from "../staff/audit.ts";

export const MESSAGE_FILTERS = ["waiting", "handled", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const WHERE: Record<MessageFilter, SQL | undefined> = {
  waiting: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** One page of messages, newest first, and how many match the filter. */
export async function pageOfContactMessages(
  db: Db,
  { filter, page, pageSize }: { filter: MessageFilter; page: number; pageSize: number },
): Promise<{ messages: ContactMessageRow[]; total: number }> {
  const [messages, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(WHERE[filter])
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages).where(WHERE[filter]),
  ]);
  return { messages, total: counted?.total ?? 0 };
}

/**
 * Marks a message handled by this staff member, or waiting again (an undo). False when there is
 * no such message.
 */
export async function setMessageHandled(
  db: Db,
  id: number,
  handled: boolean,
  staff: { id: number; name: string },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set(
        handled ? { handledAt: now, handledBy: staff.name } : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, id))
      .returning({ email: contactMessages.email });
    if (updated.length === 0) return false;
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        action: handled ? "message.handled" : "message.waiting",
        subject: String(id),
      },
      now,
    );
    return true;
  });
}
