// The dashboard's figures: today's numbers (counted as the front desk's day view counts them) and
// what needs the front desk's attention.
import { and, eq, sql } from "drizzle-orm";
import type { DashboardFigures } from "../../domain/staff.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { contactMessages, mailingList } from "../db/schema/messages.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { frontDeskDay } from "../front-desk/day.ts";

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** Today is the motel-local date of `now`. */
export async function dashboardFigures(db: Db, now: Date): Promise<DashboardFigures> {
  const n = sql<number>`count(*)::int`;
  const [day, refundsDue, attentionDue, messagesWaiting, emailsFailed, mailing, mpesaToMatch] =
    await Promise.all([
      frontDeskDay(db, motelDate(now), now),
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
            sql`${bookings.attentionNotes} is not null and ${bookings.attentionSettledAt} is null`,
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
      count(db.select({ n }).from(mpesaPayments).where(eq(mpesaPayments.status, "unmatched"))),
    ]);
  return {
    arrivalsToday: day.arrivals.length,
    arrivalsNotPaid: day.arrivals.filter((booking) => booking.notYetPaid).length,
    inHouse: day.inHouse.length,
    departuresToday: day.departures.length,
    roomsFreeTonight: day.freeTotal,
    roomsTotal: day.roomsTotal,
    noShowCandidates: day.noShowCandidates.length,
    refundsDue,
    attentionDue,
    mpesaToMatch,
    messagesWaiting,
    emailsFailed,
    mailingList: mailing,
  };
}
