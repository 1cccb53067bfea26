// The staff bookings list's filters (from the URL) and the cancel form: one schema for the
// browser's checks and the server's.
import { ADMIN_BOOKING_MESSAGES } from "../messages.ts";
import { BOOKING_STATUSES } from "../booking-status.ts";
import { isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";
import { formSaid } from "../staff-said/forms.ts";

export const BOOKINGS_PER_PAGE = 50;
export const CANCEL_REASON_MAX = 500;
export const SEARCH_MAX = 100;

/** The search text: refused (with a message) when it holds unusual characters or is too long. */
export const BookingSearchSchema = textField(formSaid.unusualCharacters("search"))
  .max(SEARCH_MAX, ADMIN_BOOKING_MESSAGES.searchTooLong(SEARCH_MAX))
  .default("");

const optionalDate = z.string().trim().refine(isCalendarDate).optional().catch(undefined);

/**
 * Filters live in the URL; anything unreadable is ignored rather than refused (the search is
 * checked first, on its own: BookingSearchSchema).
 */
export const BookingFiltersSchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  /** Only bookings with something open for staff: a payment needing a person, or a refund. */
  needs: z.enum(["attention", "refund"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type BookingFilters = z.infer<typeof BookingFiltersSchema>;

export const CancelBookingSchema = z.object({
  reason: textField(formSaid.unusualCharacters("reason"), {
    multiLine: true,
    error: ADMIN_BOOKING_MESSAGES.cancelReasonRequired,
  })
    .min(1, ADMIN_BOOKING_MESSAGES.cancelReasonRequired)
    .max(CANCEL_REASON_MAX, ADMIN_BOOKING_MESSAGES.cancelReasonTooLong(CANCEL_REASON_MAX)),
});
