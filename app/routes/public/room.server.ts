import { data, type RouterContextProvider } from "react-router";
import { isRoomTypeKey } from "../../../domain/rooms.ts";
import { defaultStay } from "../../../domain/stay.ts";
import { roomsLeft } from "../../../server/bookings/availability.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  listRoomTypes,
  loadPriceTable,
  type RoomTypeSummary,
} from "../../../server/rooms/catalog.ts";
import type { EstimatorData } from "../../features/estimator/estimate.ts";

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

/** The cost estimator's price table and rooms left for its default stay (tonight in Gilgil). */
export async function loadEstimator(
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<EstimatorData> {
  const { config, database } = context.get(servicesContext);
  const stay = defaultStay(now);
  const [prices, left] = await Promise.all([
    loadPriceTable(database.db),
    roomsLeft(database.db, stay, now),
  ]);
  return {
    prices,
    today: stay.checkIn,
    horizonDays: config.bookingHorizonDays,
    stay,
    roomsLeft: left,
  };
}
