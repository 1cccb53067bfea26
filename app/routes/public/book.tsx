import { data, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/book";

import { BookingWizard } from "../../features/booking-wizard/booking-wizard.tsx";
import type { ShellData } from "../../root.server.ts";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { loadBookingPage } from "./book.server.ts";
import { contentOfMatches } from "../../content-context.tsx";
import { pageMessages } from "../../i18n.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = {
    ...(await loadBookingPage(context, new URL(request.url), new Date())),
    // Step 4 shows the confirmation (app/features/confirmation), whose words are "booking"'s.
    messages: pageMessages(request, ["booking"]),
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

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return [
    ...pageMeta({
      title: "Book a Room",
      description: `Book your room at ${motel.name}, Gilgil, and pay by M-Pesa or card: choose your dates and rooms, see the total at once.`,
      path: "/book",
      origin: originFrom(matches),
      photos: photosFrom(matches),
      siteName: contentOfMatches(matches).name,
      image: "reception",
    }),
    // A confirmation page is the guest's own: never in search results.
    ...(loaderData?.returned ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>("root");
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="book-title">
        <div className="container page-hero__content">
          <h1 id="book-title">Book a Room</h1>
          <p>
            Four short steps: your details, your rooms, payment by M-Pesa or card, and your booking
            is confirmed.
          </p>
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
