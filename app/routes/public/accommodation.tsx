import type { Route } from "./+types/accommodation";
import { sitePageMeta } from "../../page-meta.ts";

import { ROOM_CATEGORIES } from "../../../domain/rooms.ts";
import { Picture } from "../../components/picture.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { SearchBar } from "../../features/search/search-bar.tsx";
import { SearchResults } from "../../features/search/search-results.tsx";
import { loadAccommodation } from "./rooms.server.ts";
import { pageMessages } from "../../i18n.server.ts";
import { listAnd } from "../../../i18n/format.ts";
import { useT } from "../../i18n.tsx";
import { wordSaid } from "../../../i18n/said.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await loadAccommodation(context, new URL(request.url), new Date())),
    messages: pageMessages(request, ["rooms", "estimator", "rules"]),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return sitePageMeta(matches, location, (t, motel) => ({
    title: t("rooms.ourRooms"),
    description: t("rooms.accommodationDescription", { motel: motel.name }),
    path: "/accommodation",
    image: "room-deluxe",
  }));
}

export default function Accommodation({ loaderData }: Route.ComponentProps) {
  const { rooms, totalRooms, window, search } = loaderData;
  const t = useT();
  const categories = listAnd(
    t.lang,
    ROOM_CATEGORIES.map((category) => t(`rooms.category${category}`)),
  );
  const values = !search
    ? undefined
    : search.ok
      ? {
          ...search.result.query,
          adults: String(search.result.query.adults),
          children: String(search.result.query.children),
        }
      : search;
  return (
    <>
      <section className="page-hero" aria-labelledby="accommodation-title">
        <Picture
          slot="room-deluxe"
          sizes="100vw"
          priority
          className="page-hero__image"
          decorative
        />
        <div className="container page-hero__content">
          <h1 id="accommodation-title">{t("rooms.ourRooms")}</h1>
          <p>
            {t("rooms.accommodationIntro", {
              rooms: totalRooms,
              count: ROOM_CATEGORIES.length,
              list: categories,
            })}
          </p>
          <SearchBar
            key={
              values
                ? `${values.checkIn}/${values.checkOut}/${values.adults}/${values.children}`
                : "default"
            }
            window={window}
            values={values}
            className="search-bar--page"
          />
          {search && !search.ok && (
            <p className="form-alert form-alert--error search-bar__message" role="alert">
              {wordSaid(t, search.message)}
            </p>
          )}
        </div>
      </section>
      {search?.ok && <SearchResults result={search.result} />}
      <section className="section" aria-label={t("rooms.roomTypes")}>
        <div className="container card-grid">
          {rooms.map((room) => (
            <RoomCard key={room.key} room={room} headingLevel={2} />
          ))}
        </div>
      </section>
    </>
  );
}
