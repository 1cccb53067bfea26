// The refunds table (decision 024): what we asked a provider or a person to give back, and the
// one place a refund becomes money in the ledger. A paid refund writes ONE ledger entry (kind
// refund, direction -1, refund_id = the request; unique), never edits one; a failed refund writes
// nothing. When its booking no longer holds a credit, the booking's refund flag is settled: the
// flag follows the ledger. The guest is told in their language. server/payments/refunds.ts asks
// the providers and calls these with the refund's row locked.
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { MoneyMethod } from "../../domain/ledger.ts";
import { isOpenRefund, needsApproval, type RefundTimes } from "../../domain/refunds.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { readContent } from "../content/content.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { refundPaidEmail } from "../mail/booking-emails.ts";
import { queueEmail } from "../mail/outbox.ts";
import { queueRefundPaidTexts } from "../texts/booking-texts.ts";
import type { RefundCallbackUrls } from "./daraja/refunds-client.ts";
import { recordEntry } from "./ledger.ts";
import type { DarajaRefundsApi, PesapalRefundsApi } from "./types.ts";

type Tx = Db;
export type Refund = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, "id">;

/** What the refund flow needs beyond the payment deps: the clients, addresses and rules. */
export type RefundDeps = {
  /** Undefined: Daraja refunds are not set up (M-Pesa money goes back by hand). */
  daraja: DarajaRefundsApi | undefined;
  pesapal: PesapalRefundsApi;
  urls: RefundCallbackUrls;
  /** A refund above this needs a second staff member (REFUND_APPROVAL_ABOVE_KES). */
  approvalAboveKes: number;
  times: RefundTimes;
};

/** Our reference for a request, made before sending: B2C's OriginatorConversationID. */
export function newIdempotencyKey(): string {
  return `GMR${randomBytes(9).toString("hex").toUpperCase()}`;
}

/** Adds one answer to a refund's raw history (never replacing what is there). */
export function appendRefundRaw(now: Date, source: string, body: unknown) {
  return sql`${refunds.raw} || ${JSON.stringify([{ at: now.toISOString(), source, body }])}::jsonb`;
}

/** The refund, locked for this transaction. */
export async function lockRefund(tx: Tx, id: number): Promise<Refund | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row;
}

/** The refund Daraja's ids name (either id of the request, or of our status query), locked. */
export async function lockRefundOfConversation(
  tx: Tx,
  ids: { originatorConversationId?: string; conversationId?: string },
): Promise<Refund | undefined> {
  const { originatorConversationId: originator, conversationId: conversation } = ids;
  const matches = [
    originator && eq(refunds.originatorConversationId, originator),
    originator && eq(refunds.idempotencyKey, originator),
    originator && eq(refunds.statusQueryId, originator),
    conversation && eq(refunds.conversationId, conversation),
  ].filter((m) => !!m);
  if (matches.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(refunds)
    .where(sql.join(matches, sql` or `))
    .limit(1)
    .for("update");
  return row;
}

/** The open refund of a booking or of an unmatched entry, if any. */
export async function openRefundOf(
  tx: Tx,
  of: { bookingId: string } | { entryId: number },
): Promise<Refund | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        "bookingId" in of ? eq(refunds.bookingId, of.bookingId) : eq(refunds.entryId, of.entryId),
        inArray(refunds.status, ["awaiting_approval", "pending"]),
      ),
    );
  return row && isOpenRefund(row.status) ? row : undefined;
}

/** What unmatched M-Pesa money still owes back: its amount less the refunds paid from it. */
export async function unmatchedOwed(tx: Tx, entryId: number): Promise<number> {
  const [row] = await tx
    .select({
      // Named in full: drizzle writes a one-table select's columns bare ("id"), which inside
      // this subquery would mean refunds' own id (r.id), so other refunds were subtracted.
      owed: sql<number>`(money_entries.amount_kes - coalesce((select sum(r.amount_kes) from refunds r
        where r.entry_id = money_entries.id and r.status = 'paid'), 0))::int`,
    })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.id, entryId), sql`${moneyEntries.bookingId} is null`));
  return row ? Number(row.owed) : 0;
}

/** A booking's credit: what it holds beyond what it is charged (0 when it owes or is square). */
export async function bookingCredit(tx: Tx, bookingId: string): Promise<number> {
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId);
  return totals ? Math.max(-totals.balanceKes, 0) : 0;
}

export type RefundAnswer = {
  /** "result", "timeout", "status", "send", "reconcile", "staff"... */
  source: string;
  raw: unknown;
  resultCode?: string;
  resultDesc?: string;
};

