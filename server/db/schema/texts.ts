import { queueColumns, queueConstraints } from "./queue.ts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  TEXT_CHANNELS,
  TEXT_KINDS,
  type TextChannel,
  type TextKind,
  type WhatsappTemplate,
} from "../../../domain/channel-texts.ts";
import { DELIVERY_STATUSES, type DeliveryStatus } from "../../../domain/text-delivery.ts";
import { bookings } from "./bookings.ts";
import { sqlList } from "./pricing.ts";

export const TEXT_STATUSES = ["pending", "sending", "sent", "failed", "cancelled"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/**
 * Every SMS and WhatsApp message the site sends, written in the transaction of what it reports
 * and delivered by the text worker (server/texts/worker.ts), like the email outbox:
 * pending -> sending (claimed, leased) -> sent | pending (retry later) | failed (staff resend);
 * cancelled when it no longer applies (the booking was cancelled before its reminder, the guest
 * replied STOP). deliveryStatus follows the provider's reports after it was sent.
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The booking it is about (null for none); its texts go with it. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TextKind>().notNull(),
    channel: text("channel").$type<TextChannel>().notNull(),
    /** The 12-digit MSISDN, 2547XXXXXXXX. */
    toNumber: text("to_number").notNull(),
    /** The SMS text, and what the WhatsApp template reads as. */
    body: text("body").notNull(),
    /** WhatsApp only: the approved template and its values. */
    template: jsonb("template").$type<WhatsappTemplate>(),
    ...queueColumns<TextStatus>(),
    /** Africa's Talking's messageId or WhatsApp's wamid, once accepted. */
    providerId: text("provider_id"),
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
  },
  (t) => [
    ...queueConstraints("text_messages", TEXT_STATUSES, t),
    check("text_messages_kind", sql`${t.kind} in (${sqlList(TEXT_KINDS)})`),
    check("text_messages_channel", sql`${t.channel} in (${sqlList(TEXT_CHANNELS)})`),
    check(
      "text_messages_delivery_status",
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in (${sqlList(DELIVERY_STATUSES)})`,
    ),
    check("text_messages_to_msisdn", sql`${t.toNumber} ~ '^254[17][0-9]{8}$'`),
    check(
      "text_messages_whatsapp_template",
      sql`${t.channel} <> 'whatsapp' or ${t.template} is not null`,
    ),
    index("text_messages_booking").on(t.bookingId),
    // Delivery reports find their text by the provider's id.
    uniqueIndex("text_messages_provider_id").on(t.channel, t.providerId),
  ],
);

/** Numbers that replied STOP: never texted again, on any channel. */
export const textOptOuts = pgTable(
  "text_opt_outs",
  {
    toNumber: text("to_number").primaryKey(),
    /** The channel the STOP came in on. */
    channel: text("channel").$type<TextChannel>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("text_opt_outs_channel", sql`${t.channel} in (${sqlList(TEXT_CHANNELS)})`)],
);

/** The guest's choice in the wizard's step 1; a booking without a row gets SMS only. */
export const bookingTextChoices = pgTable("booking_text_choices", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  sms: boolean("sms").notNull(),
  whatsapp: boolean("whatsapp").notNull(),
});
