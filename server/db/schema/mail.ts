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
} from "drizzle-orm/pg-core";

/** A text attachment as nodemailer takes it (content is the file's text, UTF-8). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every email the site sends, written in the same transaction as what it reports and delivered
 * afterwards by the mail worker (server/mail/worker.ts). pending -> sending (claimed, with a
 * lease) -> sent | pending again (retry later) | failed (staff can resend).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is about: contact_message, offer_thank_you, booking_confirmation, ... */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Small text files sent with the mail, e.g. the booking's calendar file (.ics). */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending mail may next be tried. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While sending: after this, a crashed worker's claim may be taken over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The SMTP server's Message-ID once accepted. */
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "outbox_status",
      sql`${t.status} in (${sql.raw(OUTBOX_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
    // The worker's question: which unsent mails are due?
    index("outbox_due").on(t.status, t.nextAttemptAt),
  ],
);
