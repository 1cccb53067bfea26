// What the motel texts to guests and to the duty phone (SMS through Africa's Talking, WhatsApp
// utility templates through the Cloud API). Each builder returns the SMS body (GSM-7 only, one
// SMS for usual values) and the WhatsApp template with its parameters, from plain facts so that
// the browser-free tests can check every length. The words come in as TextWords, from the
// catalogs in the booking's language (server/texts/text-words.ts); staff texts are English.
import { formatKes } from "./money.ts";
import { toGsm7 } from "./sms-length.ts";

export const TEXT_KINDS = [
  "booking_confirmed",
  "payment_received",
  "arrival_reminder",
  "booking_cancelled",
  "refund_due",
  "refund_paid",
  "staff_new_booking",
  "staff_attention",
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export const TEXT_CHANNELS = ["sms", "whatsapp"] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** A WhatsApp utility template (approved in Meta's manager under this name) and its {{n}} values. */
export type WhatsappTemplate = { name: string; language: string; params: string[] };

export type ChannelText = { kind: TextKind; body: string; template: WhatsappTemplate };

/** The motel's facts a text quotes. */
export type TextMotel = { name: string; mapUrl: string; whatsappUrl: string };

type Facts<Names extends string> = Record<Names, string>;

/**
 * The words of the texts: the guest's in the booking's language (issue 17), the duty phone's in
 * English (the staff area's language), from the catalogs (server/texts/text-words.ts).
 */
export type TextWords = {
  /** The WhatsApp template's language code: Meta approves each template per language. */
  language: string;
  /** Short month names, January first ("Jan"; Kiswahili "Des" for December). */
  months: readonly string[];
  rooms: (n: number) => string;
  checkInAt: (time: string) => string;
  receiptOf: (method: string, receipt: string) => string;
  methods: Record<string, string>;
  bookingConfirmed: (
    facts: Facts<
      "motel" | "reference" | "dates" | "rooms" | "amount" | "receipt" | "checkIn" | "map"
    >,
  ) => string;
  paymentReceived: (facts: Facts<"motel" | "reference" | "amount" | "method">) => string;
  arrivalReminder: (facts: Facts<"motel" | "reference" | "checkIn" | "map" | "whatsapp">) => string;
  cancelled: (facts: Facts<"motel" | "reference"> & { refund: boolean }) => string;
  refundDue: (facts: Facts<"motel" | "reference">) => string;
  refundPaid: (facts: Facts<"motel" | "reference" | "amount" | "method">) => string;
  // The duty phone's (English).
  staffNewBooking: (facts: Facts<"reference" | "guest" | "dates" | "rooms" | "amount">) => string;
  staffAttention: (facts: Facts<"reference" | "what">) => string;
  staffRefund: string;
  staffPayment: string;
  staffRooms: (n: number) => string;
};

export type TextBooking = {
  reference: string;
  checkIn: string;
  checkOut: string;
  /** HH:MM, the guest's expected arrival. */
  checkInTime: string | null;
  rooms: number;
  totalKes: number;
  guestName: string;
};

/** English short months ("Sep": Intl's en-KE writes "Sept"). */
export const ENGLISH_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

function dayMonth(date: string, months: readonly string[]): [number, string, string] {
  const [year, month, day] = date.split("-");
  return [Number(day), months[Number(month) - 1] ?? "", year ?? ""];
}

/** "12-14 Dec", "30 Dec-2 Jan": a stay's dates in as few characters as stay readable. */
export function shortDates(
  checkIn: string,
  checkOut: string,
  months: readonly string[] = ENGLISH_MONTHS,
): string {
  const [d1, m1] = dayMonth(checkIn, months);
  const [d2, m2] = dayMonth(checkOut, months);
  return m1 === m2 ? `${d1}-${d2} ${m1}` : `${d1} ${m1}-${d2} ${m2}`;
}

/** "Jan" … "Dec" as a language abbreviates them (Intl's; "Des" in Kiswahili). */
export function shortMonths(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 15)));
}

function checkIn(time: string | null, words: TextWords): string {
  return time ? words.checkInAt(time) : "";
}

function text(kind: TextKind, body: string, params: string[], language = "en"): ChannelText {
  // Guests' names and staff notes can carry any character: the SMS stays GSM-7, one part cheaper.
  return {
    kind,
    body: toGsm7(body),
    template: { name: kind, language, params: params.map((p) => toGsm7(p)) },
  };
}

