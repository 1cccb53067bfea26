import type { Route } from "./+types/accommodation";
import { motel } from "../../../content/motel.ts";
import { roomCategoriesText } from "../../../domain/rooms.ts";
import { Picture } from "../../components/picture.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { originFrom, pageMeta } from "../../seo.ts";
import { loadRooms } from "./rooms.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadRooms(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Our Rooms",
    description: `Standard, Twin, Deluxe, Executive and Family rooms at ${motel.name}, Gilgil: capacity and nightly prices in Ksh.`,
    path: "/accommodation",
    origin: originFrom(matches),
    image: "room-deluxe",
  });
}

export default function Accommodation({ loaderData }: Route.ComponentProps) {
  const { rooms, totalRooms } = loaderData;
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
        </div>
      </section>
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