/**
 * The money went back: one ledger entry, the refund paid, the booking's flag settled once it no
 * longer holds a credit, the guest told. Safe to call again (a repeated Result): "repeat".
 */
export async function refundPaid(
  tx: Tx,
  refund: Refund,
  paid: RefundAnswer & { receipt: string | null },
  now: Date,
): Promise<"paid" | "repeat"> {
  if (refund.status === "paid") return "repeat";
  const hand = handGivenOf(refund);
  if (hand && refund.bookingId) {
    // A desk refund a second person approved: the desk's method, and no text (given in person).
    await handRefundEntry(
      tx,
      {
        ...hand,
        bookingId: refund.bookingId,
        amountKes: refund.amountKes,
        reason: refund.reason,
        staffId: refund.requestedBy ?? refund.approvedBy!,
        refundId: refund.id,
      },
      now,
    );
    await tx
      .update(refunds)
      .set({ status: "paid", completedAt: now, raw: appendRefundRaw(now, paid.source, paid.raw) })
      .where(eq(refunds.id, refund.id));
    await settleFlagIfSquare(tx, refund.bookingId, now);
    return "paid";
  }
  const [returned] = await tx
    .select()
    .from(moneyEntries)
    .where(eq(moneyEntries.id, refund.entryId));
  const mpesaReceipt = refund.method.startsWith("mpesa") ? paid.receipt : null;
  const recorded = await recordEntry(tx, {
    bookingId: refund.bookingId,
    kind: "refund",
    direction: -1,
    amountKes: refund.amountKes,
    method: refund.method === "cash" ? (returned?.method ?? "cash") : returned!.method,
    source: "refund",
    // An M-Pesa refund's own receipt counts once; Pesapal gives none for a refund.
    provider: mpesaReceipt ? "mpesa" : null,
    receipt: mpesaReceipt,
    reference: mpesaReceipt ? null : (paid.receipt ?? returned?.receipt ?? null),
    refundId: refund.id,
    staffId: refund.approvedBy ?? refund.requestedBy,
    note: refund.reason || null,
    detail: { refundId: refund.id, refundMethod: refund.method },
    at: now,
  });
  if (recorded.kind === "exists" && recorded.entry.refundId !== refund.id) {
    // The receipt paid something else: not ours to count. A person looks.
    throw new Error(`refund ${refund.id}: receipt ${paid.receipt} is already in the ledger`);
  }
  await tx
    .update(refunds)
    .set({
      status: "paid",
      receipt: paid.receipt,
      resultCode: paid.resultCode ?? refund.resultCode,
      resultDesc: paid.resultDesc ?? refund.resultDesc,
      completedAt: now,
      raw: appendRefundRaw(now, paid.source, paid.raw),
    })
    .where(eq(refunds.id, refund.id));
  if (refund.bookingId) await afterBookingRefund(tx, refund, paid.receipt, now);
  else await afterUnmatchedRefund(tx, returned?.receipt ?? null, refund, now);
  return "paid";
}

/** The provider said no (or a status query could not find it): nothing moved, nothing written. */
export async function refundFailed(
  tx: Tx,
  refund: Refund,
  answer: RefundAnswer,
  now: Date,
): Promise<"failed" | "repeat"> {
  if (!isOpenRefund(refund.status)) return "repeat";
  await tx
    .update(refunds)
    .set({
      status: "failed",
      resultCode: answer.resultCode ?? null,
      resultDesc: answer.resultDesc ?? null,
      completedAt: now,
      raw: appendRefundRaw(now, answer.source, answer.raw),
    })
    .where(eq(refunds.id, refund.id));
  if (refund.bookingId) await notifyBookingChanged(tx, refund.bookingId);
  return "failed";
}

/** Keeps an answer that decides nothing yet (a timeout, an acknowledgement). */
export async function refundNoted(
  tx: Tx,
  refundId: number,
  answer: RefundAnswer,
  now: Date,
  set: Partial<typeof refunds.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...set, raw: appendRefundRaw(now, answer.source, answer.raw) })
    .where(eq(refunds.id, refundId));
}

/** The refund flag follows the ledger: settled once the booking no longer holds a credit. */
async function settleFlagIfSquare(tx: Tx, bookingId: string, now: Date) {
  if ((await bookingCredit(tx, bookingId)) > 0) return;
  await tx
    .update(bookings)
    .set({ refundSettledAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.refundDue, true),
        sql`${bookings.refundSettledAt} is null`,
      ),
    );
  await notifyBookingChanged(tx, bookingId);
}

