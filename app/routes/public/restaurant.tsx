import { Link } from "react-router";
import type { Route } from "./+types/restaurant";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
import { Carousel } from "../../components/carousel.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { translateMatches, useT } from "../../i18n.tsx";
import { pageMessages } from "../../i18n.server.ts";

const DINING_SLIDES = ["restaurant", "restaurant-breakfast", "coffee-parlour"] as const;

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["facilities"]) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const t = translateMatches(matches, location);
  return pageMeta({
    title: t("facilities.restaurantTitle"),
    description: t("facilities.restaurantDescription", {
      capacity: motel.lounge.capacity,
      name: motel.name,
    }),
    path: "/restaurant",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: motel.name,
    image: "restaurant",
    lang: langFrom(matches),
  });
}

export default function Restaurant() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <section className="page-hero" aria-labelledby="restaurant-title">
        <Picture slot="restaurant" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="restaurant-title">{t("facilities.restaurantHeading")}</h1>
          <p>{motel.restaurant.intro}</p>
          <p className="button-row">
            <DocumentLink document="restaurant_menu" />
            <Link className="button button--light" to={t.path("/gallery#restaurant")}>
              {t("facilities.viewGallery")}
            </Link>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="dining-title">
        <div className="container split">
          <div>
            <h2 id="dining-title">{t("facilities.diningHeading")}</h2>
            <p>{motel.restaurant.dining}</p>
            <AlcoholFreeNote />
          </div>
          <Carousel
            label={t("facilities.diningPhotos")}
            slides={DINING_SLIDES.map((slot) => (
              <Picture key={slot} slot={slot} sizes="(min-width: 900px) 540px, 100vw" />
            ))}
          />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="lounge-title">
        <div className="container split">
          <Picture slot="lounge" sizes="(min-width: 900px) 540px, 100vw" className="rounded" />
          <div>
            <h2 id="lounge-title">{t("facilities.loungeHeading")}</h2>
            <p className="capacity">{t("facilities.capacity", { count: motel.lounge.capacity })}</p>
            <p>{motel.restaurant.lounge}</p>
          </div>
        </div>
      </section>
    </>
  );
}
