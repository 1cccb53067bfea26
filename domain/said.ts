// What the rules and the payment step say to a guest, as a code and its values (issue 36): never
// words. Pages, emails, texts, PDFs and the API's error bodies word a code through the catalogs in
// the reader's language (i18n/said.ts); each code is a catalog key, so a code without a wording is
// a type error there.
//
// The values follow names the wording knows: `room` holds a room type key and `rooms` several,
// `boarding` a boarding key, `date`, `from` and `to` a calendar date (YYYY-MM-DD), and a name
// ending in `Kes` whole shillings; the wording turns them into the reader's words. Anything else
// is shown as it is.
import type { Boarding, RoomTypeKey } from "./rooms.ts";
import { plain, say, type SaidValue } from "./say.ts";
import { isStaffCode, type StaffCode, type StaffSaid } from "./staff-said/index.ts";

export { plain, say, type SaidValue };

/** The guest's text fields, for their own "unusual characters" refusal (domain/schemas/text.ts). */
export const GUEST_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "idNumber",
  "specialRequests",
  "mpesaNumber",
] as const;
export type GuestTextField = (typeof GUEST_TEXT_FIELDS)[number];

/** The contact form's fields (spec: name, email, contact, message). */
export type ContactField = "name" | "email" | "contact" | "message";

/** The rules' refusals, one builder a code. */
export const said = {
  // A room's guests and boarding (the estimator, the quote, the wizard and the desk).
  ...plain("rules", [
    "wholeGuests",
    "wholeChildren",
    "adultNeeded",
    "unknownRoomType",
    "unknownBoarding",
  ]),
  belowMinimumGuests: (min: number) => say("rules.belowMinimumGuests", { min }),
  aboveMaximumGuests: (max: number) => say("rules.aboveMaximumGuests", { max }),
  guestsNotAllowed: (guests: number) => say("rules.guestsNotAllowed", { guests }),
  boardingNotOffered: (boarding: Boarding, guests: number) =>
    say("rules.boardingNotOffered", { boarding, guests }),
  adultsRange: (min: number, max: number) => say("rules.adultsRange", { min, max }),
  childrenRange: (max: number) => say("rules.childrenRange", { max }),
  // A stay's dates (spec: booking step 1).
  ...plain("rules", ["selectCheckIn", "selectCheckOut", "checkOutAfterCheckIn", "checkInInPast"]),
  beyondHorizon: (date: string) => say("rules.beyondHorizon", { date }),
  // The guest's details (spec: booking step 1; the desk's forms check the phone the same way).
  ...plain("rules", [
    "guestFirstName",
    "guestLastName",
    "guestEmail",
    "guestPhone",
    "guestIdNumber",
    "selectCheckInTime",
    /** spec: the payment step with a total below 1. */
    "selectRoom",
    /** A quote request that is not an object of dates and rooms (a program's mistake). */
    "quoteShape",
    /** A value no form sends (a number for a text, a missing field): zod's own checks say this. */
    "invalidInput",
  ]),
  /** A character no person types in such a field (a control character). */
  unusualCharacters: (field: GuestTextField) => say(`rules.unusual_${field}`),
  specialRequestsTooLong: (max: number) => say("rules.specialRequestsTooLong", { max }),
  // Rooms left.
  soldOut: (room: RoomTypeKey) => say("rules.soldOut", { room }),
  fewerLeft: (room: RoomTypeKey, left: number) => say("rules.fewerLeft", { room, left }),
  tooManyRooms: (max: number) => say("rules.tooManyRooms", { max }),
  // The stay rules staff set (domain/stay-rules.ts).
  closedToArrival: (room: RoomTypeKey, date: string) =>
    say("rules.closedToArrival", { room, date }),
  minNights: (room: RoomTypeKey, date: string, nights: number) =>
    say("rules.minNights", { room, date, nights }),
  sameDayCutoff: (time: string) => say("rules.sameDayCutoff", { time }),
  // The search bar and its results (/accommodation?checkIn=…&checkOut=…&guests=…).
  ...plain("rules", ["searchSoldOut", "searchOtherDates", "searchNoOtherDates"]),
  searchGuestsRange: (max: number) => say("rules.searchGuestsRange", { max }),
  searchAdultsRange: (max: number) => say("rules.searchAdultsRange", { max }),
  searchChildrenRange: (max: number) => say("rules.searchChildrenRange", { max }),
  searchTwoRooms: (guests: number) => say("rules.searchTwoRooms", { guests }),
  // A promotion code's answers. One answer for a code that is unknown, not active, not yet valid
  // or expired: a guesser cannot tell a real code from a made-up one (issue 37, decision 026).
  ...plain("rules", [
    "promotionNotValid",
    "promotionTooManyTries",
    "promotionUsedUp",
    "promotionUsedByGuest",
    "promotionWholeStay",
    "promotionCode",
  ]),
  promotionStayWindow: (from: string, to: string) => say("rules.promotionStayWindow", { from, to }),
  promotionStayFrom: (from: string) => say("rules.promotionStayFrom", { from }),
  /** `rooms`: the room type keys, comma separated (an array's String). */
  promotionRoomTypes: (rooms: readonly RoomTypeKey[]) =>
    say("rules.promotionRoomTypes", { rooms: String(rooms) }),
  promotionMinNights: (nights: number) => say("rules.promotionMinNights", { nights }),

  // The payment step: what the booking API and a payment's status tell (i18n/en/payment.ts).
  ...plain("payment", [
    "invalidPhone",
    "pendingTransaction",
    "requestProcessing",
    "paid",
    "cardProblem",
    "networkFailed",
    "cardPending",
    "bookingFailed",
    "holdExpired",
    "mpesaCancelled",
    "mpesaTimeout",
    "mpesaInsufficient",
    "mpesaWrongPin",
    "mpesaBusy",
    "mpesaFailed",
    "mpesaInFlight",
    "cardInFlight",
    "shownTotal",
    "mpesaPromptWaiting",
    "paidNoRelease",
    "bookingReleased",
    "releaseFailed",
    "paymentNotSettled",
    "reversed",
    "needsStaff",
    "staffToConfirm",
    /** A booking address that names no booking. */
    "noSuchBooking",
  ]),
  /** spec: the Special Offer modal's refusal of an email (the contact form's too). */
  offerInvalidEmail: () => say("common.offerInvalidEmail"),
  holdLimit: (minutes: number) => say("payment.holdLimit", { minutes }),
  priceChanged: (totalKes: number) => say("payment.priceChanged", { totalKes }),
  amountMismatch: (paidKes: number, owedKes: number) =>
    say("payment.amountMismatch", { paidKes, owedKes }),

  // The contact form's fields (spec: all four required).
  ...plain("payment", [
    /** The live status stream of a booking refused: too many from one client, or none now. */
    "liveTooMany",
    "liveUnavailable",
  ]),
  contactRequired: (field: ContactField) => say("contact.fieldRequired", { field }),
  contactTooLong: (field: ContactField, max: number) => say("contact.fieldTooLong", { field, max }),
  contactUnusual: (field: ContactField) => say("contact.fieldUnusual", { field }),
  // The booking wizard's own answers on Room Selection (the page says them, not the server).
  roomAdults: () => say("wizard.book_roomAdults"),
  roomIssue: () => say("wizard.book_roomIssue"),
  quoteLoading: () => say("wizard.book_quoteLoading"),
  quoteFailed: () => say("wizard.book_quoteFailed"),

  // Any answer: the server failed, or is busy for a moment (nothing was changed).
  ...plain("common", [
    "failed",
    "unavailable",
    /** A client over a rate limit. */
    "tooMany",
  ]),
} as const;

