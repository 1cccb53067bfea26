// User-facing messages, one place for both sides (browser and server). Strings marked "spec"
// are binding (motel-website-spec.md sections 4, 5 and 8): users know them word for word.

/** spec: the contact form and its answers. */
export const CONTACT_MESSAGES = {
  send: "Send Message",
  sending: "Sending...",
  tryAgain: "Try Again",
  sent: "Message sent successfully",
  failed: "Failed to send message",
  /** The API's success answer (the spec's POST main/mail). */
  apiSuccess: "Email sent successfully",
} as const;

/** spec: the Special Offer modal. */
export const OFFER_MESSAGES = {
  title: "Special Offer",
  invalidEmail: "Please enter a valid email",
  thankYou:
    "Thank you for submitting your email. We will send you an email with the special offer soon.",
  /** The spec shows nothing on failure; PRODUCT.md asks for a clear message. */
  failed: "Sorry, we could not save your email. Please check your connection and try again.",
} as const;

/** Rules of stays, rooms and prices. */
export const messages = {
  /** spec: estimator, below the room type's minimum. */
  belowMinimumGuests: (min: number) =>
    `The minimum number of guests required for this room is ${min}.`,
  /** spec: estimator, above the room type's maximum. */
  aboveMaximumGuests: (max: number) =>
    `The maximum number of guests allowed for this room is ${max}. You will need to book additional rooms.`,
  /** spec: estimator, within the range but not priced. */
  guestsNotAllowed: (guests: number) =>
    `The number of guests (${guests}) is not allowed for this room.`,
  boardingNotOffered: (boardingLabel: string, guests: number) =>
    `${boardingLabel} is not offered for this room with ${guests} ${guests === 1 ? "guest" : "guests"}.`,
  /** spec: booking step 1. */
  selectCheckIn: "Please select a check-in date",
  /** spec: booking step 1. */
  selectCheckOut: "Please select a check-out date",
  /** spec: booking step 1. */
  checkOutAfterCheckIn: "Check-out date must be after check-in date.",
  checkInInPast: "The check-in date cannot be in the past.",
  beyondHorizon: (lastDate: string) =>
    `We take bookings for stays until ${lastDate}. Please choose earlier dates.`,
  /** spec: payment step, total below 1. */
  selectRoom: "Please select a room",
  tooManyRooms: (max: number) =>
    `You can book up to ${max} rooms at once. For more, please call or WhatsApp us.`,
  unknownRoomType: "Please choose one of our room types.",
  adultsRange: (min: number, max: number) => `Each room takes ${min} to ${max} adults.`,
  childrenRange: (max: number) => `Children per room must be a whole number from 0 to ${max}.`,
  unknownBoarding: "Please choose Bed & Breakfast, Half Board or Full Board.",
  soldOut: (roomName: string) => `Sorry, the ${roomName} is fully booked for these dates.`,
  fewerLeft: (roomName: string, left: number) =>
    `Sorry, only ${left} ${roomName}${left === 1 ? " is" : "s are"} left for these dates.`,
} as const;
