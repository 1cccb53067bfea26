import type { Route } from "./+types/conference";
import { sitePageMeta } from "../../page-meta.ts";

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
    title: t("facilities.conferenceTitle"),
    description: t("facilities.conferenceDescription", { name: motel.name }),
    path: "/conference",
    image: "conference",
  }));
}

export default function Conference() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      <PageHero
        slot="conference"
        titleId="conference-title"
        title={t("facilities.conferenceHeading")}
      >
        <p>{motel.conference.intro}</p>
        <p className="button-row">
          <DocumentLink document="conference_rates" />
        </p>
      </PageHero>
      <SplitSection
        titleId="conference-features-title"
        title={t("facilities.conferenceProvides")}
        media={<SplitPicture slot="conference-training" />}
      >
        <ul className="room-services">
          {motel.conference.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </SplitSection>
    </>
  );
}
