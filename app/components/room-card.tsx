import { Link } from "react-router";

import { formatKes } from "../../domain/money.ts";
import type { RoomTypeDefinition } from "../../domain/rooms.ts";
import { Picture } from "./picture.tsx";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";
import { roomName } from "../room-words.ts";

export type RoomCardData = Pick<RoomTypeDefinition, "key" | "name" | "minGuests" | "maxGuests"> & {
  fromPriceKes: number | undefined;
};

/** headingLevel: 2 where the cards are the page's main list, 3 inside a titled section. */
export function RoomCard({ room, headingLevel = 3 }: { room: RoomCardData; headingLevel?: 2 | 3 }) {
  const motel = useContent();
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="room-card">
      <Picture
        slot={`room-${room.key}`}
        sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 100vw"
        className="room-card__image"
        decorative
      />
      <div className="room-card__body">
        <Heading className="room-card__title">
          <Link to={t.path(`/room/${room.key}`)}>{roomName(t, room)}</Link>
        </Heading>
        <p className="room-card__capacity">
          {t("rooms.capacity", {
            capacity:
              room.minGuests === room.maxGuests
                ? t("rooms.guestCount", { count: room.maxGuests })
                : t("rooms.guestRange", { min: room.minGuests, max: room.maxGuests }),
          })}
        </p>
        <p>{motel.roomDescriptions[room.key]}</p>
        <p className="room-card__price">
          {room.fromPriceKes === undefined
            ? t("rooms.askForPrice")
            : t.rich("rooms.fromPerNight", {
                price: () => <strong>{formatKes(room.fromPriceKes!)}</strong>,
              })}
        </p>
      </div>
    </article>
  );
}
