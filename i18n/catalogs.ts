// Every catalog, by language and namespace (issue 17, decision 020). Server only: a page gets the
// compiled messages of its namespaces through its loader (i18n/messages.server.ts); the browser
// imports only the types below.
import enBooking from "./en/booking.ts";
import enCommon from "./en/common.ts";
import enFacilities from "./en/facilities.ts";
import enFolioPdf from "./en/folio-pdf.ts";
import enGallery from "./en/gallery.ts";
import enContact from "./en/contact.ts";
import enEmails from "./en/emails.ts";
import enEstimator from "./en/estimator.ts";
import enHome from "./en/home.ts";
import enPrivacy from "./en/privacy.ts";
import enRateCard from "./en/rate-card.ts";
import enRooms from "./en/rooms.ts";
import enPayment from "./en/payment.ts";
import enRules from "./en/rules.ts";
import enStaff from "./en/staff.ts";
import enStaffContent from "./en/staff-content.ts";
import enStaffDesk from "./en/staff-desk.ts";
import enStaffSettings from "./en/staff-settings.ts";
import enStaffNotes from "./en/staff-notes.ts";
import enSaidRooms from "./en/said-rooms.ts";
import enSaidDesk from "./en/said-desk.ts";
import enSaidBookings from "./en/said-bookings.ts";
import enSaidPrices from "./en/said-prices.ts";
import enSaidContent from "./en/said-content.ts";
import enSaidAccounts from "./en/said-accounts.ts";
import enSaidPaybill from "./en/said-paybill.ts";
import enSaidForms from "./en/said-forms.ts";
import enTexts from "./en/texts.ts";
import enUnsubscribe from "./en/unsubscribe.ts";
import enWizard from "./en/wizard.ts";
import swBooking from "./sw/booking.ts";
import swCommon from "./sw/common.ts";
import swFacilities from "./sw/facilities.ts";
import swFolioPdf from "./sw/folio-pdf.ts";
import swGallery from "./sw/gallery.ts";
import swContact from "./sw/contact.ts";
import swEmails from "./sw/emails.ts";
import swEstimator from "./sw/estimator.ts";
import swHome from "./sw/home.ts";
import swPrivacy from "./sw/privacy.ts";
import swRateCard from "./sw/rate-card.ts";
import swRooms from "./sw/rooms.ts";
import swPayment from "./sw/payment.ts";
import swRules from "./sw/rules.ts";
import swStaff from "./sw/staff.ts";
import swStaffContent from "./sw/staff-content.ts";
import swStaffDesk from "./sw/staff-desk.ts";
import swStaffSettings from "./sw/staff-settings.ts";
import swStaffNotes from "./sw/staff-notes.ts";
import swSaidRooms from "./sw/said-rooms.ts";
import swSaidDesk from "./sw/said-desk.ts";
import swSaidBookings from "./sw/said-bookings.ts";
import swSaidPrices from "./sw/said-prices.ts";
import swSaidContent from "./sw/said-content.ts";
import swSaidAccounts from "./sw/said-accounts.ts";
import swSaidPaybill from "./sw/said-paybill.ts";
import swSaidForms from "./sw/said-forms.ts";
import swTexts from "./sw/texts.ts";
import swUnsubscribe from "./sw/unsubscribe.ts";
import swWizard from "./sw/wizard.ts";
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
  wizard: enWizard,
  // The payment step's words and what the booking API tells of a payment (domain/said.ts).
  payment: enPayment,
  // The rules' refusals (domain/said.ts), for every page that shows them, the staff area's too
  // (app/routes/admin/layout.tsx): a guest catalog, checked like one in Kiswahili.
  rules: enRules,
  // Server only: the guest's emails, calendar file and texts about a booking (its language), the
  // rate card PDF and the desk's receipts and statements.
  emails: enEmails,
  texts: enTexts,
  rateCard: enRateCard,
  // The receipt and statement PDFs the desk prints for a guest (the booking's language).
  folioPdf: enFolioPdf,
  // The staff pages (English only for now: the Kiswahili files re-export these).
  staff: enStaff,
  staffDesk: enStaffDesk,
  staffSettings: enStaffSettings,
  staffContent: enStaffContent,
  staffNotes: enStaffNotes,
  // What the staff pages are told (domain/staff-said/), a namespace a domain.
  saidRooms: enSaidRooms,
  saidDesk: enSaidDesk,
  saidBookings: enSaidBookings,
  saidPrices: enSaidPrices,
  saidContent: enSaidContent,
  saidAccounts: enSaidAccounts,
  saidPaybill: enSaidPaybill,
  saidForms: enSaidForms,
};
export type Namespace = keyof typeof en;

/** The staff area's namespaces: every /admin page gets them (app/routes/admin/layout.tsx). */
export const STAFF_NAMESPACES = [
  "staff",
  "staffDesk",
  "staffSettings",
  "staffContent",
  "staffNotes",
  "saidRooms",
  "saidDesk",
  "saidBookings",
  "saidPrices",
  "saidContent",
  "saidAccounts",
  "saidPaybill",
  "saidForms",
] as const;

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
    wizard: swWizard,
    payment: swPayment,
    rules: swRules,
    emails: swEmails,
    texts: swTexts,
    rateCard: swRateCard,
    folioPdf: swFolioPdf,
    staff: swStaff,
    staffDesk: swStaffDesk,
    staffSettings: swStaffSettings,
    staffContent: swStaffContent,
    staffNotes: swStaffNotes,
    saidRooms: swSaidRooms,
    saidDesk: swSaidDesk,
    saidBookings: swSaidBookings,
    saidPrices: swSaidPrices,
    saidContent: swSaidContent,
    saidAccounts: swSaidAccounts,
    saidPaybill: swSaidPaybill,
    saidForms: swSaidForms,
  },
};

/** Every message's key, "namespace.name": t() takes only these (a typo is a type error). */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof en)[N] & string}`;
}[Namespace];
