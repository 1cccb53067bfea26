// Pesapal API 3.0's JSON, both ways (payment-providers.md section B). Pure: no HTTP, no clock.
// The client (client.ts) and the simulator (server/simulators/pesapal.ts) share these shapes, so the
// simulator cannot drift from what the client expects without a test noticing.
import {
  ProviderError,
  type CardOrderRequest,
  type CardStatus,
  type PesapalRefundAnswer,
  type PesapalRefundRequest,
} from "../types.ts";
import { isRecord } from "../../http/request-body.ts";

export const PESAPAL_PATHS = {
  token: "/api/Auth/RequestToken",
  registerIpn: "/api/URLSetup/RegisterIPN",
  ipnList: "/api/URLSetup/GetIpnList",
  submitOrder: "/api/Transactions/SubmitOrderRequest",
  transactionStatus: "/api/Transactions/GetTransactionStatus",
  refund: "/api/Transactions/RefundRequest",
} as const;

/** `error` as Pesapal sends it: real responses say `error_type`, not the docs' `type`. */
export type PesapalErrorObject = {
  error_type: string | null;
  code: string | null;
  message: string | null;
  call_back_url?: string | null;
};

export type TokenResponse = {
  token: string;
  expiryDate: string;
  error: null;
  status: "200";
  message: string;
};

export type IpnRecord = {
  url: string;
  created_date: string;
  ipn_id: string;
  notification_type: number;
  ipn_notification_type_description: "GET" | "POST";
  ipn_status: number;
  /** Misspelt by Pesapal itself. */
  ipn_status_decription: string;
  error: null;
  status: "200";
};

export type SubmitOrderBody = {
  id: string;
  currency: string;
  amount: number;
  description: string;
  callback_url: string;
  cancellation_url: string;
  notification_id: string;
  redirect_mode: "TOP_WINDOW" | "PARENT_WINDOW";
  branch: string;
  billing_address: {
    email_address: string;
    phone_number: string;
    country_code: string;
    first_name: string;
    last_name: string;
  };
};

export type SubmitOrderResponse = {
  order_tracking_id: string | null;
  merchant_reference: string | null;
  redirect_url: string | null;
  error: PesapalErrorObject | null;
  status: string;
};

export type TransactionStatusBody = {
  payment_method: string;
  amount: number;
  created_date: string;
  confirmation_code: string;
  payment_status_description: string;
  description: string;
  message: string;
  payment_account: string;
  call_back_url: string;
  status_code: number;
  merchant_reference: string;
  payment_status_code: string;
  currency: string;
  error: PesapalErrorObject;
  status: string;
};

export type RefundRequestBody = {
  confirmation_code: string;
  amount: string;
  username: string;
  remarks: string;
};

/** What an IPN or the browser callback says: which order changed, never how (ask GetTransactionStatus). */
export type PesapalNotification = {
  orderTrackingId: string;
  orderMerchantReference: string;
  /** IPNCHANGE for IPNs, CALLBACKURL for the browser, RECURRING for subscriptions. */
  orderNotificationType: string;
};

/** The answer Pesapal expects to an IPN: lower-case keys, a numeric status. */
export type IpnAcknowledgement = {
  orderNotificationType: string;
  orderTrackingId: string;
  orderMerchantReference: string;
  status: 200 | 500;
};

// Pesapal's rule is cut off in every copy of the docs; this set is the one a client uses (B.3).
const MERCHANT_REFERENCE = /^[A-Za-z0-9._:-]{1,50}$/;
// Tracking ids are GUIDs; anything beyond these characters is not one and must not reach a URL.
const TRACKING_ID = /^[A-Za-z0-9-]{1,100}$/;
export const DESCRIPTION_MAX = 100;
/** The documented token lifetime is 5 minutes; refresh well before, whatever expiryDate says. */
export const TOKEN_REUSE_MS = 4 * 60_000;
const TOKEN_MARGIN_MS = 30_000;

export function isMerchantReference(value: unknown): value is string {
  return typeof value === "string" && MERCHANT_REFERENCE.test(value);
}

