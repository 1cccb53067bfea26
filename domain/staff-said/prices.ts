// Prices: the price editor, prices by date (stay rules, periods, taxes, holidays) and promotion
// codes: what their forms and pages answer, as codes with their values, worded by
// i18n/en/said-prices.ts.
import type { RoomTypeKey } from "../rooms.ts";
import { say } from "../say.ts";

export const priceSaid = {
  // The price editor (/admin/prices): `cell` names a cell in the page's words.
  wholeShillings: (cell: string) => say("saidPrices.wholeShillings", { cell }),
  atLeastOne: (cell: string) => say("saidPrices.atLeastOne", { cell }),
  tooHigh: (cell: string, maxKes: number) => say("saidPrices.tooHigh", { cell, maxKes }),
  outOfDate: () => say("saidPrices.outOfDate"),
  nothingToSave: () => say("saidPrices.nothingToSave"),
  pricesSaved: (count: number) => say("saidPrices.pricesSaved", { count }),
  notSaved: () => say("saidPrices.notSaved"),
  conflict: () => say("saidPrices.conflict"),

  // Prices by date: the rate calendar's forms (stay rules, periods, weekday rules, taxes,
  // holidays).
  stayRuleEmpty: () => say("saidPrices.stayRuleEmpty"),
  stayRuleMinNights: () => say("saidPrices.stayRuleMinNights"),
  stayRuleCutoff: () => say("saidPrices.stayRuleCutoff"),
  taxName: () => say("saidPrices.taxName"),
  taxRate: () => say("saidPrices.taxRate"),
  periodName: () => say("saidPrices.periodName"),
  nameSw: () => say("saidPrices.nameSw"),
  taxNameSw: () => say("saidPrices.taxNameSw"),
  firstNight: () => say("saidPrices.firstNight"),
  lastNight: () => say("saidPrices.lastNight"),
  /** `firstNight`, `lastNight`: the other period's dates as stored (YYYY-MM-DD), shown so. */
  periodClash: (name: string, firstNight: string, lastNight: string) =>
    say("saidPrices.periodClash", { name, firstNight, lastNight }),
  adjustmentValue: () => say("saidPrices.adjustmentValue"),
  adjustmentKind: () => say("saidPrices.adjustmentKind"),
  adjustmentTooLow: (room: RoomTypeKey, baseKes: number) =>
    say("saidPrices.adjustmentTooLow", { room, baseKes }),
  chooseRoomTypes: () => say("saidPrices.chooseRoomTypes"),
  chooseWeekdays: () => say("saidPrices.chooseWeekdays"),
  holidayDate: () => say("saidPrices.holidayDate"),
  holidayName: () => say("saidPrices.holidayName"),
  dateRange: () => say("saidPrices.dateRange"),
  rateSaved: () => say("saidPrices.rateSaved"),
  rateDeleted: () => say("saidPrices.rateDeleted"),

  // Promotion codes (/admin/promotions).
  promotionCode: () => say("saidPrices.promotionCode"),
  promotionDescription: () => say("saidPrices.promotionDescription"),
  promotionKind: () => say("saidPrices.promotionKind"),
  promotionValue: () => say("saidPrices.promotionValue"),
  promotionPercent: () => say("saidPrices.promotionPercent"),
  promotionDate: () => say("saidPrices.promotionDate"),
  promotionBookWindow: () => say("saidPrices.promotionBookWindow"),
  promotionStayWindow: () => say("saidPrices.promotionStayWindow"),
  promotionRoomType: () => say("saidPrices.promotionRoomType"),
  promotionMinNights: () => say("saidPrices.promotionMinNights"),
  promotionUses: () => say("saidPrices.promotionUses"),
  promotionCodeTaken: () => say("saidPrices.promotionCodeTaken"),
  promotionCreated: (code: string) => say("saidPrices.promotionCreated", { code }),
  promotionSaved: (code: string) => say("saidPrices.promotionSaved", { code }),
  promotionActivated: (code: string) => say("saidPrices.promotionActivated", { code }),
  promotionDeactivated: (code: string) => say("saidPrices.promotionDeactivated", { code }),
  promotionNotFound: () => say("saidPrices.promotionNotFound"),
} as const;
