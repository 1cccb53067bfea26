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
