import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  ENTRY_KINDS,
  ENTRY_PROVIDERS,
  ENTRY_SOURCES,
  MONEY_METHODS,
  type EntryKind,
  type EntryProvider,
  type EntrySource,
  type MoneyMethod,
} from "../../../domain/ledger.ts";
import {
  REFUND_METHODS,
  REFUND_STATUSES,
  type RefundMethod,
  type RefundStatus,
} from "../../../domain/refunds.ts";
import { bookings, paymentAttempts } from "./bookings.ts";
import { sqlList } from "./pricing.ts";
import { staffUsers } from "./staff.ts";

/**
 * The money ledger (decision 023): every shilling that moved, one row each, written once. A
 * payment came in, a refund or a provider's reversal went out, an allocation moved money between
 * a booking and "not matched yet" (booking_id null). Nothing here is ever updated or deleted (a
 * trigger refuses it; see the migration), except two things that are not money: a receipt that
 * arrives after the payment it belongs to, and the staff member's id when their account is
 * removed. A booking's paid and refunded totals are sums over its rows.
 */
export const moneyEntries = pgTable(
  "money_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null: money not matched to a booking yet (a Paybill payment naming none). */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind").$type<EntryKind>().notNull(),
    /** +1 money in, -1 money out (a payment in; a refund or reversal out; an allocation either). */
    direction: integer("direction").notNull(),
    amountKes: integer("amount_kes").notNull(),
    method: text("method").$type<MoneyMethod>().notNull(),
    /** The path that brought it: an M-Pesa prompt, a card order, Paybill, the desk... */
    source: text("source").$type<EntrySource>().notNull(),
    /** Whose receipt `receipt` is; null with it. */
    provider: text("provider").$type<EntryProvider>(),
    /** The provider's own id of this movement (M-Pesa receipt, Pesapal confirmation code). */
    receipt: text("receipt"),
    /** A reference staff typed that is not a provider receipt (card terminal, bank slip). */
    reference: text("reference"),
    /** The prompt or card order that asked for it. */
    attemptId: uuid("attempt_id").references(() => paymentAttempts.id, { onDelete: "restrict" }),
    /** For a reversal or an allocation: the entry it moves or takes back. */
    correctsId: bigint("corrects_id", { mode: "number" }).references(
      (): AnyPgColumn => moneyEntries.id,
      { onDelete: "restrict" },
    ),
    /** Who recorded it; null for the website and the providers. */
    staffId: bigint("staff_id", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** The payer as the provider showed them (masked MSISDN, masked card). */
    payer: text("payer"),
    note: text("note"),
    /** The refund request this entry pays (kind refund): one entry per request, at most. */
    refundId: bigint("refund_id", { mode: "number" }).references((): AnyPgColumn => refunds.id, {
      onDelete: "restrict",
    }),
    /** Anything else worth keeping about it (the refund it pays, a migration's origin). */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("money_entries_kind_known", sql`${t.kind} in (${sqlList(ENTRY_KINDS)})`),
    check("money_entries_method_known", sql`${t.method} in (${sqlList(MONEY_METHODS)})`),
    check("money_entries_source_known", sql`${t.source} in (${sqlList(ENTRY_SOURCES)})`),
    check(
      "money_entries_provider_known",
      sql`${t.provider} is null or ${t.provider} in (${sqlList(ENTRY_PROVIDERS)})`,
    ),
    check("money_entries_amount_positive", sql`${t.amountKes} > 0`),
    check("money_entries_direction", sql`${t.direction} in (1, -1)`),
    check(
      "money_entries_kind_direction",
      sql`(${t.kind} = 'payment' and ${t.direction} = 1)
        or (${t.kind} in ('refund', 'reversal') and ${t.direction} = -1)
        or ${t.kind} = 'allocation'`,
    ),
    check(
      "money_entries_receipt_has_provider",
      sql`${t.receipt} is null or ${t.provider} is not null`,
    ),
    // A provider's receipt counts once, whichever way it reached us (desk, Paybill, STK).
    uniqueIndex("money_entries_receipt").on(t.provider, t.receipt),
    // One prompt or card order brings its money once.
    uniqueIndex("money_entries_attempt_payment")
      .on(t.attemptId)
      .where(sql`${t.kind} = 'payment'`),
    // An entry is moved or taken back at most once.
    uniqueIndex("money_entries_corrects").on(t.correctsId, t.kind),
    // A refund request is paid once, however many Results and status answers say so.
    uniqueIndex("money_entries_refund").on(t.refundId),
    index("money_entries_booking").on(t.bookingId),
    index("money_entries_at").on(t.at),
  ],
);

