// English texts of a room page's Cost Estimator (its rules' messages are in rules.ts).

export default {
  title: "Cost Estimator",
  roomType: "Room type",
  showRoom: "Show room",
  opening: "Opening the {room}…",
  boarding: "Boarding",
  noneOffered: "None offered",
  update: "Update the total",
  childrenFree:
    "Children stay free (a room is priced for at least its smallest party). Every guest, child or adult, needs a place in the room.",
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
};
