import { data, type RouterContextProvider } from "react-router";
import { BOARDINGS, isRoomTypeKey, roomTypeOf, type Boarding } from "../../../domain/rooms.ts";
import { stayFromAddress, typedFromAddress } from "../../../domain/stay-address.ts";
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
  /** The cost estimator's price table, its stay and the rooms left for it. */
  estimator: EstimatorData;
  /** The address asked for a stay (a search's room link): the page links back to that search. */
  searched: boolean;
};

/** A boarding the address names (the estimator's form without scripts sends it). */
const isBoarding = (value: string | null) =>
  (BOARDINGS as readonly (string | null)[]).includes(value);

/**
 * One room type's page data; an unknown type is a real 404, before any query. The estimator opens
 * on the stay the address asks for (the search's dates and party), else tonight for the room's
 * smallest party.
 */
export async function loadRoomPage(
  context: Readonly<RouterContextProvider>,
  type: string,
  query: URLSearchParams,
  now: Date,
): Promise<RoomPageData> {
  if (!isRoomTypeKey(type)) throw data(null, { status: 404 });
  const { config, database } = context.get(servicesContext);
  const tonight = defaultStay(now);
  const window = { today: tonight.checkIn, horizonDays: config.bookingHorizonDays };
  const asked = stayFromAddress(query, window);
  const stay = asked ?? { ...tonight, adults: roomTypeOf(type).minGuests, children: 0 };
  // Dates or a party that make no stay (the estimator sent without scripts): shown as typed.
  const typed = asked === undefined ? typedFromAddress(query) : undefined;
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
      ...window,
      stay,
      ...(typed && { typed }),
      ...(isBoarding(query.get("boarding")) ? { boarding: query.get("boarding") as Boarding } : {}),
      roomsLeft: left,
    },
    searched: asked !== undefined,
  };
}
