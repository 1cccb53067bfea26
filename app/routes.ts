import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { SW_PAGES } from "../i18n/locales.ts";

/** The module of each page that has a Kiswahili version (i18n/locales.ts lists them). */
const SW_PAGE_FILES: Record<string, string> = {
  "/": "routes/public/home.tsx",
  "/accommodation": "routes/public/accommodation.tsx",
  "/room/:type": "routes/public/room.tsx",
};

// URLs are the spec's (section 2). Pages of later issues are added here as they are built.
export default [
  index("routes/public/home.tsx"),
  // Kiswahili (issue 17): the same page modules under /sw/, for the pages already translated.
  ...SW_PAGES.map((page) =>
    route(`sw${page === "/" ? "" : page}`, SW_PAGE_FILES[page]!, { id: `sw${page}` }),
  ),
  route("accommodation", "routes/public/accommodation.tsx"),
  route("room/:type", "routes/public/room.tsx"),
  route("gallery", "routes/public/gallery.tsx"),
  route("restaurant", "routes/public/restaurant.tsx"),
  route("terrace", "routes/public/terrace.tsx"),
  route("conference", "routes/public/conference.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("unsubscribe", "routes/public/unsubscribe.tsx"),
  route("book", "routes/public/book.tsx"),
  route("my-booking", "routes/public/my-booking.tsx"),
  // Resource routes: JSON and plain-text answers for the browser's scripts.
  route("api/mail", "routes/api/mail.ts"),
  route("api/offers", "routes/api/offers.ts"),
  route("api/events", "routes/api/events.ts"),
  route("rate-card.pdf", "routes/documents/rate-card.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("api/quote", "routes/api/quote.ts"),
  route("api/prices", "routes/api/prices.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:id", "routes/api/booking.ts"),
  route("api/bookings/:id/release", "routes/api/booking-release.ts"),
  route("api/bookings/:id/:provider", "routes/api/booking-payment.ts"),
  route("api/*", "routes/api/not-found.ts"),
  // The staff area (spec: /admin, /admin/prices, /admin/mailing, and the pages PRODUCT.md adds).
  // Every loader and action in it checks the session itself (app/routes/admin/session.server.ts).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("account", "routes/admin/account.tsx"),
    route("front-desk", "routes/admin/front-desk.tsx"),
    route("front-desk/sell", "routes/admin/front-desk-sell.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("backups/latest", "routes/admin/backup-latest.ts"),
    route("prices", "routes/admin/prices.tsx"),
    route("prices/rates", "routes/admin/prices-rates.ts"),
    route("promotions", "routes/admin/promotions.tsx"),
    route("promotions/:id", "routes/admin/promotion.tsx"),
    route("rooms", "routes/admin/rooms.tsx"),
    route("content/photos", "routes/admin/content-photos.tsx"),
    route("content/documents", "routes/admin/content-documents.tsx"),
    route("content/video", "routes/admin/content-video.tsx"),
    route("content/gallery", "routes/admin/content-gallery.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("mailing", "routes/admin/mailing.tsx"),
    route("mailing.csv", "routes/admin/mailing-csv.ts"),
    route("messages", "routes/admin/messages.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/occupancy", "routes/admin/occupancy.tsx"),
    route("bookings/new", "routes/admin/booking-new.tsx"),
    route("bookings/:id", "routes/admin/booking.tsx"),
    route("bookings/:id/receipt.pdf", "routes/admin/booking-receipt.ts"),
    route("bookings/:id/statement.pdf", "routes/admin/booking-statement.ts"),
    route("payments/unmatched", "routes/admin/payments-unmatched.tsx"),
    route("cash-up", "routes/admin/cash-up.tsx"),
    route("cash-up.csv", "routes/admin/cash-up-csv.ts"),
    route("content", "routes/admin/content.tsx"),
    route("content/facts", "routes/admin/content-fields.tsx", { id: "content-facts" }),
    route("content/texts", "routes/admin/content-fields.tsx", { id: "content-texts" }),
    route("content/testimonials", "routes/admin/content-testimonials.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
