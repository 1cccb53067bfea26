import type { Route } from "./+types/privacy";

import { privacyPolicy, privacyPolicyOf } from "../../../content/privacy.ts";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return pageMeta({
    title: privacyPolicy.title,
    description: `What personal data ${motel.name}'s website collects, why, how long it is kept and how to be removed.`,
    path: "/privacy",
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: motel.name,
  });
}

export default function Privacy() {
  const policy = privacyPolicyOf(useContent());
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="privacy-title">
        <div className="container page-hero__content">
          <h1 id="privacy-title">{policy.title}</h1>
          <p>{policy.intro}</p>
        </div>
      </section>
      <div className="section">
        <div className="container container--narrow policy">
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ))}
          <p className="policy__updated">Last updated {policy.updated}.</p>
        </div>
      </div>
    </>
  );
}
