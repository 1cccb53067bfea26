// The booking emails: the guest's confirmation (in the booking's language), and staff's note of a
// new booking or of a payment to refund (English). Written in the transaction that confirms (or
// flags) the booking.
import { motelFacts } from "../../content/confirmation.ts";
import { motel as defaults } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import {
  confirmationRows,
  receiptOf,
  stayCalendarOf,
  type ConfirmedStay,
} from "../../domain/confirmation.ts";
import { calendarFileName } from "../../domain/ical.ts";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { readNotes, type Note } from "../../domain/booking-notes.ts";
import { staffNoteWords } from "../../i18n/messages.server.ts";
import { formatKes } from "../../domain/money.ts";
import { ruleIn } from "../../domain/names.ts";
import { nightsRange, totalRows } from "../../domain/price-lines.ts";
import { BASE_RULE, type NightGroup } from "../../domain/rates.ts";
import { nightsBetween } from "../../domain/stay.ts";
import { pathIn } from "../../i18n/locales.ts";
import type { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { bookingWords, type BookingWords } from "./booking-words.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { renderEmail, type Block } from "./templates.ts";

type Booking = typeof bookings.$inferSelect;
/** A booked room, with its nights as booked when the caller read them (server/bookings/nights.ts). */
type Room = typeof bookingRooms.$inferSelect & { lines?: readonly NightGroup[] };
type Paid = { receipt: string; provider: PaymentProvider; refund: boolean };
type Links = { publicUrl: string; staffAddress: string };

const METHOD: Record<PaymentProvider, string> = { mpesa: "M-Pesa", card: "Card" };

/** The rooms one a line, each with its nights' prices (staff read them in English). */
function roomLines(rooms: readonly Room[], { t, confirmation, totals }: BookingWords): string {
  return rooms
    .map((room, i) => {
      const nights =
        room.lines && room.lines.length > 0
          ? room.lines
              .map(
                (line) =>
                  `\n   ${t("emails.nightLine", {
                    range: nightsRange(line, confirmation.locale),
                    nights: line.nights,
                    amount: formatKes(line.amountKes),
                    // The base price is ours to name; seasons and weekday rules are staff's.
                    rule:
                      line.rule === BASE_RULE ? t("emails.basePrice") : ruleIn(line, totals.lang),
                  })}`,
              )
              .join("")
          : t("emails.perNight", { amount: formatKes(room.nightlyKes) });
      return t("emails.roomLine", {
        number: String(i + 1),
        room: confirmation.roomName(room.roomType),
        adults: room.adults,
        children: room.children,
        boarding: confirmation.boarding(room.boarding),
        nights,
      });
    })
    .join("\n");
}

function stayRows(booking: Booking): [string, string][] {
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  return [
    ["Reference", booking.reference ?? ""],
    ["Check-in", `${booking.checkIn}${booking.checkInTime ? ` at ${booking.checkInTime}` : ""}`],
    ["Check-out", booking.checkOut],
    ["Nights", String(nights)],
  ];
}

/** The booking as its confirmation tells it (domain/confirmation.ts): the page says the same. */
export function confirmedStayOfBooking(
  booking: Booking,
  rooms: readonly Room[],
  paid: Paid,
  words: BookingWords = bookingWords("en"),
): ConfirmedStay {
  const receipt = receiptOf(paid.provider, paid.receipt);
  return {
    reference: booking.reference ?? "",
    guestName: [booking.firstName, booking.lastName].filter(Boolean).join(" ") || null,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: booking.checkInTime,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    rooms: rooms.map((room) => ({ ...room, type: room.roomType })),
    paidKes: booking.totalKes,
    receipt: receipt && { ...receipt, label: words.receipt[paid.provider] },
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
  };
}

/** The guest's confirmation, in the language the booking was made in (its `lang`). */
export function bookingConfirmationEmail(
  booking: Booking,
  rooms: readonly Room[],
  paid: Paid,
  { publicUrl }: Links,
  /** The live content (server/content/content.ts readContent), the defaults in tests. */
  motel: SiteContent = defaults,
  /** When the email is made: its calendar file's DTSTAMP. */
  madeAt = new Date(),
): OutgoingEmail {
  const lang = booking.lang ?? "en";
  const words = bookingWords(lang);
  const { t } = words;
  const findUrl = `${publicUrl}${pathIn(lang, "/my-booking")}`;
  const stay = confirmedStayOfBooking(booking, rooms, paid, words);
  const facts = motelFacts(motel);
  return {
    kind: "booking_confirmation",
    to: booking.email!,
    replyTo: motel.email,
    subject: t("emails.confirmedSubject", {
      reference: booking.reference ?? "",
      motel: motel.name,
    }),
    ...renderEmail({
      motel,
      lang,
      heading: t("emails.confirmedHeading", { name: `${booking.firstName}` }),
      blocks: [
        { kind: "paragraph", text: t("emails.thanks", { motel: motel.name }) },
        {
          kind: "fields",
          rows: [
            ...billBefore(
              words.confirmation.labels.amountPaid,
              confirmationRows(stay, words.confirmation),
              [
                ...(booking.discountKes > 0
                  ? [[t("emails.subtotal"), formatKes(booking.subtotalKes)] as [string, string]]
                  : []),
                ...totalRows(booking, words.totals),
                [t("emails.total"), formatKes(booking.totalKes)],
              ],
            ),
            [t("emails.kraPin"), motel.kraPin],
            [t("emails.roomDetails"), roomLines(rooms, words)],
          ],
        },
        {
          kind: "paragraph",
          links: true,
          text: t("emails.whereToFind", {
            motel: motel.name,
            address: facts.address,
            map: facts.mapUrl,
            phones: facts.phones.join(` ${t("emails.or")} `),
          }),
        },
        {
          kind: "paragraph",
          links: true,
          text: t("emails.bringId", {
            id: maskId(booking.idNumber),
            motel: motel.name,
            file: calendarFileName(stay.reference),
            url: findUrl,
          }),
        },
      ] satisfies Block[],
    }),
    attachments: [
      {
        filename: calendarFileName(stay.reference),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: stayCalendarOf(stay, facts, findUrl, words.confirmation, words.calendar, madeAt),
      },
    ],
  };
}

/** Staff's copy: everything the front desk needs, or what to refund and why. */
export function staffBookingEmail(
  booking: Booking,
  paid: Paid,
  { staffAddress, publicUrl }: Links,
  rooms: readonly Room[] = [],
): OutgoingEmail {
  const guest = `${booking.firstName ?? ""} ${booking.lastName ?? ""}`.trim();
  return {
    kind: paid.refund ? "booking_refund_due" : "booking_new",
    to: staffAddress,
    ...(booking.email ? { replyTo: booking.email } : {}),
    subject: paid.refund
      ? `REFUND NEEDED: booking ${booking.reference} (${guest})`
      : `New booking ${booking.reference}: ${guest}, ${booking.checkIn} to ${booking.checkOut}`,
    ...renderEmail({
      heading: paid.refund ? "A payment needs a refund" : "New paid booking from the website",
      blocks: [
        ...(paid.refund && booking.statusNotes.length > 0
          ? [{ kind: "paragraph" as const, text: staffNoteWords(readNotes(booking.statusNotes)) }]
          : []),
        {
          kind: "fields",
          rows: [
            ...stayRows(booking),
            ["Guest", guest],
            ["Phone", booking.phone ?? ""],
            ["Email", booking.email ?? ""],
            ["ID number", booking.idNumber ?? ""],
            ...(rooms.length > 0
              ? [["Rooms", roomLines(rooms, bookingWords("en"))] as [string, string]]
              : []),
            ["Total", formatKes(booking.totalKes)],
            ...totalRows(booking),
            [`${METHOD[paid.provider]} receipt`, paid.receipt],
            ...(booking.specialRequests
              ? [["Special requests", booking.specialRequests] as [string, string]]
              : []),
          ],
        },
        { kind: "paragraph", text: `In the staff area: ${publicUrl}/admin/bookings/${booking.id}` },
      ],
    }),
  };
}

const REFUND_METHOD_KEY = {
  mpesa: "emails.refundMpesa",
  card: "emails.refundCard",
  cash: "emails.refundCash",
} as const;

/** The guest's note that their money went back (issue 31), in the booking's language. */
export function refundPaidEmail(
  booking: Booking,
  refund: { amountKes: number; method: string; receipt: string | null },
  motel: SiteContent = defaults,
): OutgoingEmail {
  const lang = booking.lang ?? "en";
  const { t } = bookingWords(lang);
  const reference = booking.reference ?? "";
  const methodKey = REFUND_METHOD_KEY[refund.method as keyof typeof REFUND_METHOD_KEY];
  return {
    kind: "booking_refund_paid",
    to: booking.email!,
    replyTo: motel.email,
    subject: t("emails.refundSubject", { motel: motel.name, reference }),
    ...renderEmail({
      motel,
      lang,
      heading: t("emails.refundHeading", { name: `${booking.firstName ?? ""}` }),
      blocks: [
        {
          kind: "paragraph",
          text: t("emails.refundText", {
            amount: formatKes(refund.amountKes),
            reference,
            method: methodKey ? t(methodKey) : refund.method,
            receipt: refund.receipt ? t("emails.refundReceipt", { receipt: refund.receipt }) : "",
          }),
        },
      ] satisfies Block[],
    }),
  };
}

/** Only the last three characters of the ID in an email. */
function maskId(id: string | null): string {
  if (!id) return "";
  return `${"*".repeat(Math.max(id.length - 3, 0))}${id.slice(-3)}`;
}

/** Staff's alert: a booking needs a person (a reversed payment, an answer that failed our checks). */
export function staffAttentionEmail(
  booking: Booking,
  reason: Note,
  provider: PaymentProvider,
  { staffAddress, publicUrl }: Links,
): OutgoingEmail {
  const guest = `${booking.firstName ?? ""} ${booking.lastName ?? ""}`.trim();
  return {
    kind: "booking_attention",
    to: staffAddress,
    ...(booking.email ? { replyTo: booking.email } : {}),
    subject: `ATTENTION: ${METHOD[provider]} payment of booking ${booking.reference} (${guest})`,
    ...renderEmail({
      heading: "A booking's payment needs a person",
      blocks: [
        { kind: "paragraph", text: staffNoteWords([reason]) },
        {
          kind: "fields",
          rows: [
            ...stayRows(booking),
            ["Guest", guest],
            ["Phone", booking.phone ?? ""],
            ["Total", formatKes(booking.totalKes)],
          ],
        },
        { kind: "paragraph", text: `In the staff area: ${publicUrl}/admin/bookings/${booking.id}` },
      ],
    }),
  };
}

/**
 * The bill (subtotal, promotion, taxes, total) put before "Amount paid", so the email reads as a
 * bill: what the stay costs, then what was paid for it.
 */
function billBefore(
  paidLabel: string,
  facts: [string, string][],
  bill: [string, string][],
): [string, string][] {
  const paidAt = facts.findIndex(([label]) => label === paidLabel);
  return paidAt < 0
    ? [...facts, ...bill]
    : [...facts.slice(0, paidAt), ...bill, ...facts.slice(paidAt)];
}
