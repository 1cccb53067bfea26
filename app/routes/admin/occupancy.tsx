// /admin/bookings/occupancy: rooms taken of each type on each of the next 30 nights, counted as
// the booking engine counts them (confirmed bookings and live holds). Shade and number both say
// it; a sold-out night also says so in words.
import { Link } from "react-router";
import type { Route } from "./+types/occupancy";
import { occupancyLevel } from "../../../domain/admin-bookings.ts";
import { ROOM_TYPE_KEYS } from "../../../domain/rooms.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { loadOccupancyPage } from "./occupancy.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupancyPage(request, context, new Date());
}

export const meta = adminTitle("staffDesk.occupancyTitle");

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/** "Sat 21": a motel-local date (read as UTC midnight, so no zone shifts it). */
function nightLabel(night: string) {
  return `${weekday.format(new Date(`${night}T00:00:00Z`))} ${Number(night.slice(8))}`;
}

export default function Occupancy({ loaderData }: Route.ComponentProps) {
  const { nights, rooms: roomCount, open, taken } = loaderData;
  const t = useT();
  return (
    <section className="admin-page" aria-labelledby="occupancy-title">
      <p>
        <Link to="/admin/bookings">{t("staffDesk.allBookings")}</Link>
      </p>
      <h1 id="occupancy-title">{t("staffDesk.occupancyTitle")}</h1>
      <p>{t("staffDesk.occupancyIntro", { from: nights[0] ?? "", count: nights.length })}</p>
      <div
        className="admin-table-wrap"
        role="region"
        aria-label={t("staffDesk.occupancyByNight")}
        tabIndex={0}
      >
        <table className="admin-table admin-occupancy">
          <caption className="visually-hidden">{t("staffDesk.occupancyCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("staffDesk.roomType")}</th>
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
                  {t(`common.type_${type}`)}{" "}
                  <span className="admin-occupancy__rooms">
                    {t("staffDesk.occupancyRooms", { count: roomCount[type] })}
                  </span>
                </th>
                {taken[type].map((rooms, i) => {
                  // Out-of-order rooms are not sold: a night counts against the rooms open.
                  const level = occupancyLevel(rooms, open[type][i]!);
                  return (
                    <td key={nights[i]} className={`admin-occupancy__cell--${level}`}>
                      {rooms}/{open[type][i]}
                      {level === 4 && (
                        <span className="admin-occupancy__full">
                          {t("staffDesk.occupancyFull")}
                        </span>
                      )}
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
