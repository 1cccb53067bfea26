import { data } from "react-router";
import type { Route } from "./+types/contact";

import { ContactDetails } from "../../components/contact-details.tsx";
import { ContactForm } from "../../components/contact-form.tsx";
import { FindUs } from "../../components/map-embed.tsx";
import { SocialLinks } from "../../components/social-links.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { hotelJsonLd, structuredDataInputs } from "../../structured-data.server.ts";
import { submitContact } from "./contact.server.ts";
import { contentOfMatches } from "../../content-context.tsx";

// The contact form without JavaScript: the same service as /api/mail, answered with the page.
// A refused form shows again with what the visitor typed (nothing when it was too large to read).
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitContact(request, context, "form");
  if (result.ok) return { ok: true as const };
  const values = Object.fromEntries(
    Object.entries(result.fields ?? {}).map(([k, v]) => [k, String(v)]),
  );
  return data({ ok: false as const, error: result.error, values }, { status: result.status });
}

export async function loader({ context }: Route.LoaderArgs) {
  const seo = await structuredDataInputs(context);
  return { jsonLd: hotelJsonLd(seo.motel, seo.origin, [], seo.photos) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: "Contact Us",
      description: `Call, WhatsApp, email or write to ${motel.name} in ${motel.address.town}: phone numbers, address, map and a contact form.`,
      path: "/contact",
      origin,
      photos: photosFrom(matches),
      siteName: motel.name,
      image: "reception",
    }),
    ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section className="page-hero page-hero--plain">
        <div className="container page-hero__content">
          <h1 id="contact-title">Contact Us</h1>
          <p>
            Call us, send a WhatsApp message or write to us: we answer every day, from early morning
            to late evening.
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container contact-layout">
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Reach us</h2>
            <ContactDetails className="contact-details" />
            <h3>Follow us</h3>
            <SocialLinks className="social-links" />
          </section>
          <ContactForm result={actionData} />
        </div>
      </div>
      <FindUs />
    </>
  );
}
