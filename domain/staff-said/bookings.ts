// The staff bookings pages, the front desk's day view and Sell a room now: what their forms and
// actions answer, as codes with their values, worded by i18n/en/said-bookings.ts.
import { say } from "../say.ts";

export const bookingSaid = {
  // The front desk's day view (/admin/front-desk).
  badDay: () => say("saidBookings.badDay"),
  dayTooFar: (years: number) => say("saidBookings.dayTooFar", { years }),
  showingToday: () => say("saidBookings.showingToday"),
  unknownAction: () => say("saidBookings.unknownAction"),
  // Sell a room now (/admin/front-desk/sell).
  sellNights: (max: number) => say("saidBookings.sellNights", { max }),
  sellChooseRoom: () => say("saidBookings.sellChooseRoom"),
} as const;
