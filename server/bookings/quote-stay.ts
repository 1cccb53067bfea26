// The quote behind the estimator and the booking wizard: prices from the table, rooms left from
// the bookings, and the first message that would stop a booking.
import { firstShortage } from "../../domain/availability.ts";
import { priceStay, type PricedStay } from "../../domain/quote.ts";
import type { Said } from "../../domain/said.ts";
import type { QuoteRequest } from "../../domain/schemas/quote.ts";
import type { Db } from "../db/client.ts";
import { loadPricing } from "../rooms/rates.ts";
import { motelNow, roomsLeft, type RoomsLeft } from "./availability.ts";
import { stayRuleRefusal } from "../../domain/stay-rules.ts";
import { applyTo, checkPromotion } from "../promotions/promotions.ts";
import type { SiteData } from "../pages/site-data.ts";

export type StayQuote = PricedStay & {
  checkIn: string;
  checkOut: string;
  /** Rooms left for the whole stay, for each type asked about. */
  roomsLeft: Partial<RoomsLeft>;
  /** Why the promotion code asked about does not apply (the quote is then without it). */
  promotionMessage: Said | null;
};

/**
 * Quotes a valid request (domain/schemas/quote.ts); reads only, holds nothing. With `kept`, the
 * prices and rooms left come from what is kept until the next change (decision 021).
 */
export async function quoteStay(
  db: Db,
  request: QuoteRequest,
  now: Date,
  kept?: SiteData,
): Promise<StayQuote> {
  const types = [...new Set(request.rooms.map((room) => room.type))];
  const code = request.promotionCode;
  const [pricing, left, promotion] = await Promise.all([
    kept ? kept.pricing() : loadPricing(db),
    kept ? kept.roomsLeft(request, now, types) : roomsLeft(db, request, now, types),
    // The guest is not known yet: the per-guest limit is checked when the booking is made.
    code ? checkPromotion(db, code, request, null, now) : undefined,
  ]);
  const full = priceStay(pricing, request.rooms, request);
  // A code the stay may use must still leave something to pay (domain/promotions.ts).
  const applied =
    promotion?.ok && full.message === null ? applyTo(promotion.promotion, full.subtotalKes) : null;
  const priced = applied?.ok ? priceStay(pricing, request.rooms, request, applied.promotion) : full;
  return {
    ...priced,
    // A room's own problem comes first; then whether the rooms are there.
    message:
      priced.message ??
      stayRuleRefusal(pricing.stayRules, request, motelNow(now, true)) ??
      firstShortage(request.rooms, left)?.message ??
      null,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    roomsLeft: left,
    promotionMessage:
      promotion?.ok === false ? promotion.message : applied?.ok === false ? applied.message : null,
  };
}
