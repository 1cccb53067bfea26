import type { Route } from "./+types/privacy";
import { sitePageMeta } from "../../page-meta.ts";

import { PRIVACY_UPDATED, RETENTION } from "../../../content/privacy.ts";
import { PRIVACY_SECTIONS } from "../../../i18n/privacy-sections.ts";
import { addressLine } from "../../../content/links.ts";
import { useContent } from "../../content-context.tsx";
import { useT } from "../../i18n.tsx";
import { pageMessages } from "../../i18n.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["privacy"]) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return sitePageMeta(matches, location, (t, motel) => ({
    title: t("privacy.title"),
    description: t("privacy.description", { name: motel.name }),
    path: "/privacy",
  }));
}

export default function Privacy() {
  const motel = useContent();
  const t = useT();
  // The live content's name, address and privacy contact (/admin/content/texts).
  const values = {
    name: motel.name,
    address: addressLine(motel),
    email: motel.privacyContact.email,
    phone: motel.privacyContact.phone.display,
    months: RETENTION.contactMessagesMonths,
    hours: RETENTION.rateLimitHours,
  };
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="privacy-title">
        <div className="container page-hero__content">
          <h1 id="privacy-title">{t("privacy.title")}</h1>
          <p>{t("privacy.intro", values)}</p>
        </div>
      </section>
      <div className="section">
        <div className="container container--narrow policy">
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{t(`privacy.${section.heading}`)}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(`privacy.${paragraph}`, values)}</p>
              ))}
            </section>
          ))}
          <p className="policy__updated">{t("privacy.updated", { date: PRIVACY_UPDATED })}</p>
        </div>
      </div>
    </>
  );
}
