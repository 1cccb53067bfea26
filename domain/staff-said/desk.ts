// The front desk's money: desk bookings, payments, the folio, date moves and cash-up: what their
// forms and actions answer, as codes with their values, worded by i18n/en/said-desk.ts.
// `…Kes` values are whole shillings (worded "KES 4,500"); `checkOut` a YYYY-MM-DD date as staff
// read it on the page; `cutoffAt` an ISO instant (worded in the motel's time).
import { say } from "../say.ts";

export const deskSaid = {
  // A booking entered at the desk (/admin/bookings/new) and Sell a room now.
  bookingSaved: (reference: string) => say("saidDesk.bookingSaved", { reference }),
  bookingSavedPrompt: (reference: string) => say("saidDesk.bookingSavedPrompt", { reference }),
  source: () => say("saidDesk.source"),
  sourceReferenceTooLong: (max: number) => say("saidDesk.sourceReferenceTooLong", { max }),
  nightlyPrice: () => say("saidDesk.nightlyPrice"),
  overrideReason: () => say("saidDesk.overrideReason"),
  reasonTooLong: (max: number) => say("saidDesk.reasonTooLong", { max }),
  reasonRequired: () => say("saidDesk.reasonRequired"),
  paymentPlan: () => say("saidDesk.paymentPlan"),
  // A payment at the desk.
  paymentMethod: () => say("saidDesk.paymentMethod"),
  amount: () => say("saidDesk.amount"),
  depositTooLarge: (totalKes: number) => say("saidDesk.depositTooLarge", { totalKes }),
  overBalance: (balanceKes: number) => say("saidDesk.overBalance", { balanceKes }),
  nothingDue: () => say("saidDesk.nothingDue"),
  receiptShape: () => say("saidDesk.receiptShape"),
  receiptUsed: () => say("saidDesk.receiptUsed"),
  referenceRequired: () => say("saidDesk.referenceRequired"),
  referenceTooLong: (max: number) => say("saidDesk.referenceTooLong", { max }),
  stkNeedsKenyanPhone: () => say("saidDesk.stkNeedsKenyanPhone"),
  promptOnPhone: () => say("saidDesk.promptOnPhone"),
  notPayable: () => say("saidDesk.notPayable"),
  roomsGone: () => say("saidDesk.roomsGone"),
  paymentTaken: (amountKes: number) => say("saidDesk.paymentTaken", { amountKes }),
  promptSent: () => say("saidDesk.promptSent"),
  // The bill's extras and refunds.
  chargeKind: () => say("saidDesk.chargeKind"),
  chargeDescription: () => say("saidDesk.chargeDescription"),
  descriptionTooLong: (max: number) => say("saidDesk.descriptionTooLong", { max }),
  chargeAdded: () => say("saidDesk.chargeAdded"),
  chargeVoided: () => say("saidDesk.chargeVoided"),
  chargeNotFound: () => say("saidDesk.chargeNotFound"),
  refundTooLarge: (paidKes: number) => say("saidDesk.refundTooLarge", { paidKes }),
  refundRecorded: (amountKes: number) => say("saidDesk.refundRecorded", { amountKes }),
  cannotChargeClosed: () => say("saidDesk.cannotChargeClosed"),
  // The date moves: no-show, early departure, extension.
  noShowTooEarly: (cutoffAt: string) => say("saidDesk.noShowTooEarly", { cutoffAt }),
  noShowNotConfirmed: () => say("saidDesk.noShowNotConfirmed"),
  noShowDone: () => say("saidDesk.noShowDone"),
  departNotInHouse: () => say("saidDesk.departNotInHouse"),
  departNothingToRelease: () => say("saidDesk.departNothingToRelease"),
  departDone: (checkOut: string) => say("saidDesk.departDone", { checkOut }),
  extendNotOpen: () => say("saidDesk.extendNotOpen"),
  extendDate: () => say("saidDesk.extendDate"),
  extendSoldOut: () => say("saidDesk.extendSoldOut"),
  extendDone: (checkOut: string) => say("saidDesk.extendDone", { checkOut }),
  // Cash-up (/admin/cash-up).
  cashUpDate: () => say("saidDesk.cashUpDate"),
  // Money to return (/admin/refunds and the bill's refund form).
  refundSent: (amountKes: number) => say("saidDesk.refundSent", { amountKes }),
  refundPaidNow: (amountKes: number) => say("saidDesk.refundPaidNow", { amountKes }),
  refundAwaitingApproval: (amountKes: number, limitKes: number) =>
    say("saidDesk.refundAwaitingApproval", { amountKes, limitKes }),
  /** `words`: the provider's own refusal, as it gave it. */
  refundRefusedNow: (words: string) => say("saidDesk.refundRefusedNow", { words }),
  refundNoAnswer: () => say("saidDesk.refundNoAnswer"),
  refundNothingOwed: () => say("saidDesk.refundNothingOwed"),
  refundTooMuch: (amountKes: number) => say("saidDesk.refundTooMuch", { amountKes }),
  refundAlreadyOpen: () => say("saidDesk.refundAlreadyOpen"),
  refundNotAwaiting: () => say("saidDesk.refundNotAwaiting"),
  refundSamePerson: () => say("saidDesk.refundSamePerson"),
  refundNotConfigured: () => say("saidDesk.refundNotConfigured"),
  refundNotFound: () => say("saidDesk.refundNotFound"),
  refundNoRight: () => say("saidDesk.refundNoRight"),
  refundChooseTarget: () => say("saidDesk.refundChooseTarget"),
  /** A walk-in sold from "Sell a room now": the rooms they were checked in to. */
  sellSold: (numbers: string) => say("saidDesk.sellSold", { numbers }),
  refundAmountWhole: () => say("saidDesk.refundAmountWhole"),
  refundChooseRefund: () => say("saidDesk.refundChooseRefund"),
} as const;
