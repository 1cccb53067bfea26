import { data, type RouterContextProvider } from "react-router";
import { isRoomTypeKey } from "../../../domain/rooms.ts";
import { defaultStay } from "../../../domain/stay.ts";
import { roomsLeft } from "../../../server/bookings/availability.ts";
import { servicesContext } from "../../../server/context.ts";
import { loadRoomsAndPrices, type RoomTypeSummary } from "../../../server/rooms/catalog.ts";
import { loadPricingData } from "../../../server/rooms/rates.ts";
import type { EstimatorData } from "../../features/estimator/estimate.ts";

export type RoomPageData = {
  room: RoomTypeSummary;
  /** The other room types, in display order: the Related Rooms cards. */
  related: RoomTypeSummary[];
  /** The cost estimator's price table and rooms left for its default stay (tonight in Gilgil). */
  estimator: EstimatorData;
};

/** One room type's page data; an unknown type is a real 404, before any query. */
export async function loadRoomPage(
  context: Readonly<RouterContextProvider>,
  type: string,
  now: Date,
): Promise<RoomPageData> {
  if (!isRoomTypeKey(type)) throw data(null, { status: 404 });
  const { config, database } = context.get(servicesContext);
  const stay = defaultStay(now);
  const [{ rooms, table }, left, pricing] = await Promise.all([
    loadRoomsAndPrices(database.db),
    roomsLeft(database.db, stay, now),
    loadPricingData(database.db),
  ]);
  const room = rooms.find((r) => r.key === type);
  if (!room) throw data(null, { status: 404 });
  return {
    room,
    related: rooms.filter((r) => r.key !== type),
    estimator: {
      prices: table,
      pricing: { rules: pricing.rules, taxes: pricing.taxes, stayRules: pricing.stayRules },
      today: stay.checkIn,
      horizonDays: config.bookingHorizonDays,
      stay,
      roomsLeft: left,
    },
  };
}