export function isTrackingId(value: unknown): value is string {
  return typeof value === "string" && TRACKING_ID.test(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** The error object's code and message when it says something (it is present, all null, on success). */
export function errorOf(body: unknown): { code?: string; message?: string } | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const code = text(body.error.code);
  const message = text(body.error.message);
  return code || message ? { code, message } : undefined;
}

/** "code: message" of the body's error object, for our logs and ProviderError messages. */
export function describeError(body: unknown): string {
  const error = errorOf(body);
  return [error?.code, error?.message].filter(Boolean).join(": ") || "no error given";
}

// --- Token ---------------------------------------------------------------------------------

/**
 * The token and until when to use it: min(expiryDate - 30 s, 4 min after `requestedAt`).
 * Bad keys come back as `{"error":{...,"code":"invalid_consumer_key_or_secret_provided"},"status":"500"}`.
 */
export function parseToken(body: unknown, requestedAt: Date): { token: string; useUntil: number } {
  const token = isRecord(body) ? text(body.token) : undefined;
  if (!isRecord(body) || !token || errorOf(body)) {
    throw new ProviderError(
      `Pesapal refused the token request (${describeError(body)})`,
      undefined,
      body,
    );
  }
  const cap = requestedAt.getTime() + TOKEN_REUSE_MS;
  const expiry = Date.parse(text(body.expiryDate) ?? "");
  return { token, useUntil: Number.isNaN(expiry) ? cap : Math.min(expiry - TOKEN_MARGIN_MS, cap) };
}

// --- IPN registration ------------------------------------------------------------------------

export function parseIpnRegistration(body: unknown): string {
  const id = isRecord(body) ? text(body.ipn_id) : undefined;
  if (!id || errorOf(body)) {
    throw new ProviderError(
      `Pesapal refused the IPN registration (${describeError(body)})`,
      undefined,
      body,
    );
  }
  return id;
}

/** The registered IPNs that are usable (ipn_status 1 "Active", or no status given). */
export function parseIpnList(body: unknown): { url: string; ipnId: string }[] {
  if (!Array.isArray(body)) {
    throw new ProviderError(
      `Pesapal's IPN list is not a list (${describeError(body)})`,
      undefined,
      body,
    );
  }
  return body.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const url = text(entry.url);
    const ipnId = text(entry.ipn_id);
    const active = entry.ipn_status === undefined || numberOf(entry.ipn_status) === 1;
    return url && ipnId && active ? [{ url, ipnId }] : [];
  });
}

// --- Orders --------------------------------------------------------------------------------

/**
 * The SubmitOrderRequest body for our order, but for the IPN's notification_id; throws
 * ProviderError for what Pesapal would refuse.
 */
export function submitOrderBody(order: CardOrderRequest): Omit<SubmitOrderBody, "notification_id"> {
  if (!isMerchantReference(order.merchantReference)) {
    throw new ProviderError(
      `Merchant reference ${JSON.stringify(order.merchantReference)} is not 1-50 characters of A-Z a-z 0-9 . _ : -`,
    );
  }
  if (!(order.amountKes > 0) || !Number.isFinite(order.amountKes)) {
    throw new ProviderError(`Amount ${order.amountKes} is not a positive number`);
  }
  return {
    id: order.merchantReference,
    currency: "KES",
    amount: Math.round(order.amountKes * 100) / 100,
    // Pesapal refuses longer descriptions; a cut description still names the booking.
    description: order.description.trim().slice(0, DESCRIPTION_MAX),
    callback_url: order.callbackUrl,
    cancellation_url: order.cancellationUrl,
    // The callback replaces the whole page, not just the 500 px frame in the wizard.
    redirect_mode: "TOP_WINDOW",
    branch: "Gilgil",
    billing_address: {
      email_address: order.billing.email,
      phone_number: order.billing.phone,
      country_code: "KE",
      first_name: order.billing.firstName,
      last_name: order.billing.lastName,
    },
  };
}

