// Promotion codes: whether a code may be used for a stay, and what it takes off the room nights.
// Pure: the server passes the promotion row, today's motel date and the uses it counted under
// the promotion's row lock (server/promotions/promotions.ts).
import type { RoomTypeKey } from "./rooms.ts";
import { said, type Said } from "./said.ts";
import { addDays } from "./stay.ts";
import { stayNights } from "./availability.ts";
import type { AppliedPromotion } from "./quote.ts";

export type PromotionKind = "percent" | "kes";

export type Promotion = {
  id: number;
  code: string;
  description: string;
  kind: PromotionKind;
  /** Percent off (1–99) or whole KES off the room nights. */
  value: number;
  bookFrom: string | null;
  bookTo: string | null;
  stayFrom: string | null;
  stayTo: string | null;
  /** Empty: every type. */
  roomTypes: RoomTypeKey[];
  minNights: number;
  maxUses: number | null;
  maxUsesPerGuest: number | null;
  active: boolean;
};

/** Uses counted among bookings that still hold their rooms: in all, and by this guest. */
export type PromotionUseCounts = { total: number; byGuest: number };

export type PromotionContext = {
  /** The motel-local date today. */
  today: string;
  checkIn: string;
  checkOut: string;
  rooms: readonly { type: RoomTypeKey }[];
  uses: PromotionUseCounts;
};

/** A code as stored: guests may type it in any case, with spaces around. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why the promotion cannot be used for this stay, or null when it can. */
export function promotionRefusal(
  promotion: Promotion | undefined,
  { today, checkIn, checkOut, rooms, uses }: PromotionContext,
): Said | null {
  // Unknown, not active, not yet or no longer valid: one answer, so guessing tells nothing.
  if (
    !promotion ||
    !promotion.active ||
    (promotion.bookFrom !== null && today < promotion.bookFrom) ||
    (promotion.bookTo !== null && today > promotion.bookTo)
  ) {
    return said.promotionNotValid();
  }
  // Every night of the stay within the stay window (the last night is the day before check-out).
  const lastNight = addDays(checkOut, -1);
  if (
    (promotion.stayFrom !== null && checkIn < promotion.stayFrom) ||
    (promotion.stayTo !== null && lastNight > promotion.stayTo)
  ) {
    return promotion.stayTo === null
      ? said.promotionStayFrom(promotion.stayFrom!)
      : said.promotionStayWindow(promotion.stayFrom ?? today, promotion.stayTo);
  }
  if (
    promotion.roomTypes.length > 0 &&
    rooms.some((room) => !promotion.roomTypes.includes(room.type))
  ) {
    return said.promotionRoomTypes(promotion.roomTypes);
  }
  if (stayNights(checkIn, checkOut).length < promotion.minNights) {
    return said.promotionMinNights(promotion.minNights);
  }
  if (promotion.maxUses !== null && uses.total >= promotion.maxUses) return said.promotionUsedUp();
  if (promotion.maxUsesPerGuest !== null && uses.byGuest >= promotion.maxUsesPerGuest) {
    return said.promotionUsedByGuest();
  }
  return null;
}

/** What the promotion takes off room nights of `subtotalKes`: whole KES, never more than them. */
export function promotionDiscount(
  promotion: Pick<Promotion, "kind" | "value">,
  subtotalKes: number,
): number {
  const off =
    promotion.kind === "percent"
      ? // Half up to the whole shilling, in integers.
        Math.floor((2 * subtotalKes * promotion.value + 100) / 200)
      : promotion.value;
  return Math.max(0, Math.min(off, subtotalKes));
}

/** A promotion as a stay takes it, or why that stay cannot. */
export type PromotionApplied =
  { ok: true; promotion: AppliedPromotion } | { ok: false; message: Said };

/**
 * The promotion as the quote and the booking apply it to room nights of `subtotalKes`, or its
 * refusal when it would take all of them: a stay is never free (the database refuses a total of
 * nothing, and there would be nothing to ask M-Pesa for). Refused rather than cut down to leave
 * KES 1: a code worth the whole stay is a mistake to tell the guest about, not a price to charge.
 * Any discount below the room nights leaves a total of at least KES 1, taxes included or added.
 */
export function appliedPromotion(
  promotion: Pick<Promotion, "code" | "kind" | "value">,
  subtotalKes: number,
): PromotionApplied {
  const discountKes = promotionDiscount(promotion, subtotalKes);
  if (discountKes >= subtotalKes) return { ok: false, message: said.promotionWholeStay() };
  return { ok: true, promotion: { code: promotion.code, discountKes } };
}
