// "Money to return" (issue 31): what the ledger says is owed back, and the refunds asked for.
// Every booking holding more than it is charged (a credit: balance < 0), every unmatched M-Pesa
// payment staff marked to give back and not yet given back, each with its reason, how the money
// came and its latest refund; and the latest refunds with their state and the provider's words.
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { readNotes } from "../../domain/booking-notes.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { alias } from "drizzle-orm/pg-core";
import { folioTotalsFor } from "./bill-totals.ts";
import type { Refund } from "./refund-ledger.ts";

const LIMIT = 200;

/** Bookings that may hold a credit: more money in than their room nights charge (extras aside). */
async function bookingsHoldingMore(db: Db): Promise<string[]> {
  const held = sql`sum(${moneyEntries.amountKes} * ${moneyEntries.direction})`;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(moneyEntries, eq(moneyEntries.bookingId, bookings.id))
    .groupBy(bookings.id)
    .having(
      sql`${held} > case when ${bookings.status} in ('pending', 'confirmed') then ${bookings.totalKes} else 0 end`,
    )
    .orderBy(sql`max(${moneyEntries.at}) desc`)
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/** The newest refund of each booking or entry named (for its state on the page). */
async function latestRefunds(db: Db, where: SQL) {
  const rows = await db.select().from(refunds).where(where).orderBy(desc(refunds.id));
  const latest = new Map<string, Refund>();
  for (const row of rows) {
    const key = row.bookingId ?? `entry:${row.entryId}`;
    if (!latest.has(key)) latest.set(key, row);
  }
  return latest;
}

export async function moneyToReturn(db: Db) {
  const candidates = await bookingsHoldingMore(db);
  const totals = await folioTotalsFor(db, candidates);
  const owing = candidates.filter((id) => (totals.get(id)?.balanceKes ?? 0) < 0);
  const [rows, latestOfBookings, unmatched] = await Promise.all([
    owing.length === 0 ? [] : db.select().from(bookings).where(inArray(bookings.id, owing)),
    owing.length === 0
      ? new Map<string, Refund>()
      : latestRefunds(db, inArray(refunds.bookingId, owing)),
    unmatchedToReturn(db),
  ]);
  const latestOfEntries =
    unmatched.length === 0
      ? new Map<string, Refund>()
      : await latestRefunds(
          db,
          inArray(
            refunds.entryId,
            unmatched.map((u) => u.entryId),
          ),
        );
  const cameBy = await howPaid(db, owing);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    bookings: owing.map((id) => {
      const booking = byId.get(id)!;
      return {
        bookingId: id,
        reference: booking.reference ?? "",
        guest: [booking.firstName, booking.lastName].filter(Boolean).join(" "),
        status: booking.status,
        owedKes: -totals.get(id)!.balanceKes,
        notes: readNotes(booking.statusNotes),
        cameBy: cameBy.get(id),
        refund: latestOfBookings.get(id),
      };
    }),
    unmatched: unmatched.map((u) => ({ ...u, refund: latestOfEntries.get(`entry:${u.entryId}`) })),
  };
}

/** Unmatched M-Pesa money marked to give back, less what went back already. */
async function unmatchedToReturn(db: Db) {
  const rows = await db
    .select({
      entryId: moneyEntries.id,
      transId: mpesaPayments.transId,
      reason: mpesaPayments.note,
      owedKes: sql<number>`(${moneyEntries.amountKes} - coalesce((select sum(r.amount_kes) from refunds r
        where r.entry_id = ${moneyEntries.id} and r.status = 'paid'), 0))::int`,
    })
    .from(mpesaPayments)
    .innerJoin(
      moneyEntries,
      and(eq(moneyEntries.provider, "mpesa"), eq(moneyEntries.receipt, mpesaPayments.transId)),
    )
    .where(and(eq(mpesaPayments.status, "refund"), isNull(moneyEntries.bookingId)))
    .orderBy(mpesaPayments.receivedAt)
    .limit(LIMIT);
  return rows
    .map((row) => ({ ...row, owedKes: Number(row.owedKes) }))
    .filter((row) => row.owedKes > 0);
}

/** How each booking's newest money came: method and receipt or reference. */
async function howPaid(db: Db, bookingIds: string[]) {
  const paid = new Map<string, { method: string; receipt: string | null }>();
  if (bookingIds.length === 0) return paid;
  const rows = await db
    .select({
      bookingId: moneyEntries.bookingId,
      method: moneyEntries.method,
      receipt: sql<string | null>`coalesce(${moneyEntries.receipt}, ${moneyEntries.reference})`,
    })
    .from(moneyEntries)
    .where(and(inArray(moneyEntries.bookingId, bookingIds), eq(moneyEntries.direction, 1)))
    .orderBy(desc(moneyEntries.at), desc(moneyEntries.id));
  for (const row of rows) {
    if (!paid.has(row.bookingId!)) paid.set(row.bookingId!, row);
  }
  return paid;
}

const requester = alias(staffUsers, "requester");
const approver = alias(staffUsers, "approver");

/** The latest refunds, newest first, with who asked and approved and what the booking is. */
export function recentRefunds(db: Db, limit = 30) {
  return db
    .select({
      refund: refunds,
      reference: bookings.reference,
      receipt: moneyEntries.receipt,
      requestedBy: requester.name,
      approvedBy: approver.name,
    })
    .from(refunds)
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(moneyEntries, eq(moneyEntries.id, refunds.entryId))
    .leftJoin(requester, eq(requester.id, refunds.requestedBy))
    .leftJoin(approver, eq(approver.id, refunds.approvedBy))
    .orderBy(desc(refunds.id))
    .limit(limit);
}
