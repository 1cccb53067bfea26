import { and, asc, count, eq, isNull } from "drizzle-orm";
import {
  fromPrice,
  topPrice,
  priceTableFromRows,
  type PriceRow,
  type PriceTable,
} from "../../domain/pricing.ts";
import type { RoomTypeDefinition } from "../../domain/rooms.ts";
import type { Db } from "../db/client.ts";
import { prices } from "../db/schema/pricing.ts";
import { rooms as roomsTable, roomTypes } from "../db/schema/rooms.ts";

export type RoomTypeSummary = RoomTypeDefinition & {
  /** Active rooms of the type (retired ones no longer count). */
  roomCount: number;
  /** Lowest nightly price in the table, undefined when nothing is priced for the type. */
  fromPriceKes: number | undefined;
  /** Highest nightly price in the table (the top of the site's price range). */
  toPriceKes: number | undefined;
};

/** Every price row, in a fixed order (type, guests, boarding). */
export function loadPriceRows(db: Db): Promise<PriceRow[]> {
  return db
    .select({
      roomType: prices.roomType,
      guests: prices.guests,
      boarding: prices.boarding,
      amountKes: prices.amountKes,
    })
    .from(prices)
    .orderBy(asc(prices.roomType), asc(prices.guests), asc(prices.boarding));
}

export async function loadPriceTable(db: Db): Promise<PriceTable> {
  return priceTableFromRows(await loadPriceRows(db));
}

/** The room types in display order, with room count and from-price, and the price table they
 * were priced from: pages that show both read each once. */
export async function loadRoomsAndPrices(
  db: Db,
): Promise<{ rooms: RoomTypeSummary[]; table: PriceTable }> {
  const [types, table] = await Promise.all([
    db
      .select({
        key: roomTypes.key,
        name: roomTypes.name,
        category: roomTypes.category,
        minGuests: roomTypes.minGuests,
        maxGuests: roomTypes.maxGuests,
        roomCount: count(roomsTable.id),
      })
      .from(roomTypes)
      .leftJoin(
        roomsTable,
        and(eq(roomsTable.roomType, roomTypes.key), isNull(roomsTable.retiredAt)),
      )
      .groupBy(roomTypes.key)
      .orderBy(asc(roomTypes.sortOrder)),
    loadPriceTable(db),
  ]);
  const rooms = types.map((type) => ({
    ...type,
    fromPriceKes: fromPrice(table, type.key),
    toPriceKes: topPrice(table, type.key),
  }));
  return { rooms, table };
}

/** The room types in display order, with room count and from-price. */
export async function listRoomTypes(db: Db): Promise<RoomTypeSummary[]> {
  return (await loadRoomsAndPrices(db)).rooms;
}

export type RoomCatalog = {
  rooms: RoomTypeSummary[];
  /** All rooms of all types: the rooms counter and every "N rooms" text. */
  totalRooms: number;
};

export async function roomCatalog(db: Db): Promise<RoomCatalog> {
  const rooms = await listRoomTypes(db);
  return { rooms, totalRooms: rooms.reduce((sum, room) => sum + room.roomCount, 0) };
}
