// The rules' codes (domain/said.ts) in words: a page's `t` or the server's translator, in the
// reader's language. Values with a known name become the reader's words: room types and boardings
// by their catalog names, dates in the language's calendar words, shillings as "KES 13,000".
import { BOARDINGS, ROOM_TYPE_KEYS, type Boarding, type RoomTypeKey } from "../domain/rooms.ts";
import { formatKes } from "../domain/money.ts";
import type { Note } from "../domain/booking-notes.ts";
import { toldOfMessage, type SaidCode, type SaidValue, type Told } from "../domain/said.ts";
import type { StaffCode } from "../domain/staff-said/index.ts";
import { formatCalendarDate, isCalendarDate } from "../domain/stay.ts";
import { motelDateTime } from "../domain/time.ts";
import type { MessageKey } from "./catalogs.ts";
import type { MessageValues } from "./format.ts";
import { INTL_LOCALE, type Lang } from "./locales.ts";

/** A translator: a page's `t`, or the server's (i18n/messages.server.ts) with its language. */
export type Wording = ((key: MessageKey, values?: MessageValues) => string) & { lang: Lang };

// Every code the rules and the staff pages say has a wording: a code that is no catalog key is
// named here and stops the typecheck (the brackets keep the union whole).
type AnyCode = SaidCode | StaffCode;
type Unworded = [AnyCode] extends [MessageKey] ? never : Exclude<AnyCode, MessageKey>;
const everyCodeWorded: [Unworded] extends [never] ? true : Unworded = true;
void everyCodeWorded;

const isRoomType = (value: string): value is RoomTypeKey =>
  (ROOM_TYPE_KEYS as readonly string[]).includes(value);
const isBoarding = (value: string): value is Boarding =>
  (BOARDINGS as readonly string[]).includes(value);

/** Refusals print a date day first: "24 Dec 2026", "24 Desemba 2026". */
function dateIn(lang: Lang, date: string): string {
  return formatCalendarDate(
    date,
    { day: "numeric", month: lang === "en" ? "short" : "long", year: "numeric" },
    INTL_LOCALE[lang],
  );
}

function valueIn(t: Wording, name: string, value: string | number): string | number {
  if (typeof value === "number") return name.endsWith("Kes") ? formatKes(value) : value;
  if (name === "room" && isRoomType(value)) return t(`common.type_${value}`);
  if (name === "rooms") {
    const names = value.split(",").map((key) => (isRoomType(key) ? t(`common.type_${key}`) : key));
    return new Intl.ListFormat(INTL_LOCALE[t.lang], { type: "disjunction" }).format(names);
  }
  if (name === "boarding" && isBoarding(value)) return t(`common.boarding_${value}`);
  if ((name === "date" || name === "from" || name === "to") && isCalendarDate(value)) {
    return dateIn(t.lang, value);
  }
  if (name.endsWith("At") && !Number.isNaN(Date.parse(value)))
    return motelDateTime(new Date(value));
  return value;
}

/** Anything told as a code and its values: a Said, a booking's Note. */
type Coded = { code: MessageKey; params?: Readonly<Record<string, SaidValue>> };

/** A Said (or a Note) in the reader's words. */
export function wordSaid(t: Wording, s: Coded): string {
  const values = Object.fromEntries(
    Object.entries(s.params ?? {}).map(([name, value]) => [name, valueIn(t, name, value)]),
  );
  try {
    return t(s.code, values);
  } catch {
    // A code read back from an address or a stored answer may lack a value its words need (a
    // crafted link): the reader is told something failed, never shown a 500.
    return t("common.failed");
  }
}

/** A message told as a code, or a schema's message (which carries one), in words. */
export function wordTold(t: Wording, message: Told | string): string {
  return wordSaid(t, typeof message === "string" ? toldOfMessage(message) : message);
}

/** A booking's notes in the reader's words, one a line. */
export function wordNotes(t: Wording, notes: readonly Note[]): string {
  return notes.map((note) => wordSaid(t, note)).join("\n");
}
