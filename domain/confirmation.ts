// The facts of a confirmed stay as the guest keeps them: the confirmation on step 4 and Find my
// booking, the email, the calendar file and the WhatsApp message all say the same, from here.
// Pure: the motel's facts (content/motel.ts) and the clock are passed in.
import { dateInWords } from "./date-words.ts";
import { stayCalendar } from "./ical.ts";
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

/** "2 × Deluxe Room, Half Board; 1 × Family Room, Bed & Breakfast": rooms grouped as chosen. */
export function roomsText(rooms: readonly Omit<StayRoom, "adults" | "children">[]): string {
  const groups = new Map<string, number>();
  for (const room of rooms) {
    const key = `${roomTypeOf(room.type).name}, ${BOARDING_LABELS[room.boarding]}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([text, count]) => `${count} × ${text}`).join("; ");
}

/** The receipt line for a payment: M-Pesa's receipt number or the card's confirmation code. */
export function receiptOf(
  provider: "mpesa" | "card",
  code: string | null,
): ConfirmedStay["receipt"] {
  if (!code) return null;
  return { label: provider === "mpesa" ? "M-Pesa receipt" : "Card confirmation", code };
}

/** The message "Share on WhatsApp" types in: the stay, the reference, the address and the map. */
export function shareText(stay: ConfirmedStay, motel: MotelFacts): string {
  const nights = stay.nights === 1 ? "1 night" : `${stay.nights} nights`;
  return [
    `My booking at ${motel.name}, reference ${stay.reference}:`,
    `${dateInWords(stay.checkIn)} to ${dateInWords(stay.checkOut)} (${nights})${stay.checkInTime ? `, arriving at ${stay.checkInTime}` : ""}.`,
    `${roomsText(stay.rooms)}.`,
    `${motel.address}. Map: ${motel.mapUrl}`,
  ].join("\n");
}

/** A wa.me link that lets the guest pick a chat to send the stay to. */
export function shareLink(stay: ConfirmedStay, motel: MotelFacts): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(stay, motel))}`;
}

/** The stay's .ics (RFC 5545), stamped with its confirmation time (or its check-in day). */
export function stayCalendarOf(stay: ConfirmedStay, motel: MotelFacts, findUrl: string): string {
  const stamp = stay.confirmedAt
    ? new Date(stay.confirmedAt)
    : new Date(`${stay.checkIn}T00:00:00Z`);
  return stayCalendar(
    {
      reference: stay.reference,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      checkInTime: stay.checkInTime,
      rooms: roomsText(stay.rooms),
      motelName: motel.name,
      address: motel.address,
      phones: motel.phones,
      latitude: motel.latitude,
      longitude: motel.longitude,
      url: findUrl,
    },
    stamp,
  );
}

/** The facts as label and value rows: the email's table and the page's list. */
export function confirmationRows(stay: ConfirmedStay): [string, string][] {
  return [
    ["Reference", stay.reference],
    [
      "Check-in",
      `${dateInWords(stay.checkIn)}${stay.checkInTime ? `, arriving at ${stay.checkInTime}` : ""}`,
    ],
    ["Check-out", dateInWords(stay.checkOut)],
    ["Nights", String(stay.nights)],
    ["Rooms", roomsText(stay.rooms)],
    ["Amount paid", formatKes(stay.paidKes)],
    ...(stay.receipt ? [[stay.receipt.label, stay.receipt.code] as [string, string]] : []),
  ];
}
