// /admin/front-desk: the front desk's day view (issue 14), for any signed-in staff member. Today
// (or the day picked): arrivals, guests in house, departures, guests past check-out (overstays,
// issue 31: checked out or extended from their card), no-show candidates, rooms free that night
// and the room board (one tap sets a room's housekeeping), as cards that fit a phone held in one
// hand, with an arrival's check-in and a payment on the card itself, and "Sell a room now" for a
// walk-in. Server-rendered; the picker is a GET form and the
// board's taps and the cards' actions plain POSTs, so it works without JavaScript.
import { Link } from "react-router";
import type { Route } from "./+types/front-desk";
import frontDeskStyles from "../../features/front-desk/front-desk.css?url";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { DayPicker, DayLists, DaySummary, RoomsFree } from "../../features/front-desk/day-view.tsx";
import { RoomBoard } from "../../features/front-desk/room-board.tsx";
import { frontDeskAction, loadFrontDeskPage } from "./front-desk.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: frontDeskStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFrontDeskPage(request, context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  return frontDeskAction(request, context, new Date());
}

export const meta = adminTitle("staffDesk.frontDeskTitle");

export default function FrontDesk({ loaderData: day, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="admin-page front-desk" aria-labelledby="front-desk-title">
      <h1 id="front-desk-title">{t("staffDesk.frontDeskTitle")}</h1>
      <p className="front-desk__sell">
        <Link className="button" to="/admin/front-desk/sell">
          {t("staffDesk.sellTitle")}
        </Link>
      </p>
      <DayPicker date={day.date} today={day.today} error={day.error} />
      <DaySummary day={day} />
      <DayLists day={day} answer={actionData} />
      <RoomsFree day={day} />
      <section id="room-board" aria-labelledby="room-board-title" className="front-desk__section">
        <h2 id="room-board-title">{t("staffDesk.frontDeskRoomBoard")}</h2>

        <ActionNotice answer={actionData?.intent === "housekeeping" ? actionData : undefined} />
        <RoomBoard
          rooms={day.board}
          level={3}
          housekeepingAction={`/admin/front-desk?date=${day.date}`}
        />
      </section>
    </section>
  );
}