/**
 * What we asked a provider or a person to give back (issue 31, decision 024), as payment_attempts
 * are what we asked to be paid: one row per request, sent at most once under its own key. Its
 * money is in the ledger only once paid: one refund entry (money_entries.refund_id); a failed
 * request writes nothing. Rows are never deleted; a refused reversal is followed by a new B2C row.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null: unmatched M-Pesa money staff marked to give back (mpesa_payments status refund). */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    /** The ledger entry whose money goes back: how it came (method, provider, receipt). */
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => moneyEntries.id, { onDelete: "restrict" }),
    amountKes: integer("amount_kes").notNull(),
    method: text("method").$type<RefundMethod>().notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    /**
     * Ours, made before sending and sent at most once: B2C's OriginatorConversationID, our
     * reference for a reversal or a Pesapal refund.
     */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Where B2C sends the money (2547XXXXXXXX); null for the other ways. */
    phone: text("phone"),
    /** Daraja's ids from its acknowledgement (the Result carries them too). */
    originatorConversationId: text("originator_conversation_id").unique(),
    conversationId: text("conversation_id").unique(),
    /** The OriginatorConversationID of our latest Transaction Status query about it. */
    statusQueryId: text("status_query_id").unique(),
    /** The provider's receipt of the refund itself (reversal or B2C TransactionID). */
    receipt: text("receipt"),
    resultCode: text("result_code"),
    /** The provider's words, as staff read them on "Money to return". */
    resultDesc: text("result_desc"),
    /** Every answer, appended (never replaced). */
    raw: jsonb("raw").$type<unknown[]>().notNull().default([]),
    /** The reversal refused before this B2C (a fallback), if any. */
    followsId: bigint("follows_id", { mode: "number" }).references((): AnyPgColumn => refunds.id, {
      onDelete: "restrict",
    }),
    reason: text("reason").notNull().default(""),
    requestedBy: bigint("requested_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    approvedBy: bigint("approved_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Claimed for sending: set once, so a second press or a second instance never sends again. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Daraja's QueueTimeOutURL was called: the outcome is unknown until a status query tells. */
    timedOutAt: timestamp("timed_out_at", { withTimezone: true }),
    lastAskedAt: timestamp("last_asked_at", { withTimezone: true }),
    /** No final answer for too long: staff were told. */
    attentionAt: timestamp("attention_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("refunds_method_known", sql`${t.method} in (${sqlList(REFUND_METHODS)})`),
    check("refunds_status_known", sql`${t.status} in (${sqlList(REFUND_STATUSES)})`),
    check("refunds_amount_positive", sql`${t.amountKes} > 0`),
    // One open request per money at a time: pressing Refund twice asks once.
    uniqueIndex("refunds_open_per_entry")
      .on(t.entryId)
      .where(sql`${t.status} in ('awaiting_approval', 'pending')`),
    uniqueIndex("refunds_open_per_booking")
      .on(t.bookingId)
      .where(sql`${t.status} in ('awaiting_approval', 'pending')`),
    index("refunds_pending")
      .on(t.sentAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What a provider told us, stored raw before anything is done with it (decision 023): Paybill
 * confirmations, M-Pesa callbacks, Pesapal notifications. Processing reads it here and marks it
 * done; a failure leaves it to be retried, and staff see what waits.
 */
export const providerInbox = pgTable(
  "provider_inbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** c2b_confirmation, stk_callback, pesapal_ipn... */
    kind: text("kind").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What processing made of it (repeat, settled, queued...). */
    outcome: text("outcome"),
    tries: integer("tries").notNull().default(0),
    lastError: text("last_error"),
    /** Not to be tried again before this (backoff after a failure). */
    retryAt: timestamp("retry_at", { withTimezone: true }),
  },
  (t) => [
    index("provider_inbox_waiting")
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);
