import type { Route } from "./+types/conference";

import { DocumentLink } from "../../components/document-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return pageMeta({
    title: "Conference Room",
    description: `Meetings, trainings and workshops at ${motel.name}, Gilgil: projector, Wi-Fi, tea breaks and lunch, secure parking.`,
    path: "/conference",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: contentOfMatches(matches).name,
    image: "conference",
  });
}

export default function Conference() {
  const motel = useContent();
  return (
    <>
      <section className="page-hero" aria-labelledby="conference-title">
        <Picture slot="conference" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="conference-title">Conference Room</h1>
          <p>{motel.conference.intro}</p>
          <p className="button-row">
            <DocumentLink document="conference_rates" />
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="conference-features-title">
        <div className="container split">
          <div>
            <h2 id="conference-features-title">What we provide</h2>
            <ul className="room-services">
              {motel.conference.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
          <Picture
            slot="conference-training"
            sizes="(min-width: 900px) 540px, 100vw"
            className="rounded"
          />
        </div>
      </section>
    </>
  );
}
