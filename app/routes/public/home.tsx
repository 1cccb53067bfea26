import { data, Link } from "react-router";
import type { Route } from "./+types/home";

import { imageSlotOf } from "../../../content/images.ts";
import { formatKes } from "../../../domain/money.ts";
import { Carousel } from "../../components/carousel.tsx";
import { Counters } from "../../components/counters.tsx";
import { HeroVideo } from "../../components/hero-video.tsx";
import { FindUs } from "../../components/map-embed.tsx";
import { Picture } from "../../components/picture.tsx";
import { RoomCard } from "../../components/room-card.tsx";
import { SearchBar } from "../../features/search/search-bar.tsx";
import { SpecialOffer } from "../../components/special-offer.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { hotelJsonLd, structuredDataInputs } from "../../structured-data.server.ts";
import { loadRooms } from "./rooms.server.ts";
import { HERO_VIDEO } from "../../../content/links.ts";
import type { ServiceSlide } from "../../../content/motel.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { useSiteMedia } from "../../media-context.tsx";
import { listAnd } from "../../../i18n/format.ts";
import { useT } from "../../i18n.tsx";
import { langOfPath } from "../../../i18n/locales.ts";
import { pageMessages } from "../../i18n.server.ts";
import { ROOM_CATEGORIES } from "../../../domain/rooms.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, seo] = await Promise.all([
    loadRooms(context, new Date()),
    structuredDataInputs(context, request),
  ]);
  const lang = langOfPath(new URL(request.url).pathname);
  const english = lang === "en";
  return data(
    {
      ...page,
      jsonLd: hotelJsonLd(seo.motel, seo.origin, page.rooms, seo.photos, lang),
      messages: pageMessages(request, ["home", "rooms"]),
    },
    english ? { headers: { Vary: ENGLISH_HOME_VARIES_BY } } : undefined,
  );
}

// English home is another page for a browser that prefers Kiswahili (the suggestion) or a guest
// who chose it before (the redirect to /sw, root.server.ts): a cache on the way must keep them
// apart. (Accept-Encoding is added by compression.)
const ENGLISH_HOME_VARIES_BY = "Accept-Language, Cookie";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const vary = loaderHeaders.get("Vary");
  return vary ? { Vary: vary } : new Headers();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: motel.name,
      description: motel.description,
      path: "/",
      origin,
      photos: photosFrom(matches),
      siteName: motel.name,
      lang: langFrom(matches),
    }),
    ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
}

const TEASER_ROOMS = 3;