export function parseOrderResponse(body: unknown): {
  orderTrackingId: string;
  redirectUrl: string;
  raw: unknown;
} {
  const record = isRecord(body) ? body : {};
  const redirectUrl = text(record.redirect_url);
  const orderTrackingId = text(record.order_tracking_id);
  if (!redirectUrl || !orderTrackingId || errorOf(body)) {
    throw new ProviderError(`Pesapal refused the order (${describeError(body)})`, undefined, body);
  }
  return { orderTrackingId, redirectUrl, raw: body };
}

// --- Transaction status ----------------------------------------------------------------------

// Compared in lower case: Pesapal documents upper case and sends mixed ("Completed", "Failed").
const STATUS_BY_DESCRIPTION = new Map([
  ["invalid", 0],
  ["pending", 0],
  ["completed", 1],
  ["failed", 2],
  ["reversed", 3],
]);

/** Pesapal's "no payment yet" (B.5): status_code 0 / INVALID, or this error code. */
const PENDING_ERROR_CODE = "payment_details_not_found";

/**
 * GetTransactionStatus's answer, by status_code (1 paid, 2 failed, 3 reversed; 0 not final).
 * The not-yet-paid shape comes as status "500", sometimes as an HTTP error: still pending.
 * Throws ProviderError for an answer that says nothing about the payment (bad token, not JSON).
 */
export function parseTransactionStatus(httpStatus: number, body: unknown): CardStatus {
  if (!isRecord(body)) {
    throw new ProviderError(
      `Pesapal answered HTTP ${httpStatus} with no JSON object`,
      undefined,
      body,
    );
  }
  const description = text(body.payment_status_description);
  const statusCode =
    numberOf(body.status_code) ?? STATUS_BY_DESCRIPTION.get(description?.toLowerCase() ?? "");
  const error = errorOf(body);
  const common = {
    merchantReference: text(body.merchant_reference),
    amount: numberOf(body.amount),
    currency: text(body.currency),
    raw: body,
  };
  const resultDesc = text(body.description) ?? description ?? error?.message ?? "";
  const resultCode = String(statusCode);
  switch (statusCode) {
    case 1: {
      const kes = !common.currency || common.currency.toUpperCase() === "KES";
      return {
        ...common,
        outcome: {
          kind: "paid",
          resultCode,
          resultDesc,
          receipt: text(body.confirmation_code),
          account: text(body.payment_account),
          amountKes: kes ? common.amount : undefined,
        },
      };
    }
    case 2:
      return { ...common, outcome: { kind: "failed", resultCode, resultDesc } };
    case 3:
      return { ...common, outcome: { kind: "reversed", resultCode, resultDesc } };
  }
  const pendingError = error?.code?.toLowerCase() === PENDING_ERROR_CODE;
  if (statusCode === 0 || pendingError) {
    // "Pending Payment" says more than INVALID, which only means "not paid (yet)".
    const pendingDesc = text(body.description) ?? error?.message ?? description;
    return {
      ...common,
      outcome: {
        kind: "pending",
        resultCode: statusCode === 0 ? "0" : error?.code,
        resultDesc: pendingDesc,
      },
    };
  }
  throw new ProviderError(
    `Pesapal answered HTTP ${httpStatus} without a payment status (${describeError(body)})`,
    undefined,
    body,
  );
}

// --- Refunds (refunds-and-ledgers.md section C) -------------------------------------------------

/**
 * RefundRequest's amount: a string with two decimals, as the official sample sends it; whether
 * Pesapal takes a JSON number too is UNCONFIRMED (C.1).
 */
export function refundAmountOnWire(amountKes: number): string {
  return amountKes.toFixed(2);
}

/** The RefundRequest body; throws ProviderError for what Pesapal would refuse. */
export function refundRequestBody(request: PesapalRefundRequest): RefundRequestBody {
  const { confirmationCode, amountKes, username, remarks } = request;
  if (!/^[\w.-]{1,100}$/.test(confirmationCode)) {
    throw new ProviderError(`Not a Pesapal confirmation code: ${JSON.stringify(confirmationCode)}`);
  }
  if (!(amountKes > 0) || !Number.isFinite(amountKes)) {
    throw new ProviderError(`Refund amount ${amountKes} is not a positive number`);
  }
  if (username.trim() === "" || remarks.trim() === "") {
    throw new ProviderError("A refund needs the username of who asks and the remarks why");
  }
  return {
    confirmation_code: confirmationCode,
    amount: refundAmountOnWire(Math.round(amountKes * 100) / 100),
    username: username.trim().slice(0, 100),
    remarks: remarks.trim().slice(0, 200),
  };
}

