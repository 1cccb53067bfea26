import { data, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/book";

import { BookingWizard } from "../../features/booking-wizard/booking-wizard.tsx";
import type { ShellData } from "../../root.server.ts";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { loadBookingPage } from "./book.server.ts";
import { contentOfMatches } from "../../content-context.tsx";
import { pageLang, pageMessages } from "../../i18n.server.ts";
import { translateMatches, useT } from "../../i18n.tsx";

// The wizard's summary bar holds the foot of a phone's screen: test mode's label goes to the top.
export const handle = { ribbonAtTop: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = {
    ...(await loadBookingPage(context, new URL(request.url), new Date())),
    // The wizard's words; step 4's confirmation is "booking"'s; the rules' refusals "rules"'; the
    // payment step's words and answers "payment"'s; a room's price per night in Kiswahili
    // "rooms"' (English pages take the domain's words).
    messages: pageMessages(
      request,
      pageLang(request) === "sw"
        ? ["wizard", "booking", "rules", "payment", "rooms"]
        : ["wizard", "booking", "rules", "payment"],
    ),
  };
  // Step 4 shows a booking (the guest's name, email and receipt): no cache may keep it.
  return page.returned ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

/**
 * The page's data depends only on the booking a URL names (step 4): the wizard's own address
 * changes (dropping the estimator's values) need no new data.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameBooking =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("booking") === nextUrl.searchParams.get("booking") &&
    currentUrl.searchParams.get("step") === nextUrl.searchParams.get("step");
  return sameBooking ? false : defaultShouldRevalidate;
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const t = translateMatches(matches, location);
  return [
    ...pageMeta({
      title: t("wizard.title"),
      description: t("wizard.description", { name: motel.name }),
      path: "/book",
      origin: originFrom(matches),
      photos: photosFrom(matches),
      siteName: motel.name,
      image: "reception",
      lang: langFrom(matches),
    }),
    // A confirmation page is the guest's own: never in search results.
    ...(loaderData?.returned ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>("root");
  const t = useT();
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="book-title">
        <div className="container page-hero__content">
          <h1 id="book-title">{t("wizard.title")}</h1>
          <p>{t("wizard.intro")}</p>
        </div>
      </section>
      <div className="section">
        <div className="container container--wizard">
          <BookingWizard data={loaderData} nonce={shell?.nonce} />
        </div>
      </div>
    </>
  );
}
