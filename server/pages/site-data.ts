// The quote's inputs that are the same for every guest until the data changes (issue 20,
// decision 021): the prices and rules, and the rooms left for a stay; and the rate card. Kept as the page cache keeps
// pages: dropped on every change the database announces, never past the first running hold's end
// (a lapsed hold frees rooms with no write) nor the TTL.
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { motelDate } from "../../domain/time.ts";
import type { Lang } from "../../i18n/locales.ts";
import { currentRateCard } from "../documents/rate-card.ts";
import { nextHoldExpiry, roomsLeft, type StayDates } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import { loadPricing } from "../rooms/rates.ts";
import { createChangeCache } from "./page-cache.ts";

/** Stays asked about in one TTL: a few hundred at most on a busy day. */
const MAX_ENTRIES = 1_000;

export type SiteData = ReturnType<typeof createSiteData>;

export function createSiteData(db: Db, ttlMs: number, clock: () => number = Date.now) {
  const cache = createChangeCache<{ value: unknown }>(MAX_ENTRIES);
  async function kept<T>(
    key: string,
    load: () => Promise<T>,
    endsAt: (value: T) => number | undefined = () => undefined,
  ): Promise<T> {
    const started = clock();
    const hit = cache.get(key, started);
    if (hit) return hit.value as T;
    const generation = cache.generation();
    const value = await load();
    if (ttlMs > 0) {
      cache.store(key, { value }, generation, Math.min(started + ttlMs, endsAt(value) ?? Infinity));
    }
    return value;
  }
  /** When the first hold running at `now` lapses (kept until then). */
  const holdEnds = (now: Date) =>
    kept(
      "hold ends",
      () => nextHoldExpiry(db, now),
      (end) => end?.getTime(),
    );
  return {
    pricing: () => kept("pricing", () => loadPricing(db)),
    async roomsLeft(stay: StayDates, now: Date, types: readonly RoomTypeKey[]) {
      const ends = await holdEnds(now);
      return kept(
        `left ${stay.checkIn} ${stay.checkOut} ${types.join(",")}`,
        () => roomsLeft(db, stay, now, types),
        () => ends?.getTime(),
      );
    },
    /** The rate card PDF (its dates' rules are the motel day's): drawn once, not per request. */
    rateCard: (lang: Lang, now: Date) =>
      kept(`rate card ${lang} ${motelDate(now)}`, () => currentRateCard(db, now, lang)),
    clear: () => cache.clear(),
  };
}
