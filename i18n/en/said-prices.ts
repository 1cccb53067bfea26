// What the price editor, the rate calendar and the promotion codes are told
// (domain/staff-said/prices.ts), in words.
export default {
  // The price editor: {cell} is the cell's name in the page's words.
  wholeShillings: "{cell}: enter whole shillings, e.g. 4500",
  atLeastOne: "{cell}: a price must be at least 1 shilling. To stop offering it, clear the cell.",
  tooHigh: "{cell}: enter at most {maxKes}.",
  outOfDate: "This form is out of date. Please reload the page and make your changes again.",
  nothingToSave: "Nothing to save: no price or room count was changed.",
  pricesSaved:
    "Saved {count, plural, one {# change} other {# changes}}. The public pages show them now.",
  notSaved: "Nothing was saved. Please correct:",
  conflict:
    "Nothing was saved: another staff member changed these while you were editing. Review them and save again.",

  // Prices by date.
  stayRuleEmpty: "Please set a minimum stay, close the dates to arrival, or give a cut-off time.",
  stayRuleMinNights: "Please enter the minimum stay as a whole number of nights from 1 to 30.",
  stayRuleCutoff: "Please enter the cut-off time as HH:MM, or leave it empty.",
  taxName: "Please give each tax a name of up to 40 characters.",
  taxRate: "Please enter each tax rate as a percent from 0 to 100, at most two decimals.",
  periodName: "Please give the period a name.",
  nameSw: "Please keep the Kiswahili name to 80 characters, or leave it empty to show the English.",
  taxNameSw:
    "Please keep each tax's Kiswahili name to 40 characters, or leave it empty to show the English.",
  firstNight: "Please choose the first night.",
  lastNight: "Please choose the last night, on or after the first.",
  periodClash:
    "These dates overlap the period “{name}” ({firstNight} to {lastNight}). Change its dates or choose others.",
  adjustmentValue: "Please enter the adjustment as a whole number (negative to lower the price).",
  adjustmentKind: "Please choose percent or KES.",
  adjustmentTooLow:
    "That adjustment would bring the {room}'s price of {baseKes} to nothing or less.",
  chooseRoomTypes: "Please choose at least one room type.",
  chooseWeekdays: "Please choose at least one day of the week.",
  holidayDate: "Please choose a date in the same year.",
  holidayName: "Please give the holiday a name.",
  dateRange: "Please choose dates within the next three years.",
  rateSaved: "Saved.",
  rateDeleted: "Deleted.",

  // Promotion codes.
  promotionCode: "Please give the code 3 to 30 letters, digits or dashes.",
  promotionDescription: "Please keep the description under 200 characters.",
  promotionKind: "Please choose percent or KES off.",
  promotionValue: "Please enter the discount as a whole number above 0.",
  promotionPercent: "A percent off is at most 99: a stay is never free.",
  promotionDate: "Please enter dates as YYYY-MM-DD, or leave them empty.",
  promotionBookWindow: "The booking window must end on or after it starts.",
  promotionStayWindow: "The stay window must end on or after it starts.",
  promotionRoomType: "Please choose room types from the list.",
  promotionMinNights: "Please enter the minimum nights as a whole number from 1 to 60.",
  promotionUses: "Please enter uses as a whole number above 0, or leave it empty for no limit.",
  promotionCodeTaken: "A promotion with that code exists already: edit it or choose another code.",
  promotionCreated: "Promotion {code} created.",
  promotionSaved: "Promotion {code} saved.",
  promotionActivated: "Promotion {code} is active.",
  promotionDeactivated: "Promotion {code} is no longer active.",
  promotionNotFound: "That promotion no longer exists.",
} satisfies Record<string, string>;
