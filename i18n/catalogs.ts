// Every catalog, by language and namespace (issue 17, decision 020). Server only: a page gets the
// compiled messages of its namespaces through its loader (i18n/messages.server.ts); the browser
// imports only the types below.
import enBooking from "./en/booking.ts";
import enCommon from "./en/common.ts";
import enFacilities from "./en/facilities.ts";
import enGallery from "./en/gallery.ts";
import enContact from "./en/contact.ts";
import enEstimator from "./en/estimator.ts";
import enHome from "./en/home.ts";
import enPrivacy from "./en/privacy.ts";
import enRooms from "./en/rooms.ts";
import enUnsubscribe from "./en/unsubscribe.ts";
import swBooking from "./sw/booking.ts";
import swCommon from "./sw/common.ts";
import swFacilities from "./sw/facilities.ts";
import swGallery from "./sw/gallery.ts";
import swContact from "./sw/contact.ts";
import swEstimator from "./sw/estimator.ts";
import swHome from "./sw/home.ts";
import swPrivacy from "./sw/privacy.ts";
import swRooms from "./sw/rooms.ts";
import swUnsubscribe from "./sw/unsubscribe.ts";
import type { Lang } from "./locales.ts";

const en = {
  common: enCommon,
  home: enHome,
  rooms: enRooms,
  facilities: enFacilities,
  gallery: enGallery,
  contact: enContact,
  privacy: enPrivacy,
  unsubscribe: enUnsubscribe,
  booking: enBooking,
  estimator: enEstimator,
};
export type Namespace = keyof typeof en;

export const CATALOGS: Record<Lang, Record<Namespace, Record<string, string>>> = {
  en,
  sw: {
    common: swCommon,
    home: swHome,
    rooms: swRooms,
    facilities: swFacilities,
    gallery: swGallery,
    contact: swContact,
    privacy: swPrivacy,
    unsubscribe: swUnsubscribe,
    booking: swBooking,
    estimator: swEstimator,
  },
};

/** Every message's key, "namespace.name": t() takes only these (a typo is a type error). */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof en)[N] & string}`;
}[Namespace];
