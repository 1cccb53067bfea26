// The front desk's vocabulary: where a booking came from, a room's housekeeping state, how money
// is taken at the desk and what a guest's bill (folio) is charged for. Labels are what staff read.

/** Where a booking came from: the website, or a channel staff typed it in from. */
export const BOOKING_SOURCES = [
  "website",
  "walk_in",
  "phone",
  "whatsapp",
  "email",
  "booking_com",
  "airbnb",
  "company",
  "other",
] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  website: "Website",
  walk_in: "Walk-in",
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "Email",
  booking_com: "Booking.com",
  airbnb: "Airbnb",
  company: "Company or travel agent",
  other: "Other",
};

/** The sources staff choose from when they enter a booking (the website makes its own). */
export const DESK_BOOKING_SOURCES = BOOKING_SOURCES.filter(
  (source): source is Exclude<BookingSource, "website"> => source !== "website",
);

/** A room's housekeeping state: a checkout makes it dirty; staff clean and inspect it. */
export const HOUSEKEEPING_STATES = ["clean", "dirty", "inspected"] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

export const HOUSEKEEPING_LABELS: Record<HousekeepingState, string> = {
  clean: "Clean",
  dirty: "Dirty",
  inspected: "Inspected",
};

/** How money is taken at the desk (online payments are payment attempts, not these). */
export const DESK_PAYMENT_METHODS = ["cash", "mpesa", "card", "bank_transfer"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export const DESK_PAYMENT_METHOD_LABELS: Record<DeskPaymentMethod, string> = {
  cash: "Cash",
  mpesa: "M-Pesa",
  card: "Card (motel terminal)",
  bank_transfer: "Bank transfer",
};

/** A folio payment row is money in (payment) or money given back (refund). */
export const FOLIO_PAYMENT_KINDS = ["payment", "refund"] as const;
export type FolioPaymentKind = (typeof FOLIO_PAYMENT_KINDS)[number];

/** What staff add to a guest's bill beside the room nights. */
export const FOLIO_CHARGE_KINDS = [
  "meals",
  "gym",
  "laundry",
  "parking",
  "conference",
  "damages",
  "other",
] as const;
export type FolioChargeKind = (typeof FOLIO_CHARGE_KINDS)[number];

export const FOLIO_CHARGE_KIND_LABELS: Record<FolioChargeKind, string> = {
  meals: "Meals",
  gym: "Gym",
  laundry: "Laundry",
  parking: "Parking",
  conference: "Conference",
  damages: "Damages",
  other: "Other",
};

/**
 * Seeded room numbers: the type's position in the catalogue times 100, plus 1, 2, 3...
 * (standard 101-112, standard double 201-208, ...). The owner renames them at /admin/rooms.
 */
export function seedRoomNumber(typeIndex: number, n: number): string {
  return String((typeIndex + 1) * 100 + n);
}

/** How the booking page's staff actions list names the desk's money and date moves. */
export const DESK_ACTION_LABELS: Record<string, string> = {
  "booking.desk_create": "Booking entered at the desk",
  "booking.desk_payment": "Payment taken at the desk",
  "folio.charge": "Extra added to the bill",
  "folio.void_charge": "Extra voided",
  "folio.refund": "Money given back",
  "booking.no_show": "Marked as a no-show",
  "booking.early_departure": "Early departure",
  "booking.extend": "Stay extended",
};
