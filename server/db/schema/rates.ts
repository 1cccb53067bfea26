// Prices by date (issue 16, docs/decisions/013-rates-by-date.md): rate periods, weekday rules,
// staff's holiday edits, stay rules, the rate and tax settings, promotion codes, and each booked
// room's nights at the prices they were booked at.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PriceTable } from "../../../domain/pricing.ts";
import type { TypeAdjustments } from "../../../domain/rates.ts";
import type { RoomTypeKey } from "../../../domain/rooms.ts";
import { bookingRooms, bookings } from "./bookings.ts";
import { staffUsers } from "./staff.ts";

const staffRef = () =>
  bigint("created_by", { mode: "number" }).references(() => staffUsers.id, {
    onDelete: "set null",
  });

/** A named date range with its own table or an adjustment per room type ("Easter"). */
export const ratePeriods = pgTable(
  "rate_periods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** Its name on Kiswahili pages and in Kiswahili bookings' messages; null: the English one. */
    nameSw: text("name_sw"),
    firstNight: date("first_night", { mode: "string" }).notNull(),
    lastNight: date("last_night", { mode: "string" }).notNull(),
    /** Its own prices (type → guests → boarding → KES), or null: adjustments only. */
    prices: jsonb("prices").$type<PriceTable | null>(),
    adjustments: jsonb("adjustments").$type<TypeAdjustments>().notNull().default({}),
    createdBy: staffRef(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rate_periods_dates", sql`${t.lastNight} >= ${t.firstNight}`),
    index("rate_periods_dates_idx").on(t.firstNight, t.lastNight),
  ],
);

/** An adjustment for chosen days of the week (the nights starting on them). */
export const weekdayRules = pgTable("weekday_rules", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** Null: Kiswahili pages show the English name. */
  nameSw: text("name_sw"),
  /** 0 Sunday … 6 Saturday. */
  weekdays: jsonb("weekdays").$type<number[]>().notNull(),
  adjustments: jsonb("adjustments").$type<TypeAdjustments>().notNull().default({}),
  createdBy: staffRef(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff's edit of one holiday in one year (domain/holidays.ts): a moved date, a confirmed Eid, a
 * holiday not kept (date null), or a one-off extra holiday.
 */
export const holidayEdits = pgTable(
  "holiday_edits",
  {
    year: integer("year").notNull(),
    key: text("key").notNull(),
    date: date("date", { mode: "string" }),
    name: text("name").notNull(),
    /** Null: the holiday's own Kiswahili name, or the English one for a renamed or extra one. */
    nameSw: text("name_sw"),
    updatedBy: bigint("updated_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.key] }),
    check(
      "holiday_edits_date_in_year",
      sql`${t.date} is null or extract(year from ${t.date}) = ${t.year}`,
    ),
  ],
);

/** Minimum nights, closed to arrival and the online same-day cut-off, by arrival dates and type. */
export const stayRules = pgTable(
  "stay_rules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstNight: date("first_night", { mode: "string" }).notNull(),
    lastNight: date("last_night", { mode: "string" }).notNull(),
    /** Empty: every type. */
    roomTypes: jsonb("room_types").$type<RoomTypeKey[]>().notNull().default([]),
    minNights: integer("min_nights"),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    sameDayCutoff: text("same_day_cutoff"),
    createdBy: staffRef(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stay_rules_dates", sql`${t.lastNight} >= ${t.firstNight}`),
    check("stay_rules_min_nights", sql`${t.minNights} is null or ${t.minNights} between 1 and 30`),
  ],
);

/**
 * One row (id 1): the holiday adjustment and whether the prices shown include the taxes.
 * Seeded with no holiday adjustment and taxes included.
 */
export const rateSettings = pgTable(
  "rate_settings",
  {
    id: integer("id").primaryKey().default(1),
    holidayAdjustments: jsonb("holiday_adjustments").$type<TypeAdjustments>().notNull().default({}),
    taxesIncluded: boolean("taxes_included").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("rate_settings_one_row", sql`${t.id} = 1`)],
);

/** The tax lines on every total (VAT 16%, tourism levy 2% by default). */
export const taxLines = pgTable(
  "tax_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** Null: Kiswahili pages show the English name. */
    nameSw: text("name_sw"),
    ratePercent: numeric("rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("tax_lines_rate", sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 100`)],
);

/** One night of one booked room at the price it was booked at: never repriced afterwards. */
export const bookingNights = pgTable(
  "booking_nights",
  {
    bookingRoomId: integer("booking_room_id")
      .notNull()
      .references(() => bookingRooms.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    amountKes: integer("amount_kes").notNull(),
    /** Where the price came from ("Base price", "Easter", "Staff price: …"). */
    rule: text("rule").notNull(),
    /** The same in Kiswahili, for a guest who booked in Kiswahili; null: as `rule`. */
    ruleSw: text("rule_sw"),
  },
  (t) => [
    primaryKey({ columns: [t.bookingRoomId, t.night] }),
    check("booking_nights_amount_positive", sql`${t.amountKes} > 0`),
    index("booking_nights_booking").on(t.bookingId),
  ],
);

/** A promotion code staff created. */
export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, as guests type it in any case. */
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").$type<"percent" | "kes">().notNull(),
    /** Percent off (1–100) or KES off the room nights. */
    value: integer("value").notNull(),
    /** When it can be booked with (inclusive dates); null: no bound. */
    bookFrom: date("book_from", { mode: "string" }),
    bookTo: date("book_to", { mode: "string" }),
    /** The nights it applies to: every night of the stay must fall within. */
    stayFrom: date("stay_from", { mode: "string" }),
    stayTo: date("stay_to", { mode: "string" }),
    /** Empty: every type. */
    roomTypes: jsonb("room_types").$type<RoomTypeKey[]>().notNull().default([]),
    minNights: integer("min_nights").notNull().default(1),
    /** Uses in all; null: unlimited. */
    maxUses: integer("max_uses"),
    /** Uses per guest phone and per guest email; null: unlimited. */
    maxUsesPerGuest: integer("max_uses_per_guest"),
    active: boolean("active").notNull().default(true),
    createdBy: staffRef(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotions_code").on(t.code),
    check("promotions_kind", sql`${t.kind} in ('percent', 'kes')`),
    check(
      "promotions_value",
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
  ],
);

/** A booking that used a promotion (one per booking); a released booking frees its use. */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "restrict" }),
    email: text("email"),
    /** The 9 digits after +254. */
    phone: text("phone"),
    discountKes: integer("discount_kes").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("promotion_uses_promotion").on(t.promotionId)],
);
