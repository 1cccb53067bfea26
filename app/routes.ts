import { index, route, type RouteConfig } from "@react-router/dev/routes";

// URLs are the spec's (section 2). Pages of later issues are added here as they are built.
export default [
  index("routes/public/home.tsx"),
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
  route("api/bookings/:id/:provider", "routes/api/booking-payment.ts"),
  // The staff area (spec: /admin, /admin/prices, /admin/mailing, and the pages PRODUCT.md adds).
  // Every loader and action in it checks the session itself (app/routes/admin/session.server.ts).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("account", "routes/admin/account.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("prices", "routes/admin/prices.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("mailing", "routes/admin/mailing.tsx"),
    route("mailing.csv", "routes/admin/mailing-csv.ts"),
    route("messages", "routes/admin/messages.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/occupancy", "routes/admin/occupancy.tsx"),
    route("bookings/:id", "routes/admin/booking.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
