// The Pesapal simulator's state and what every part of it does with an order (issue 36 carved
// the simulator by what it answers: the API, the hosted card page, the test controls): the
// tokens, the registered IPNs and the orders, in memory; an order's status answer, its IPN to
// the merchant, and settling or reversing it.
import { randomInt } from "node:crypto";
import type { Response } from "express";
import { motel } from "../../content/motel.ts";
import type { Logger } from "../observability/logger.ts";
import {
  isIpnAcknowledgement,
  type PesapalNotification,
  type SubmitOrderBody,
  type TransactionStatusBody,
} from "../payments/pesapal/wire.ts";
import { withoutCallbackSecret } from "./local-only.ts";
import type { SimulatedRefund } from "./pesapal-refunds.ts";

export type PesapalSimulatorOptions = {
  consumerKey: string;
  consumerSecret: string;
  logger: Logger;
  /** Shown on the card page as the merchant. */
  merchantName?: string;
  /** How long the simulator waits for the merchant's answer to an IPN. */
  ipnTimeoutMs?: number;
  /** HTTP status of the "not paid yet" answer (its body says status "500" either way). */
  pendingHttpStatus?: 200 | 500;
  /** How long after an accepted RefundRequest the order turns REVERSED; default 200 ms. */
  refundDelayMs?: number;
  now?: () => Date;
};

export type SimulatedOutcome = "completed" | "failed" | "reversed";

export type IpnDelivery = {
  at: string;
  method: "GET" | "POST";
  url: string;
  httpStatus?: number;
  acknowledged: boolean;
  problem?: string;
};

export type Ipn = { id: string; url: string; method: "GET" | "POST"; createdAt: Date };

export type Order = {
  trackingId: string;
  body: SubmitOrderBody;
  amount: number;
  createdAt: Date;
  settlement?: {
    status: SimulatedOutcome;
    at: Date;
    confirmationCode: string;
    account: string;
    /** payment_method: "Visa" from the card page; "MpesaKE" (mobile money) only by the controls. */
    method: string;
  };
  refund?: SimulatedRefund;
  ipnDeliveries: IpnDelivery[];
  /** Tests: the status answers carry these instead (a provider fault, for our checks to catch). */
  answerAs?: { currency?: string; merchantReference?: string };
};

export const PROCESSED = "Request processed successfully";
/** The official failed sample's description (B.5). */
const DECLINED = "Unable to Authorize Transaction.Kindly contact your bank for assistance";
/** UNCONFIRMED: Pesapal's text for a completed payment is not documented. */
const APPROVED = "Payment completed successfully";
const REVERSED = "Payment reversed";
export const STATUS: Record<SimulatedOutcome, { code: number; description: string; text: string }> =
  {
    completed: { code: 1, description: "Completed", text: APPROVED },
    failed: { code: 2, description: "Failed", text: DECLINED },
    reversed: { code: 3, description: "Reversed", text: REVERSED },
  };

export function apiError(code: string, message: string) {
  return { error_type: "api_error", code, message };
}

/** A Pesapal-style refusal: the error object and the status as a string. */
export function refuse(
  res: Response,
  httpStatus: number,
  code: string,
  message: string,
  extra: object = {},
) {
  res
    .status(httpStatus)
    .json({ ...extra, error: apiError(code, message), status: `${httpStatus}` });
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || !URL.canParse(value)) return false;
  return ["http:", "https:"].includes(new URL(value).protocol);
}

