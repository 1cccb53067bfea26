// The staff area's shared words (layout, navigation, sign-in, error pages, dashboard). Staff pages
// are English for now (issue 17): the Kiswahili catalog re-exports this one.
import { BOARDING_LABELS } from "../../domain/rooms.ts";

export default {
  notFoundTitle: "Page not found",
  notFoundText: "There is no staff page at this address.",
  forbiddenTitle: "Not allowed",
  forbiddenText: "Only an admin can do this. Ask the motel's admin if you need it.",
  errorTitle: "Something went wrong",
  errorText: "Sorry, this page could not be shown. Please try again.",
  backToDashboard: "Back to the dashboard",
  // Every staff page's title (app/features/admin/admin-meta.ts)
  pageTitle: "{title} | Staff | {motel}",

  // The navbar's Admin menu (its entries' names are app/navigation.ts's), and the staff area's
  // title where a page has none of its own
  adminMenu: "Admin",
  // Its entries where the area's page title is longer (app/navigation.ts)
  menuHome: "Home",
  menuUnmatched: "M-Pesa to match",
  menuPromotions: "Promotions",
  menuMailing: "Mailing",
  menuStaff: "Staff",
  logout: "Logout",

  // Words of many pages
  save: "Save",
  // A room's boarding (domain/rooms.ts Boarding): `staff.boarding_${boarding}`, the domain's
  // English (the guests' too)
  boarding_bed_breakfast: BOARDING_LABELS.bed_breakfast,
  boarding_half_board: BOARDING_LABELS.half_board,
  boarding_full_board: BOARDING_LABELS.full_board,

  // Lists of many pages
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: "Page {page} of {pages}",

  // Sign-in
  signInTitle: "Sign in",
  signInHeading: "Staff sign in",
  email: "Email",
  password: "Password",
  // spec: the words of the button's states, word for word
  signInSubmit: "Submit",
  signInLoading: "Loading...",
  signInTryAgain: "Try Again",

  // Dashboard
  dashboardTitle: "Dashboard",
  signedInAs: "Signed in as {name} ({email}). <account>Your account</account>",
  todayTitle: "Today",
  arrivalsToday: "Arrivals today",
  notYetPaid: "{count} not yet paid",
  guestsInHouse: "Guests in house",
  departuresToday: "Departures today",
  roomsFreeTonight: "Rooms free tonight",
  roomsFreeOf: "{free} of {total}",
  noShowCandidates: "No-show candidates",
  contentCard: "Content",
  contentCardText: "The site's facts, texts and testimonials; the launch checklist.",
  contentCardAlert: "{count} still to replace before launch",
  frontDeskCard: "Front desk",
  frontDeskCardText: "Today's arrivals, guests in house, departures and rooms free tonight.",
  frontDeskCardAlert:
    "{count, plural, one {# booking} other {# bookings}} past the arrival cut-off",
  priceListCard: "Price List",
  priceListCardText: "Room prices, what is offered, rooms per type.",
  mailListCard: "Mail List",
  mailListCardText:
    "{count, plural, one {# address} other {# addresses}} on the Special Offer list.",
  bookingsCard: "Bookings",
  bookingsCardText:
    "{count, plural, one {# arrival} other {# arrivals}} today. Occupancy for the next 30 days.",
  bookingsCardAttention: "{count, plural, one {# payment} other {# payments}} needing attention",
  bookingsCardRefunds: "{count, plural, one {# payment} other {# payments}} to refund",
  paybillCardText:
    "Paybill money that named no booking, and prompts paid after we gave up on them.",
  paybillCardAlert: "{count, plural, one {# payment} other {# payments}} to match",
  messagesCard: "Messages",
  messagesCardText:
    "{count, plural, one {# message} other {# messages}} waiting. Emails sent by the site.",
  messagesCardAlert: "{count, plural, one {# email} other {# emails}} not delivered",
  analyticsCard: "Analytics",
  analyticsCardText: "Visits, room interest, downloads and the booking funnel.",
  staffCard: "Staff",
  staffCardText: "Staff accounts: add, disable, reset a password.",

  // The launch checklist (the dashboard and the content index)
  launchTitle: "Before launch",
  launchDone: "Everything is the motel's own: nothing left to replace.",
  launchLeft:
    "{count, plural, one {# thing} other {# things}} still to replace with the motel's own:",
};
