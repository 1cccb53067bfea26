// Which bookings are in house now: read by availability (an overstay keeps its room) and by the
// front desk's room board.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { bookings } from "../db/schema/bookings.ts";

/** Guests in house: confirmed, checked in, not checked out. */
export const inHouse = and(
  eq(bookings.status, "confirmed"),
  isNotNull(bookings.checkedInAt),
  isNull(bookings.checkedOutAt),
);
