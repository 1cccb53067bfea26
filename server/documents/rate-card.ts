// The room rate card PDF, drawn from the live price table each time it is asked for, so it is
// never stale after staff change a price; in English (/rate-card.pdf) or Kiswahili
// (/sw/rate-card.pdf), its words from the "rateCard" and "rooms" catalogs.
import { motel as defaults } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import { contentIn } from "../../content/localized.ts";
import { readContent, readSwahili } from "../content/content.ts";
import { weekdayNames } from "../../i18n/format.ts";
import { translator } from "../../i18n/messages.server.ts";
import { INTL_LOCALE, type Lang } from "../../i18n/locales.ts";
import { formatKes } from "../../domain/money.ts";
import type { PriceTable } from "../../domain/pricing.ts";
import { BOARDINGS, GUEST_KEYS, type RoomTypeDefinition } from "../../domain/rooms.ts";
import { holidaysOf } from "../../domain/holidays.ts";
import { nameIn } from "../../domain/names.ts";
import { adjustmentText, type RateRules, type TypeAdjustments } from "../../domain/rates.ts";
import { MOTEL_TIME_ZONE, motelDate, motelLongDate } from "../../domain/time.ts";
import { loadRateRules } from "../rooms/rates.ts";
import type { Db } from "../db/client.ts";
import { loadRoomsAndPrices } from "../rooms/catalog.ts";
import { footnote, motelDocument, paragraphs, table } from "./pdf-layout.ts";

type RateCardInput = {
  rooms: readonly Pick<RoomTypeDefinition, "key" | "name">[];
  table: PriceTable;
  /** The rules by date (none: the base table alone). */
  rules?: RateRules;
  producedAt: Date;
  /** The live content (in the card's language); the defaults when not given. */
  content?: SiteContent;
  lang?: Lang;
};

type Words = {
  t: ReturnType<typeof translator>;
  lang: Lang;
  /** A room type's name: the database's in English, the catalog's in Kiswahili. */
  roomName: (room: Pick<RoomTypeDefinition, "key" | "name">) => string;
};

function wordsIn(lang: Lang): Words {
  const t = translator(lang);
  return {
    t,
    lang,
    roomName: (room) => (lang === "en" ? room.name : t(`common.type_${room.key}`)),
  };
}

/** "22 November 2026" in the card's language, motel time. */
function longDate(instant: Date, lang: Lang): string {
  if (lang === "en") return motelLongDate(instant);
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    timeZone: MOTEL_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
}

/** "+20% all rooms" or "Family Room +KES 1,000, Twin Room +10%". */
function adjustmentsText(
  rooms: readonly Pick<RoomTypeDefinition, "key" | "name">[],
  adjustments: TypeAdjustments,
  words: Words,
): string {
  const entries = rooms.flatMap((room) => {
    const a = adjustments[room.key];
    return a ? [[words.roomName(room), adjustmentText(a)] as const] : [];
  });
  const texts = new Set(entries.map(([, text]) => text));
  if (entries.length === rooms.length && texts.size === 1)
    return words.t("rateCard.allRooms", { adjustment: [...texts][0]! });
  return entries.map(([name, text]) => `${name} ${text}`).join(", ");
}

// Kiswahili's first boarding column holds "Malazi na Kifungua Kinywa" (128 pt in bold) on one line.
const COLUMN_WIDTHS: Record<Lang, number[]> = { en: [115, 130, 125, 125], sw: [95, 150, 125, 125] };
const NOT_OFFERED = "-";

/** The current rate card, from the room types and the price table in the database. */
export async function currentRateCard(
  db: Db,
  producedAt: Date,
  lang: Lang = "en",
): Promise<Buffer> {
  const [{ rooms, table }, rules, content, swahili] = await Promise.all([
    loadRoomsAndPrices(db),
    loadRateRules(db),
    readContent(db),
    lang === "en" ? Promise.resolve({}) : readSwahili(db),
  ]);
  return renderRateCard({
    rooms,
    table,
    rules,
    producedAt,
    content: contentIn(lang, content, swahili),
    lang,
  });
}

