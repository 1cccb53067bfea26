import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { roomCatalog, type RoomCatalog } from "../../../server/rooms/catalog.ts";

/** Room types with from-prices and the number of rooms, for Home and Our Rooms. */
export function loadRooms(context: Readonly<RouterContextProvider>): Promise<RoomCatalog> {
  return roomCatalog(context.get(servicesContext).database.db);
}
