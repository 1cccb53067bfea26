// Prices: the price editor, prices by date (stay rules, periods, taxes, holidays) and promotion
// codes: what their forms and pages answer, as codes with their values, worded by
// i18n/en/said-prices.ts.
import type { RoomTypeKey } from "../rooms.ts";
import { plain, say } from "../say.ts";

export const priceSaid = {
  // The price editor (/admin/prices): `cell` names a cell in the page's words.
  ...plain("saidPrices", ["outOfDate", "nothingToSave", "notSaved", "conflict"]),
  wholeShillings: (cell: string) => say("saidPrices.wholeShillings", { cell }),
  atLeastOne: (cell: string) => say("saidPrices.atLeastOne", { cell }),
  tooHigh: (cell: string, maxKes: number) => say("saidPrices.tooHigh", { cell, maxKes }),
  pricesSaved: (count: number) => say("saidPrices.pricesSaved", { count }),

  // Prices by date: the rate calendar's forms (stay rules, periods, weekday rules, taxes,
  // holidays).
  ...plain("saidPrices", [
    "stayRuleEmpty",
    "stayRuleMinNights",
    "stayRuleCutoff",
    "taxName",
    "taxRate",
    "periodName",
    "nameSw",
    "taxNameSw",
    "firstNight",
    "lastNight",
    "adjustmentValue",
    "adjustmentKind",
    "chooseRoomTypes",
    "chooseWeekdays",
    "holidayDate",
    "holidayName",
    "dateRange",
    "rateSaved",
    "rateDeleted",
  ]),
  /** `firstNight`, `lastNight`: the other period's dates as stored (YYYY-MM-DD), shown so. */
  periodClash: (name: string, firstNight: string, lastNight: string) =>
    say("saidPrices.periodClash", { name, firstNight, lastNight }),
  adjustmentTooLow: (room: RoomTypeKey, baseKes: number) =>
    say("saidPrices.adjustmentTooLow", { room, baseKes }),

  // Promotion codes (/admin/promotions).
  ...plain("saidPrices", [
    "promotionCode",
    "promotionDescription",
    "promotionKind",
    "promotionValue",
    "promotionPercent",
    "promotionDate",
    "promotionBookWindow",
    "promotionStayWindow",
    "promotionRoomType",
    "promotionMinNights",
    "promotionUses",
    "promotionCodeTaken",
    "promotionNotFound",
  ]),
  promotionCreated: (code: string) => say("saidPrices.promotionCreated", { code }),
  promotionSaved: (code: string) => say("saidPrices.promotionSaved", { code }),
  promotionActivated: (code: string) => say("saidPrices.promotionActivated", { code }),
  promotionDeactivated: (code: string) => say("saidPrices.promotionDeactivated", { code }),
} as const;
