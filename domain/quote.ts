// Pricing a stay night by night: one rule for the estimator in the browser and the quote, the
// booking and the desk on the server (domain/rates.ts gives each night's price). Amounts are
// whole KES.
import { stayNights } from "./availability.ts";
import { said, type Said } from "./said.ts";
import type { Lang } from "./lang.ts";
import { joinedNames, nameIn, ruleIn, type Named } from "./names.ts";
import {
  capacityMessage,
  nightlyPrice,
  partyMessage,
  pricedAdults,
  type PriceTable,
} from "./pricing.ts";
import {
  compileRates,
  groupNights,
  NO_RULES,
  priceNights,
  type NightGroup,
  type NightPrice,
  type RateRules,
  type Rates,
} from "./rates.ts";
import type { StayRule } from "./stay-rules.ts";
import type { Boarding, RoomTypeKey } from "./rooms.ts";
import { DEFAULT_TAXES, taxBreakdown, type TaxBreakdown, type TaxSettings } from "./taxes.ts";

export type RoomRequest = {
  type: RoomTypeKey;
  adults: number;
  /** Children stay free (spec, room step), but count toward the room's capacity (decision 029). */
  children: number;
  boarding: Boarding;
};

/** Everything a price is made from: the base table, the rules by date, the tax lines. */
export type Pricing = { table: PriceTable; rates: Rates; taxes: TaxSettings };

/** Pricing as plain data, as loaders send it to the browser (the estimator prices with it). */
export type PricingData = {
  table: PriceTable;
  rules: RateRules;
  taxes: TaxSettings;
  stayRules: StayRule[];
};

export function pricingOf(data: Pick<PricingData, "table" | "rules" | "taxes">): Pricing {
  return { table: data.table, rates: compileRates(data.rules), taxes: data.taxes };
}

/** The base table alone, no rules by date, the default taxes (tests and tools). */
export function tableOnly(table: PriceTable): Pricing {
  return { table, rates: compileRates(NO_RULES), taxes: DEFAULT_TAXES };
}

/** One night of one room, as priced and as a booking stores it. */
export type NightLine = Pick<NightPrice, "date" | "amountKes" | "rule"> & {
  ruleSw?: string | null;
};

/** A room with its nights priced, or the message saying why it has none. */
export type PricedRoom = RoomRequest &
  (
    | {
        /** The first night's price (the room's price when every night is the same). */
        nightlyKes: number;
        nights: NightLine[];
        /** Consecutive equal nights grouped: the lines a guest reads. */
        lines: NightGroup[];
        totalKes: number;
        message: null;
      }
    | { nightlyKes: null; nights: []; lines: []; totalKes: 0; message: Said }
  );

/**
 * A promotion taken off the room nights (domain/promotions.ts decides it). Guests read it by its
 * code ("Promotion KARIBU"); staff's description of it stays on the staff pages.
 */
export type AppliedPromotion = { code: string; discountKes: number };

export type PricedStay = {
  rooms: PricedRoom[];
  nights: number;
  /** The room nights, every room and night; 0 while any room has a message. */
  subtotalKes: number;
  promotion: AppliedPromotion | null;
  /** subtotal less the promotion. */
  discountKes: number;
  /** The tax lines of what the guest pays (included or added, per the setting). */
  taxes: TaxBreakdown;
  /** What the guest pays. */
  totalKes: number;
  /** The first room's message, if any. */
  message: Said | null;
};

function refusedRoom(pricing: Pricing, room: RoomRequest): PricedRoom {
  const message =
    partyMessage(pricing.table, room.type, room) ??
    said.boardingNotOffered(room.boarding, room.adults + room.children);
  return { ...room, nightlyKes: null, nights: [], lines: [], totalKes: 0, message };
}

/**
 * A room priced on each of the nights (none: priced as tonight would be, with no total). The
 * whole party must fit the room; the price is for its adults (pricedAdults: children are free).
 */
export function priceRoom(
  pricing: Pricing,
  room: RoomRequest,
  nights: readonly string[],
): PricedRoom {
  if (capacityMessage(room.type, room) !== undefined) {
    return refusedRoom(pricing, room);
  }
  const adults = pricedAdults(room.type, room);
  // No nights (dates not chosen yet): still say whether the room is offered, at its base price.
  if (nights.length === 0) {
    const baseKes = nightlyPrice(pricing.table, room.type, adults, room.boarding);
    if (baseKes === undefined) return refusedRoom(pricing, room);
    return { ...room, nightlyKes: baseKes, nights: [], lines: [], totalKes: 0, message: null };
  }
  const priced = priceNights(
    pricing.rates,
    pricing.table,
    room.type,
    adults,
    room.boarding,
    nights,
  );
  if (!priced) return refusedRoom(pricing, room);
  return pricedRoomFromNights(
    room,
    priced.map(({ date, amountKes, rule, ruleSw }) => ({ date, amountKes, rule, ruleSw })),
  );
}

