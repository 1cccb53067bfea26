import type { Route } from "./+types/privacy";
import { motel } from "../../../content/motel.ts";
import { privacyPolicy } from "../../../content/privacy.ts";
import { originFrom, pageMeta } from "../../seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: privacyPolicy.title,
    description: `What personal data ${motel.name}'s website collects, why, how long it is kept and how to be removed.`,
    path: "/privacy",
    origin: originFrom(matches),
  });
}

export default function Privacy() {
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="privacy-title">
        <div className="container page-hero__content">
          <h1 id="privacy-title">{privacyPolicy.title}</h1>
          <p>{privacyPolicy.intro}</p>
        </div>
      </section>
      <div className="section">
        <div className="container container--narrow policy">
          {privacyPolicy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ))}
          <p className="policy__updated">Last updated {privacyPolicy.updated}.</p>
        </div>
      </div>
    </>
  );
}
