// /admin/front-desk: the front desk's day view (issue 14), for any signed-in staff member. Today
// (or the day picked): arrivals, guests in house, departures, no-show candidates and rooms free
// that night, as cards that fit a phone held in one hand. Server-rendered; the picker is a GET form.
import type { Route } from "./+types/front-desk";
import frontDeskStyles from "../../styles/front-desk.css?url";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { DayPicker, DayLists, DaySummary, RoomsFree } from "../../features/front-desk/day-view.tsx";
import { loadFrontDeskPage } from "./front-desk.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: frontDeskStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFrontDeskPage(request, context, new Date());
}

export function meta() {
  return adminMeta("Front desk");
}

export default function FrontDesk({ loaderData: day }: Route.ComponentProps) {
  return (
    <section className="admin-page front-desk" aria-labelledby="front-desk-title">
      <h1 id="front-desk-title">Front desk</h1>
      <DayPicker date={day.date} today={day.today} error={day.error} />
      <DaySummary day={day} />
      <DayLists day={day} />
      <RoomsFree day={day} />
    </section>
  );
}
