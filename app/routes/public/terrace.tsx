import type { Route } from "./+types/terrace";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
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
    title: t("facilities.terraceTitle"),
    description: t("facilities.terraceDescription", {
      capacity: motel.terrace.capacity,
      name: motel.name,
    }),
    path: "/terrace",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: motel.name,
    image: "terrace",
    lang: langFrom(matches),
  });
}

export default function Terrace() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <section className="page-hero" aria-labelledby="terrace-title">
        <Picture slot="terrace" sizes="100vw" priority className="page-hero__image" decorative />
        <div className="container page-hero__content">
          <h1 id="terrace-title">{t("facilities.terraceHeading")}</h1>
          <p className="capacity">{t("facilities.capacity", { count: motel.terrace.capacity })}</p>
          <p className="button-row">
            <DocumentLink document="conference_rates" />
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="events-title">
        <div className="container split">
          <div>
            <h2 id="events-title">{t("facilities.eventsHeading")}</h2>
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
            <h2 id="sundowners-title">{t("facilities.sundownersHeading")}</h2>
            <p>{motel.terrace.sundowners}</p>
          </div>
        </div>
      </section>
    </>
  );
}
