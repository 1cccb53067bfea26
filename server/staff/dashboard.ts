// The dashboard's figures: what needs the front desk's attention today.
import { and, eq, sql } from "drizzle-orm";
import type { DashboardFigures } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { contactMessages, mailingList } from "../db/schema/messages.ts";

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** `today` is the motel-local date (YYYY-MM-DD). */
export async function dashboardFigures(db: Db, today: string): Promise<DashboardFigures> {
  const n = sql<number>`count(*)::int`;
  const [arrivalsToday, refundsDue, attentionDue, messagesWaiting, emailsFailed, mailing] =
    await Promise.all([
      count(
        db
          .select({ n })
          .from(bookings)
          .where(and(eq(bookings.status, "confirmed"), eq(bookings.checkIn, today))),
      ),
      count(
        db
          .select({ n })
          .from(bookings)
          .where(and(eq(bookings.refundDue, true), sql`${bookings.refundSettledAt} is null`)),
      ),
      count(
        db
          .select({ n })
          .from(bookings)
          .where(
            sql`${bookings.attentionReason} is not null and ${bookings.attentionSettledAt} is null`,
          ),
      ),
      count(
        db
          .select({ n })
          .from(contactMessages)
          .where(sql`${contactMessages.handledAt} is null`),
      ),
      count(db.select({ n }).from(outbox).where(eq(outbox.status, "failed"))),
      count(db.select({ n }).from(mailingList)),
    ]);
  return {
    arrivalsToday,
    refundsDue,
    attentionDue,
    messagesWaiting,
    emailsFailed,
    mailingList: mailing,
  };
}