export function textField(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Kenyan wall-clock time without a zone, as Pesapal writes created_date. */
function pesapalDate(date: Date): string {
  return new Date(date.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 23);
}

function maskedCard(card: string): string {
  return `${card.slice(0, 6)}**${card.slice(-4)}`;
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

export function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/** The hosted card page and its style: what a guest's browser opens (in the wizard's frame). */
export const PESAPAL_CARD_PAGE = "/iframe/PesapalIframe3/Index";
export const PESAPAL_PUBLIC_PATHS = [PESAPAL_CARD_PAGE, "/static/card.css"];

/** An IPN delivery as the controls show it: the address without its secret. */
export function shownDelivery(delivery: IpnDelivery): IpnDelivery {
  return { ...delivery, url: withoutCallbackSecret(delivery.url) };
}

/** The simulator's state and its shared behaviours: each part of it takes this. */
export function pesapalWorld(options: PesapalSimulatorOptions) {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const merchant = options.merchantName ?? motel.name;
  const ipnTimeoutMs = options.ipnTimeoutMs ?? 5_000;
  const tokens = new Map<string, number>();
  const ipns = new Map<string, Ipn>();
  const orders = new Map<string, Order>();
  const references = new Set<string>();
  /** The API calls received, newest last, for tests that count them (token reuse, IPN reuse). */
  const calls: { method: string; path: string }[] = [];

  function callbackUrl(order: Order, type?: string): string {
    return withParams(order.body.callback_url, {
      OrderTrackingId: order.trackingId,
      OrderMerchantReference: order.body.id,
      ...(type ? { OrderNotificationType: type } : {}),
    });
  }

  function statusBody(order: Order): TransactionStatusBody {
    const settled = order.settlement;
    const common = {
      amount: order.amount,
      created_date: pesapalDate(order.createdAt),
      message: PROCESSED,
      call_back_url: callbackUrl(order),
      merchant_reference: order.answerAs?.merchantReference ?? order.body.id,
      payment_status_code: "",
      currency: order.answerAs?.currency ?? order.body.currency,
    };
    if (!settled) {
      return {
        ...common,
        payment_method: "",
        confirmation_code: "",
        payment_status_description: "INVALID",
        description: "",
        payment_account: "",
        status_code: 0,
        error: { ...apiError("payment_details_not_found", "Pending Payment"), call_back_url: null },
        status: "500",
      };
    }
    const status = STATUS[settled.status];
    return {
      ...common,
      payment_method: settled.method,
      confirmation_code: settled.confirmationCode,
      payment_status_description: status.description,
      description: status.text,
      payment_account: settled.account,
      status_code: status.code,
      error: { error_type: null, code: null, message: null, call_back_url: null },
      status: "200",
    };
  }

  async function sendIpn(order: Order): Promise<IpnDelivery> {
    const ipn = ipns.get(order.body.notification_id)!;
    const sent: PesapalNotification = {
      orderTrackingId: order.trackingId,
      orderMerchantReference: order.body.id,
      orderNotificationType: "IPNCHANGE",
    };
    const delivery: IpnDelivery = {
      at: now().toISOString(),
      method: ipn.method,
      url: ipn.url,
      acknowledged: false,
    };
    try {
      const signal = AbortSignal.timeout(ipnTimeoutMs);
      const headers = { Accept: "application/json" };
      const response =
        ipn.method === "GET"
          ? await fetch(
              withParams(ipn.url, {
                OrderTrackingId: sent.orderTrackingId,
                OrderMerchantReference: sent.orderMerchantReference,
                OrderNotificationType: sent.orderNotificationType,
              }),
              { headers, signal },
            )
          : await fetch(ipn.url, {
              method: "POST",
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify({
                OrderNotificationType: sent.orderNotificationType,
                OrderTrackingId: sent.orderTrackingId,
                OrderMerchantReference: sent.orderMerchantReference,
              }),
              signal,
            });
      delivery.httpStatus = response.status;
      const text = await response.text();
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = text;
      }
      delivery.acknowledged = response.ok && isIpnAcknowledgement(answer, sent);
      if (!delivery.acknowledged) {
        delivery.problem = `not the expected acknowledgement: HTTP ${response.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      delivery.problem = error instanceof Error ? error.message : String(error);
    }
    if (delivery.problem) {
      logger.warn(
        { orderTrackingId: order.trackingId, ipn: delivery },
        "Pesapal simulator: the IPN was not acknowledged",
      );
    }
    order.ipnDeliveries.push(delivery);
    return delivery;
  }

  function settle(order: Order, status: SimulatedOutcome, card: string, mobile = false): void {
    const phone = order.body.billing_address.phone_number || "254700000000";
    order.settlement = {
      status,
      at: now(),
      confirmationCode: Array.from({ length: 22 }, () => randomInt(10)).join(""),
      account: mobile ? `${phone.slice(0, 4)}xxx${phone.slice(-5)}` : maskedCard(card),
      method: mobile ? "MpesaKE" : "Visa",
    };
  }

  /** A refund made: the payment, its code and account kept, turns REVERSED, with an IPN. */
  function reverse(order: Order): void {
    order.settlement = { ...order.settlement!, status: "reversed", at: now() };
    void sendIpn(order);
  }

  function summary(order: Order) {
    return {
      orderTrackingId: order.trackingId,
      merchantReference: order.body.id,
      amount: order.amount,
      currency: order.body.currency,
      description: order.body.description,
      callbackUrl: withoutCallbackSecret(order.body.callback_url),
      cancellationUrl: withoutCallbackSecret(order.body.cancellation_url),
      notificationId: order.body.notification_id,
      status: order.settlement?.status ?? "pending",
      confirmationCode: order.settlement?.confirmationCode,
      paymentMethod: order.settlement?.method,
      refund: order.refund ?? null,
      ipnDeliveries: order.ipnDeliveries.map(shownDelivery),
    };
  }

  return {
    options,
    logger,
    now,
    merchant,
    tokens,
    ipns,
    orders,
    references,
    calls,
    callbackUrl,
    statusBody,
    sendIpn,
    settle,
    reverse,
    summary,
  };
}

export type PesapalWorld = ReturnType<typeof pesapalWorld>;
