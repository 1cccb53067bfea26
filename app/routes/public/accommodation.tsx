import type { Route } from "./+types/accommodation";

import { roomCategoriesText } from "../../../domain/rooms.ts";
import { Picture } from "../../components/picture.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { SearchBar } from "../../features/search/search-bar.tsx";
import { SearchResults } from "../../features/search/search-results.tsx";
import { loadAccommodation } from "./rooms.server.ts";
import { contentOfMatches } from "../../content-context.tsx";
import { pageMessages } from "../../i18n.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await loadAccommodation(context, new URL(request.url), new Date())),
    messages: pageMessages(request, ["rooms"]),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return pageMeta({
    title: "Our Rooms",
    description: `Standard, Twin, Deluxe, Executive and Family rooms at ${motel.name}, Gilgil: capacity and nightly prices in Ksh.`,
    path: "/accommodation",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: contentOfMatches(matches).name,
    image: "room-deluxe",
  });
}

export default function Accommodation({ loaderData }: Route.ComponentProps) {
  const { rooms, totalRooms, window, search } = loaderData;
  const values = !search
    ? undefined
    : search.ok
      ? { ...search.result.query, guests: String(search.result.query.guests) }
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
          <h1 id="accommodation-title">Our Rooms</h1>
          <p>
            {totalRooms} rooms in {roomCategoriesText()}, each with free Wi-Fi, a smart TV and a hot
            shower. Prices are per room per night and include breakfast.
          </p>
          <SearchBar
            key={values ? `${values.checkIn}/${values.checkOut}/${values.guests}` : "default"}
            window={window}
            values={values}
            className="search-bar--page"
          />
          {search && !search.ok && (
            <p className="form-alert form-alert--error search-bar__message" role="alert">
              {search.message}
            </p>
          )}
        </div>
      </section>
      {search?.ok && <SearchResults result={search.result} />}
      <section className="section" aria-label="Room types">
        <div className="container card-grid">
          {rooms.map((room) => (
            <RoomCard key={room.key} room={room} headingLevel={2} />
          ))}
        </div>
      </section>
    </>
  );
}
