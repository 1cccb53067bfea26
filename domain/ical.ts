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

export function stayCalendar(stay: CalendarStay, now: Date): string {
  const description = [
    `Booking reference: ${stay.reference}`,
    `Check-in: ${stay.checkIn}${stay.checkInTime ? ` at ${stay.checkInTime}` : ""}`,
    `Check-out: ${stay.checkOut}`,
    `Rooms: ${stay.rooms}`,
    `Phone: ${stay.phones.join(" or ")}`,
    `Your booking: ${stay.url}`,
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
    `SUMMARY:${escapeText(`Stay at ${stay.motelName} (${stay.reference})`)}`,
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
