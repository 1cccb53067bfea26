// English texts of the shell every public page shares (navbar, footer, buttons on every page,
// the error pages). Where the spec quotes a text, it stands here word for word.
import { DOCUMENTS } from "../../content/documents.ts";
import { SITE_ERROR } from "../../domain/site-error.ts";
import { BASE_RULE } from "../../domain/rates.ts";
import {
  BOARDING_LABELS,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../domain/rooms.ts";

const type = (key: RoomTypeKey) => roomTypeOf(key).name;
const boarding = (key: Boarding) => BOARDING_LABELS[key];

export default {
  skipLink: "Skip to content",
  mainNav: "Main",
  menu: "Menu",
  navHome: "Home",
  navExperiences: "Experiences",
  navRooms: "Our Rooms",
  navRestaurant: "Restaurant",
  navTerrace: "Terrace",
  navConference: "Conference",
  navGallery: "Gallery",
  navContact: "Contact",
  navBook: "Book",
  quickLinks: "Quick Links",
  contactUs: "Contact Us",
  copyright: "© {year} {name}. All rights reserved.",
  socialMedia: "Social media",
  whatsappChat: "Chat with us on WhatsApp",
  languageSwitch: "Language",
  languageSuggestion: "This site is also in Kiswahili.",
  languageSuggestionAction: "Read it in Kiswahili",
  languageSuggestionDismiss: "No thanks",
  testMode: "Test mode: no real money",
  testModeLabel: "Test mode",
  testModeDetail: "Payments go to built-in simulators. Nothing is charged.",
  notFoundTitle: "Page not found",
  notFoundText:
    "We could not find the page you asked for. It may have moved, or the link may be wrong.",
  notFoundHome: "Go to the home page",
  notFoundRooms: "See our rooms",
  // Contact details (footer, contact page) and the WhatsApp and call buttons (booking pages).
  call: "Call",
  whatsapp: "WhatsApp",
  whatsappUs: "WhatsApp us",
  callNumber: "Call {phone}",
  // Price lines under a total (price-lines.tsx: every page and screen that shows a price).
  nightsTimesPrice: "{count, plural, one {# night} other {# nights}} × {price}",
  basePrice: BASE_RULE,
  promotionAndTaxes: "Promotion and taxes",
  promotion: "Promotion {code}",
  taxLine: "{name} {rate}%{included, select, yes { (included)} other {}}",
  needHelpCall: "Need help? Call <phone></phone>.",
  errorTitle: SITE_ERROR.title,
  errorText: SITE_ERROR.text,
  carouselPause: "Pause {label}",
  carouselPlay: "Play {label}",
  carouselPrevious: "Previous slide: {label}",
  carouselNext: "Next slide: {label}",
  carouselSlides: "{label} slides",
  carouselSlideOf: "{index} of {count}",
  carouselSlide: "slide",
  carouselRole: "carousel",
  findUs: "Find Us",
  mapTitle: "Map showing {name} in {town}",
  showMap: "Show the map",
  directions: "Get directions on Google Maps",
  // The PDF links (app/components/document-link.tsx) of the room, restaurant, terrace and
  // conference pages; the labels are content/documents.ts's.
  documentRoomRates: DOCUMENTS.room_rates.label,
  documentRestaurantMenu: DOCUMENTS.restaurant_menu.label,
  documentConferenceRates: DOCUMENTS.conference_rates.label,
  documentOpensPdf: "(PDF, opens in a new tab)",
  offerTitle: "Special Offer",
  offerText: "Leave your email and we will send you our special offer for your next stay.",
  offerClose: "Close",
  email: "Email",
  offerConsent:
    "By submitting your email, you agree to our <terms>terms</terms> and to our <privacy>privacy and personal data policy</privacy>.",
  sending: "Sending...",
  submit: "Submit",
  ok: "OK",
  /** spec: the Special Offer modal's refusal. */
  offerInvalidEmail: "Please enter a valid email",
  offerThankYou:
    "Thank you for submitting your email. We will send you an email with the special offer soon.",
  offerFailed: "Sorry, we could not save your email. Please check your connection and try again.",
  // What any API answer or page says when the server failed or is busy (domain/said.ts).
  failed: "Something went wrong. Please try again.",
  /** A database connection dropped or the server is busy: nothing was changed. */
  unavailable: "The site is busy for a moment. Please try again in a few seconds.",
  tooMany: "Too many requests from your connection. Please try again later.",
  pauseVideo: "Pause video",
  playVideo: "Play video",
  // Room types and boardings: the rooms pages, the wizard, a booking's confirmation, emails, the
  // rate card; the staff pages name room types from here too (`common.type_${key}`).
  type_standard: type("standard"),
  type_standard_double: type("standard_double"),
  type_deluxe: type("deluxe"),
  type_executive: type("executive"),
  type_executive_double: type("executive_double"),
  type_family: type("family"),
  boarding_bed_breakfast: boarding("bed_breakfast"),
  boarding_half_board: boarding("half_board"),
  boarding_full_board: boarding("full_board"),
};
