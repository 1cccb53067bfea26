import { Link } from "react-router";
import type { Route } from "./+types/restaurant";
import { sitePageMeta } from "../../page-meta.ts";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
import { Carousel } from "../../components/carousel.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { PageHero, SplitPicture, SplitSection } from "../../components/facility-sections.tsx";
import { Picture } from "../../components/picture.tsx";
import { useContent } from "../../content-context.tsx";
import { useT } from "../../i18n.tsx";
import { pageMessages } from "../../i18n.server.ts";

const DINING_SLIDES = ["restaurant", "restaurant-breakfast", "coffee-parlour"] as const;

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["facilities"]) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return sitePageMeta(matches, location, (t, motel) => ({
    title: t("facilities.restaurantTitle"),
    description: t("facilities.restaurantDescription", {
      capacity: motel.lounge.capacity,
      name: motel.name,
    }),
    path: "/restaurant",
    image: "restaurant",
  }));
}

export default function Restaurant() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <PageHero
        slot="restaurant"
        titleId="restaurant-title"
        title={t("facilities.restaurantHeading")}
      >
        <p>{motel.restaurant.intro}</p>
        <p className="button-row">
          <DocumentLink document="restaurant_menu" />
          <Link className="button button--light" to={t.path("/gallery#restaurant")}>
            {t("facilities.viewGallery")}
          </Link>
        </p>
      </PageHero>
      <SplitSection
        titleId="dining-title"
        title={t("facilities.diningHeading")}
        media={
          <Carousel
            label={t("facilities.diningPhotos")}
            slides={DINING_SLIDES.map((slot) => (
              <Picture key={slot} slot={slot} sizes="(min-width: 900px) 540px, 100vw" />
            ))}
          />
        }
      >
        <p>{motel.restaurant.dining}</p>
        <AlcoholFreeNote />
      </SplitSection>
      <SplitSection
        titleId="lounge-title"
        title={t("facilities.loungeHeading")}
        media={<SplitPicture slot="lounge" />}
        mediaFirst
        tint
      >
        <p className="capacity">{t("facilities.capacity", { count: motel.lounge.capacity })}</p>
        <p>{motel.restaurant.lounge}</p>
      </SplitSection>
    </>
  );
}
