// The Daraja simulator's refund APIs (daraja-refunds.ts holds what they do): each request's
// fields checked as Daraja checks them, spelt exactly (refunds-and-ledgers.md A.6), and the
// controls that script the next refund to a phone or list the refunds made.
import express, { type RequestHandler } from "express";
import { z } from "../../domain/zod.ts";
import { controlBody } from "./control.ts";
import {
  field,
  invalid,
  isCallbackUrl,
  jsonBody,
  MSISDN,
  refuse,
  type Refusal,
} from "./daraja-http.ts";
import { REFUND_OUTCOMES, type Refund, type RefundStore } from "./daraja-refunds.ts";
import { withoutCallbackSecret } from "./local-only.ts";

/** A refund as the controls show it (JSON), without the secret of our addresses. */
function refundView(refund: Refund) {
  return {
    kind: refund.kind,
    originatorConversationId: refund.originatorConversationId,
    conversationId: refund.conversationId,
    phone: refund.phone ?? null,
    amount: refund.amount,
    originalReceipt: refund.originalReceipt ?? null,
    state: refund.state,
    resultCode: refund.resultCode ?? (refund.state === "completed" ? "0" : null),
    receipt: refund.receipt ?? null,
    scripted: refund.scripted ?? null,
    resultUrl: withoutCallbackSecret(refund.resultUrl),
    timeoutUrl: withoutCallbackSecret(refund.timeoutUrl),
    callbacks: refund.callbacks,
  };
}

/** What a field must be; an absent or misspelt one is empty, so it fails too (A.6). */
type FieldRule = RegExp | ((value: string) => boolean);

const GIVEN = /\S/;
const SHORT_CODE = /^\d{5,7}$/;
const RESULT_URLS: Record<string, FieldRule> = {
  ResultURL: isCallbackUrl,
  QueueTimeOutURL: isCallbackUrl,
  Remarks: /^.{2,100}$/s,
};

/** The first field that breaks its rule, as Daraja refuses it: "Invalid <Field>". */
function firstInvalid(
  body: Record<string, unknown>,
  rules: Record<string, FieldRule>,
): Refusal | undefined {
  const broken = Object.entries(rules).find(([name, rule]) => {
    const value = field(body, name);
    return typeof rule === "function" ? !rule(value) : !rule.test(value);
  });
  return broken && invalid(broken[0]);
}

const REVERSAL_FIELDS: Record<string, FieldRule> = {
  Initiator: GIVEN,
  SecurityCredential: GIVEN,
  CommandID: /^TransactionReversal$/,
  TransactionID: /^[A-Z0-9]{6,20}$/i,
  Amount: /^\d+(\.\d{1,2})?$/,
  ReceiverParty: SHORT_CODE,
  RecieverIdentifierType: GIVEN,
  ...RESULT_URLS,
};

const B2C_FIELDS: Record<string, FieldRule> = {
  OriginatorConversationID: GIVEN,
  InitiatorName: GIVEN,
  SecurityCredential: GIVEN,
  CommandID: /^(BusinessPayment|SalaryPayment|PromotionPayment)$/,
  Amount: /^\d+$/,
  PartyA: SHORT_CODE,
  PartyB: MSISDN,
  ...RESULT_URLS,
};

const STATUS_FIELDS: Record<string, FieldRule> = {
  Initiator: GIVEN,
  SecurityCredential: GIVEN,
  CommandID: /^TransactionStatusQuery$/,
  PartyA: SHORT_CODE,
  IdentifierType: GIVEN,
  ...RESULT_URLS,
};

function accepted(refund: { originatorConversationId: string; conversationId: string }) {
  return {
    OriginatorConversationID: refund.originatorConversationId,
    ConversationID: refund.conversationId,
    ResponseCode: "0",
    ResponseDescription: "Accept the service request successfully.",
  };
}

/** The three refund APIs and their controls, for the Daraja simulator's router. */
export function darajaRefundRoutes(store: RefundStore, bearer: RequestHandler): express.Router {
  const router = express.Router();
  const json = express.json({ limit: "16kb" });

  /** The JSON body when every field keeps its rule; else undefined, after Daraja's refusal. */
  function checked(req: express.Request, res: express.Response, rules: Record<string, FieldRule>) {
    const body = jsonBody(req.body);
    const refusal = body
      ? firstInvalid(body, rules)
      : { errorCode: "400.002.05", errorMessage: "Invalid Request Payload" };
    if (refusal) refuse(res, refusal.errorCode, refusal.errorMessage);
    return refusal ? undefined : body;
  }

  const initiatorOk = (body: Record<string, unknown>, name = "Initiator") =>
    store.isInitiator(field(body, name), field(body, "SecurityCredential"));

  router.post("/mpesa/reversal/v1/request", bearer, json, (req, res) => {
    const body = checked(req, res, REVERSAL_FIELDS);
    if (!body) return;
    const refund = store.reversal({
      receipt: field(body, "TransactionID"),
      amount: Number(field(body, "Amount")),
      initiatorOk: initiatorOk(body),
      resultUrl: field(body, "ResultURL"),
      timeoutUrl: field(body, "QueueTimeOutURL"),
    });
    res.json(accepted(refund));
  });

  router.post("/mpesa/b2c/v3/paymentrequest", bearer, json, (req, res) => {
    const body = checked(req, res, B2C_FIELDS);
    if (!body) return;
    const originatorConversationId = field(body, "OriginatorConversationID");
    // The guard against paying twice (B.1): a reused id is refused, whatever became of the first.
    if (store.hasConversation(originatorConversationId)) {
      return refuse(res, "500.002.1001", "Duplicate OriginatorConversationID.");
    }
    const refund = store.b2c({
      originatorConversationId,
      phone: field(body, "PartyB"),
      amount: Number(field(body, "Amount")),
      initiatorOk: initiatorOk(body, "InitiatorName"),
      resultUrl: field(body, "ResultURL"),
      timeoutUrl: field(body, "QueueTimeOutURL"),
    });
    res.json(accepted(refund));
  });

  router.post("/mpesa/transactionstatus/v1/query", bearer, json, (req, res) => {
    const body = checked(req, res, STATUS_FIELDS);
    if (!body) return;
    const receipt = field(body, "TransactionID");
    // Either name for the conversation asked about: which one Daraja reads is UNCONFIRMED (B.7).
    const conversation =
      field(body, "OriginalConversationID") || field(body, "OriginatorConversationID");
    if (!receipt && !conversation)
      return refuse(res, "400.002.02", "Bad Request - Invalid TransactionID");
    const ids = store.status({
      ...(receipt ? { receipt } : { originatorConversationId: conversation }),
      initiatorOk: initiatorOk(body),
      resultUrl: field(body, "ResultURL"),
    });
    res.json(accepted(ids));
  });

  // --- Control, for tests and people ---

  const Script = z.object({
    phone: z.string().regex(MSISDN, "must be 2547XXXXXXXX or 2541XXXXXXXX"),
    outcome: z.enum(REFUND_OUTCOMES),
    resultCode: z
      .string()
      .regex(/^[A-Z0-9_]{1,12}$/)
      .optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  });

  router.post("/control/refund-script", json, (req, res) => {
    const script = controlBody(Script, req, res);
    if (!script) return;
    const { phone, outcome, resultCode, delayMs } = script;
    store.script(phone, { outcome, resultCode, delayMs: delayMs ?? 200 });
    res.status(204).end();
  });

  router.get("/control/refunds", (req, res) => {
    const phone = typeof req.query.phone === "string" ? req.query.phone : undefined;
    res.set("Cache-Control", "no-store").json(store.list(phone).map(refundView));
  });

  return router;
}
