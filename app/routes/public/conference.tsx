import type { Route } from "./+types/conference";

import { DocumentLink } from "../../components/document-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { translateMatches, useT } from "../../i18n.tsx";
import { pageMessages } from "../../i18n.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["facilities"]) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const t = translateMatches(matches, location);
  return pageMeta({
    title: t("facilities.conferenceTitle"),
    description: t("facilities.conferenceDescription", { name: motel.name }),
    path: "/conference",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: motel.name,
    image: "conference",
    lang: langFrom(matches),
  });
}

export default function Conference() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <section className="page-hero" aria-labelledby="conference-title">
        <Picture slot="conference" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="conference-title">{t("facilities.conferenceHeading")}</h1>
          <p>{motel.conference.intro}</p>
          <p className="button-row">
            <DocumentLink document="conference_rates" />
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="conference-features-title">
        <div className="container split">
          <div>
            <h2 id="conference-features-title">{t("facilities.conferenceProvides")}</h2>
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
