// Which texts a booking's events queue, to whom and on which channels, in the caller's
// transaction (decision 019). The guest gets texts on the channels chosen in the wizard (SMS alone
// when there was no choice, e.g. a desk booking), in the booking's language; staff texts go by SMS
// to STAFF_DUTY_PHONE, in English.
import { eq } from "drizzle-orm";
import { motel } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import { readContent } from "../content/content.ts";
import {
  arrivalReminderText,
  bookingConfirmedText,
  cancelledText,
  paymentReceivedText,
  refundDueText,
  refundPaidText,
  staffAttentionText,
  staffNewBookingText,
  type ChannelText,
  type TextBooking,
  type TextChannel,
  type TextMotel,
  type TextWords,
} from "../../domain/channel-texts.ts";
import { msisdn, nineDigits } from "../../domain/phone.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { bookingTextChoices } from "../db/schema/texts.ts";
import { cancelPendingReminders, queueText } from "./outbox.ts";
import { textWords } from "./text-words.ts";

type Booking = typeof bookings.$inferSelect;

/** The texts' settings (config.texts): where staff texts go and when the reminder leaves. */
export type TextSettings = {
  /** 2547XXXXXXXX, or undefined: no staff texts. */
  staffDutyPhone: string | undefined;
  /** HH:MM motel time on the morning of arrival. */
  reminderAt: string;
};

export const DEFAULT_TEXT_SETTINGS: TextSettings = {
  staffDutyPhone: undefined,
  reminderAt: "07:00",
};

/** The motel as texts name it (staff edit it live), with a short map link that fits one SMS. */
export function textMotel(content: SiteContent = motel): TextMotel {
  const { latitude, longitude } = content.map;
  return {
    name: content.name,
    mapUrl: `https://maps.google.com/?q=${latitude},${longitude}`,
    whatsappUrl: `https://wa.me/${content.whatsapp.number.e164.replace(/\D/g, "")}`,
  };
}

/** The live content's motel, read in the transaction that queues the text. */
async function liveMotel(tx: Db): Promise<TextMotel> {
  return textMotel(await readContent(tx));
}

/** The guest's channels for a booking: the wizard's choice, else SMS. */
export async function guestChannels(tx: Db, bookingId: string): Promise<TextChannel[]> {
  const [choice] = await tx
    .select()
    .from(bookingTextChoices)
    .where(eq(bookingTextChoices.bookingId, bookingId));
  if (!choice) return ["sms"];
  return [
    ...(choice.sms ? (["sms"] as const) : []),
    ...(choice.whatsapp ? (["whatsapp"] as const) : []),
  ];
}

/** Records the guest's choice (wizard step 1), in the transaction that makes the booking. */
export async function saveTextChoice(
  tx: Db,
  bookingId: string,
  choice: { sms: boolean; whatsapp: boolean },
): Promise<void> {
  await tx
    .insert(bookingTextChoices)
    .values({ bookingId, ...choice })
    .onConflictDoUpdate({ target: bookingTextChoices.bookingId, set: choice });
}

async function roomCount(tx: Db, bookingId: string): Promise<number> {
  const rows = await tx
    .select({ id: bookingRooms.id })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId));
  return rows.length;
}

async function textBooking(tx: Db, booking: Booking): Promise<TextBooking> {
  return {
    reference: booking.reference ?? "",
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: booking.checkInTime,
    rooms: await roomCount(tx, booking.id),
    totalKes: booking.totalKes,
    guestName: [booking.firstName, booking.lastName].filter(Boolean).join(" "),
  };
}

function guestNumber(booking: Booking): string | undefined {
  const nine = booking.phone ? nineDigits(booking.phone) : undefined;
  return nine ? msisdn(nine) : undefined;
}

function staffNumber(settings: TextSettings | undefined): string | undefined {
  const nine = settings?.staffDutyPhone ? nineDigits(settings.staffDutyPhone) : undefined;
  return nine ? msisdn(nine) : undefined;
}

/** A guest's text, from the booking's facts, the motel's and the words of the booking's language. */
type GuestText = (facts: TextBooking, motel: TextMotel, words: TextWords) => ChannelText;

/** The guest's text on each channel chosen; read and worded only when the guest can be texted. */
async function toGuest(tx: Db, booking: Booking, text: GuestText, now: Date, at?: Date) {
  const to = guestNumber(booking);
  if (!to) return;
  const channels = await guestChannels(tx, booking.id);
  if (channels.length === 0) return;
  const worded = text(await textBooking(tx, booking), await liveMotel(tx), textWords(booking.lang));
  for (const channel of channels) {
    await queueText(tx, { bookingId: booking.id, channel, to, text: worded, at }, now);
  }
}

