import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/room";
import { ROOM_IMAGES } from "../../../content/gallery.ts";

import { formatKes } from "../../../domain/money.ts";
import { roomServiceKeys } from "../../../domain/rooms.ts";
import { searchAddress } from "../../../domain/stay-address.ts";
import { Carousel } from "../../components/carousel.tsx";
import { CostEstimator } from "../../features/estimator/cost-estimator.tsx";
import { Picture } from "../../components/picture.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { hotelRoomJsonLd, structuredDataInputs } from "../../structured-data.server.ts";
import { trackWhenIdle } from "../../analytics.ts";
import { loadRoomPage } from "./room.server.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { pageLang, pageMessages } from "../../i18n.server.ts";
import { translateMatches, useT, type Translate } from "../../i18n.tsx";
import { roomName } from "../../room-words.ts";

/** Every room is this size (spec: Room page, info strip). */
const ROOM_SIZE = "40ft";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [page, seo] = await Promise.all([
    loadRoomPage(context, params.type, new URL(request.url).searchParams, new Date()),
    structuredDataInputs(context, request),
  ]);
  return {
    ...page,
    jsonLd: hotelRoomJsonLd(seo.motel, seo.origin, page.room, seo.photos, pageLang(request)),
    messages: pageMessages(request, ["rooms", "estimator", "rules"]),
  };
}

/** "1-2 guests", "3 guests" (domain/rooms.ts capacityLabel) in the page's language. */
function capacityText(t: Translate, room: { minGuests: number; maxGuests: number }): string {
  return room.minGuests === room.maxGuests
    ? t("rooms.guestCount", { count: room.maxGuests })
    : t("rooms.guestRange", { min: room.minGuests, max: room.maxGuests });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  if (!loaderData) return [];
  const { room } = loaderData;
  const t = translateMatches(matches, location);
  const origin = originFrom(matches);
  const price =
    room.fromPriceKes === undefined
      ? ""
      : ` ${t("rooms.roomMetaPrice", { price: formatKes(room.fromPriceKes) })}`;
  return [
    ...pageMeta({
      title: roomName(t, room),
      description: `${t("rooms.roomMetaDescription", {
        description: motel.roomDescriptions[room.key],
        capacity: capacityText(t, room),
      })}${price}`,
      path: `/room/${room.key}`,
      origin,
      photos: photosFrom(matches),
      siteName: motel.name,
      image: ROOM_IMAGES[room.key][0],
      lang: langFrom(matches),
    }),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function RoomPage({ loaderData }: Route.ComponentProps) {
  const motel = useContent();
  const t = useT();
  const { room, related, estimator, searched } = loaderData;
  const name = roomName(t, room);
  const price = room.fromPriceKes === undefined ? t("rooms.askUs") : formatKes(room.fromPriceKes);
  const images = ROOM_IMAGES[room.key];
  useEffect(() => {
    trackWhenIdle({
      name: "view_room",
      props: { item_id: room.key, item_name: room.name, item_category: room.category },
    });
  }, [room.key, room.name, room.category]);
  return (
    <>
      <section className="page-hero room-hero" aria-labelledby="room-hero-title">
        <Picture slot={images[0]} sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="room-hero-title">{name}</h1>
          <p className="room-hero__price">
            <strong>{price}</strong> {room.fromPriceKes !== undefined && t("rooms.perNight")}
          </p>
          {/* On a phone the estimator sits below the description: one tap away from here. */}
          <p className="room-hero__check">
            <a className="button" href="#cost-estimator">
              {t("rooms.checkDatesAndPrice")}
            </a>
          </p>
          <nav aria-label={t("rooms.onThisPage")}>
            <ul className="room-hero__links">
              <li>
                <a href="#description">{t("rooms.description")}</a>
              </li>
              <li>
                <a href="#services">{t("rooms.roomServices")}</a>
              </li>
              <li>
                <a href="#similar">{t("rooms.similarRooms")}</a>
              </li>
            </ul>
          </nav>
        </div>
      </section>

      <div className="info-strip">
        <dl className="container info-strip__list">
          <div>
            <dt>{t("rooms.capacityLabel")}</dt>
            <dd>{capacityText(t, room)}</dd>
          </div>
          <div>
            <dt>{t("rooms.size")}</dt>
            <dd>{ROOM_SIZE}</dd>
          </div>
          <div>
            <dt>{t("rooms.pricePerNight")}</dt>
            <dd>{price}</dd>
          </div>
        </dl>
      </div>

      <div className="section">
        <div className="container room-layout">
          <div className="room-layout__main">
            <section id="description" aria-labelledby="room-title">
              <h2 id="room-title">{name}</h2>
              <p className="rating">
                <span aria-hidden="true">★★★★★</span>
                <span className="visually-hidden">{t("rooms.rated")}</span>
              </p>
              <Carousel
                label={t("rooms.photos", { room: name })}
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
              <h2 id="services-title">{t("rooms.roomServices")}</h2>
              <ul className="room-services">
                {roomServiceKeys(room.key).map((service) => (
                  <li key={service}>{t(`rooms.service_${service}`)}</li>
                ))}
              </ul>
            </section>
          </div>
          <div className="room-layout__aside">
            {searched && (
              // Opened from the search's results: back to them, on the same dates and party.
              <p className="room-back">
                <Link to={`${t.path("/accommodation")}?${searchAddress(estimator.stay)}`}>
                  {t("rooms.backToSearch")}
                </Link>
              </p>
            )}
            <CostEstimator roomType={room.key} data={estimator} />
          </div>
        </div>
      </div>

      <section id="similar" className="section section--tint" aria-labelledby="similar-title">
        <div className="container">
          <h2 id="similar-title">{t("rooms.relatedRooms")}</h2>
          <div className="card-grid">
            {related.map((other) => (
              <RoomCard key={other.key} room={other} />
            ))}
          </div>
          <p className="button-row">
            <Link className="button button--ghost" to={t.path("/accommodation")}>
              {t("rooms.allRooms")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
