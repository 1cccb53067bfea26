// English texts of the booking wizard (/book); the rules' codes are worded in rules.ts and the
// payment step's in payment.ts. Strings marked "spec" are binding (motel-website-spec.md
// section 4); e2e/booking-wizard.e2e.ts asserts them word for word.

export default {
  title: "Book a Room",
  description:
    "Book your room at {name}, Gilgil, and pay by M-Pesa or card: choose your dates and rooms, see the total at once.",
  intro:
    "Four short steps: your details, your rooms, payment by M-Pesa or card, and your booking is confirmed.",
  // spec: the steps.
  step1: "Personal Details",
  step2: "Room Selection",
  step3: "Make Payment",
  step4: "Enjoy your trip",
  stepsLabel: "Booking steps",
  stepDone: " (done)",
  // Step 1.
  aboutYou: "About you",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone number",
  phoneHint: "For example 0712 345678",
  idNumber: "ID or passport number",
  yourStay: "Your stay",
  checkInDate: "Check-in date",
  checkOutDate: "Check-out date",
  checkInTime: "Check-in time",
  specialRequests: "Special requests (optional)",
  textsLegend: "Texts about your booking",
  textsSms: "Send me texts by SMS",
  textsWhatsapp: "Send me WhatsApp messages",
  textsHint:
    "Your confirmation and a reminder on the morning you arrive, to a Kenyan mobile. Reply STOP to end them.",
  // Step 2.
  room: "Room {number}",
  roomType: "Room type",
  adults: "Adults",
  children: "Children",
  boarding: "Boarding",
  removeRoom: "Remove<hidden> room {number}</hidden>",
  addRoom: "Add a room",
  promotionLabel: "Promotion code (optional)",
  apply: "Apply",
  remove: "Remove",
  fromPerNight: "From {price} per night",
  perNightLabel: "Per night",
  nights: "Nights",
  total: "Total",
  yourNights: "Your nights",
  workingOut: "Working out your total…",
  totalFor: "Total {total} for {nights, plural, one {# night} other {# nights}}.",
  roomsLeft: "{room}: {left, plural, =0 {none} other {#}} left for these dates",
  tryAgain: "Try again",
  soldOutHint: "Try other dates or rooms, or ask us about a stay:",
  // Step 3.
  paymentMethod: "Payment method",
  mpesaPhone: "M-Pesa phone number (after +254)",
  mpesaHint:
    "The 9 digits after +254. We send the payment request to this phone: enter your M-Pesa PIN there.",
  testMpesa:
    "Test mode: no real money moves. Answer the request on the <link>simulated phone (opens in a new tab)</link>.",
  cardIntro:
    "Pay by Visa or Mastercard on our payment provider's secure page: press Pay by card and it opens here.",
  cardFrame: "Card payment",
  yourBooking: "Your booking",
  guests:
    "{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}",
  checkIn: "Check-in",
  checkOut: "Check-out",
  arrival: "{date}, {time}",
  paybillTitle: "Pay with M-Pesa Paybill",
  paybillIntro:
    "The M-Pesa prompt did not reach you. Pay from the M-PESA menu instead: Lipa na M-PESA, Pay Bill.",
  paybillWaiting: "This page moves on by itself when the payment arrives.",
  businessNumber: "Business number",
  accountNumber: "Account number",
  amount: "Amount",
  heldUntil:
    "{minutes, plural, =0 {Your rooms were held until {time}: pay now and we will confirm if they are still free.} one {Pay within # minute: your rooms are held until {time}.} other {Pay within # minutes: your rooms are held until {time}.}}",
  testPaybill:
    "Test mode: pay from the <link>simulated phone's Pay Bill menu (opens in a new tab)</link>.",
  /** Ours: the advice on payment trouble, with the two customer-service numbers. */
  callUs: "Having trouble paying? Call our customer service on {phones}.",
  // Step 4.
  nextTitle: "What happens next",
  nextEmail:
    "We have sent a confirmation email to <b>{email}</b>. If it is not in your inbox in a few minutes, please look in your spam folder.",
  nextArrival:
    "We expect you on <b>{date}</b>{time, select, none {} other { at <b>{time}</b>}} for {nights, plural, one {# night} other {# nights}} ({rooms, plural, one {# room} other {# rooms}}, {amount} paid). Bring the ID you booked with.",
  nextFind:
    "To see your booking again, open <link>Find my booking</link> with your reference and email.",
  // The summary beside every step.
  dates: "Dates",
  datesRange: "{from} to {to}",
  noDates: "Dates not chosen yet",
  rooms: "Rooms",
  guestsLabel: "Guests",
  nightsCount: "{nights, plural, one {# night} other {# nights}}",
  details: "Details",
  // spec: the buttons between the steps.
  book_next: "Next",
  book_previous: "Previous",
  // What stops Next on Room Selection.
  book_roomAdults: "Please enter a valid number of adults for the room type",
  /** spec. */
  book_roomIssue:
    "There is an issue with one of your selected rooms. Please check the details and try again.",
  /** Ours: Next on Room Selection while the total is still being worked out. */
  book_quoteLoading: "Please wait a moment: we are working out your total.",
  /** Ours: the quote could not be had (network or server). */
  book_quoteFailed:
    "We could not work out your total just now. Please check your connection and try again.",
  /** Ours: /book without JavaScript. */
  book_needsJavaScript:
    "Booking online needs JavaScript, which is turned off in your browser. You can also book with us on WhatsApp or by phone:",
};
