// The room pages' words that live outside the catalogs' plain texts: room type and boarding names
// (the database's and domain's English on English pages, the catalog's on Kiswahili ones), and
// the words shared components take from a Kiswahili page (English pages keep their own).
import { formatKes } from "../domain/money.ts";
import { BOARDING_LABELS, type Boarding, type RoomTypeKey } from "../domain/rooms.ts";
import type { NightGroup } from "../domain/rates.ts";
import { addDays } from "../domain/stay.ts";
import type { TaxAmount } from "../domain/taxes.ts";
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

type Words<T> = T | undefined;

export function askUsWords(
  t: Translate,
): Words<{ whatsapp: string; call: (phone: string) => string }> {
  if (t.lang === "en") return undefined;
  return { whatsapp: t("rooms.whatsappUs"), call: (phone) => t("rooms.call", { phone }) };
}

export function rateCardWords(t: Translate): Words<{ label: string; newTab: string }> {
  if (t.lang === "en") return undefined;
  return { label: t("rooms.rateCard"), newTab: t("rooms.pdfNewTab") };
}

export function nightWords(t: Translate): Words<{
  range: (line: NightGroup) => string;
  times: (line: NightGroup) => string;
}> {
  if (t.lang === "en") return undefined;
  return {
    range: (line) => {
      const last = addDays(line.to, -1);
      return last === line.from
        ? shortDate(t, line.from)
        : `${shortDate(t, line.from)} – ${shortDate(t, last)}`;
    },
    times: (line) =>
      t("estimator.nightsTimesPrice", { nights: line.nights, price: formatKes(line.amountKes) }),
  };
}

export function taxWords(
  t: Translate,
): Words<{ label: string; line: (tax: TaxAmount, included: boolean) => string }> {
  if (t.lang === "en") return undefined;
  return {
    label: t("estimator.taxesLabel"),
    line: (tax, included) =>
      t(included ? "estimator.taxIncluded" : "estimator.taxLine", {
        tax: tax.name,
        rate: tax.ratePercent,
      }),
  };
}
