// What the staff bookings pages, the front desk's day view and Sell a room now are told
// (domain/staff-said/bookings.ts), in words.
export default {
  badDay: "Please choose a day (YYYY-MM-DD).",
  dayTooFar: "Please choose a day within {years} years of today.",
  showingToday: "Showing today instead.",
  unknownAction: "Unknown request.",
  sellNights: "Please choose how many nights, from 1 to {max}.",
  sellChooseRoom: "Please choose the room.",
} satisfies Record<string, string>;
