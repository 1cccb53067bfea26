// A stay as an iCalendar file (RFC 5545): one all-day event from the check-in day to the
// check-out day, with the motel's address and the booking reference. Shown as "Save to
// calendar" on the confirmation and attached to the confirmation email. Pure: pass `now`.

export type CalendarStay = {
  reference: string;
  checkIn: string;
  checkOut: string;
  /** The guest's arrival time (HH:MM), if given. */
  checkInTime: string | null;
  /** "2 × Deluxe Room, Half Board". */
  rooms: string;
  motelName: string;
  address: string;
  phones: readonly string[];
  latitude: number;
  longitude: number;
  /** Where the guest finds the booking again (/my-booking). */
  url: string;
};

/** The file's words, in the booking's language (the server passes the Kiswahili catalog's). */
export type CalendarWords = {
  summary: (motel: string, reference: string) => string;
  reference: string;
  checkIn: string;
  checkOut: string;
  rooms: string;
  phone: string;
  yourBooking: string;
  /** "2026-12-30 at 14:00": the check-in day and the guest's arrival time. */
  at: (date: string, time: string) => string;
  or: string;
};

export const ENGLISH_CALENDAR_WORDS: CalendarWords = {
  summary: (motel, reference) => `Stay at ${motel} (${reference})`,
  reference: "Booking reference",
  checkIn: "Check-in",
  checkOut: "Check-out",
  rooms: "Rooms",
  phone: "Phone",
  yourBooking: "Your booking",
  at: (date, time) => `${date} at ${time}`,
  or: "or",
};

/**
 * TEXT values escape backslash, semicolon, comma and newline (RFC 5545 3.3.11). A lone CR is a
 * line break too (old Mac text): left bare it would end the content line where no CRLF does.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets fold onto continuation lines starting with a space (3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replaceAll("-", "");

/** UTC as 20261124T055200Z. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function stayCalendar(
  stay: CalendarStay,
  now: Date,
  words: CalendarWords = ENGLISH_CALENDAR_WORDS,
): string {
  const description = [
    `${words.reference}: ${stay.reference}`,
    `${words.checkIn}: ${stay.checkInTime ? words.at(stay.checkIn, stay.checkInTime) : stay.checkIn}`,
    `${words.checkOut}: ${stay.checkOut}`,
    `${words.rooms}: ${stay.rooms}`,
    `${words.phone}: ${stay.phones.join(` ${words.or} `)}`,
    `${words.yourBooking}: ${stay.url}`,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(stay.motelName)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${stay.reference}@booking.${stay.motelName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(stay.checkIn)}`,
    `DTEND;VALUE=DATE:${compactDate(stay.checkOut)}`,
    `SUMMARY:${escapeText(words.summary(stay.motelName, stay.reference))}`,
    `LOCATION:${escapeText(`${stay.motelName}, ${stay.address}`)}`,
    `GEO:${stay.latitude};${stay.longitude}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${stay.url}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The file name offered for download and attached to the email. */
export function calendarFileName(reference: string): string {
  return `booking-${reference}.ics`;
}
