// The front desk's money: desk bookings, payments, the folio, date moves and cash-up: what their
// forms and actions answer, as codes with their values, worded by i18n/en/said-desk.ts.
// `…Kes` values are whole shillings (worded "KES 4,500"); `checkOut` a YYYY-MM-DD date as staff
// read it on the page; `cutoffAt` an ISO instant (worded in the motel's time).
import { plain, say } from "../say.ts";

export const deskSaid = {
  // A booking entered at the desk (/admin/bookings/new) and Sell a room now.
  ...plain("saidDesk", [
    "source",
    "nightlyPrice",
    "overrideReason",
    "reasonRequired",
    "paymentPlan",
  ]),
  bookingSaved: (reference: string) => say("saidDesk.bookingSaved", { reference }),
  bookingSavedPrompt: (reference: string) => say("saidDesk.bookingSavedPrompt", { reference }),
  sourceReferenceTooLong: (max: number) => say("saidDesk.sourceReferenceTooLong", { max }),
  reasonTooLong: (max: number) => say("saidDesk.reasonTooLong", { max }),
  // A payment at the desk.
  ...plain("saidDesk", [
    "paymentMethod",
    "amount",
    "nothingDue",
    "receiptShape",
    "receiptUsed",
    "referenceRequired",
    "stkNeedsKenyanPhone",
    "promptOnPhone",
    "notPayable",
    "roomsGone",
    "promptSent",
  ]),
  depositTooLarge: (totalKes: number) => say("saidDesk.depositTooLarge", { totalKes }),
  overBalance: (balanceKes: number) => say("saidDesk.overBalance", { balanceKes }),
  referenceTooLong: (max: number) => say("saidDesk.referenceTooLong", { max }),
  paymentTaken: (amountKes: number) => say("saidDesk.paymentTaken", { amountKes }),
  // The bill's extras and refunds.
  ...plain("saidDesk", [
    "chargeKind",
    "chargeDescription",
    "chargeAdded",
    "chargeVoided",
    "chargeNotFound",
    "cannotChargeClosed",
  ]),
  descriptionTooLong: (max: number) => say("saidDesk.descriptionTooLong", { max }),
  refundTooLarge: (paidKes: number) => say("saidDesk.refundTooLarge", { paidKes }),
  refundRecorded: (amountKes: number) => say("saidDesk.refundRecorded", { amountKes }),
  // The date moves: no-show, early departure, extension.
  ...plain("saidDesk", [
    "noShowNotConfirmed",
    "noShowDone",
    "departNotInHouse",
    "departNothingToRelease",
    "extendNotOpen",
    "extendDate",
    "extendSoldOut",
  ]),
  noShowTooEarly: (cutoffAt: string) => say("saidDesk.noShowTooEarly", { cutoffAt }),
  departDone: (checkOut: string) => say("saidDesk.departDone", { checkOut }),
  extendDone: (checkOut: string) => say("saidDesk.extendDone", { checkOut }),
  // Cash-up (/admin/cash-up).
  cashUpDate: () => say("saidDesk.cashUpDate"),
  // Money to return (/admin/refunds and the bill's refund form).
  ...plain("saidDesk", [
    "refundNoAnswer",
    "refundNothingOwed",
    "refundAlreadyOpen",
    "refundNotAwaiting",
    "refundSamePerson",
    "refundNotConfigured",
    "refundNotFound",
    "refundNoRight",
    "refundChooseTarget",
    "refundAmountWhole",
    "refundChooseRefund",
  ]),
  refundSent: (amountKes: number) => say("saidDesk.refundSent", { amountKes }),
  refundPaidNow: (amountKes: number) => say("saidDesk.refundPaidNow", { amountKes }),
  refundAwaitingApproval: (amountKes: number, limitKes: number) =>
    say("saidDesk.refundAwaitingApproval", { amountKes, limitKes }),
  /** `words`: the provider's own refusal, as it gave it. */
  refundRefusedNow: (words: string) => say("saidDesk.refundRefusedNow", { words }),
  refundTooMuch: (amountKes: number) => say("saidDesk.refundTooMuch", { amountKes }),
  /** A walk-in sold from "Sell a room now": the rooms they were checked in to. */
  sellSold: (numbers: string) => say("saidDesk.sellSold", { numbers }),
} as const;
