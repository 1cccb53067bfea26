// English texts of Find my booking and of the confirmation it shows (also step 4 of /book).
// Spec and product texts come from domain/ unchanged.
import { BOOKING_STATUS_LABELS } from "../../domain/booking-status.ts";
import { ENGLISH_WORDS, RECEIPT_LABELS } from "../../domain/confirmation.ts";
import { ENGLISH_CALENDAR_WORDS as C } from "../../domain/ical.ts";
import { icu } from "./icu.ts";

export default {
  title: "Find my booking",
  description: "See your booking at {name}: dates, rooms, amount and status.",
  intro: "Enter the booking reference from your confirmation and the email you booked with.",
  reference: "Booking reference",
  email: "Email",
  find: "Find my booking",
  finding: "Finding...",
  missing: "Please enter your booking reference and the email you booked with.",
  notFound:
    "We could not find a booking with that reference and email. Please check both, or call us.",
  tooMany: "Too many tries from your connection. Please wait an hour or call us.",
  unusualReference:
    "Please remove unusual characters (such as control characters) from the booking reference.",
  unusualEmail: "Please remove unusual characters (such as control characters) from your email.",
  bookingTitle: "Booking {reference}",
  status: "Status: <b>{status}</b>",
  statusPending: BOOKING_STATUS_LABELS.pending,
  statusConfirmed: BOOKING_STATUS_LABELS.confirmed,
  statusExpired: BOOKING_STATUS_LABELS.expired,
  statusFailed: BOOKING_STATUS_LABELS.failed,
  statusCancelled: BOOKING_STATUS_LABELS.cancelled,
  statusNoShow: BOOKING_STATUS_LABELS.no_show,
  statusToPay: "Confirmed: {amount} to pay at the motel",
  total: "Total: <b>{amount}</b>",
  rooms: "Rooms",
  roomLine:
    "{room}: {adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}, {boarding}",
  nightsOfRoom: "Nights of room {number}",
  lateRefund:
    "We received your payment after your hold expired and the rooms are no longer free. We will refund you; our staff will call you.",
  changeOrCancel: "To change or cancel your booking, call us on <phones></phones>.",
  or: "or",
  // The confirmation.
  referenceLabel: "Booking reference",
  rowReference: ENGLISH_WORDS.labels.reference,
  rowCheckIn: ENGLISH_WORDS.labels.checkIn,
  rowCheckOut: ENGLISH_WORDS.labels.checkOut,
  rowNights: ENGLISH_WORDS.labels.nights,
  rowRooms: ENGLISH_WORDS.labels.rooms,
  rowAmountPaid: ENGLISH_WORDS.labels.amountPaid,
  arriving: icu(ENGLISH_WORDS.arriving, "date", "time"),
  receiptMpesa: RECEIPT_LABELS.mpesa,
  receiptCard: RECEIPT_LABELS.card,
  whereTitle: "Where to find us",
  openMap: "Open the map",
  callUsOn: "Call us on <phones></phones>.",
  saveToCalendar: "Save to calendar",
  shareOnWhatsapp: "Share on WhatsApp",
  print: "Print",
  shareHeading: icu(ENGLISH_WORDS.shareHeading, "name", "reference"),
  shareDates:
    "{from} to {to} ({nights, plural, one {# night} other {# nights}}){time, select, none {} other {, arriving at {time}}}",
  shareWhere: icu(ENGLISH_WORDS.shareWhere, "address", "map"),
  // The calendar file (.ics) of a booking: step 4, Find my booking and the confirmation email.
  calendarSummary: icu(C.summary, "motel", "reference"),
  calendarReference: C.reference,
  calendarCheckIn: C.checkIn,
  calendarCheckOut: C.checkOut,
  calendarRooms: C.rooms,
  calendarPhone: C.phone,
  calendarYourBooking: C.yourBooking,
  calendarAt: icu(C.at, "date", "time"),
  calendarOr: C.or,
};