export default function Home({ loaderData }: Route.ComponentProps) {
  const motel = useContent();
  const t = useT();
  const { rooms, totalRooms, window } = loaderData;
  const categories = listAnd(
    t.lang,
    ROOM_CATEGORIES.map((category) => t(`home.category${category}`)),
  );
  // Staff may have uploaded another video or chosen none (the picture alone).
  const media = useSiteMedia();
  const heroVideo = media ? media.heroVideo : HERO_VIDEO;
  return (
    <>
      {/* The hero centres its content: painted half-parsed, it would jump as the rest arrived.
          The browser waits for the hero to be parsed whole before its first paint. */}
      <link rel="expect" href="#about" {...{ blocking: "render" }} />
      <section className="hero" aria-labelledby="hero-title">
        <Picture slot="hero" sizes="100vw" priority className="hero__poster" decorative />
        {heroVideo && <HeroVideo src={heroVideo} />}
        <div className="hero__content">
          <p className="hero__eyebrow">{motel.name}</p>
          <h1 id="hero-title" className="hero__title">
            {motel.tagline}
          </h1>
          <SearchBar window={window} className="search-bar--hero" />
          <p className="button-row">
            <Link className="button" to={t.path("/accommodation")}>
              {t("home.bookARoom")}
            </Link>
            <a className="button button--light" href="#about">
              {t("home.learnMore")}
            </a>
          </p>
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-title">
        <div className="container split">
          <div>
            <h2 id="about-title">{motel.about.heading}</h2>
            {motel.about.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p className="about__facts">
              {t("home.aboutFacts", {
                rooms: totalRooms,
                count: ROOM_CATEGORIES.length,
                list: categories,
              })}
              {motel.alcoholFree && ` ${t("home.alcoholFree")}`}
            </p>
          </div>
          <Picture slot="about" sizes="(min-width: 900px) 45vw, 100vw" className="rounded" />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="rooms-title">
        <div className="container">
          <div className="section__head">
            <h2 id="rooms-title">{t("home.ourRooms")}</h2>
            <Link className="button button--ghost" to={t.path("/accommodation")}>
              {t("home.viewAll")}
            </Link>
          </div>
          <div className="card-grid">
            {rooms.slice(0, TEASER_ROOMS).map((room) => (
              <RoomCard key={room.key} room={room} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container container--narrow">
          <h2 id="testimonials-title">{t("home.guestsSay")}</h2>
          <Carousel
            label={t("home.testimonials")}
            autoPlayMs={7000}
            slides={motel.testimonials.map((review) => (
              // A review in the other language says so (a screen reader reads it in its own).
              <figure
                key={review.name}
                className="testimonial"
                lang={review.lang !== t.lang ? review.lang : undefined}
              >
                <blockquote>“{review.review}”</blockquote>
                <figcaption>
                  {review.name}, <span>{review.country}</span>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </section>

      <section id="services" className="section section--tint" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">{t("home.ourServices")}</h2>
          <div className="services">
            <ServiceCarousel
              title={t("home.foodAndBeverage")}
              slides={motel.services.foodAndBeverage}
            />
            <ServiceCarousel
              title={t("home.meetingsAndEvents")}
              slides={motel.services.meetingsAndEvents}
            />
            <ServiceCarousel
              id="carouselGym"
              title={t("home.gymAndFitness")}
              slides={motel.services.gymAndFitness}
              note={t("home.gymPrices", {
                month: formatKes(motel.gym.perMonthKes),
                week: formatKes(motel.gym.perWeekKes),
              })}
            />
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-label={t("home.inNumbers")}>
        <div className="container">
          <Counters
            counters={[
              { label: t("home.happyGuests"), target: motel.counters.happyGuests },
              { label: t("home.rooms"), target: totalRooms },
              { label: t("home.staff"), target: motel.counters.staffs },
              { label: t("home.years"), target: motel.counters.years },
            ]}
          />
        </div>
      </section>

      <section id="experiences" className="section" aria-labelledby="experiences-title">
        <div className="container">
          <h2 id="experiences-title">{t("home.experiences")}</h2>
          <div className="card-grid card-grid--four">
            {motel.experiences.map((experience) => (
              <article key={experience.title} className="experience-card">
                <Picture
                  slot={imageSlotOf(experience.image)}
                  sizes="(min-width: 1100px) 260px, (min-width: 700px) 45vw, 100vw"
                />
                <div className="experience-card__body">
                  <h3>{experience.title}</h3>
                  <p>{experience.description}</p>
                  <Link className="button" to={t.path("/room/standard")}>
                    {t("home.bookWithUs")}
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <FindUs />

      <SpecialOffer />
    </>
  );
}

function ServiceCarousel({
  id,
  title,
  slides,
  note,
}: {
  id?: string;
  title: string;
  slides: readonly ServiceSlide[];
  note?: string;
}) {
  return (
    <div className="service">
      <h3>{title}</h3>
      {note && <p className="service__note">{note}</p>}
      <Carousel
        id={id}
        label={title}
        slides={slides.map((slide) => (
          <div key={slide.title} className="service__slide">
            <Picture
              slot={imageSlotOf(slide.image)}
              sizes="(min-width: 1100px) 340px, (min-width: 700px) 30vw, 100vw"
            />
            <h4>{slide.title}</h4>
            <p>{slide.text}</p>
          </div>
        ))}
      />
    </div>
  );
}