export function bookingConfirmedText(
  booking: TextBooking,
  paid: { amountKes: number; method: string; receipt: string | null },
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  const facts = {
    motel: motel.name,
    reference: booking.reference,
    dates: shortDates(booking.checkIn, booking.checkOut, words.months),
    rooms: words.rooms(booking.rooms),
    amount: formatKes(paid.amountKes),
    receipt: paid.receipt
      ? words.receiptOf(words.methods[paid.method] ?? paid.method, paid.receipt)
      : "",
    checkIn: checkIn(booking.checkInTime, words),
    map: motel.mapUrl,
  };
  return text(
    "booking_confirmed",
    words.bookingConfirmed(facts),
    [
      facts.reference,
      facts.dates,
      facts.rooms,
      facts.amount,
      paid.receipt ?? "-",
      booking.checkInTime ?? "-",
      facts.map,
    ],
    words.language,
  );
}

/** An amount of money that moved for a booking, and how, as a text words it. */
function moneyFacts(
  booking: Pick<TextBooking, "reference">,
  money: { amountKes: number; method: string },
  motel: TextMotel,
  words: TextWords,
) {
  return {
    motel: motel.name,
    reference: booking.reference,
    amount: formatKes(money.amountKes),
    method: words.methods[money.method] ?? money.method,
  };
}

export function paymentReceivedText(
  booking: Pick<TextBooking, "reference">,
  paid: { amountKes: number; method: string },
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  const facts = moneyFacts(booking, paid, motel, words);
  return text(
    "payment_received",
    words.paymentReceived(facts),
    [facts.amount, facts.method, facts.reference],
    words.language,
  );
}

export function arrivalReminderText(
  booking: TextBooking,
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  const facts = {
    motel: motel.name,
    reference: booking.reference,
    checkIn: checkIn(booking.checkInTime, words),
    map: motel.mapUrl,
    whatsapp: motel.whatsappUrl,
  };
  return text(
    "arrival_reminder",
    words.arrivalReminder(facts),
    [facts.reference, booking.checkInTime ?? "-", facts.map, facts.whatsapp],
    words.language,
  );
}

export function cancelledText(
  booking: Pick<TextBooking, "reference">,
  refund: boolean,
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  const facts = { motel: motel.name, reference: booking.reference, refund };
  return text("booking_cancelled", words.cancelled(facts), [facts.reference], words.language);
}

export function refundDueText(
  booking: Pick<TextBooking, "reference">,
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  return text(
    "refund_due",
    words.refundDue({ motel: motel.name, reference: booking.reference }),
    [booking.reference],
    words.language,
  );
}

/** The money went back to the guest (issue 31): how much, and how. */
export function refundPaidText(
  booking: Pick<TextBooking, "reference">,
  refund: { amountKes: number; method: string },
  motel: TextMotel,
  words: TextWords,
): ChannelText {
  const facts = moneyFacts(booking, refund, motel, words);
  return text(
    "refund_paid",
    words.refundPaid(facts),
    [facts.reference, facts.amount, facts.method],
    words.language,
  );
}

export function staffNewBookingText(booking: TextBooking, words: TextWords): ChannelText {
  const facts = {
    reference: booking.reference,
    guest: booking.guestName,
    dates: shortDates(booking.checkIn, booking.checkOut),
    rooms: words.staffRooms(booking.rooms),
    amount: formatKes(booking.totalKes),
  };
  return text("staff_new_booking", words.staffNewBooking(facts), Object.values(facts));
}

export function staffAttentionText(
  booking: Pick<TextBooking, "reference">,
  refund: boolean,
  words: TextWords,
): ChannelText {
  const what = refund ? words.staffRefund : words.staffPayment;
  return text("staff_attention", words.staffAttention({ reference: booking.reference, what }), [
    booking.reference,
    what,
  ]);
}

/** The wizard's text choice as typed: "yes", "no", or "" (not touched: the default applies). */
export type TextChoiceField = "" | "yes" | "no";

/**
 * What the guest chose in step 1: SMS is on by default for a Kenyan mobile (the only numbers we
 * text), WhatsApp only when ticked.
 */
export function textChoiceOf(
  kenyanMobile: boolean,
  sms: TextChoiceField | undefined,
  whatsapp: TextChoiceField | undefined,
): { sms: boolean; whatsapp: boolean } {
  if (!kenyanMobile) return { sms: false, whatsapp: false };
  return { sms: sms === "yes" || (sms ?? "") === "", whatsapp: whatsapp === "yes" };
}

/** Whether a reply means "stop texting me" (Kenyan opt-out words; any case, any spacing). */
export function isStopReply(reply: string): boolean {
  return /^\s*(stop|stopall|unsubscribe|end|quit|acha|sitisha)\s*[.!]?\s*$/i.test(reply);
}
