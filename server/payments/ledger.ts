// The money ledger (decision 023): the one place money is written, and the sums every page and
// decision reads. An entry is written once; a provider receipt counts once whichever way it
// came (an M-Pesa prompt, Paybill, typed at the desk), because every writer takes the same lock
// on it and the table has a unique key on it.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { moneyHeld, type EntryProvider, type MoneyHeld } from "../../domain/ledger.ts";
import type { Db } from "../db/client.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { moneyEntries } from "../db/schema/ledger.ts";

type Tx = Db;
export type MoneyEntry = typeof moneyEntries.$inferSelect;
export type NewMoneyEntry = Omit<typeof moneyEntries.$inferInsert, "id">;

/**
 * Serialises every writer of one receipt until the transaction ends: a desk receipt and the
 * Paybill confirmation of the same money take turns, and the second sees the first's entry.
 */
export async function lockReceipt(tx: Tx, provider: EntryProvider, receipt: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`money-receipt:${provider}:${receipt}`}, 0))`,
  );
}

/** The entry that carries this receipt, if any (call with its lock held to act on the answer). */
export async function entryWithReceipt(
  tx: Tx,
  provider: EntryProvider,
  receipt: string,
): Promise<MoneyEntry | undefined> {
  const [entry] = await tx
    .select()
    .from(moneyEntries)
    .where(and(eq(moneyEntries.provider, provider), eq(moneyEntries.receipt, receipt)));
  return entry;
}

export type Recorded =
  { kind: "recorded"; entry: MoneyEntry } | { kind: "exists"; entry: MoneyEntry };

/**
 * Writes one entry, unless its receipt is already in the ledger (then that entry is returned and
 * nothing is written). Runs in the caller's transaction.
 */
export async function recordEntry(tx: Tx, entry: NewMoneyEntry): Promise<Recorded> {
  if (entry.receipt) {
    await lockReceipt(tx, entry.provider!, entry.receipt);
    const existing = await entryWithReceipt(tx, entry.provider!, entry.receipt);
    if (existing) return { kind: "exists", entry: existing };
  }
  const [row] = await tx.insert(moneyEntries).values(entry).returning();
  return { kind: "recorded", entry: row! };
}

/**
 * A receipt that arrived after the payment it belongs to (an M-Pesa query said paid before the
 * callback brought the receipt, or staff typed it): the one change an entry takes.
 */
export async function addReceipt(
  tx: Tx,
  entryId: number,
  provider: EntryProvider,
  receipt: string,
): Promise<void> {
  await tx
    .update(moneyEntries)
    .set({ provider, receipt })
    .where(and(eq(moneyEntries.id, entryId), isNull(moneyEntries.receipt)));
}

/** The payment entry a prompt or card order brought, if it brought one. */
export async function paymentOfAttempt(tx: Tx, attemptId: string): Promise<MoneyEntry | undefined> {
  const [entry] = await tx
    .select()
    .from(moneyEntries)
    .where(and(eq(moneyEntries.attemptId, attemptId), eq(moneyEntries.kind, "payment")));
  return entry;
}

/** Paid, refunded and held of each booking (bookings with no entries hold nothing). */
export async function moneyHeldBy(
  tx: Tx,
  bookingIds: readonly string[],
): Promise<Map<string, MoneyHeld>> {
  const held = new Map<string, MoneyHeld>(bookingIds.map((id) => [id, moneyHeld([])]));
  if (bookingIds.length === 0) return held;
  const rows = await tx
    .select({
      bookingId: moneyEntries.bookingId,
      inKes: sql<number>`coalesce(sum(${moneyEntries.amountKes}) filter (where ${moneyEntries.direction} = 1), 0)::int`,
      outKes: sql<number>`coalesce(sum(${moneyEntries.amountKes}) filter (where ${moneyEntries.direction} = -1), 0)::int`,
    })
    .from(moneyEntries)
    .where(inArray(moneyEntries.bookingId, [...bookingIds]))
    .groupBy(moneyEntries.bookingId);
  for (const row of rows) {
    const paidKes = Number(row.inKes);
    const refundedKes = Number(row.outKes);
    held.set(row.bookingId!, { paidKes, refundedKes, heldKes: paidKes - refundedKes });
  }
  return held;
}

/**
 * What a booking costs while it stands (room total and extras not voided) and what it holds:
 * the facts every money decision reads, under the booking's lock.
 */
export async function billOf(tx: Tx, bookingId: string) {
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId);
  if (!totals) throw new Error(`no booking ${bookingId}`);
  const stayKes = totals.roomKes + totals.extrasKes;
  const heldKes = totals.paidKes - totals.refundedKes;
  return { stayKes, heldKes, owedKes: stayKes - heldKes, totals };
}

/** The newest payment into a booking: what its confirmation and receipts name. */
export async function latestPayment(tx: Tx, bookingId: string): Promise<MoneyEntry | undefined> {
  const [entry] = await tx
    .select()
    .from(moneyEntries)
    .where(and(eq(moneyEntries.bookingId, bookingId), eq(moneyEntries.direction, 1)))
    .orderBy(desc(moneyEntries.at), desc(moneyEntries.id))
    .limit(1);
  return entry;
}
