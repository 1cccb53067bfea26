// First-start data: the room types with their numbered rooms and a SAMPLE price table for staff to
// edit. Runs on every start and only fills an empty database, so it never overwrites staff edits.
import { sql } from "drizzle-orm";
import { seedRoomNumber } from "../../domain/front-desk.ts";
import type { PriceRow } from "../../domain/pricing.ts";
import { BOARDINGS, ROOM_TYPES, type RoomTypeKey } from "../../domain/rooms.ts";
import type { Db } from "./client.ts";
import { prices } from "./schema/pricing.ts";
import { rooms, roomTypes } from "./schema/rooms.ts";

/** How many rooms of each type the motel has: 39 in all. */
export const SEED_INVENTORY: Record<RoomTypeKey, number> = {
  standard: 12,
  standard_double: 8,
  deluxe: 8,
  executive: 5,
  executive_double: 3,
  family: 3,
};

/**
 * SAMPLE nightly prices in KES, stored with is_sample = true until staff change them.
 * No full board for standard_double, executive_double and family (PRODUCT.md decision 2).
 */
export const SAMPLE_PRICES: readonly PriceRow[] = [
  ...rows("standard", "single_guest", [3500, 4500, 5500]),
  ...rows("standard", "two_guests", [4500, 6500, 8500]),
  ...rows("standard_double", "two_guests", [5000, 7000]),
  ...rows("standard_double", "three_guests", [6500, 9500]),
  ...rows("standard_double", "four_guests", [8000, 12000]),
  ...rows("deluxe", "single_guest", [4500, 5500, 6500]),
  ...rows("deluxe", "two_guests", [5500, 7500, 9500]),
  ...rows("executive", "single_guest", [6000, 7000, 8000]),
  ...rows("executive", "two_guests", [7000, 9000, 11000]),
  ...rows("executive_double", "three_guests", [9000, 12000]),
  ...rows("family", "two_guests", [6500, 8500]),
  ...rows("family", "three_guests", [8000, 11000]),
  ...rows("family", "four_guests", [9500, 13500]),
];

function rows(
  roomType: RoomTypeKey,
  guests: PriceRow["guests"],
  amounts: readonly number[],
): PriceRow[] {
  // Amounts come in BOARDINGS order: bed & breakfast, half board, full board.
  return amounts.map((amountKes, i) => ({ roomType, guests, boarding: BOARDINGS[i]!, amountKes }));
}

/** Fills an empty database; returns whether it seeded. Safe when several instances start at once. */
export async function seedDatabase(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(roomTypes);
    if ((row?.count ?? 0) > 0) return false;
    const inserted = await tx
      .insert(roomTypes)
      .values(ROOM_TYPES.map((type, sortOrder) => ({ ...type, sortOrder })))
      .onConflictDoNothing()
      .returning({ key: roomTypes.key });
    // Another instance starting at the same moment may have seeded first.
    if (inserted.length === 0) return false;
    await tx.insert(rooms).values(
      ROOM_TYPES.flatMap((type, typeIndex) =>
        Array.from({ length: SEED_INVENTORY[type.key] }, (_, i) => ({
          roomType: type.key,
          number: seedRoomNumber(typeIndex, i + 1),
          sortOrder: i + 1,
        })),
      ),
    );
    await tx
      .insert(prices)
      .values(SAMPLE_PRICES.map((price) => ({ ...price, isSample: true })))
      .onConflictDoNothing();
    return true;
  });
}
