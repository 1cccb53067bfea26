import { sql } from "drizzle-orm";
import { bigint, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Messages sent from the contact form, stored before any email is tried. */
export const contactMessages = pgTable("contact_messages", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** The phone number or other way to reach the sender, as typed. */
  contact: text("contact").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When staff marked it handled (answered); null while it waits. */
  handledAt: timestamp("handled_at", { withTimezone: true }),
  handledBy: text("handled_by"),
});

/** The Special Offer mailing list: one entry per address, whatever its letter case. */
export const mailingList = pgTable(
  "mailing_list",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    /** When the address was given: the spec's entry date (shown to staff in milliseconds). */
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The consent wording the visitor saw, as proof of consent (Data Protection Act s.32). */
    consentText: text("consent_text").notNull(),
  },
  (t) => [uniqueIndex("mailing_list_email_lower").on(sql`lower(${t.email})`)],
);
