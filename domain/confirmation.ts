// The facts of a confirmed stay as the guest keeps them: the confirmation on step 4 and Find my
// booking, the email, the calendar file and the WhatsApp message all say the same, from here.
// Pure: the motel's facts (content/motel.ts) and the clock are passed in.
import { dateInWords } from "./date-words.ts";
import { ENGLISH_CALENDAR_WORDS, stayCalendar, type CalendarWords } from "./ical.ts";
import { formatKes } from "./money.ts";
export { dateInWords } from "./date-words.ts";
import { BOARDING_LABELS, roomTypeOf, type Boarding, type RoomTypeKey } from "./rooms.ts";

export type StayRoom = { type: RoomTypeKey; adults: number; children: number; boarding: Boarding };

export type ConfirmedStay = {
  reference: string;
  guestName: string | null;
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  nights: number;
  rooms: readonly StayRoom[];
  paidKes: number;
  /** "M-Pesa receipt" / "Card confirmation" and its code, once paid. */
  receipt: { label: string; code: string } | null;
  /** When it was confirmed: the calendar file's stamp (so the file is the same every time). */
  confirmedAt: string | null;
};

export type MotelFacts = {
  name: string;
  address: string;
  phones: readonly string[];
  latitude: number;
  longitude: number;
  mapUrl: string;
};

/**
 * The words a confirmation is told in: English unless a page or an email in another language
 * passes its own (app/features/confirmation and server/mail, from the catalogs).
 */
export type ConfirmationWords = {
  /** Dates are written in it ("en-KE", "sw-KE"). */
  locale: string;
  labels: Record<"reference" | "checkIn" | "checkOut" | "nights" | "rooms" | "amountPaid", string>;
  roomName: (type: RoomTypeKey) => string;
  boarding: (boarding: Boarding) => string;
  /** "Thursday, 10 December 2026, arriving at 14:30". */
  arriving: (date: string, time: string) => string;
  /** The share message's first line and its dates line (without the final full stop). */
  shareHeading: (name: string, reference: string) => string;
  shareDates: (from: string, to: string, nights: number, time: string | null) => string;
  /** The share message's last line: the address and the map's link. */
  shareWhere: (address: string, map: string) => string;
};

export const ENGLISH_WORDS: ConfirmationWords = {
  locale: "en-KE",
  labels: {
    reference: "Reference",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    rooms: "Rooms",
    amountPaid: "Amount paid",
  },
  roomName: (type) => roomTypeOf(type).name,
  boarding: (boarding) => BOARDING_LABELS[boarding],
  arriving: (date, time) => `${date}, arriving at ${time}`,
  shareHeading: (name, reference) => `My booking at ${name}, reference ${reference}:`,
  shareDates: (from, to, nights, time) =>
    `${from} to ${to} (${nights === 1 ? "1 night" : `${nights} nights`})${time ? `, arriving at ${time}` : ""}`,
  shareWhere: (address, map) => `${address}. Map: ${map}`,
};

/** "2 × Deluxe Room, Half Board; 1 × Family Room, Bed & Breakfast": rooms grouped as chosen. */
export function roomsText(
  rooms: readonly Omit<StayRoom, "adults" | "children">[],
  words: ConfirmationWords = ENGLISH_WORDS,
): string {
  const groups = new Map<string, number>();
  for (const room of rooms) {
    const key = `${words.roomName(room.type)}, ${words.boarding(room.boarding)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([text, count]) => `${count} × ${text}`).join("; ");
}

export const RECEIPT_LABELS = { mpesa: "M-Pesa receipt", card: "Card confirmation" } as const;

/** The receipt line for a payment: M-Pesa's receipt number or the card's confirmation code. */
export function receiptOf(
  provider: "mpesa" | "card",
  code: string | null,
): ConfirmedStay["receipt"] {
  if (!code) return null;
  return { label: RECEIPT_LABELS[provider], code };
}

/** The message "Share on WhatsApp" types in: the stay, the reference, the address and the map. */
export function shareText(
  stay: ConfirmedStay,
  motel: MotelFacts,
  words: ConfirmationWords = ENGLISH_WORDS,
): string {
  const from = dateInWords(stay.checkIn, words.locale);
  const to = dateInWords(stay.checkOut, words.locale);
  return [
    words.shareHeading(motel.name, stay.reference),
    `${words.shareDates(from, to, stay.nights, stay.checkInTime)}.`,
    `${roomsText(stay.rooms, words)}.`,
    words.shareWhere(motel.address, motel.mapUrl),
  ].join("\n");
}

/** A wa.me link that lets the guest pick a chat to send the stay to. */
export function shareLink(
  stay: ConfirmedStay,
  motel: MotelFacts,
  words: ConfirmationWords = ENGLISH_WORDS,
): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(stay, motel, words))}`;
}

/**
 * The stay's .ics (RFC 5545), in the booking's language when its words are passed (the email's
 * attachment). DTSTAMP is when the file was made: `madeAt` (the email's making); a page, whose
 * file must read the same on the server and in the browser, stamps it with the confirmation.
 */
export function stayCalendarOf(
  stay: ConfirmedStay,
  motel: MotelFacts,
  findUrl: string,
  words: ConfirmationWords = ENGLISH_WORDS,
  calendarWords: CalendarWords = ENGLISH_CALENDAR_WORDS,
  madeAt?: Date,
): string {
  const stamp =
    madeAt ??
    (stay.confirmedAt ? new Date(stay.confirmedAt) : new Date(`${stay.checkIn}T00:00:00Z`));
  return stayCalendar(
    {
      reference: stay.reference,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      checkInTime: stay.checkInTime,
      rooms: roomsText(stay.rooms, words),
      motelName: motel.name,
      address: motel.address,
      phones: motel.phones,
      latitude: motel.latitude,
      longitude: motel.longitude,
      url: findUrl,
    },
    stamp,
    calendarWords,
  );
}

/** The facts as label and value rows: the email's table and the page's list. */
export function confirmationRows(
  stay: ConfirmedStay,
  words: ConfirmationWords = ENGLISH_WORDS,
): [string, string][] {
  const checkIn = dateInWords(stay.checkIn, words.locale);
  return [
    [words.labels.reference, stay.reference],
    [words.labels.checkIn, stay.checkInTime ? words.arriving(checkIn, stay.checkInTime) : checkIn],
    [words.labels.checkOut, dateInWords(stay.checkOut, words.locale)],
    [words.labels.nights, String(stay.nights)],
    [words.labels.rooms, roomsText(stay.rooms, words)],
    [words.labels.amountPaid, formatKes(stay.paidKes)],
    ...(stay.receipt ? [[stay.receipt.label, stay.receipt.code] as [string, string]] : []),
  ];
}
