// What the motel notes on a booking for staff: why its status changed, what money to return and
// why, what needs a person (issue 36). Stored as codes with their values, never as English, and
// worded when shown (i18n/en/staff-notes.ts) in the reader's language. What a person typed (a
// cancel reason) or a provider said (its result text) is a value, shown as it was written.
//
// Values follow i18n/said.ts's names: `…Kes` whole shillings, `…At` an instant (ISO), `method` a
// way money came (mpesa, card, cash, bank_transfer) and `status` a booking status key. A value not
// known is NONE, so a wording can leave its words out (ICU's select takes no empty key).
import { plain, say, type SaidValue } from "./said.ts";
import type { AttentionReason, RefundReason } from "./settlement.ts";

/** A value a note does not know (no receipt, no provider result). */
const NONE = "none";
const orNone = (value: string | null | undefined) => (value ? value : NONE);

/** Money as a note tells it: how much, and how and with which receipt when it is known. */
export type NotedMoney = { paidKes: number; method?: string | null; receipt?: string | null };
/** A provider's result code and its words, or null when it gave none (still pending). */
export type ProviderResult = { resultCode: string; resultDesc: string } | null;
const answer = (result: ProviderResult) => ({
  resultCode: orNone(result?.resultCode),
  resultDesc: result?.resultDesc ?? "",
});

const money = ({ paidKes, method, receipt }: NotedMoney) => ({
  paidKes,
  method: orNone(method),
  receipt: orNone(receipt),
});

export const noted = {
  /** Words kept as they were written: a staff member's reason, or a note older than the codes. */
  quoted: (text: string) => say("staffNotes.quoted", { text }),
  // Why the status changed.
  ...plain("staffNotes", [
    "holdExpired",
    "everyAttemptFailed",
    "releasedByGuest",
    "paidAtDesk",
    "paidLate",
    "noShowByStaff",
  ]),
  cancelledByStaff: (reason: string) => say("staffNotes.cancelledByStaff", { reason }),
  /** Money in, and what is still to pay. */
  partPaid: (paid: NotedMoney, balanceKes: number) =>
    say("staffNotes.partPaid", { ...money(paid), balanceKes }),
  // Money the booking holds that must go back.
  refundNoLongerDue: () => say("staffNotes.refundNoLongerDue"),
  owedBack: (reason: RefundReason, paid: NotedMoney, extraKes: number) =>
    say(`staffNotes.refund_${reason}`, { ...money(paid), extraKes }),
  /** A booking that stopped standing (cancelled, expired, a no-show…) but holds money. */
  heldOnClose: (status: string, extraKes: number) =>
    say("staffNotes.refund_held_on_close", { status, extraKes }),
  /** `method`: the refund's way (domain/refunds.ts RefundMethod). */
  refundLongWait: (amountKes: number, method: string, sinceAt: string) =>
    say("staffNotes.refundLongWait", { amountKes, method, sinceAt }),
  // What needs a person; `result`: the provider's answer, when it gave one.
  reversed: (provider: string, receipt: string | null, result: ProviderResult) =>
    say("staffNotes.attention_reversed", { provider, receipt: orNone(receipt), ...answer(result) }),
  attention: (
    reason: AttentionReason,
    provider: string,
    reference: string,
    result: ProviderResult,
  ) => say(`staffNotes.attention_${reason}`, { provider, reference, ...answer(result) }),
  /** An M-Pesa prompt whose answer the site did not record (decision 027). */
  lostAnswer: (
    prompt: { amountKes: number; phone: string | null; reference: string; sentAt: string },
    roomsKept: boolean,
  ) =>
    say(roomsKept ? "staffNotes.lostAnswerKept" : "staffNotes.lostAnswerSold", {
      ...prompt,
      phone: orNone(prompt.phone),
    }),
  roomsHeldForCheck: (untilAt: string) => say("staffNotes.roomsHeldForCheck", { untilAt }),
} as const;

type Builders = typeof noted;
/** Every code a note can have. */
export type NoteCode = ReturnType<Builders[keyof Builders]>["code"];

/** A note as stored and as it crosses to a page: its code and values. */
export type Note = { code: NoteCode; params?: Readonly<Record<string, SaidValue>> };

/** Every note code (a code the builders make and this list lacks stops the typecheck). */
export const NOTE_CODES = [
  "staffNotes.quoted",
  "staffNotes.holdExpired",
  "staffNotes.everyAttemptFailed",
  "staffNotes.releasedByGuest",
  "staffNotes.paidAtDesk",
  "staffNotes.paidLate",
  "staffNotes.noShowByStaff",
  "staffNotes.cancelledByStaff",
  "staffNotes.partPaid",
  "staffNotes.refund_overpaid",
  "staffNotes.refund_paid_twice",
  "staffNotes.refund_after_cancel",
  "staffNotes.refund_after_expiry",
  "staffNotes.refund_after_no_show",
  "staffNotes.refund_rooms_taken",
  "staffNotes.refund_held_on_close",
  "staffNotes.refundNoLongerDue",
  "staffNotes.refundLongWait",
  "staffNotes.attention_reversed",
  "staffNotes.attention_rejected_answer",
  "staffNotes.attention_duplicate_receipt",
  "staffNotes.lostAnswerKept",
  "staffNotes.lostAnswerSold",
  "staffNotes.roomsHeldForCheck",
] as const satisfies readonly NoteCode[];
type Unlisted = Exclude<NoteCode, (typeof NOTE_CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeListed;

const CODES: ReadonlySet<string> = new Set(NOTE_CODES);

/** A note read back from the database or JSON; anything else is kept as quoted words. */
export function readNote(value: unknown): Note {
  if (typeof value === "string") return noted.quoted(value);
  if (typeof value !== "object" || value === null) return noted.quoted(String(value));
  const { code, params } = value as { code?: unknown; params?: unknown };
  const plain =
    params === undefined ||
    (typeof params === "object" &&
      params !== null &&
      !Array.isArray(params) &&
      Object.values(params).every((v) => typeof v === "string" || typeof v === "number"));
  if (typeof code !== "string" || !CODES.has(code) || !plain) {
    return noted.quoted(JSON.stringify(value));
  }
  return params === undefined
    ? { code: code as NoteCode }
    : { code: code as NoteCode, params: params as Record<string, SaidValue> };
}

/** A list of notes read back (null or not a list: none). */
export function readNotes(value: unknown): Note[] {
  return Array.isArray(value) ? value.map(readNote) : [];
}

// The database's jsonb orders an object's keys its own way: compare by sorted entries.
const key = (n: Note) =>
  JSON.stringify([n.code, Object.entries(n.params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))]);

/** True when the notes hold this one already (a repeated answer adds nothing). */
export function hasNote(notes: readonly Note[], wanted: Note): boolean {
  return notes.some((n) => key(n) === key(wanted));
}

/** The notes with one more, unless the same note is there already. */
export function withNote(notes: readonly Note[], added: Note): Note[] {
  return hasNote(notes, added) ? [...notes] : [...notes, added];
}
