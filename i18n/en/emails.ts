// English of the guest's emails about a booking (server/mail/booking-emails.ts) and of its
// calendar file. Staff emails are English only and keep their words in server/mail.
import { ENGLISH_CALENDAR_WORDS as C } from "../../domain/ical.ts";
import { ENGLISH_TOTAL_WORDS } from "../../domain/price-lines.ts";
import { BASE_RULE } from "../../domain/rates.ts";
import { icu } from "./icu.ts";

export default {
  confirmedSubject: "Your booking {reference} at {motel} is confirmed",
  confirmedHeading: "Your booking is confirmed, {name}",
  thanks: "Thank you for booking with us. We look forward to hosting you at {motel}.",
  kraPin: "Our KRA PIN",
  roomDetails: "Room details",
  roomLine:
    "{number}. {room}: {adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}, {boarding}{nights}",
  basePrice: BASE_RULE,
  perNight: ", {amount} per night",
  nightLine: "{range}: {nights, plural, one {# night} other {# nights}} × {amount} ({rule})",
  whereToFind: "Where to find us: {motel}, {address}. Map: {map}. Phone: {phones}.",
  bringId:
    "Please bring the ID you booked with ({id}). {motel} is an alcohol-free motel. The attached calendar file ({file}) adds your stay to your calendar. To see your booking again, open {url} and enter your reference and this email address. To change or cancel, call or WhatsApp us.",
  or: C.or,
  promotion: icu(ENGLISH_TOTAL_WORDS.promotion, "code"),
  subtotal: "Subtotal",
  total: "Total",
  taxIncluded: ENGLISH_TOTAL_WORDS.included,
  refundSubject: "{motel}: your refund for booking {reference}",
  refundHeading: "Your money is on its way back, {name}",
  refundText:
    "We have refunded {amount} for booking {reference} by {method}{receipt}. A card refund can take a few days to reach your statement. Questions? Reply to this email or call us.",
  refundReceipt: " (receipt {receipt})",
  refundMpesa: "M-Pesa",
  refundCard: "card",
  refundCash: "cash",
  footerPhone: "Phone: {phones}",
  footerEmail: "Email: {email}",
};
