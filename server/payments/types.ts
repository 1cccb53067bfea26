// What the payment providers' clients answer, in our words. The clients (daraja/, pesapal/)
// translate HTTP to these types and never touch our database; server/bookings/ decides what an
// answer means for a booking.
import type { Verdict } from "../../domain/settlement.ts";

/** A provider's verdict on one payment: paid and failed as the settling decision takes them. */
export type PaymentOutcome =
  | Extract<Verdict, { kind: "paid" | "failed" }>
  /** Not final yet: ask again later. */
  | { kind: "pending"; resultCode?: string; resultDesc?: string };

/** A call to a provider that did not get an answer we can use. */
export class ProviderError extends Error {
  override name = "ProviderError";
  /** The provider's own error text, safe to show to a guest when set (Daraja errorMessage). */
  readonly providerMessage: string | undefined;
  readonly raw: unknown;
  constructor(message: string, providerMessage?: string, raw?: unknown) {
    super(message);
    this.providerMessage = providerMessage;
    this.raw = raw;
  }
}

// --- M-Pesa (Daraja STK push) ---------------------------------------------------------------

export type StkPushRequest = {
  /** 12-digit MSISDN 2547XXXXXXXX / 2541XXXXXXXX. */
  phone: string;
  amountKes: number;
  /** Shown in the prompt; at most 12 characters. */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
  callbackUrl: string;
};

export type StkPushAccepted = {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
  raw: unknown;
};

/** A parsed STK callback (Body.stkCallback). */
export type StkCallback = {
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: PaymentOutcome;
  /** From CallbackMetadata, YYYYMMDDHHmmss Kenyan time, when paid. */
  transactionDate?: string;
};

export interface DarajaApi {
  /** Throws ProviderError when Daraja refuses (its errorMessage in providerMessage) or times out. */
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  /** The final or pending result of a push; throws ProviderError only when there is no answer. */
  stkQuery(checkoutRequestId: string): Promise<{ outcome: PaymentOutcome; raw: unknown }>;
  /**
   * Registers the Paybill's confirmation and validation addresses (C2B). Resolves "registered",
   * or "already" when production keeps the ones registered before; throws ProviderError otherwise.
   */
  registerC2bUrls(urls: {
    confirmation: string;
    validation: string;
  }): Promise<"registered" | "already">;
}

// --- Card (Pesapal API 3.0) -----------------------------------------------------------------

export type CardOrderRequest = {
  /** Unique per order, at most 50 characters of [A-Za-z0-9._:-]. */
  merchantReference: string;
  amountKes: number;
  /** At most 100 characters. */
  description: string;
  callbackUrl: string;
  cancellationUrl: string;
  /** Where Pesapal sends its IPN; the client registers it once and reuses its ipn_id. */
  ipnUrl: string;
  billing: { email: string; phone: string; firstName: string; lastName: string };
};

export type CardOrder = { orderTrackingId: string; redirectUrl: string; raw: unknown };

export type CardStatus = {
  outcome: PaymentOutcome | Extract<Verdict, { kind: "reversed" }>;
  merchantReference: string | undefined;
  amount: number | undefined;
  currency: string | undefined;
  raw: unknown;
};

export interface PesapalApi {
  /** Throws ProviderError when no redirect_url comes back. */
  submitOrder(order: CardOrderRequest): Promise<CardOrder>;
  transactionStatus(orderTrackingId: string): Promise<CardStatus>;
}

// --- Refunds: M-Pesa reversal, B2C, Transaction Status; Pesapal RefundRequest ------------------
// Each call only says the provider took the request; the outcome comes later (a Daraja Result
// posted to our ResultURL, or a Pesapal status that changes). Nothing here writes our database:
// the ledger stores what it asked, the raw answers, and decides.

/** Daraja's acknowledgement of a reversal, B2C or status request: queued, not done (0). */
export type MpesaRequestAccepted = {
  /** Made by M-Pesa; the Result carries it too. */
  conversationId: string;
  /** Ours for B2C (echoed); made by the gateway for a reversal or a status query. */
  originatorConversationId: string;
  raw: unknown;
};

/** Where Daraja posts the Result, and the QueueTimeOutURL it calls when the request expired. */
export type MpesaResultUrls = { resultUrl: string; timeoutUrl: string };

/** Give back a C2B or STK payment in full, to the number that paid (reference A). */
export type MpesaReversalRequest = MpesaResultUrls & {
  /** The M-PESA receipt being reversed (MpesaReceiptNumber, TransID). */
  receipt: string;
  /** Whole shillings: the amount paid (partial reversals are UNCONFIRMED; refund those by B2C). */
  amountKes: number;
  /** 2-100 characters. */
  remarks: string;
  /** At most 100 characters. */
  occasion?: string;
};

