import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Lang } from "../../../i18n/locales.ts";
import {
  BOOKING_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentProvider,
  type PaymentStatus,
} from "../../../domain/booking-status.ts";
import {
  BOARDINGS,
  MAX_GUESTS_PER_ROOM,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import {
  BOOKING_SOURCES,
  FOLIO_CHARGE_KINDS,
  type BookingSource,
  type FolioChargeKind,
} from "../../../domain/front-desk.ts";
import type { TaxAmount } from "../../../domain/taxes.ts";
import type { Note } from "../../../domain/booking-notes.ts";
import { sqlList } from "./pricing.ts";
import { rooms, roomTypes } from "./rooms.ts";
import { staffUsers } from "./staff.ts";

/**
 * A stay booked for one or more rooms. While pending it holds its rooms until hold_expires_at;
 * confirmed keeps them; expired, failed and cancelled release them (server/bookings/availability.ts).
 * Amounts are computed by the server from the price table when the rooms are held.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short code guests quote; set by the booking flow. */
    reference: text("reference").unique(),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    /** Motel-local dates: the first night and the morning of departure. */
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The room nights (every room, every night, as booked) and what the guest pays. */
    subtotalKes: integer("subtotal_kes").notNull(),
    totalKes: integer("total_kes").notNull(),
    /** Taken off the room nights by a promotion code (promotion_uses says which). */
    discountKes: integer("discount_kes").notNull().default(0),
    promotionCode: text("promotion_code"),
    /** The tax lines of the total as booked, and whether the total includes them. */
    taxes: jsonb("taxes").$type<TaxAmount[]>().notNull().default([]),
    taxesIncluded: boolean("taxes_included").notNull().default(true),
    // The guest, as given in the wizard's step 1. Null only for holds made without the wizard
    // (availability tests and the oversell benchmark).
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    /** The 9 digits after +254. */
    phone: text("phone"),
    idNumber: text("id_number"),
    /** Expected arrival, HH:MM motel time. */
    checkInTime: text("check_in_time"),
    specialRequests: text("special_requests"),
    /**
     * The language the guest booked in (issue 17): their emails and texts use it, staff see it.
     * English for the desk's and the channels' bookings.
     */
    lang: text("lang").$type<Lang>().notNull().default("en"),
    /** When the booking became confirmed (its payment's time). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** A payment arrived that the booking could not take (its rooms were gone): staff refund it. */
    refundDue: boolean("refund_due").notNull().default(false),
    /**
     * Why the status last changed, for staff (the hold expired, a late payment found its rooms
     * taken…), as notes worded when shown (domain/booking-notes.ts); a refund's note joins them.
     */
    statusNotes: jsonb("status_notes").$type<Note[]>().notNull().default([]),
    /** When the front desk checked the guest in (a confirmed booking only). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /**
     * Who asked for the hold: the keyed hash of the client address (server/http/rate-limit.ts
     * clientKey), so unpaid holds can be bounded per address. Null for bookings not made online.
     */
    clientKey: text("client_key"),
    /** When staff settled a refund_due flag (refunded the money). */
    refundSettledAt: timestamp("refund_settled_at", { withTimezone: true }),
    /**
     * Why the booking needs a person (a reversed payment, a provider answer that failed our
     * checks, a receipt seen twice); null when it does not. Kept apart from statusNotes so neither
     * overwrites the other.
     */
    attentionNotes: jsonb("attention_notes").$type<Note[]>(),
    attentionAt: timestamp("attention_at", { withTimezone: true }),
    /** When staff marked the attention handled. */
    attentionSettledAt: timestamp("attention_settled_at", { withTimezone: true }),
    /** Where it came from: the website, or the channel staff entered it from. */
    source: text("source").$type<BookingSource>().notNull().default("website"),
    /** The OTA's or agent's own reference for it (Booking.com's reservation number...). */
    sourceReference: text("source_reference"),
    /** The staff member who entered it; null for the website's bookings. */
    createdBy: bigint("created_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /**
     * Pay on arrival: a confirmed booking with nothing paid keeps its rooms until this time on the
     * arrival day; after it the booking is a no-show candidate for staff (never released unasked).
     */
    arrivalCutoffAt: timestamp("arrival_cutoff_at", { withTimezone: true }),
    /** When the guest left (the rooms became dirty). */
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_source_known", sql`${t.source} in (${sqlList(BOOKING_SOURCES)})`),
    check("bookings_status_known", sql`${t.status} in (${sqlList(BOOKING_STATUSES)})`),
    check("bookings_at_least_one_night", sql`${t.checkOut} > ${t.checkIn}`),
    check(
      "bookings_pending_has_hold_expiry",
      sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`,
    ),
    check("bookings_amounts_positive", sql`${t.subtotalKes} > 0 and ${t.totalKes} > 0`),
    // Availability reads bookings overlapping a date range.
    index("bookings_stay_dates").on(t.checkIn, t.checkOut),
    // The hold limits count a client's open holds (server/bookings/create.ts).
    index("bookings_open_holds_by_client")
      .on(t.clientKey)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One room of a booking: its type, guests, boarding and the nightly price it was held at. */
export const bookingRooms = pgTable(
  "booking_rooms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    roomType: text("room_type")
      .$type<RoomTypeKey>()
      .notNull()
      .references(() => roomTypes.key),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    boarding: text("boarding").$type<Boarding>().notNull(),
    nightlyKes: integer("nightly_kes").notNull(),
    /** Why staff charged another nightly price than the table's (audited); null when none. */
    priceOverrideReason: text("price_override_reason"),
    /** The numbered room it was given at check-in (or moved to); null until then. */
    roomId: integer("room_id").references(() => rooms.id),
  },
  (t) => [
    check(
      "booking_rooms_adults",
      sql`${t.adults} between 1 and ${sql.raw(String(MAX_GUESTS_PER_ROOM))}`,
    ),
    check("booking_rooms_children", sql`${t.children} >= 0`),
    check("booking_rooms_boarding_key", sql`${t.boarding} in (${sqlList(BOARDINGS)})`),
    check("booking_rooms_nightly_positive", sql`${t.nightlyKes} > 0`),
    index("booking_rooms_booking").on(t.bookingId),
    index("booking_rooms_type").on(t.roomType),
    index("booking_rooms_room").on(t.roomId),
  ],
);

/**
 * One attempt to pay a booking: an M-Pesa prompt (STK push) or a card order. Its provider ids
 * make callbacks idempotent; raw keeps every answer the provider gave, in order.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    /** What we asked for: the booking's server-computed total. */
    amountKes: integer("amount_kes").notNull(),
    /** M-Pesa: the paying MSISDN (254...). */
    phone: text("phone"),
    /** Our reference sent to the provider (Pesapal's merchant reference, unique per order). */
    merchantReference: text("merchant_reference").notNull(),
    /** Daraja MerchantRequestID / Pesapal order_tracking_id. */
    providerRequestId: text("provider_request_id"),
    /** Daraja CheckoutRequestID (the key of its callback and query). */
    checkoutRequestId: text("checkout_request_id"),
    /** M-Pesa receipt number / Pesapal confirmation code, once paid. */
    receipt: text("receipt"),
    /** What the provider says was paid, when it says (differs from amountKes on a mismatch). */
    paidKes: integer("paid_kes"),
    /** Masked card or account the provider reports. */
    paymentAccount: text("payment_account"),
    /** The provider's result code and text, as the last answer gave them. */
    resultCode: text("result_code"),
    resultDesc: text("result_desc"),
    /** Every answer from the provider: [{at, source, body}]. */
    raw: jsonb("raw").$type<RawPaymentResult[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When reconciliation last asked the provider about it. */
    lastQueriedAt: timestamp("last_queried_at", { withTimezone: true }),
  },
  (t) => [
    check("payment_attempts_provider_known", sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check("payment_attempts_status_known", sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check("payment_attempts_amount_positive", sql`${t.amountKes} > 0`),
    uniqueIndex("payment_attempts_checkout_request").on(t.checkoutRequestId),
    uniqueIndex("payment_attempts_merchant_reference").on(t.merchantReference),
    // Pesapal's tracking id finds its order (IPN, return). Daraja's MerchantRequestID is only
    // kept: a repeated one must not fail the write of an accepted prompt.
    uniqueIndex("payment_attempts_card_order")
      .on(t.providerRequestId)
      .where(sql`${t.provider} = 'card'`),
    uniqueIndex("payment_attempts_receipt").on(t.provider, t.receipt),
    // One unanswered M-Pesa prompt per booking ('you already have a pending transaction').
    uniqueIndex("payment_attempts_one_pending_prompt")
      .on(t.bookingId)
      .where(sql`${t.provider} = 'mpesa' and ${t.status} = 'pending'`),
    index("payment_attempts_booking").on(t.bookingId),
    index("payment_attempts_pending").on(t.status, t.createdAt),
  ],
);

export type RawPaymentResult = { at: string; source: string; body: unknown };

/** What staff add to a guest's bill beside the room nights (meals, laundry, damages...). */
export const folioCharges = pgTable(
  "folio_charges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind").$type<FolioChargeKind>().notNull(),
    description: text("description").notNull(),
    amountKes: integer("amount_kes").notNull(),
    staffId: bigint("staff_id", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** A charge entered by mistake is voided (with a reason), never deleted. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (t) => [
    check("folio_charges_kind_known", sql`${t.kind} in (${sqlList(FOLIO_CHARGE_KINDS)})`),
    check("folio_charges_amount_positive", sql`${t.amountKes} > 0`),
    index("folio_charges_booking").on(t.bookingId),
  ],
);

/**
 * What happened to a booking, one row each, never overwritten (issue 31): a status change and
 * why, money received or owed back, something for a person. `code` says what kind; `params` the
 * facts (amounts, reasons); `notes` what staff read, worded when shown (domain/booking-notes.ts).
 * `bookings.status_notes` keeps only the latest, for lists.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    notes: jsonb("notes").$type<Note[]>().notNull().default([]),
    /** Who did it; null for the website, a provider or a job. */
    staffId: bigint("staff_id", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking").on(t.bookingId, t.at)],
);
