import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { RoomCategory, RoomTypeKey } from "../../../domain/rooms.ts";

/** The six room types and how many rooms of each the motel has (inventory sums to 39 at seed). */
export const roomTypes = pgTable(
  "room_types",
  {
    key: text("key").$type<RoomTypeKey>().primaryKey(),
    name: text("name").notNull(),
    category: text("category").$type<RoomCategory>().notNull(),
    minGuests: integer("min_guests").notNull(),
    maxGuests: integer("max_guests").notNull(),
    inventory: integer("inventory").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    check(
      "room_types_guests_range",
      sql`${t.minGuests} >= 1 and ${t.maxGuests} between ${t.minGuests} and 4`,
    ),
    check("room_types_inventory_non_negative", sql`${t.inventory} >= 0`),
  ],
);
