import { Link } from "react-router";
import type { Route } from "./+types/restaurant";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
import { Carousel } from "../../components/carousel.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

const DINING_SLIDES = ["restaurant", "restaurant-breakfast", "coffee-parlour"] as const;

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return pageMeta({
    title: "Restaurant, Coffee Parlour and Lounge",
    description: `Kenyan and continental food, coffee and a lounge for over ${motel.lounge.capacity} guests at ${motel.name}, Gilgil. An alcohol-free restaurant.`,
    path: "/restaurant",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: contentOfMatches(matches).name,
    image: "restaurant",
  });
}

export default function Restaurant() {
  const motel = useContent();
  return (
    <>
      <section className="page-hero" aria-labelledby="restaurant-title">
        <Picture slot="restaurant" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="restaurant-title">Restaurant &amp; Coffee Parlour</h1>
          <p>{motel.restaurant.intro}</p>
          <p className="button-row">
            <DocumentLink document="restaurant_menu" />
            <Link className="button button--light" to="/gallery#restaurant">
              View Gallery
            </Link>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="dining-title">
        <div className="container split">
          <div>
            <h2 id="dining-title">Food and coffee</h2>
            <p>{motel.restaurant.dining}</p>
            <AlcoholFreeNote />
          </div>
          <Carousel
            label="Restaurant and coffee parlour photos"
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
            <h2 id="lounge-title">The Lounge</h2>
            <p className="capacity">Capacity: over {motel.lounge.capacity} guests</p>
            <p>{motel.restaurant.lounge}</p>
          </div>
        </div>
      </section>
    </>
  );
}