/** Every code the rules can say. */
export type SaidCode = ReturnType<(typeof said)[keyof typeof said]>["code"];

/** A refusal as it crosses the seam: its code and values. */
export type Said = { code: SaidCode; params?: Readonly<Record<string, SaidValue>> };

/** A message as told: a Said (the guest's) or a StaffSaid (the staff pages'), never words. */
export type Told = Said | StaffSaid;

/**
 * What an action answers: done, and what to tell; or refused, with its HTTP status, why, and
 * the messages at the form's fields (named as the form names them).
 */
export type Answer<Status extends number = 400 | 404 | 409, Extra extends object = object> =
  | { ok: true; message: Told }
  | ({ ok: false; status: Status; message: Told; errors?: Record<string, Told> } & Extra);

// Each builder's code: one a builder, and one a field for unusualCharacters.
const CODES: ReadonlySet<string> = new Set([
  ...Object.values(said)
    .filter((build) => build !== said.unusualCharacters)
    .map((build) => (build as (...args: never[]) => Said)().code),
  ...GUEST_TEXT_FIELDS.map((field) => said.unusualCharacters(field).code),
]);

export function isSaidCode(code: unknown): code is SaidCode {
  return typeof code === "string" && CODES.has(code);
}

/** A Said read back from JSON (an API answer, a stored note), or null when it is not one. */
export function readSaid(value: unknown): Said | null {
  return readCoded(value, isSaidCode);
}

function readCoded<Code extends string>(
  value: unknown,
  isCode: (code: unknown) => code is Code,
): { code: Code; params?: Readonly<Record<string, SaidValue>> } | null {
  if (typeof value !== "object" || value === null) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isCode(code)) return null;
  if (params === undefined) return { code };
  if (typeof params !== "object" || params === null || Array.isArray(params)) return null;
  const entries = Object.entries(params);
  if (!entries.every(([, v]) => typeof v === "string" || typeof v === "number")) return null;
  return { code, params: Object.fromEntries(entries) as Record<string, SaidValue> };
}

// A schema's message is a string (zod keeps no values on its built-in checks): a Said travels
// through a schema as its JSON, and whoever shows a schema's message words it (i18n/said.ts).
const MARK = "said:";

/** A Said (or a StaffSaid) as a schema's message. */
export function schemaMessage(s: Said | StaffSaid): string {
  return MARK + JSON.stringify(s);
}

/**
 * A schema's message as told. Every schema message is a code (zod's own checks say
 * invalidInput: domain/zod.ts); anything else is told as invalidInput too, never shown as words.
 */
export function toldOfMessage(message: string): Told {
  return saidOfMessage(message) ?? said.invalidInput();
}

// A schema's message is ours, never a client's: a staff code is taken by its shape, so the guest
// pages that read schema messages do not carry every staff code.
const isToldCode = (code: unknown): code is SaidCode | StaffCode =>
  isSaidCode(code) || isStaffCode(code);

/** The Said (or StaffSaid) a schema's message carries, or null for a message in words. */
export function saidOfMessage(message: string): Said | StaffSaid | null {
  if (!message.startsWith(MARK)) return null;
  try {
    return readCoded(JSON.parse(message.slice(MARK.length)), isToldCode) as Said | StaffSaid | null;
  } catch {
    return null;
  }
}
