import type { Route } from "./+types/terrace";
import { sitePageMeta } from "../../page-meta.ts";

import { AlcoholFreeNote } from "../../components/alcohol-free-note.tsx";
import { DocumentLink } from "../../components/document-link.tsx";
import { PageHero, SplitPicture, SplitSection } from "../../components/facility-sections.tsx";
import { useContent } from "../../content-context.tsx";
import { useT } from "../../i18n.tsx";
import { pageMessages } from "../../i18n.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["facilities"]) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return sitePageMeta(matches, location, (t, motel) => ({
    title: t("facilities.terraceTitle"),
    description: t("facilities.terraceDescription", {
      capacity: motel.terrace.capacity,
      name: motel.name,
    }),
    path: "/terrace",
    image: "terrace",
  }));
}

export default function Terrace() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <PageHero slot="terrace" titleId="terrace-title" title={t("facilities.terraceHeading")}>
        <p className="capacity">{t("facilities.capacity", { count: motel.terrace.capacity })}</p>
        <p className="button-row">
          <DocumentLink document="conference_rates" />
        </p>
      </PageHero>
      <SplitSection
        titleId="events-title"
        title={t("facilities.eventsHeading")}
        media={<SplitPicture slot="terrace-evening" />}
      >
        <p>{motel.terrace.intro}</p>
        <AlcoholFreeNote />
      </SplitSection>
      <SplitSection
        titleId="sundowners-title"
        title={t("facilities.sundownersHeading")}
        media={<SplitPicture slot="experience-sundowners" />}
        mediaFirst
        tint
      >
        <p>{motel.terrace.sundowners}</p>
      </SplitSection>
    </>
  );
}