/** A room from nights already priced (a booking's stored nights, a staff price). */
export function pricedRoomFromNights(room: RoomRequest, nights: NightLine[]): PricedRoom {
  return {
    ...room,
    nightlyKes: nights[0]?.amountKes ?? 0,
    nights,
    lines: groupNights(nights),
    totalKes: nights.reduce((sum, night) => sum + night.amountKes, 0),
    message: null,
  };
}

/** Totals of priced rooms: subtotal, promotion, taxes, total. */
export function stayTotals(
  rooms: readonly PricedRoom[],
  taxes: TaxSettings,
  promotion: AppliedPromotion | null = null,
): Pick<
  PricedStay,
  "subtotalKes" | "promotion" | "discountKes" | "taxes" | "totalKes" | "message"
> {
  const message = rooms.find((room) => room.message !== null)?.message ?? null;
  const subtotalKes = message === null ? rooms.reduce((sum, room) => sum + room.totalKes, 0) : 0;
  const discountKes = promotion ? Math.min(promotion.discountKes, subtotalKes) : 0;
  const breakdown = taxBreakdown(subtotalKes - discountKes, taxes);
  return {
    subtotalKes,
    promotion: promotion && discountKes > 0 ? { ...promotion, discountKes } : null,
    discountKes,
    taxes: breakdown,
    totalKes: breakdown.totalKes,
    message,
  };
}

/** The tax settings a breakdown was made with (to total again after a change). */
export function taxSettingsOf(breakdown: TaxBreakdown): TaxSettings {
  return {
    included: breakdown.included,
    lines: breakdown.taxes.map(({ name, nameSw, ratePercent }) => ({ name, nameSw, ratePercent })),
  };
}

/** Prices a stay night by night: each room on each night from checkIn to the night before checkOut. */
export function priceStay(
  pricing: Pricing,
  rooms: readonly RoomRequest[],
  stay: { checkIn: string; checkOut: string },
  promotion: AppliedPromotion | null = null,
): PricedStay {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  const priced = rooms.map((room) => priceRoom(pricing, room, nights));
  return { rooms: priced, nights: nights.length, ...stayTotals(priced, pricing.taxes, promotion) };
}

/** The stay's nights grouped across its rooms: the same night's rooms added up. */
export function stayLines(rooms: readonly { nights: readonly NightLine[] }[]): NightGroup[] {
  const byNight = new Map<string, { amountKes: number; rules: Map<string, Named> }>();
  for (const room of rooms) {
    for (const night of room.nights) {
      const entry = byNight.get(night.date) ?? { amountKes: 0, rules: new Map<string, Named>() };
      entry.amountKes += night.amountKes;
      entry.rules.set(night.rule, { name: night.rule, nameSw: night.ruleSw });
      byNight.set(night.date, entry);
    }
  }
  return groupNights(
    [...byNight.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, entry]) => ({
        date,
        amountKes: entry.amountKes,
        ...joinedNames([...entry.rules.values()], "; "),
      })),
  );
}

/** A night or a line named in one language, without the other's name. */
function ruleNamedIn<L extends { rule: string; ruleSw?: string | null }>(line: L, lang: Lang): L {
  const named = { ...line, rule: ruleIn(line, lang) };
  delete named.ruleSw;
  return named;
}

/**
 * A priced stay as a guest reads it in one language (the quote API's answer): each night's rule
 * and each tax in that language, the other language's names left out. Amounts are untouched.
 */
export function stayNamedIn<S extends PricedStay>(stay: S, lang: Lang): S {
  return {
    ...stay,
    rooms: stay.rooms.map((room) => ({
      ...room,
      nights: room.nights.map((night) => ruleNamedIn(night, lang)),
      lines: room.lines.map((line) => ruleNamedIn(line, lang)),
    })),
    taxes: {
      ...stay.taxes,
      taxes: stay.taxes.taxes.map(({ nameSw, ...tax }) => ({
        ...tax,
        name: nameIn({ name: tax.name, nameSw }, lang),
      })),
    },
  };
}