/** The rate card as PDF bytes: motel details, every offered type / guests / boarding price, the date. */
export function renderRateCard({
  rooms,
  table: prices,
  rules,
  producedAt,
  content: motel = defaults,
  lang = "en",
}: RateCardInput): Promise<Buffer> {
  const words = wordsIn(lang);
  const { t } = words;
  const { doc, bytes } = motelDocument(t("rateCard.title"), producedAt, motel, lang);
  const date = longDate(producedAt, lang);
  paragraphs(doc, [
    t("rateCard.intro", { childrenNote: motel.childrenNote }),
    t("rateCard.ratesAsOf", { date }),
    ...(motel.alcoholFree ? [t("rateCard.alcoholFree")] : []),
  ]);
  for (const room of rooms) {
    const offered = GUEST_KEYS.filter((guests) => prices[room.key]?.[guests] !== undefined);
    if (offered.length === 0) continue;
    table(
      doc,
      words.roomName(room),
      COLUMN_WIDTHS[lang],
      [t("rateCard.guests"), ...BOARDINGS.map((boarding) => t(`common.boarding_${boarding}`))],
      offered.map((guests) => [
        t("rateCard.guestCount", { count: GUEST_KEYS.indexOf(guests) + 1 }),
        ...BOARDINGS.map((boarding) => {
          const amount = prices[room.key]?.[guests]?.[boarding];
          return amount === undefined ? NOT_OFFERED : formatKes(amount);
        }),
      ]),
    );
  }
  if (rules) dateRules(doc, rooms, rules, producedAt, words);
  footnote(doc, t("rateCard.footnote", { dash: NOT_OFFERED, date }));
  doc.end();
  return bytes;
}

/**
 * The rules by date, in the order they apply (domain/rates.ts): periods still to come, then the
 * weekday and holiday adjustments, with the coming year's holidays.
 */
function dateRules(
  doc: PDFKit.PDFDocument,
  rooms: readonly Pick<RoomTypeDefinition, "key" | "name">[],
  rules: RateRules,
  producedAt: Date,
  words: Words,
): void {
  const { t } = words;
  const today = motelDate(producedAt);
  const periods = rules.periods.filter((period) => period.lastNight >= today);
  if (periods.length > 0) {
    table(
      doc,
      t("rateCard.periodsTitle"),
      [150, 165, 180],
      [t("rateCard.period"), t("rateCard.nights"), t("rateCard.price")],
      periods.map((period) => [
        nameIn(period, words.lang),
        t("rateCard.periodNights", { from: period.firstNight, to: period.lastNight }),
        period.table ? t("rateCard.ownPrices") : adjustmentsText(rooms, period.adjustments, words),
      ]),
    );
  }
  const days = weekdayNames(words.lang);
  const adjustments = [
    ...rules.weekdayRules.map((rule) => [
      t("rateCard.weekdayNights", {
        days: rule.weekdays.map((d) => days[d]).join(", "),
        name: nameIn(rule, words.lang),
      }),
      adjustmentsText(rooms, rule.adjustments, words),
    ]),
    ...(Object.keys(rules.holidayAdjustments).length > 0
      ? [[t("rateCard.holidaysRow"), adjustmentsText(rooms, rules.holidayAdjustments, words)]]
      : []),
  ];
  if (adjustments.length > 0) {
    table(
      doc,
      t("rateCard.adjustmentsTitle"),
      [250, 245],
      [t("rateCard.nights"), t("rateCard.adjustment")],
      adjustments,
    );
  }
  if (Object.keys(rules.holidayAdjustments).length > 0) {
    const year = Number(today.slice(0, 4));
    const holidays = [year, year + 1]
      .flatMap((y) => holidaysOf(y, rules.holidayEdits))
      .filter((h) => h.date !== null && h.date >= today)
      .slice(0, 14);
    // Holiday and rule names are the motel's (staff edit them), in the card's language if given.
    paragraphs(doc, [
      t("rateCard.holidays", {
        list: holidays.map((h) => `${nameIn(h, words.lang)} ${h.date}`).join("; "),
      }),
    ]);
  }
}
