import type { Route } from "./+types/terrace";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return pageMeta({
    title: "Rooftop Terrace",
    description: `A rooftop terrace for over ${motel.terrace.capacity} guests at ${motel.name}, Gilgil: events, celebrations and sundowners over the Rift Valley.`,
    path: "/terrace",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: contentOfMatches(matches).name,
    image: "terrace",
  });
}

export default function Terrace() {
  const motel = useContent();
  return (
    <>
      <section className="page-hero" aria-labelledby="terrace-title">
        <Picture slot="terrace" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="terrace-title">Rooftop Terrace</h1>
          <p className="capacity">Capacity: over {motel.terrace.capacity} guests</p>
          <p className="button-row">
            <DocumentLink document="conference_rates" />
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="events-title">
        <div className="container split">
          <div>
            <h2 id="events-title">Events under the sky</h2>
            <p>{motel.terrace.intro}</p>
            <AlcoholFreeNote />
          </div>
          <Picture
            slot="terrace-evening"
            sizes="(min-width: 900px) 540px, 100vw"
            className="rounded"
          />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="sundowners-title">
        <div className="container split">
          <Picture
            slot="experience-sundowners"
            sizes="(min-width: 900px) 540px, 100vw"
            className="rounded"
          />
          <div>
            <h2 id="sundowners-title">Sundowners</h2>
            <p>{motel.terrace.sundowners}</p>
          </div>
        </div>
      </section>
    </>
  );
}
