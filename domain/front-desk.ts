// The front desk's vocabulary: where a booking came from, a room's housekeeping state, how money
// is taken at the desk and what a guest's bill (folio) is charged for. Staff read their names in
// the staff catalog (i18n/en/staff-desk.ts: `staffDesk.method_${method}` and the like).

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

/** The sources staff choose from when they enter a booking (the website makes its own). */
export const DESK_BOOKING_SOURCES = BOOKING_SOURCES.filter(
  (source): source is Exclude<BookingSource, "website"> => source !== "website",
);

/** A room's housekeeping state: a checkout makes it dirty; staff clean and inspect it. */
export const HOUSEKEEPING_STATES = ["clean", "dirty", "inspected"] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

/** How money is taken at the desk (online payments are payment attempts, not these). */
export const DESK_PAYMENT_METHODS = ["cash", "mpesa", "card", "bank_transfer"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

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

/**
 * Seeded room numbers: the type's position in the catalogue times 100, plus 1, 2, 3...
 * (standard 101-112, standard double 201-208, ...). The owner renames them at /admin/rooms.
 */
export function seedRoomNumber(typeIndex: number, n: number): string {
  return String((typeIndex + 1) * 100 + n);
}
