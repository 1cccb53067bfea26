// Daraja's wire formats (payment-providers.md section A) as pure functions, so every documented
// shape is unit-tested without a network: request bodies out, answers and callbacks in. Daraja
// mixes strings and numbers for the same field, so everything read here is read defensively.
import { withoutUnusualCharacters } from "../../../domain/schemas/text.ts";
import { MPESA_RESULT } from "../../../domain/mpesa-results.ts";
import { motelClock } from "../../../domain/time.ts";
import type { DarajaConfig } from "../../config.ts";
import {
  ProviderError,
  type PaymentOutcome,
  type StkCallback,
  type StkPushAccepted,
  type StkPushRequest,
} from "../types.ts";
import { isRecord } from "../../http/request-body.ts";

/** YYYYMMDDHHmmss in Africa/Nairobi, whatever the machine's zone. */
export function darajaTimestamp(instant: Date): string {
  // Kenyan time, as Daraja's clients use (A.2).
  const part = motelClock(instant);
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** base64(shortCode + passkey + timestamp): plain concatenation, no hashing (A.2). */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`, "utf8").toString("base64");
}

/** 0 paid, 4999 still waiting for the customer (query only), anything else a failure (A.5). */
export function outcomeOfResultCode(code: string | number, desc: string): PaymentOutcome {
  const resultCode = String(code).trim();
  if (resultCode === MPESA_RESULT.paid) return { kind: "paid", resultCode, resultDesc: desc };
  if (resultCode === MPESA_RESULT.stillProcessing) {
    return { kind: "pending", resultCode, resultDesc: desc };
  }
  return { kind: "failed", resultCode, resultDesc: desc };
}

// --- Requests -------------------------------------------------------------------------------

export type DarajaMerchant = Pick<
  DarajaConfig,
  "shortCode" | "passkey" | "transactionType" | "partyB"
>;

export const MSISDN = /^254[17]\d{8}$/;

/**
 * The STK push body exactly as documented (A.2): every value a string. A request that breaks the
 * documented limits is our own bug, so it throws RangeError instead of asking Daraja.
 */
export function stkPushBody(
  merchant: DarajaMerchant,
  request: StkPushRequest,
  timestamp: string,
): Record<string, string> {
  const { phone, amountKes, accountReference, description, callbackUrl } = request;
  if (!MSISDN.test(phone))
    throw new RangeError(`STK push: phone ${phone} is not 2547/2541XXXXXXXX`);
  if (!Number.isSafeInteger(amountKes) || amountKes < 1) {
    throw new RangeError(`STK push: amount ${amountKes} is not a whole number of shillings >= 1`);
  }
  if (accountReference.length < 1 || accountReference.length > 12) {
    throw new RangeError(
      `STK push: account reference "${accountReference}" is not 1-12 characters`,
    );
  }
  if (description.length < 1 || description.length > 13) {
    throw new RangeError(`STK push: description "${description}" is not 1-13 characters`);
  }
  return {
    BusinessShortCode: merchant.shortCode,
    Password: darajaPassword(merchant.shortCode, merchant.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: merchant.transactionType,
    Amount: String(amountKes),
    PartyA: phone,
    PartyB: merchant.partyB,
    PhoneNumber: phone,
    CallBackURL: callbackUrl,
    AccountReference: accountReference,
    TransactionDesc: description,
  };
}

/** The STK query body (A.6): a fresh timestamp and password, as for a push. */
export function stkQueryBody(
  merchant: DarajaMerchant,
  checkoutRequestId: string,
  timestamp: string,
): Record<string, string> {
  return {
    BusinessShortCode: merchant.shortCode,
    Password: darajaPassword(merchant.shortCode, merchant.passkey, timestamp),
    Timestamp: timestamp,
    CheckoutRequestID: checkoutRequestId,
  };
}

// --- Answers --------------------------------------------------------------------------------

export function record(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

export function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * An id a provider gives (CheckoutRequestID, MerchantRequestID, a receipt): letters, digits and
 * _ . - only. Anything else cannot be one, and must not reach the database (a NUL is refused there).
 */
export function providerId(value: unknown): string | undefined {
  return typeof value === "string" && /^[\w.-]{1,100}$/.test(value) ? value : undefined;
}

/** Free text from a callback, without control characters (kept as the provider's words). */
export function plainText(value: unknown): string | undefined {
  return typeof value === "string" ? withoutUnusualCharacters(value).slice(0, 500) : undefined;
}

/** A ResultCode as sent: a number in callbacks, a string in queries, sometimes "SFC_IC0003". */
export function resultCodeOf(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return undefined;
}

/** Daraja's common error shape {requestId, errorCode, errorMessage} (A.3), or nothing. */
function errorOf(body: unknown): { code?: string; message?: string } {
  const error = record(body);
  return { code: text(error?.errorCode), message: text(error?.errorMessage) };
}

/** A refusal or unusable answer; Daraja's errorMessage becomes the providerMessage. */
export function darajaError(what: string, status: number, body: unknown): ProviderError {
  const { code, message } = errorOf(body);
  const detail = [code, message].filter(Boolean).join(" ");
  return new ProviderError(
    `Daraja ${what}: HTTP ${status}${detail ? ` ${detail}` : ""}`,
    message,
    body,
  );
}

/** The token was refused: expired, revoked, or from another app (404.001.03; 401 seen too). */
export function isInvalidToken(status: number, body: unknown): boolean {
  return status === 401 || errorOf(body).code === "404.001.03";
}

/** The OAuth answer (A.1): expires_in is a string of seconds. */
export function parseTokenResponse(
  status: number,
  body: unknown,
): { accessToken: string; expiresInSeconds: number } {
  const answer = record(body);
  const accessToken = text(answer?.access_token);
  if (status !== 200 || !accessToken) throw darajaError("token request", status, body);
  const seconds = Number(answer?.expires_in);
  // A missing or odd lifetime: use the token now and fetch a new one next time.
  return { accessToken, expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0 };
}

/** The push acknowledgement (A.3): ResponseCode "0" only means "accepted", not "paid". */
export function parseStkPushResponse(status: number, body: unknown): StkPushAccepted {
  const answer = record(body);
  if (status < 200 || status > 299) throw darajaError("STK push", status, body);
  const checkoutRequestId = text(answer?.CheckoutRequestID);
  const merchantRequestId = text(answer?.MerchantRequestID);
  if (resultCodeOf(answer?.ResponseCode) !== "0" || !checkoutRequestId || !merchantRequestId) {
    const said = text(answer?.CustomerMessage) ?? text(answer?.ResponseDescription);
    throw new ProviderError(
      `Daraja STK push not accepted: ${said ?? "no ResponseCode 0"}`,
      said,
      body,
    );
  }
  return {
    merchantRequestId,
    checkoutRequestId,
    customerMessage: text(answer?.CustomerMessage) ?? "",
    raw: body,
  };
}

/**
 * An STK query's answer (A.6): final results come as HTTP 200 with ResultCode a string; "still
 * waiting" comes either as HTTP 200 ResultCode "4999" or as HTTP 500 errorCode 500.001.1001 "The
 * transaction is being processed". That error code also means "Wrong credentials" and others, so
 * only its text tells them apart. Any other answer throws ProviderError.
 */
export function parseQueryResponse(status: number, body: unknown): PaymentOutcome {
  const answer = record(body);
  if (status >= 200 && status <= 299) {
    const code = resultCodeOf(answer?.ResultCode);
    if (code !== undefined) return outcomeOfResultCode(code, text(answer?.ResultDesc) ?? "");
    throw darajaError("STK query answered without a ResultCode", status, body);
  }
  const { code, message } = errorOf(body);
  if (code === "500.001.1001" && message && /being processed/i.test(message)) {
    return { kind: "pending", resultCode: code, resultDesc: message };
  }
  throw darajaError("STK query", status, body);
}

/** CallbackMetadata.Item as Name -> Value; items without a Value (Balance, often) are left out. */
function metadataValues(metadata: unknown): Map<string, unknown> {
  const items = record(metadata)?.Item;
  const values = new Map<string, unknown>();
  if (!Array.isArray(items)) return values;
  for (const item of items) {
    const name = text(record(item)?.Name);
    if (name && record(item)?.Value !== undefined) values.set(name, record(item)?.Value);
  }
  return values;
}

/** Digits of a number or string value (TransactionDate, PhoneNumber are JSON numbers). */
export function digitsOf(value: unknown): string | undefined {
  const digits = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  return typeof digits === "string" && /^\d+$/.test(digits.trim()) ? digits.trim() : undefined;
}

export function amountOf(value: unknown): number | undefined {
  const amount = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof amount === "number" && Number.isFinite(amount) ? amount : undefined;
}

/**
 * Body.stkCallback of a callback POST (A.4), or undefined when it is not one. Metadata items are
 * looked up by Name and only read for a paid result (failures carry none).
 */
export function parseStkCallback(body: unknown): StkCallback | undefined {
  const callback = record(record(record(body)?.Body)?.stkCallback);
  const checkoutRequestId = providerId(callback?.CheckoutRequestID);
  const code = providerId(resultCodeOf(callback?.ResultCode));
  if (!callback || !checkoutRequestId || code === undefined) return undefined;
  const merchantRequestId = providerId(callback.MerchantRequestID) ?? "";
  const outcome = outcomeOfResultCode(code, plainText(callback.ResultDesc) ?? "");
  if (outcome.kind !== "paid") return { merchantRequestId, checkoutRequestId, outcome };

  const values = metadataValues(callback.CallbackMetadata);
  const receipt = providerId(values.get("MpesaReceiptNumber"));
  const amountKes = amountOf(values.get("Amount"));
  const account = digitsOf(values.get("PhoneNumber"));
  const transactionDate = digitsOf(values.get("TransactionDate"));
  return {
    merchantRequestId,
    checkoutRequestId,
    outcome: {
      ...outcome,
      ...(receipt !== undefined && { receipt }),
      ...(amountKes !== undefined && { amountKes }),
      ...(account !== undefined && { account }),
    },
    ...(transactionDate !== undefined && { transactionDate }),
  };
}
