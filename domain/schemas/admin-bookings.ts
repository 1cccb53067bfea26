// The staff bookings list's filters (from the URL) and the cancel form: one schema for the
// browser's checks and the server's.
import { BOOKING_STATUSES } from "../booking-status.ts";
import { isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";
import { formSaid } from "../staff-said/forms.ts";
import { bookingSaid } from "../staff-said/bookings.ts";
import { schemaMessage } from "../said.ts";

export const BOOKINGS_PER_PAGE = 50;
export const CANCEL_REASON_MAX = 500;
export const SEARCH_MAX = 100;

/** The search text: refused (with a message) when it holds unusual characters or is too long. */
export const BookingSearchSchema = textField(formSaid.unusualCharacters("search"))
  .max(SEARCH_MAX, schemaMessage(bookingSaid.searchTooLong(SEARCH_MAX)))
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

const cancelReasonRequired = schemaMessage(bookingSaid.cancelReasonRequired());

export const CancelBookingSchema = z.object({
  reason: textField(formSaid.unusualCharacters("reason"), {
    multiLine: true,
    error: cancelReasonRequired,
  })
    .min(1, cancelReasonRequired)
    .max(CANCEL_REASON_MAX, schemaMessage(bookingSaid.cancelReasonTooLong(CANCEL_REASON_MAX))),
});
