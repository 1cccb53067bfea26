import type { RouterContextProvider } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { normaliseReference } from "../../../domain/booking-reference.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/messages.server.ts";
import { hasUnusualCharacters, withoutUnusualCharacters } from "../../../domain/schemas/text.ts";
import { findBookingByReference } from "../../../server/bookings/views.ts";
import { apiServices, readFields } from "../api/api.server.ts";
import { withinBookingLimit } from "../api/bookings.server.ts";

export type FindResult =
  | { found: true; booking: BookingView }
  | {
      found: false;
      /** 400: the form cannot be right; 429: too many tries; 200: no such booking. */
      status: 200 | 400 | 429;
      error: string;
      reference: string;
      email: string;
    };

const MAX_REFERENCE = 40;
const MAX_EMAIL = 254;

/**
 * "Find my booking": reference and email must both match; tries are limited per address. A
 * refusal is told in `lang`, the page's language.
 */
export async function findMyBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: Date,
  lang: Lang,
): Promise<FindResult> {
  const t = translator(lang);
  const read = await readFields(request, { maxBytes: 2048, accept: ["form"] });
  const fields = "fields" in read ? read.fields : {};
  const given = { reference: String(fields.reference ?? ""), email: String(fields.email ?? "") };
  // Never shown again as typed: unusual characters dropped, cut to the field's length.
  const typed = withoutUnusualCharacters(given.reference).slice(0, MAX_REFERENCE);
  const email = withoutUnusualCharacters(given.email).slice(0, MAX_EMAIL);
  const refuse = (status: 200 | 400 | 429, error: string) =>
    ({ found: false, status, error, reference: typed, email }) as const;
  if (hasUnusualCharacters(given.reference)) return refuse(400, t("booking.unusualReference"));
  if (hasUnusualCharacters(given.email)) return refuse(400, t("booking.unusualEmail"));
  const services = apiServices(context);
  const reference = normaliseReference(given.reference);
  const tooLong = given.reference.length > MAX_REFERENCE || given.email.length > MAX_EMAIL;
  if (!reference || !email.trim() || tooLong) return refuse(400, t("booking.missing"));
  // References are short: a lookup limit stops anyone guessing them with an email they know.
  if (!(await withinBookingLimit(services, now, "find_booking")))
    return refuse(429, t("booking.tooMany"));
  const booking = await findBookingByReference(services.db, reference, email);
  if (!booking) return refuse(200, t("booking.notFound"));
  return { found: true, booking };
}
