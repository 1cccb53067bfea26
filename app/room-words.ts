// The room pages' words that live outside the catalogs' plain texts: room type and boarding names
// (the database's and domain's English on English pages, the catalog's on Kiswahili ones).
import { BOARDING_LABELS, type Boarding, type RoomTypeKey } from "../domain/rooms.ts";
import { INTL_LOCALE } from "../i18n/locales.ts";
import type { Translate } from "./i18n.tsx";

/** A room type's name: as the server gave it in English, the catalog's in Kiswahili. */
export function roomName(t: Translate, room: { key: RoomTypeKey; name: string }): string {
  return t.lang === "en" ? room.name : t(`rooms.type_${room.key}`);
}

export function boardingName(t: Translate, boarding: Boarding): string {
  return t.lang === "en" ? BOARDING_LABELS[boarding] : t(`rooms.boarding_${boarding}`);
}

/** "Jum 1 Des": a stay date where a line is short, in the page's language. */
export function shortDate(t: Translate, date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat(INTL_LOCALE[t.lang], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  })
    .format(ms)
    .replace(",", "");
}
