import { queueColumns, queueConstraints } from "./queue.ts";
import { bigint, jsonb, pgTable, text } from "drizzle-orm/pg-core";

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
    ...queueColumns<OutboxStatus>(),
    /** The SMTP server's Message-ID once accepted. */
    messageId: text("message_id"),
  },
  (t) => queueConstraints("outbox", OUTBOX_STATUSES, t),
);