/** Send money to a guest's phone from the B2C shortcode (reference B); cannot be reversed. */
export type MpesaB2cRequest = MpesaResultUrls & {
  /**
   * Ours, unique per payment and stored before sending: Daraja refuses a second request with it
   * (ProviderError, errorCode 500.002.1001), which makes a retry of the same payment harmless.
   */
  originatorConversationId: string;
  /** 2547XXXXXXXX / 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings, 10 to 250,000 (the limits answer as ResultCode 2 or 3). */
  amountKes: number;
  /** 2-100 characters. */
  remarks: string;
  /** At most 100 characters. */
  occasion?: string;
};

/** Ask what became of a reversal or B2C payment whose Result never came (reference B.7). */
export type MpesaStatusRequest = MpesaResultUrls & {
  /** Which shortcode made it: the Paybill (reversal) or the B2C shortcode. */
  of: "reversal" | "b2c";
  /** 2-100 characters. */
  remarks: string;
} & (
    | { receipt: string; originatorConversationId?: undefined }
    | { originatorConversationId: string; receipt?: undefined }
  );

/** A Result that says no: its code is the reason (R000002, 2001, ...), not a question. */
export type MpesaRefused = { kind: "refused"; resultCode: string; resultDesc: string };

/** A Result posted to our ResultURL, matched to the request by either conversation id. */
export type MpesaResult<Outcome> = {
  originatorConversationId: string;
  conversationId: string;
  outcome: Outcome;
};

export type MpesaReversalResult = MpesaResult<
  | {
      kind: "completed";
      /** The reversal's own receipt: the refund's unique key. */
      receipt: string;
      /** The payment it reversed (OriginalTransactionID). */
      originalReceipt: string | undefined;
      amountKes: number | undefined;
      /** YYYYMMDDHHmmss, Kenyan time. */
      completedAt: string | undefined;
      /** "2547XXXXXXXX - NAME": who got the money back. */
      creditParty: string | undefined;
    }
  | MpesaRefused
>;

export type MpesaB2cResult = MpesaResult<
  | {
      kind: "completed";
      /** TransactionReceipt, as in the guest's SMS: the refund's unique key. */
      receipt: string;
      amountKes: number | undefined;
      /** YYYYMMDDHHmmss, Kenyan time. */
      completedAt: string | undefined;
      /** "2547XXXXXXXX - NAME". */
      receiver: string | undefined;
    }
  | MpesaRefused
>;

export type MpesaStatusResult = MpesaResult<
  | {
      kind: "completed";
      receipt: string;
      amountKes: number | undefined;
      /** The OriginatorConversationID of the transaction asked about, when the Result names it. */
      ofOriginatorConversationId: string | undefined;
    }
  /** Anything else: a person decides (reference B.7; only "Completed" is documented). */
  | { kind: "unclear"; resultCode: string; resultDesc: string; transactionStatus?: string }
>;

/** Daraja's QueueTimeOutURL call: the request expired in the queue; its outcome is unknown. */
export type MpesaQueueTimeout = {
  originatorConversationId: string | undefined;
  conversationId: string | undefined;
};

export interface DarajaRefundsApi {
  /** Throws ProviderError when Daraja refuses the request (errorMessage) or does not answer. */
  requestReversal(request: MpesaReversalRequest): Promise<MpesaRequestAccepted>;
  /** As requestReversal; a reused originatorConversationId is refused with 500.002.1001. */
  requestB2c(request: MpesaB2cRequest): Promise<MpesaRequestAccepted>;
  /** The answer comes as a Result to resultUrl (parseStatusResult). */
  queryTransactionStatus(request: MpesaStatusRequest): Promise<MpesaRequestAccepted>;
}

export type PesapalRefundRequest = {
  /** The payment's confirmation_code (GetTransactionStatus), not its OrderTrackingId. */
  confirmationCode: string;
  /** At most what was paid; mobile money only in full. Pesapal takes one refund per payment. */
  amountKes: number;
  /** Who asked for it (a staff member's name or email). */
  username: string;
  /** Why. */
  remarks: string;
};

/**
 * Pesapal's answer: "accepted" is only received and waiting for its finance team and the
 * merchant's approval (C.1); the money has not moved. "refused" carries Pesapal's message.
 */
export type PesapalRefundAnswer = {
  status: "accepted" | "refused";
  message: string;
  raw: unknown;
};

export interface PesapalRefundsApi {
  /** Throws ProviderError when Pesapal does not answer, or answers nothing we can read. */
  refund(request: PesapalRefundRequest): Promise<PesapalRefundAnswer>;
}
