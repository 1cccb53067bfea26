import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  BOARDINGS,
  GUEST_KEYS,
  type Boarding,
  type GuestKey,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { roomTypes } from "./rooms.ts";
import { staffUsers } from "./staff.ts";

/** A constant SQL list of the domain's keys, so the database allows exactly those. */
export function sqlList(keys: readonly string[]) {
  return sql.raw(keys.map((key) => `'${key}'`).join(", "));
}

/**
 * The price table: integer KES per night for a room type, guest-count key and boarding.
 * A combination is offered exactly when it has a row.
 */
export const prices = pgTable(
  "prices",
  {
    roomType: text("room_type")
      .$type<RoomTypeKey>()
      .notNull()
      .references(() => roomTypes.key, { onDelete: "cascade" }),
    guests: text("guests").$type<GuestKey>().notNull(),
    boarding: text("boarding").$type<Boarding>().notNull(),
    amountKes: integer("amount_kes").notNull(),
    /** True for the seeded sample values until staff set a real price. */
    isSample: boolean("is_sample").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomType, t.guests, t.boarding] }),
    check("prices_guests_key", sql`${t.guests} in (${sqlList(GUEST_KEYS)})`),
    check("prices_boarding_key", sql`${t.boarding} in (${sqlList(BOARDINGS)})`),
    check("prices_amount_positive", sql`${t.amountKes} > 0`),
  ],
);

/**
 * The price editor's history: every change to a price (null old = newly offered, null new =
 * withdrawn) or to a room type's inventory, with who made it and when.
 */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    roomType: text("room_type").$type<RoomTypeKey>().notNull(),
    /** 'price' (guests and boarding set) or 'inventory' (they are null). */
    field: text("field").$type<"price" | "inventory">().notNull(),
    guests: text("guests").$type<GuestKey>(),
    boarding: text("boarding").$type<Boarding>(),
    oldValue: integer("old_value"),
    newValue: integer("new_value"),
    /** The account that made it; null once that account is deleted. */
    changedBy: bigint("changed_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** The name at the time, so the history still reads after an account goes. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_changes_field", sql`${t.field} in ('price', 'inventory')`),
    index("price_changes_time").on(t.changedAt),
  ],
);
