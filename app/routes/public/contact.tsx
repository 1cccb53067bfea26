import { data } from "react-router";
import type { Route } from "./+types/contact";

import { ContactDetails } from "../../components/contact-details.tsx";
import { ContactForm } from "../../components/contact-form.tsx";
import { FindUs } from "../../components/map-embed.tsx";
import { SocialLinks } from "../../components/social-links.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { hotelJsonLd, structuredDataInputs } from "../../structured-data.server.ts";
import { submitContact } from "./contact.server.ts";
import { contentOfMatches } from "../../content-context.tsx";
import { translateMatches, useT } from "../../i18n.tsx";
import { pageLang, pageMessages } from "../../i18n.server.ts";

// The contact form without JavaScript: the same service as /api/mail, answered with the page.
// A refused form shows again with what the visitor typed (nothing when it was too large to read).
// The form posts to the page's own address, so /sw/contact answers in Kiswahili.
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitContact(request, context, "form", pageLang(request));
  if (result.ok) return { ok: true as const };
  const values = Object.fromEntries(
    Object.entries(result.fields ?? {}).map(([k, v]) => [k, String(v)]),
  );
  return data({ ok: false as const, error: result.error, values }, { status: result.status });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const seo = await structuredDataInputs(context);
  return {
    jsonLd: hotelJsonLd(seo.motel, seo.origin, [], seo.photos),
    messages: pageMessages(request, ["contact"]),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const origin = originFrom(matches);
  const t = translateMatches(matches, location);
  return [
    ...pageMeta({
      title: t("contact.title"),
      description: t("contact.description", { name: motel.name, town: motel.address.town }),
      path: "/contact",
      origin,
      photos: photosFrom(matches),
      siteName: motel.name,
      image: "reception",
      lang: langFrom(matches),
    }),
    ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <section className="page-hero page-hero--plain">
        <div className="container page-hero__content">
          <h1 id="contact-title">{t("contact.title")}</h1>
          <p>{t("contact.intro")}</p>
        </div>
      </section>
      <div className="section">
        <div className="container contact-layout">
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t("contact.reachUs")}</h2>
            <ContactDetails className="contact-details" />
            <h3>{t("contact.followUs")}</h3>
            <SocialLinks className="social-links" />
          </section>
          <ContactForm result={actionData} />
        </div>
      </div>
      <FindUs />
    </>
  );
}
