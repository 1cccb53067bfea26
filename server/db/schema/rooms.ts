import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { HOUSEKEEPING_STATES, type HousekeepingState } from "../../../domain/front-desk.ts";
import type { RoomCategory, RoomTypeKey } from "../../../domain/rooms.ts";
import { staffUsers } from "./staff.ts";

const keyList = (keys: readonly string[]) => sql.raw(keys.map((key) => `'${key}'`).join(", "));

/**
 * The six room types. How many rooms each has is the count of its active rooms (below); a type's
 * row is the lock every write that takes or changes its rooms takes first (decision 007).
 */
export const roomTypes = pgTable(
  "room_types",
  {
    key: text("key").$type<RoomTypeKey>().primaryKey(),
    name: text("name").notNull(),
    category: text("category").$type<RoomCategory>().notNull(),
    minGuests: integer("min_guests").notNull(),
    maxGuests: integer("max_guests").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    check(
      "room_types_guests_range",
      sql`${t.minGuests} >= 1 and ${t.maxGuests} between ${t.minGuests} and 4`,
    ),
  ],
);

/**
 * The motel's physical rooms, each of one type, numbered as on its door. A retired room keeps its
 * history (bookings assigned to it) but no longer counts. Every write that adds, retires or moves
 * a room locks its type's room_types row first, as bookings do (decision 007).
 */
export const rooms = pgTable(
  "rooms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomType: text("room_type")
      .$type<RoomTypeKey>()
      .notNull()
      .references(() => roomTypes.key),
    /** As on the door: "101", "12A". Unique among active rooms, whatever the case. */
    number: text("number").notNull(),
    housekeeping: text("housekeeping").$type<HousekeepingState>().notNull().default("clean"),
    housekeepingAt: timestamp("housekeeping_at", { withTimezone: true }),
    sortOrder: integer("sort_order").notNull().default(0),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rooms_housekeeping_known", sql`${t.housekeeping} in (${keyList(HOUSEKEEPING_STATES)})`),
    check("rooms_number_not_blank", sql`length(trim(${t.number})) > 0`),
    uniqueIndex("rooms_active_number")
      .on(sql`lower(${t.number})`)
      .where(sql`${t.retiredAt} is null`),
    index("rooms_type").on(t.roomType),
  ],
);

/**
 * A room out of order (repairs, painting) from the night of startDate up to, not including, the
 * night of endDate (the first night it is back). Availability drops by one on those nights.
 */
export const roomClosures = pgTable(
  "room_closures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    createdBy: bigint("created_by", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Ended early or entered by mistake: no longer counts. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    check("room_closures_at_least_one_night", sql`${t.endDate} > ${t.startDate}`),
    index("room_closures_room").on(t.roomId),
    index("room_closures_dates").on(t.startDate, t.endDate),
  ],
);
