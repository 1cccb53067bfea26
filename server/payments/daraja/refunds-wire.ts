// Daraja's refund wire formats (refunds-and-ledgers.md sections 0, A, B) as pure functions: the
// Transaction Reversal, B2C and Transaction Status request bodies, their acknowledgement, and the
// Result posted to our ResultURL (or the QueueTimeOutURL call). The facts the reference marks
// UNCONFIRMED each sit in one function of the first section, to correct in one place once real
// answers are seen.
import { constants, publicEncrypt } from "node:crypto";
import type {
  MpesaB2cRequest,
  MpesaB2cResult,
  MpesaQueueTimeout,
  MpesaRefused,
  MpesaRequestAccepted,
  MpesaResultUrls,
  MpesaReversalRequest,
  MpesaReversalResult,
  MpesaStatusRequest,
  MpesaStatusResult,
} from "../types.ts";
import { ProviderError } from "../types.ts";
import { FORBIDDEN_IN_URL } from "./c2b.ts";
import {
  amountOf,
  darajaError,
  digitsOf,
  MSISDN,
  plainText,
  providerId,
  record,
  resultCodeOf,
  text,
} from "./wire.ts";

// --- The UNCONFIRMED facts, one function each -------------------------------------------------

/**
 * SecurityCredential (B.6): the initiator's password encrypted with the RSA key of Safaricom's
 * certificate for the environment, PKCS#1 v1.5 padding, in base64 (344 characters for a 2048-bit
 * key; different every time). The password goes in as it is, as the docs' steps and Safaricom's
 * own library do; the docs' overview says base64 it first (UNCONFIRMED).
 */
export function securityCredential(password: string, certificatePem: string): string {
  return publicEncrypt(
    { key: certificatePem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, "utf8"),
  ).toString("base64");
}

/**
 * A reversal's RecieverIdentifierType (misspelt on the wire): "11" as the docs and Safaricom's
 * library send; some clients send "4", and which values are accepted is UNCONFIRMED (A.1).
 */
export function reversalReceiverIdentifierType(): string {
  return "11";
}

/**
 * B2C's optional occasion, spelt "Occassion" as in the B2C docs; Safaricom's library sends
 * "Occasion", and which one the gateway reads is UNCONFIRMED (B.1).
 */
export function b2cOccasionField(occasion: string | undefined): Record<string, string> {
  return occasion ? { Occassion: occasion } : {};
}

/**
 * The status query's field for the conversation asked about: "OriginalConversationID" in Daraja
 * 3.0 and current clients, "OriginatorConversationID" in older docs (UNCONFIRMED, B.7).
 */
export function statusConversationField(originatorConversationId: string): Record<string, string> {
  return { OriginalConversationID: originatorConversationId };
}

/** Which TransactionStatus means the money moved: only "Completed" is documented (UNCONFIRMED). */
export function isCompletedTransactionStatus(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === "completed";
}

/**
 * A QueueTimeOutURL call: no sample body is published (UNCONFIRMED, A.4), so it is read as the
 * Result envelope public clients assume, with either id enough. The request's outcome is unknown
 * until a status query tells; undefined when the body names no conversation.
 */
export function parseQueueTimeout(body: unknown): MpesaQueueTimeout | undefined {
  const result = record(record(body)?.Result) ?? record(body);
  const originatorConversationId = providerId(result?.OriginatorConversationID);
  const conversationId = providerId(result?.ConversationID);
  if (!originatorConversationId && !conversationId) return undefined;
  return { originatorConversationId, conversationId };
}

// --- Requests ---------------------------------------------------------------------------------

/** Who signs a request: the API operator and its SecurityCredential. */
export type DarajaInitiator = { name: string; securityCredential: string };

/** Our shortcodes: the Paybill guests paid (reversals) and the B2C one money is sent from. */
export type RefundShortCodes = { shortCode: string; b2cShortCode: string };

function check(ok: boolean, what: string): void {
  if (!ok) throw new RangeError(what);
}

function checkCommon(request: MpesaResultUrls & { remarks: string; occasion?: string }): void {
  check(
    request.remarks.length >= 2 && request.remarks.length <= 100,
    `remarks "${request.remarks}" are not 2-100 characters`,
  );
  check((request.occasion ?? "").length <= 100, "occasion is over 100 characters");
  for (const url of [request.resultUrl, request.timeoutUrl]) {
    check(/^https?:\/\/\S+$/.test(url) && URL.canParse(url), `${url} is not an http(s) address`);
    check(!FORBIDDEN_IN_URL.test(url), `Daraja refuses the address ${url}`);
  }
}

function checkAmount(amountKes: number): void {
  check(
    Number.isSafeInteger(amountKes) && amountKes >= 1,
    `amount ${amountKes} is not a whole number of shillings >= 1`,
  );
}

