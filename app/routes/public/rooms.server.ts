import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { listRoomTypes, type RoomTypeSummary } from "../../../server/rooms/catalog.ts";

export type RoomsData = { rooms: RoomTypeSummary[]; totalRooms: number };

/** Room types with from-prices, and the inventory total that every "N rooms" text shows. */
export async function loadRooms(context: Readonly<RouterContextProvider>): Promise<RoomsData> {
  const rooms = await listRoomTypes(context.get(servicesContext).database.db);
  return { rooms, totalRooms: rooms.reduce((sum, room) => sum + room.inventory, 0) };
}
