import type { RouterContextProvider } from "react-router";
import { motelDate } from "../../../domain/time.ts";
import { findBookingView } from "../../../server/bookings/views.ts";
import { isBookingId } from "../../../domain/booking-reference.ts";
import { servicesContext } from "../../../server/context.ts";
import type { Db } from "../../../server/db/client.ts";
import { loadPriceTable } from "../../../server/rooms/catalog.ts";
import type { ReturnedBooking, WizardData } from "../../features/booking-wizard/booking-wizard.tsx";

/**
 * The wizard's data: Gilgil's date and the booking horizon (step 1's checks), the price table
 * (step 2's room messages without a round trip), whether the payment simulators are on, and for
 * /book?step=4 (the card return, or a reload of step 4) the booking as the server knows it.
 */
export async function loadBookingPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
  now: Date,
): Promise<WizardData> {
  const { config, database } = context.get(servicesContext);
  const [prices, returned] = await Promise.all([
    loadPriceTable(database.db),
    returnedBooking(database.db, url.searchParams),
  ]);
  return {
    today: motelDate(now),
    horizonDays: config.bookingHorizonDays,
    prices,
    simulators: config.payments.simulators,
    paybillNumber: config.payments.daraja.c2b.shortCode,
    returned,
  };
}

/**
 * Step 4 from the URL: the booking it names, as the server knows it. Nothing else in the address
 * is read (a description there could say anything: "pay again to till …").
 */
async function returnedBooking(db: Db, query: URLSearchParams): Promise<ReturnedBooking | null> {
  if (query.get("step") !== "4") return null;
  const id = query.get("booking") ?? "";
  const booking = isBookingId(id) ? await findBookingView(db, id) : undefined;
  return booking ? { booking } : null;
}