const RECEIPT = /^[A-Z0-9]{6,20}$/;

/**
 * The reversal body (A.1). A request outside the documented rules is our bug, so it throws
 * RangeError instead of asking Daraja.
 */
export function reversalBody(
  shortCodes: Pick<RefundShortCodes, "shortCode">,
  initiator: DarajaInitiator,
  request: MpesaReversalRequest,
): Record<string, string> {
  check(RECEIPT.test(request.receipt), `receipt ${request.receipt} is not an M-PESA receipt`);
  checkAmount(request.amountKes);
  checkCommon(request);
  return {
    Initiator: initiator.name,
    SecurityCredential: initiator.securityCredential,
    CommandID: "TransactionReversal",
    TransactionID: request.receipt,
    Amount: String(request.amountKes),
    ReceiverParty: shortCodes.shortCode,
    RecieverIdentifierType: reversalReceiverIdentifierType(),
    ResultURL: request.resultUrl,
    QueueTimeOutURL: request.timeoutUrl,
    Remarks: request.remarks,
    ...(request.occasion ? { Occasion: request.occasion } : {}),
  };
}

/** The B2C v3 body (B.1): InitiatorName here, where reversal and status say Initiator. */
export function b2cBody(
  shortCodes: Pick<RefundShortCodes, "b2cShortCode">,
  initiator: DarajaInitiator,
  request: MpesaB2cRequest,
): Record<string, string> {
  check(
    providerId(request.originatorConversationId) !== undefined,
    `originatorConversationId ${request.originatorConversationId} is not 1-100 of A-Z a-z 0-9 _ . -`,
  );
  check(MSISDN.test(request.phone), `phone ${request.phone} is not 2547/2541XXXXXXXX`);
  checkAmount(request.amountKes);
  checkCommon(request);
  return {
    OriginatorConversationID: request.originatorConversationId,
    InitiatorName: initiator.name,
    SecurityCredential: initiator.securityCredential,
    // Registered M-PESA customers; sending to unregistered numbers is no longer supported.
    CommandID: "BusinessPayment",
    Amount: String(request.amountKes),
    PartyA: shortCodes.b2cShortCode,
    PartyB: request.phone,
    Remarks: request.remarks,
    QueueTimeOutURL: request.timeoutUrl,
    ResultURL: request.resultUrl,
    ...b2cOccasionField(request.occasion),
  };
}

/** The Transaction Status body (B.7), by receipt or by the conversation id we stored. */
export function statusBody(
  shortCodes: RefundShortCodes,
  initiator: DarajaInitiator,
  request: MpesaStatusRequest,
): Record<string, string> {
  const { receipt, originatorConversationId } = request;
  check(
    receipt !== undefined
      ? RECEIPT.test(receipt)
      : providerId(originatorConversationId) !== undefined,
    "a status query needs an M-PESA receipt or an originatorConversationId",
  );
  checkCommon(request);
  return {
    Initiator: initiator.name,
    SecurityCredential: initiator.securityCredential,
    CommandID: "TransactionStatusQuery",
    ...(receipt !== undefined
      ? { TransactionID: receipt }
      : statusConversationField(originatorConversationId!)),
    PartyA: request.of === "b2c" ? shortCodes.b2cShortCode : shortCodes.shortCode,
    // The organisation's shortcode.
    IdentifierType: "4",
    ResultURL: request.resultUrl,
    QueueTimeOutURL: request.timeoutUrl,
    Remarks: request.remarks,
  };
}

/** The acknowledgement (section 0): ResponseCode "0" means queued, not done; else a refusal. */
export function parseRequestAccepted(
  what: string,
  status: number,
  body: unknown,
): MpesaRequestAccepted {
  if (status < 200 || status > 299) throw darajaError(what, status, body);
  const answer = record(body);
  const conversationId = providerId(answer?.ConversationID);
  const originatorConversationId = providerId(answer?.OriginatorConversationID);
  if (resultCodeOf(answer?.ResponseCode) !== "0" || !conversationId || !originatorConversationId) {
    const said = text(answer?.ResponseDescription);
    throw new ProviderError(
      `Daraja ${what} not accepted: ${said ?? "no ResponseCode 0"}`,
      said,
      body,
    );
  }
  return { conversationId, originatorConversationId, raw: body };
}

// --- Results ----------------------------------------------------------------------------------

type Envelope = {
  originatorConversationId: string;
  conversationId: string;
  resultCode: string;
  resultDesc: string;
  transactionId: string | undefined;
  /** ResultParameters by Key: their order differs between samples (0). */
  values: Map<string, unknown>;
};

/**
 * The `{"Result": {...}}` every Daraja Result shares, or undefined when the body is not one.
 * ResultCode is read as a string (0, 2001 and "R000002" are all seen); ResultType is ignored (only
 * 0 appears in samples).
 */
