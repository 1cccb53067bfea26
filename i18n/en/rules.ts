// English words of the rules' codes (domain/said.ts): the refusals the estimator, the search, the
// quote, the booking wizard and the desk show. Strings marked "spec" are binding
// (motel-website-spec.md sections 4, 5 and 8): e2e/estimator.e2e.ts and e2e/booking-wizard.e2e.ts
// assert them word for word.

export default {
  // A room's guests and boarding.
  /** spec: estimator, below the room type's minimum. */
  belowMinimumGuests: "The minimum number of guests required for this room is {min}.",
  /** spec: estimator, above the room type's maximum. */
  aboveMaximumGuests:
    "The maximum number of guests allowed for this room is {max}. You will need to book additional rooms.",
  /** spec: estimator, within the range but not priced. */
  guestsNotAllowed: "The number of guests ({guests}) is not allowed for this room.",
  boardingNotOffered:
    "{boarding} is not offered for this room with {guests, plural, one {# guest} other {# guests}}.",
  wholeGuests: "Please enter the number of guests as a whole number.",
  wholeChildren: "Please enter the number of children as a whole number.",
  adultNeeded: "Each room needs at least one adult.",
  unknownRoomType: "Please choose one of our room types.",
  adultsRange: "Each room takes {min} to {max} adults.",
  childrenRange: "Children per room must be a whole number from 0 to {max}.",
  unknownBoarding: "Please choose Bed & Breakfast, Half Board or Full Board.",
  // A stay's dates (spec: booking step 1).
  selectCheckIn: "Please select a check-in date",
  selectCheckOut: "Please select a check-out date",
  checkOutAfterCheckIn: "Check-out date must be after check-in date.",
  checkInInPast: "The check-in date cannot be in the past.",
  beyondHorizon: "We take bookings for stays until {date}. Please choose earlier dates.",
  // The guest's details (spec: booking step 1).
  guestFirstName: "Please enter a valid first name",
  guestLastName: "Please enter a valid last name",
  guestEmail: "Please enter a valid email",
  guestPhone: "Please enter a valid phone number",
  guestIdNumber: "Please enter a valid ID number",
  selectCheckInTime: "Please select a check-in time",
  // Ours: a character no person types (a control character), and the special requests' limit.
  unusual_firstName:
    "Please remove unusual characters (such as control characters) from your first name.",
  unusual_lastName:
    "Please remove unusual characters (such as control characters) from your last name.",
  unusual_email: "Please remove unusual characters (such as control characters) from your email.",
  unusual_phone:
    "Please remove unusual characters (such as control characters) from your phone number.",
  unusual_idNumber:
    "Please remove unusual characters (such as control characters) from your ID number.",
  unusual_specialRequests:
    "Please remove unusual characters (such as control characters) from your special requests.",
  unusual_mpesaNumber:
    "Please remove unusual characters (such as control characters) from the M-Pesa number.",
  specialRequestsTooLong: "Special requests can be up to {max} characters.",
  /** spec: payment step, total below 1. */
  selectRoom: "Please select a room",
  quoteShape: "Send checkIn, checkOut and rooms.",
  invalidInput: "This was not filled in as expected. Please check it and try again.",
  soldOut: "Sorry, the {room} is fully booked for these dates.",
  // The stay rules staff set.
  closedToArrival:
    "We do not take arrivals on {date} for the {room}. Please choose another check-in day.",
  minNights:
    "Stays in the {room} arriving on {date} are at least {nights} nights. Please choose a later check-out.",
  sameDayCutoff:
    "Online bookings for tonight close at {time}. Please call or WhatsApp us to book tonight.",
  // The search bar and its results.
  searchGuestsRange: "Please enter the number of guests: 1 to {max}.",
  searchAdultsRange: "Please enter the number of adults: 1 to {max}.",
  searchChildrenRange: "Please enter the number of children: 0 to {max}.",
  searchTwoRooms: "{guests} guests fit in two of these rooms.",
  searchSoldOut: "Fully booked for these dates.",
  searchOtherDates: "Free on nearby dates:",
  searchNoOtherDates: "No free dates within a week either side. Ask us about a stay:",
  // Rooms left, and a promotion code's answers.
  tooManyRooms: "You can book up to {max} rooms at once. For more, please call or WhatsApp us.",
  fewerLeft:
    "Sorry, only {left} {room}{left, plural, one { is} other {s are}} left for these dates.",
  promotionNotValid: "That promotion code cannot be used. Please check it and try again.",
  promotionTooManyTries:
    "Too many promotion codes were tried from your connection. Please wait an hour, or book without a code.",
  promotionStayWindow: "That promotion code is for stays from {from} to {to}.",
  promotionStayFrom: "That promotion code is for stays from {from} on.",
  promotionRoomTypes: "That promotion code is for the {rooms} only.",
  promotionMinNights: "That promotion code needs a stay of at least {nights} nights.",
  promotionUsedUp:
    "Sorry, that promotion code has been used up. Your booking was not made: please remove the code or try another.",
  promotionUsedByGuest: "That promotion code has already been used for your phone number or email.",
  promotionWholeStay:
    "That promotion code cannot be used for this stay: it would take off the whole price. Please remove the code or try another.",
  promotionCode: "Please enter the promotion code as letters and digits.",
};
