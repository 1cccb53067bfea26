// The room rate card PDF, drawn from the live price table each time it is asked for, so it is
// never stale after staff change a price.
import { motel as defaults } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import { readContent } from "../content/content.ts";
import { formatKsh } from "../../domain/money.ts";
import type { PriceTable } from "../../domain/pricing.ts";
import {
  BOARDING_LABELS,
  BOARDINGS,
  GUEST_KEYS,
  guestCountLabel,
  type RoomTypeDefinition,
} from "../../domain/rooms.ts";
import { holidaysOf } from "../../domain/holidays.ts";
import {
  adjustmentText,
  WEEKDAY_NAMES,
  type RateRules,
  type TypeAdjustments,
} from "../../domain/rates.ts";
import { motelDate, motelLongDate } from "../../domain/time.ts";
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
  /** The live content; the defaults when not given. */
  content?: SiteContent;
};

/** "+20% all rooms" or "Family Room +KES 1,000, Twin Room +10%". */
function adjustmentsText(
  rooms: readonly Pick<RoomTypeDefinition, "key" | "name">[],
  adjustments: TypeAdjustments,
): string {
  const entries = rooms.flatMap((room) => {
    const a = adjustments[room.key];
    return a ? [[room.name, adjustmentText(a)] as const] : [];
  });
  const texts = new Set(entries.map(([, text]) => text));
  if (entries.length === rooms.length && texts.size === 1) return `${[...texts][0]} all rooms`;
  return entries.map(([name, text]) => `${name} ${text}`).join(", ");
}

const COLUMN_WIDTHS = [115, 130, 125, 125];
const NOT_OFFERED = "-";

/** The current rate card, from the room types and the price table in the database. */
export async function currentRateCard(db: Db, producedAt: Date): Promise<Buffer> {
  const [{ rooms, table }, rules, content] = await Promise.all([
    loadRoomsAndPrices(db),
    loadRateRules(db),
    readContent(db),
  ]);
  return renderRateCard({ rooms, table, rules, producedAt, content });
}

/** The rate card as PDF bytes: motel details, every offered type / guests / boarding price, the date. */
export function renderRateCard({
  rooms,
  table: prices,
  rules,
  producedAt,
  content: motel = defaults,
}: RateCardInput): Promise<Buffer> {
  const { doc, bytes } = motelDocument("Room Rate Card", producedAt, motel);
  const date = motelLongDate(producedAt);
  paragraphs(doc, [
    `Prices in Kenya shillings (Ksh) per room per night. ${motel.childrenNote}`,
    `Rates as of ${date}.`,
    ...(motel.alcoholFree ? ["We are an alcohol-free motel."] : []),
  ]);
  for (const room of rooms) {
    const offered = GUEST_KEYS.filter((guests) => prices[room.key]?.[guests] !== undefined);
    if (offered.length === 0) continue;
    table(
      doc,
      room.name,
      COLUMN_WIDTHS,
      ["Guests", ...BOARDINGS.map((boarding) => BOARDING_LABELS[boarding])],
      offered.map((guests) => [
        guestCountLabel(guests),
        ...BOARDINGS.map((boarding) => {
          const amount = prices[room.key]?.[guests]?.[boarding];
          return amount === undefined ? NOT_OFFERED : formatKsh(amount);
        }),
      ]),
    );
  }
  if (rules) dateRules(doc, rooms, rules, producedAt);
  footnote(
    doc,
    `${NOT_OFFERED} = not offered. Book online, on WhatsApp or by phone. Produced on ${date}.`,
  );
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
): void {
  const today = motelDate(producedAt);
  const periods = rules.periods.filter((period) => period.lastNight >= today);
  if (periods.length > 0) {
    table(
      doc,
      "Seasons and periods (instead of the prices above)",
      [150, 165, 180],
      ["Period", "Nights", "Price"],
      periods.map((period) => [
        period.name,
        `${period.firstNight} to ${period.lastNight}`,
        period.table ? "Own prices (ask us)" : adjustmentsText(rooms, period.adjustments),
      ]),
    );
  }
  const adjustments = [
    ...rules.weekdayRules.map((rule) => [
      `${rule.weekdays.map((d) => WEEKDAY_NAMES[d]).join(", ")} nights (${rule.name})`,
      adjustmentsText(rooms, rule.adjustments),
    ]),
    ...(Object.keys(rules.holidayAdjustments).length > 0
      ? [
          [
            "Public holidays (instead of a weekday adjustment)",
            adjustmentsText(rooms, rules.holidayAdjustments),
          ],
        ]
      : []),
  ];
  if (adjustments.length > 0) {
    table(
      doc,
      "Weekday and holiday adjustments (on top)",
      [250, 245],
      ["Nights", "Adjustment"],
      adjustments,
    );
  }
  if (Object.keys(rules.holidayAdjustments).length > 0) {
    const year = Number(today.slice(0, 4));
    const holidays = [year, year + 1]
      .flatMap((y) => holidaysOf(y, rules.holidayEdits))
      .filter((h) => h.date !== null && h.date >= today)
      .slice(0, 14);
    paragraphs(doc, [`Public holidays: ${holidays.map((h) => `${h.name} ${h.date}`).join("; ")}.`]);
  }
}
