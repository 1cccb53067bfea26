import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/room";
import { ROOM_IMAGES } from "../../../content/gallery.ts";

import { formatKsh } from "../../../domain/money.ts";
import { capacityLabel, roomServices } from "../../../domain/rooms.ts";
import { Carousel } from "../../components/carousel.tsx";
import { CostEstimator } from "../../features/estimator/cost-estimator.tsx";
import { Picture } from "../../components/picture.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { hotelRoomJsonLd, structuredDataInputs } from "../../structured-data.server.ts";
import { track } from "../../analytics.ts";
import { loadRoomPage } from "./room.server.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { pageMessages } from "../../i18n.server.ts";

/** Every room is this size (spec: Room page, info strip). */
const ROOM_SIZE = "40ft";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [page, seo] = await Promise.all([
    loadRoomPage(context, params.type, new Date()),
    structuredDataInputs(context),
  ]);
  return {
    ...page,
    jsonLd: hotelRoomJsonLd(seo.motel, seo.origin, page.room, seo.photos),
    messages: pageMessages(request, ["rooms"]),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  if (!loaderData) return [];
  const { room } = loaderData;
  const origin = originFrom(matches);
  const price =
    room.fromPriceKes === undefined ? "" : ` From ${formatKsh(room.fromPriceKes)} per night.`;
  return [
    ...pageMeta({
      title: room.name,
      description: `${motel.roomDescriptions[room.key]} ${capacityLabel(room)}.${price}`,
      path: `/room/${room.key}`,
      origin,
      photos: photosFrom(matches),
      siteName: motel.name,
      image: ROOM_IMAGES[room.key][0],
    }),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function RoomPage({ loaderData }: Route.ComponentProps) {
  const motel = useContent();
  const { room, related, estimator } = loaderData;
  const price = room.fromPriceKes === undefined ? "Ask us" : formatKsh(room.fromPriceKes);
  const images = ROOM_IMAGES[room.key];
  useEffect(() => {
    track({
      name: "view_room",
      props: { item_id: room.key, item_name: room.name, item_category: room.category },
    });
  }, [room.key, room.name, room.category]);
  return (
    <>
      <section className="page-hero room-hero" aria-labelledby="room-hero-title">
        <Picture slot={images[0]} sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="room-hero-title">{room.name}</h1>
          <p className="room-hero__price">
            <strong>{price}</strong> {room.fromPriceKes !== undefined && "per night"}
          </p>
          {/* On a phone the estimator sits below the description: one tap away from here. */}
          <p className="room-hero__check">
            <a className="button" href="#cost-estimator">
              Check dates and price
            </a>
          </p>
          <nav aria-label="On this page">
            <ul className="room-hero__links">
              <li>
                <a href="#description">Description</a>
              </li>
              <li>
                <a href="#services">Room Services</a>
              </li>
              <li>
                <a href="#similar">Similar rooms</a>
              </li>
            </ul>
          </nav>
        </div>
      </section>

      <div className="info-strip">
        <dl className="container info-strip__list">
          <div>
            <dt>Capacity</dt>
            <dd>{capacityLabel(room)}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{ROOM_SIZE}</dd>
          </div>
          <div>
            <dt>Price per night</dt>
            <dd>{price}</dd>
          </div>
        </dl>
      </div>

      <div className="section">
        <div className="container room-layout">
          <div className="room-layout__main">
            <section id="description" aria-labelledby="room-title">
              <h2 id="room-title">{room.name}</h2>
              <p className="rating">
                <span aria-hidden="true">★★★★★</span>
                <span className="visually-hidden">Rated 5 out of 5</span>
              </p>
              <Carousel
                label={`${room.name} photos`}
                slides={images.map((slot) => (
                  <Picture
                    key={slot}
                    slot={slot}
                    sizes="(min-width: 1100px) 700px, (min-width: 900px) 60vw, 100vw"
                  />
                ))}
              />
              <p className="room-description">{motel.roomDescriptions[room.key]}</p>
              <p>{motel.roomDetails[room.key]}</p>
              <p>
                <DocumentLink document="room_rates" />
              </p>
            </section>

            <section id="services" aria-labelledby="services-title">
              <h2 id="services-title">Room Services</h2>
              <ul className="room-services">
                {roomServices(room.key).map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </section>
          </div>
          <div className="room-layout__aside">
            <CostEstimator roomType={room.key} data={estimator} />
          </div>
        </div>
      </div>

      <section id="similar" className="section section--tint" aria-labelledby="similar-title">
        <div className="container">
          <h2 id="similar-title">Related Rooms</h2>
          <div className="card-grid">
            {related.map((other) => (
              <RoomCard key={other.key} room={other} />
            ))}
          </div>
          <p className="button-row">
            <Link className="button button--ghost" to="/accommodation">
              All rooms
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
