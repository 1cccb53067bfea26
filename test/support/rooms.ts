// Tests and benches that need a type to have a given number of rooms: a type's inventory is the
// count of its active rooms, so this retires rooms (the last numbers first) or adds new ones.
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import type { Db } from "../../server/db/client.ts";
import { rooms } from "../../server/db/schema/rooms.ts";

/** Active rooms of the type. */
export async function activeRoomCount(db: Db, type: RoomTypeKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rooms)
    .where(and(eq(rooms.roomType, type), isNull(rooms.retiredAt)));
  return row!.n;
}

/** Makes the type have exactly `wanted` active rooms. */
export async function setRoomCount(db: Db, type: RoomTypeKey, wanted: number): Promise<void> {
  const active = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.roomType, type), isNull(rooms.retiredAt)))
    .orderBy(desc(rooms.sortOrder), desc(rooms.id));
  const extra = active.slice(0, Math.max(active.length - wanted, 0)).map((room) => room.id);
  if (extra.length > 0) {
    await db.update(rooms).set({ retiredAt: new Date() }).where(inArray(rooms.id, extra));
  }
  const missing = wanted - active.length;
  if (missing > 0) {
    await db.insert(rooms).values(
      Array.from({ length: missing }, (_, i) => ({
        roomType: type,
        number: `T-${type}-${Date.now().toString(36)}-${i}`,
        sortOrder: 1000 + i,
      })),
    );
  }
}