/** How the desk gives money back by hand (its form's method and reference), kept on the request. */
export type HandGiven = { method: MoneyMethod; reference: string | null };

/** The desk's way of a hand refund, from the request's first raw record (source "desk"). */
export function handGivenOf(refund: Pick<Refund, "method" | "raw">): HandGiven | undefined {
  if (refund.method !== "cash") return undefined;
  const desk = (refund.raw as { source?: string; body?: HandGiven }[]).find(
    (r) => r.source === "desk",
  );
  return desk?.body;
}

/**
 * Money the desk gives back by hand (folio "Give money back"): a `cash` refund request, whose
 * desk method and reference are kept as its first raw record. Up to the approval setting it is
 * paid at once, with its ledger entry in the desk's method, so the desk, cash-up and "Money to
 * return" read one story (the guest is there: no text). Above it, it waits for a second staff
 * member's approval like any refund (refunds.ts approveRefund), and nothing is written until
 * then. Runs in the desk's transaction, booking locked.
 */
export async function recordHandRefund(
  tx: Tx,
  given: HandGiven & {
    bookingId: string;
    entryId: number;
    amountKes: number;
    reason: string;
    staffId: number;
    /** REFUND_APPROVAL_ABOVE_KES; undefined: no approval (no refund settings). */
    approvalAboveKes: number | undefined;
  },
  now: Date,
): Promise<{ kind: "paid"; entryId: number } | { kind: "awaiting"; refundId: number }> {
  const awaiting =
    given.approvalAboveKes !== undefined && needsApproval(given.amountKes, given.approvalAboveKes);
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: given.bookingId,
      entryId: given.entryId,
      amountKes: given.amountKes,
      method: "cash",
      status: awaiting ? "awaiting_approval" : "paid",
      idempotencyKey: newIdempotencyKey(),
      reason: given.reason,
      requestedBy: given.staffId,
      raw: [
        {
          at: now.toISOString(),
          source: "desk",
          body: { method: given.method, reference: given.reference },
        },
      ],
      createdAt: now,
      ...(awaiting ? {} : { sentAt: now, completedAt: now }),
    })
    .returning({ id: refunds.id });
  if (awaiting) {
    await notifyBookingChanged(tx, given.bookingId);
    return { kind: "awaiting", refundId: refund!.id };
  }
  const entryId = await handRefundEntry(tx, { ...given, refundId: refund!.id }, now);
  await settleFlagIfSquare(tx, given.bookingId, now);
  return { kind: "paid", entryId };
}

/** The ledger entry of money the desk gave back: in the desk's method, by who gave it. */
async function handRefundEntry(
  tx: Tx,
  given: HandGiven & {
    bookingId: string;
    amountKes: number;
    reason: string;
    staffId: number;
    refundId: number;
  },
  now: Date,
): Promise<number> {
  const [entry] = await tx
    .insert(moneyEntries)
    .values({
      bookingId: given.bookingId,
      kind: "refund",
      direction: -1,
      amountKes: given.amountKes,
      method: given.method,
      source: "desk",
      reference: given.reference,
      note: given.reason || null,
      staffId: given.staffId,
      refundId: given.refundId,
      detail: { refundId: given.refundId, refundMethod: "cash" },
      at: now,
    })
    .returning({ id: moneyEntries.id });
  return entry!.id;
}

async function afterBookingRefund(tx: Tx, refund: Refund, receipt: string | null, now: Date) {
  const bookingId = refund.bookingId!;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  await settleFlagIfSquare(tx, bookingId, now);
  const method = refund.method.startsWith("mpesa")
    ? "mpesa"
    : refund.method === "card_refund"
      ? "card"
      : "cash";
  await queueRefundPaidTexts(tx, booking, { amountKes: refund.amountKes, method }, now);
  if (booking.email) {
    const content = await readContent(tx);
    await queueEmail(
      tx,
      refundPaidEmail(booking, { amountKes: refund.amountKes, method, receipt }, content),
      now,
    );
  }
}

async function afterUnmatchedRefund(tx: Tx, transId: string | null, refund: Refund, now: Date) {
  if (!transId) return;
  await tx
    .update(mpesaPayments)
    .set({
      note: sql`trim(${mpesaPayments.note} || ' ' || ${`Refunded ${refund.amountKes} on ${now.toISOString().slice(0, 10)}.`})`,
    })
    .where(eq(mpesaPayments.transId, transId));
}
