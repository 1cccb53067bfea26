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
  uuid,
} from "drizzle-orm/pg-core";
import { bookings, paymentAttempts } from "./bookings.ts";
import { sqlList } from "./pricing.ts";
import { staffUsers } from "./staff.ts";

/** Where M-Pesa money came from: a Paybill confirmation, or an STK callback we had no push for. */
export const MPESA_PAYMENT_SOURCES = ["paybill", "stk"] as const;
/**
 * matched: it paid (or part paid, or is a refund due on) a booking (its money ledger entry says how);
 * unmatched: in the staff queue "M-Pesa payments to match"; refund: staff marked it to give back.
 */
export const MPESA_PAYMENT_STATUSES = ["matched", "unmatched", "refund"] as const;
export type MpesaPaymentStatus = (typeof MPESA_PAYMENT_STATUSES)[number];

/**
 * Every M-Pesa payment that reached us outside an STK push we track (decision 018): Paybill
 * confirmations, matched or not, and STK callbacks for pushes we had given up on. The receipt
 * (TransID) is unique, so a repeated notification changes nothing; unmatched money stays here
 * until staff attach it to a booking or mark it for refund.
 */
export const mpesaPayments = pgTable(
  "mpesa_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The M-PESA receipt (C2B TransID, STK MpesaReceiptNumber). */
    transId: text("trans_id").notNull().unique(),
    source: text("source").$type<(typeof MPESA_PAYMENT_SOURCES)[number]>().notNull(),
    amountKes: integer("amount_kes").notNull(),
    /** What the payer typed as the account number (Paybill), cleaned. */
    billRef: text("bill_ref").notNull().default(""),
    /** YYYYMMDDHHmmss, Kenyan time, as M-PESA sent it. */
    transTime: text("trans_time"),
    /** The payer's MSISDN masked, or a shortened hash: never a usable number. */
    payer: text("payer"),
    firstName: text("first_name").notNull().default(""),
    status: text("status").$type<MpesaPaymentStatus>().notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    /** The fake attempt older Paybill payments were recorded as (before the ledger); else null. */
    attemptId: uuid("attempt_id").references(() => paymentAttempts.id, { onDelete: "restrict" }),
    /** Why it is in the queue, or what staff did with it. */
    note: text("note").notNull().default(""),
    raw: jsonb("raw").$type<unknown>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: bigint("resolved_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    check("mpesa_payments_source_known", sql`${t.source} in (${sqlList(MPESA_PAYMENT_SOURCES)})`),
    check("mpesa_payments_status_known", sql`${t.status} in (${sqlList(MPESA_PAYMENT_STATUSES)})`),
    check("mpesa_payments_amount_positive", sql`${t.amountKes} > 0`),
    check(
      "mpesa_payments_matched_has_booking",
      sql`${t.status} <> 'matched' or ${t.bookingId} is not null`,
    ),
    index("mpesa_payments_status").on(t.status, t.receivedAt),
    index("mpesa_payments_booking").on(t.bookingId),
  ],
);
