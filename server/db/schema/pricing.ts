import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Boarding, GuestKey, RoomTypeKey } from "../../../domain/rooms.ts";
import { roomTypes } from "./rooms.ts";

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
    check(
      "prices_guests_key",
      sql`${t.guests} in ('single_guest', 'two_guests', 'three_guests', 'four_guests')`,
    ),
    check(
      "prices_boarding_key",
      sql`${t.boarding} in ('bed_breakfast', 'half_board', 'full_board')`,
    ),
    check("prices_amount_positive", sql`${t.amountKes} > 0`),
  ],
);
