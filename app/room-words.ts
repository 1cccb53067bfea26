// The room pages' words that live outside the catalogs' plain texts: room type and boarding names
// (the database's and domain's English on English pages, the catalog's on Kiswahili ones).
import { BOARDING_LABELS, type Boarding, type RoomTypeKey } from "../domain/rooms.ts";
import { INTL_LOCALE } from "../i18n/locales.ts";
import type { Translate } from "./i18n.tsx";

/** A room type's name: as the server gave it in English, the catalog's in Kiswahili. */
export function roomName(t: Translate, room: { key: RoomTypeKey; name: string }): string {
  return t.lang === "en" ? room.name : t(`common.type_${room.key}`);
}

export function boardingName(t: Translate, boarding: Boarding): string {
  return t.lang === "en" ? BOARDING_LABELS[boarding] : t(`common.boarding_${boarding}`);
}

/** One formatter per language: a results list or the wizard's summary formats many dates. */
const SHORT_DATES = new Map<Translate["lang"], Intl.DateTimeFormat>();

/** "Jum 1 Des": a stay date where a line is short, in the page's language. */
export function shortDate(t: Translate, date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  let format = SHORT_DATES.get(t.lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[t.lang], {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    SHORT_DATES.set(t.lang, format);
  }
  return format.format(ms).replace(",", "");
}