async function toStaff(
  tx: Db,
  booking: Booking,
  text: ChannelText,
  settings: TextSettings | undefined,
  now: Date,
) {
  const to = staffNumber(settings);
  if (to) await queueText(tx, { bookingId: booking.id, channel: "sms", to, text }, now);
}

/** The morning of arrival at the reminder time, as an instant (Nairobi is UTC+3 all year). */
export function reminderInstant(checkIn: string, reminderAt: string): Date {
  return new Date(`${checkIn}T${reminderAt}:00+03:00`);
}

/** The arrival reminder, waiting in the outbox for its morning; none when that has passed. */
export async function scheduleArrivalReminder(
  tx: Db,
  booking: Booking,
  settings: TextSettings | undefined,
  now: Date,
): Promise<void> {
  const at = reminderInstant(booking.checkIn, (settings ?? DEFAULT_TEXT_SETTINGS).reminderAt);
  if (at <= now) return;
  await toGuest(tx, booking, arrivalReminderText, now, at);
}

/**
 * A paid booking: the guest's confirmation, the reminder for the morning of arrival, and staff's
 * note of the new booking.
 */
export async function queueBookingConfirmedTexts(
  tx: Db,
  booking: Booking,
  paid: { amountKes: number; method: string; receipt: string | null },
  settings: TextSettings | undefined,
  now: Date,
): Promise<void> {
  await toGuest(
    tx,
    booking,
    (facts, motel, words) => bookingConfirmedText(facts, paid, motel, words),
    now,
  );
  await scheduleArrivalReminder(tx, booking, settings, now);
  const facts = await textBooking(tx, booking);
  await toStaff(tx, booking, staffNewBookingText(facts, textWords("en")), settings, now);
}

/**
 * Money received for a booking other than by the online prompt: at the desk (cash, card,
 * M-Pesa) or, at merge, by Paybill (server/payments/paybill.ts calls this in its settlement).
 */
export async function queuePaymentReceivedTexts(
  tx: Db,
  booking: Booking,
  paid: { amountKes: number; method: string; receipt?: string | null },
  now: Date,
): Promise<void> {
  await toGuest(
    tx,
    booking,
    (facts, motel, words) => paymentReceivedText(facts, paid, motel, words),
    now,
  );
}

/**
 * M-Pesa money settled against a booking by id (the Paybill confirmation, issue 18 item 5): the
 * full confirmation texts when it confirmed the booking, else "payment received". For the lead
 * to call in server/payments/paybill.ts, in the settling transaction.
 */
export async function queueMoneyReceivedTexts(
  tx: Db,
  bookingId: string,
  paid: { amountKes: number; method: string; receipt: string | null; confirmed: boolean },
  settings: TextSettings | undefined,
  now: Date,
): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  if (paid.confirmed) await queueBookingConfirmedTexts(tx, booking, paid, settings, now);
  else await queuePaymentReceivedTexts(tx, booking, paid, now);
}

/** Staff cancelled the booking: the guest is told (and of the refund), its reminder dropped. */
export async function queueCancellationTexts(
  tx: Db,
  booking: Booking,
  refund: boolean,
  now: Date,
): Promise<void> {
  await cancelPendingReminders(tx, booking.id, "booking cancelled");
  await toGuest(
    tx,
    booking,
    (facts, motel, words) => cancelledText(facts, refund, motel, words),
    now,
  );
}

/** A payment the booking could not take: the guest is told of the refund, staff asked to do it. */
export async function queueRefundDueTexts(
  tx: Db,
  booking: Booking,
  settings: TextSettings | undefined,
  now: Date,
): Promise<void> {
  await toGuest(tx, booking, refundDueText, now);
  await toStaff(
    tx,
    booking,
    staffAttentionText(await textBooking(tx, booking), true, textWords("en")),
    settings,
    now,
  );
}

/** A payment needing a person (reversed, unverifiable, a receipt seen twice): the duty phone. */
export async function queueAttentionText(
  tx: Db,
  booking: Booking,
  settings: TextSettings | undefined,
  now: Date,
): Promise<void> {
  await toStaff(
    tx,
    booking,
    staffAttentionText(await textBooking(tx, booking), false, textWords("en")),
    settings,
    now,
  );
}

/** The money went back (issue 31): the guest is told how much and how, in their language. */
export async function queueRefundPaidTexts(
  tx: Db,
  booking: Booking,
  refund: { amountKes: number; method: string },
  now: Date,
): Promise<void> {
  await toGuest(
    tx,
    booking,
    (facts, motel, words) => refundPaidText(facts, refund, motel, words),
    now,
  );
}
