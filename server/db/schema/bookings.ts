import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, type BookingStatus } from "../../../domain/booking-status.ts";
import {
  BOARDINGS,
  MAX_GUESTS_PER_ROOM,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { sqlList } from "./pricing.ts";
import { roomTypes } from "./rooms.ts";

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
    /** Per-night subtotal across the rooms, and subtotal x nights. */
    subtotalKes: integer("subtotal_kes").notNull(),
    totalKes: integer("total_kes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_status_known", sql`${t.status} in (${sqlList(BOOKING_STATUSES)})`),
    check("bookings_at_least_one_night", sql`${t.checkOut} > ${t.checkIn}`),
    check(
      "bookings_pending_has_hold_expiry",
      sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`,
    ),
    check("bookings_amounts_positive", sql`${t.subtotalKes} > 0 and ${t.totalKes} > 0`),
    // Availability reads bookings overlapping a date range.
    index("bookings_stay_dates").on(t.checkIn, t.checkOut),
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
  ],
);