function envelope(body: unknown): Envelope | undefined {
  const result = record(record(body)?.Result);
  const originatorConversationId = providerId(result?.OriginatorConversationID);
  const conversationId = providerId(result?.ConversationID);
  const resultCode = providerId(resultCodeOf(result?.ResultCode));
  if (!result || !originatorConversationId || !conversationId || !resultCode) return undefined;
  const listed = record(result.ResultParameters)?.ResultParameter;
  const values = new Map<string, unknown>();
  // A list, or one item alone (as ReferenceData's ReferenceItem comes).
  for (const item of Array.isArray(listed) ? listed : [listed]) {
    const key = text(record(item)?.Key);
    if (key && record(item)?.Value !== undefined) values.set(key, record(item)?.Value);
  }
  return {
    originatorConversationId,
    conversationId,
    resultCode,
    resultDesc: plainText(result.ResultDesc) ?? "",
    transactionId: providerId(result.TransactionID),
    values,
  };
}

function ids(result: Envelope) {
  return {
    originatorConversationId: result.originatorConversationId,
    conversationId: result.conversationId,
  };
}

function refused(result: Envelope): MpesaRefused {
  return { kind: "refused", resultCode: result.resultCode, resultDesc: result.resultDesc };
}

/** Only 0 is success: a failure may carry a real-looking TransactionID too (0). */
const SUCCESS = "0";

/** "2547XXXXXXXX - JOHN DOE" and other names, as shown to staff. */
function partyName(value: unknown): string | undefined {
  return plainText(typeof value === "number" ? String(value) : value)?.slice(0, 200);
}

/**
 * A reversal's Result (A.2), or undefined when the body is not one. TransactionID is the
 * reversal's own receipt (R000001 "already reversed" may answer our own retry of a reversal that
 * did happen: ask the status before believing either way).
 */
export function parseReversalResult(body: unknown): MpesaReversalResult | undefined {
  const result = envelope(body);
  if (!result) return undefined;
  if (result.resultCode !== SUCCESS) return { ...ids(result), outcome: refused(result) };
  if (!result.transactionId) return undefined;
  return {
    ...ids(result),
    outcome: {
      kind: "completed",
      receipt: result.transactionId,
      originalReceipt: providerId(result.values.get("OriginalTransactionID")),
      amountKes: amountOf(result.values.get("Amount")),
      completedAt: digitsOf(result.values.get("TransCompletedTime")),
      creditParty: partyName(result.values.get("CreditPartyPublicName")),
    },
  };
}

/** "06.07.2024 22:48:52" (B2C's own format, B.2) as YYYYMMDDHHmmss, like other Daraja times. */
export function b2cCompletedAt(value: unknown): string | undefined {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text(value) ?? "");
  if (!parts) return undefined;
  const [, day, month, year, hour, minute, second] = parts;
  return `${year}${month}${day}${hour}${minute}${second}`;
}

/** A B2C payment's Result (B.2), or undefined when the body is not one. */
export function parseB2cResult(body: unknown): MpesaB2cResult | undefined {
  const result = envelope(body);
  if (!result) return undefined;
  if (result.resultCode !== SUCCESS) return { ...ids(result), outcome: refused(result) };
  const receipt = providerId(result.values.get("TransactionReceipt")) ?? result.transactionId;
  if (!receipt) return undefined;
  return {
    ...ids(result),
    outcome: {
      kind: "completed",
      receipt,
      amountKes: amountOf(result.values.get("TransactionAmount")),
      completedAt: b2cCompletedAt(result.values.get("TransactionCompletedDateTime")),
      receiver: partyName(result.values.get("ReceiverPartyPublicName")),
    },
  };
}

/**
 * A Transaction Status Result (B.7), or undefined when the body is not one. Completed with its
 * receipt, or unclear: a failed query, or a status other than Completed, goes to a person.
 */
export function parseStatusResult(body: unknown): MpesaStatusResult | undefined {
  const result = envelope(body);
  if (!result) return undefined;
  const transactionStatus = plainText(result.values.get("TransactionStatus"));
  const receipt = providerId(result.values.get("ReceiptNo"));
  if (result.resultCode === SUCCESS && isCompletedTransactionStatus(transactionStatus) && receipt) {
    return {
      ...ids(result),
      outcome: {
        kind: "completed",
        receipt,
        amountKes: amountOf(result.values.get("Amount")),
        ofOriginatorConversationId: providerId(result.values.get("OriginatorConversationID")),
      },
    };
  }
  return {
    ...ids(result),
    outcome: {
      kind: "unclear",
      resultCode: result.resultCode,
      resultDesc: result.resultDesc,
      ...(transactionStatus !== undefined && { transactionStatus }),
    },
  };
}