/**
 * RefundRequest's answer (C.1): "200" received, and waiting for Pesapal's finance team and the
 * merchant's approval (the money has not moved); another code is a refusal, with Pesapal's
 * message. The docs' table names the field `error` (an integer) while the sample says `status`
 * (a string): either is read. Throws ProviderError for an answer with neither.
 */
export function parseRefundResponse(httpStatus: number, body: unknown): PesapalRefundAnswer {
  const code = isRecord(body) ? (numberOf(body.status) ?? numberOf(body.error)) : undefined;
  if (!isRecord(body) || code === undefined) {
    throw new ProviderError(
      `Pesapal answered the refund request with HTTP ${httpStatus} and no status (${describeError(body)})`,
      undefined,
      body,
    );
  }
  const message = text(body.message) ?? errorOf(body)?.message ?? "";
  return { status: code === 200 ? "accepted" : "refused", message, raw: body };
}

/**
 * How a refund's outcome is learned, UNCONFIRMED (C.3): no refund status, webhook or IPN type is
 * documented. Taken here as the original order's GetTransactionStatus turning REVERSED
 * (status_code 3); until then it is not yet made, and one that never turns is settled by a person.
 */
export function pesapalRefundOutcome(status: CardStatus): "refunded" | "not_yet" {
  return status.outcome.kind === "reversed" ? "refunded" : "not_yet";
}

// --- IPN and callback --------------------------------------------------------------------------

type Params = URLSearchParams | Record<string, unknown>;

function param(params: Params, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  // Libraries disagree on the case of these keys; match them whatever the case.
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : params[key];
  return typeof value === "string" ? value : undefined;
}

function notification(params: unknown, defaultType: string): PesapalNotification | undefined {
  if (!(params instanceof URLSearchParams) && !isRecord(params)) return undefined;
  const orderTrackingId = param(params, "OrderTrackingId");
  const orderMerchantReference = param(params, "OrderMerchantReference");
  const orderNotificationType = param(params, "OrderNotificationType") || defaultType;
  if (!isTrackingId(orderTrackingId) || !isMerchantReference(orderMerchantReference)) {
    return undefined;
  }
  if (!/^[A-Z_]{1,40}$/i.test(orderNotificationType)) return undefined;
  return { orderTrackingId, orderMerchantReference, orderNotificationType };
}

/**
 * An IPN: the query string of a GET (URLSearchParams or Express's req.query) or the JSON body of a
 * POST. undefined when it does not name an order.
 */
export function parseIpn(queryOrBody: unknown): PesapalNotification | undefined {
  return notification(queryOrBody, "IPNCHANGE");
}

/** The browser's return to callback_url (the echoed call_back_url may lack the type). */
export function parseCallbackQuery(searchParams: URLSearchParams): PesapalNotification | undefined {
  return notification(searchParams, "CALLBACKURL");
}

/** The JSON to answer an IPN with: status 200 when processed, 500 when Pesapal should retry. */
export function ipnAcknowledgement(
  { orderNotificationType, orderTrackingId, orderMerchantReference }: PesapalNotification,
  ok: boolean,
): IpnAcknowledgement {
  return { orderNotificationType, orderTrackingId, orderMerchantReference, status: ok ? 200 : 500 };
}

/** True when `body` is the acknowledgement Pesapal expects for this notification. */
export function isIpnAcknowledgement(body: unknown, sent: PesapalNotification): boolean {
  if (!isRecord(body)) return false;
  const expected = ipnAcknowledgement(sent, true);
  return (Object.keys(expected) as (keyof IpnAcknowledgement)[]).every(
    (key) => body[key] === expected[key],
  );
}
