import type { Boarding, GuestKey, RoomTypeKey } from "./rooms.ts";

/** Integer KES per night, by room type, then guest-count key, then boarding. Missing = not offered. */
export type PriceTable = Partial<
  Record<RoomTypeKey, Partial<Record<GuestKey, Partial<Record<Boarding, number>>>>>
>;

export type PriceRow = {
  roomType: RoomTypeKey;
  guests: GuestKey;
  boarding: Boarding;
  amountKes: number;
};

export function priceTableFromRows(rows: readonly PriceRow[]): PriceTable {
  const table: PriceTable = {};
  for (const { roomType, guests, boarding, amountKes } of rows) {
    const byGuests = (table[roomType] ??= {});
    const byBoarding = (byGuests[guests] ??= {});
    byBoarding[boarding] = amountKes;
  }
  return table;
}

/** The lowest nightly price offered for a room type: the "from" price on cards. */
export function fromPrice(table: PriceTable, roomType: RoomTypeKey): number | undefined {
  const amounts = Object.values(table[roomType] ?? {}).flatMap((byBoarding) =>
    Object.values(byBoarding ?? {}),
  );
  return amounts.length > 0 ? Math.min(...amounts) : undefined;
}
