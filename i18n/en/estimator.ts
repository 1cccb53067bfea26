// English texts of a room page's Cost Estimator, and the rules' messages it and the search show
// (domain/messages.ts, word for word: e2e/estimator.e2e.ts asserts them).
import { messages, RATE_MESSAGES } from "../../domain/messages.ts";
import { WHOLE_GUESTS } from "../../app/features/estimator/whole-guests.ts";
import { icu } from "./icu.ts";

export default {
  title: "Cost Estimator",
  roomType: "Room type",
  showRoom: "Show room",
  opening: "Opening the {room}…",
  boarding: "Boarding",
  noneOffered: "None offered",
  nights: "Nights",
  total: "Total",
  totalFor: "Total {total} for {nights, plural, one {# night} other {# nights}}.",
  priceEachNight: "Price of each night",
  roomsLeft: "{left, plural, one {# room} other {# rooms}} left for these dates",
  leftFailed: "We could not check the rooms left just now.",
  leftChecking: "Checking the rooms left…",
  tryAgain: "Try again",
  soldOutHint: "Try other dates or another room, or ask us about a stay:",
  bookNow: "Book a Room Now",
  fixFirst: "To book, first correct the details above.",
  // The rules' messages (domain/messages.ts).
  belowMinimumGuests: icu(messages.belowMinimumGuests, "min"),
  aboveMaximumGuests: icu(messages.aboveMaximumGuests, "max"),
  guestsNotAllowed: icu(messages.guestsNotAllowed, "guests"),
  boardingNotOffered:
    "{boarding} is not offered for this room with {guests, plural, one {# guest} other {# guests}}.",
  selectCheckIn: messages.selectCheckIn,
  selectCheckOut: messages.selectCheckOut,
  checkOutAfterCheckIn: messages.checkOutAfterCheckIn,
  checkInInPast: messages.checkInInPast,
  beyondHorizon: icu(messages.beyondHorizon, "date"),
  selectRoom: messages.selectRoom,
  wholeGuests: WHOLE_GUESTS,
  soldOut: icu(messages.soldOut, "room"),
  closedToArrival: icu(RATE_MESSAGES.closedToArrival, "room", "date"),
  minNights: icu(RATE_MESSAGES.minNights, "room", "date", "nights"),
  sameDayCutoff: icu(RATE_MESSAGES.sameDayCutoff, "time"),
};
