import { data, type RouterContextProvider } from "react-router";
import { isRoomTypeKey } from "../../../domain/rooms.ts";
import { servicesContext } from "../../../server/context.ts";
import { listRoomTypes, type RoomTypeSummary } from "../../../server/rooms/catalog.ts";

export type RoomPageData = {
  room: RoomTypeSummary;
  /** The other room types, in display order: the Related Rooms cards. */
  related: RoomTypeSummary[];
};

/** One room type's page data; an unknown type is a real 404. */
export async function loadRoomPage(
  context: Readonly<RouterContextProvider>,
  type: string,
): Promise<RoomPageData> {
  if (!isRoomTypeKey(type)) throw data(null, { status: 404 });
  const rooms = await listRoomTypes(context.get(servicesContext).database.db);
  const room = rooms.find((r) => r.key === type);
  if (!room) throw data(null, { status: 404 });
  return { room, related: rooms.filter((r) => r.key !== type) };
}
