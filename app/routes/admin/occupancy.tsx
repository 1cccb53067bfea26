// /admin/bookings/occupancy: rooms taken of each type on each of the next 30 nights, counted as
// the booking engine counts them (confirmed bookings and live holds). Shade and number both say
// it; a sold-out night also says so in words.
import { Link } from "react-router";
import type { Route } from "./+types/occupancy";
import { occupancyLevel } from "../../../domain/admin-bookings.ts";
import { ROOM_TYPE_KEYS, roomTypeOf } from "../../../domain/rooms.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { loadOccupancyPage } from "./occupancy.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupancyPage(request, context, new Date());
}

export function meta() {
  return adminMeta("Occupancy");
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/** "Sat 21": a motel-local date (read as UTC midnight, so no zone shifts it). */
function nightLabel(night: string) {
  return `${weekday.format(new Date(`${night}T00:00:00Z`))} ${Number(night.slice(8))}`;
}

export default function Occupancy({ loaderData }: Route.ComponentProps) {
  const { nights, rooms: roomCount, open, taken } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="occupancy-title">
      <p>
        <Link to="/admin/bookings">All bookings</Link>
      </p>
      <h1 id="occupancy-title">Occupancy</h1>
      <p>
        Rooms taken of each type, night by night, from {nights[0]} for {nights.length} nights: paid
        bookings and unpaid holds that have not expired, of the rooms open that night (rooms out of
        order are not counted). Sold-out nights are marked Full.
      </p>
      <div className="admin-table-wrap" role="region" aria-label="Occupancy by night" tabIndex={0}>
        <table className="admin-table admin-occupancy">
          <caption className="visually-hidden">Rooms taken of the inventory, per night</caption>
          <thead>
            <tr>
              <th scope="col">Room type</th>
              {nights.map((night) => (
                <th scope="col" key={night}>
                  <time dateTime={night}>{nightLabel(night)}</time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROOM_TYPE_KEYS.map((type) => (
              <tr key={type}>
                <th scope="row">
                  {roomTypeOf(type).name}{" "}
                  <span className="admin-occupancy__rooms">({roomCount[type]} rooms)</span>
                </th>
                {taken[type].map((rooms, i) => {
                  // Out-of-order rooms are not sold: a night counts against the rooms open.
                  const level = occupancyLevel(rooms, open[type][i]!);
                  return (
                    <td key={nights[i]} className={`admin-occupancy__cell--${level}`}>
                      {rooms}/{open[type][i]}
                      {level === 4 && <span className="admin-occupancy__full">Full</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
