// The room rate card PDF, drawn from the live price table each time it is asked for, so it is
// never stale after staff change a price.
import { motel } from "../../content/motel.ts";
import { formatKsh } from "../../domain/money.ts";
import type { PriceTable } from "../../domain/pricing.ts";
import {
  BOARDING_LABELS,
  BOARDINGS,
  GUEST_KEYS,
  guestCountLabel,
  type RoomTypeDefinition,
} from "../../domain/rooms.ts";
import { motelLongDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { loadRoomsAndPrices } from "../rooms/catalog.ts";
import { footnote, motelDocument, paragraphs, table } from "./pdf-layout.ts";

type RateCardInput = {
  rooms: readonly Pick<RoomTypeDefinition, "key" | "name">[];
  table: PriceTable;
  producedAt: Date;
};

const COLUMN_WIDTHS = [115, 130, 125, 125];
const NOT_OFFERED = "-";

/** The current rate card, from the room types and the price table in the database. */
export async function currentRateCard(db: Db, producedAt: Date): Promise<Buffer> {
  const { rooms, table } = await loadRoomsAndPrices(db);
  return renderRateCard({ rooms, table, producedAt });
}

/** The rate card as PDF bytes: motel details, every offered type / guests / boarding price, the date. */
export function renderRateCard({
  rooms,
  table: prices,
  producedAt,
}: RateCardInput): Promise<Buffer> {
  const { doc, bytes } = motelDocument("Room Rate Card", producedAt);
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
  footnote(
    doc,
    `${NOT_OFFERED} = not offered. Book online, on WhatsApp or by phone. Produced on ${date}.`,
  );
  doc.end();
  return bytes;
}
