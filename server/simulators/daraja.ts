// The Daraja simulator (PRODUCT.md decision 10): Daraja's OAuth, STK push and STK query with
// their real wire formats and refusals (payment-providers.md section A), so the real client is
// what runs; a simulated phone page to answer prompts; control endpoints for tests. In memory.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { motel } from "../../content/motel.ts";
import { msisdn as fullMsisdn, nineDigits } from "../../domain/phone.ts";
import { z } from "../../domain/zod.ts";
import type { Logger } from "../observability/logger.ts";
import { darajaPassword } from "../payments/daraja/wire.ts";
import { PaybillStore, isRegistrableUrl, paybillPage } from "./daraja-paybill.ts";
import { controlBody } from "./control.ts";
import { darajaRefundRoutes } from "./daraja-refund-routes.ts";
import { RefundStore, type SimulatedInitiator } from "./daraja-refunds.ts";
import { PHONE_CSS, SIMULATOR_PIN, phoneDocument, phonePage } from "./daraja-phone.ts";
import {
  field,
  invalid,
  isCallbackUrl,
  jsonBody,
  MSISDN,
  refuse,
  type Refusal,
} from "./daraja-http.ts";
import {
  PromptStore,
  SCRIPTED_OUTCOMES,
  merchantRequestId,
  promptView,
  type NewPrompt,
} from "./daraja-prompts.ts";

export type DarajaSimulatorOptions = {
  shortCode: string;
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
  /** How long a prompt waits for the phone before it times out (1037). */
  promptSeconds: number;
  logger: Logger;
  /** Where browsers reach this router, when a proxy changes paths; default: where it is mounted. */
  publicBasePath?: string;
  /** The payee the prompt names; default the motel's name. */
  businessName?: string;
  /** How long one callback POST may take; default 10 s. */
  callbackTimeoutMs?: number;
  /**
   * Called after a push is accepted (the prompt is on the phone) and before the answer goes back:
   * tests stop the site in that window, as a crash can (issue 37). Absent on the site's own.
   */
  beforePushAnswer?: (prompt: { checkoutRequestId: string; phone: string }) => Promise<void>;
  /**
   * Reversal, B2C and Transaction Status (daraja-refunds.ts) for this API operator; absent: those
   * APIs are not there, as on a Daraja app without the products. Results come after
   * resultDelayMs (default 200 ms) unless scripted.
   */
  refunds?: { initiator: SimulatedInitiator; resultDelayMs?: number };
};

/** The simulator as a router; the site mounts it at /simulators/daraja. */
export function darajaSimulator(options: DarajaSimulatorOptions): express.Router {
  return createDarajaSimulator(options).router;
}

export type RunningDarajaSimulator = {
  /** The base URL for the client (DARAJA_BASE_URL); the phone page is `${url}/phone`. */
  url: string;
  close(): Promise<void>;
};

/** The simulator alone on 127.0.0.1 (port 0: any free one), for tests that outlive the site. */
export async function startDarajaSimulator({
  port = 0,
  ...options
}: DarajaSimulatorOptions & { port?: number }): Promise<RunningDarajaSimulator> {
  const simulator = createDarajaSimulator(options);
  const app = express();
  app.disable("x-powered-by");
  app.use(simulator.router);
  const server = createServer(app);
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    async close() {
      simulator.store.close();
      simulator.refunds?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function createDarajaSimulator(options: DarajaSimulatorOptions) {
  const logger = options.logger.child({ simulator: "daraja" });
  const store = new PromptStore({
    promptSeconds: options.promptSeconds,
    logger,
    callbackTimeoutMs: options.callbackTimeoutMs ?? 10_000,
  });
  const paybill = new PaybillStore({ logger, timeoutMs: options.callbackTimeoutMs ?? 10_000 });
  const refunds =
    options.refunds &&
    new RefundStore({
      initiator: options.refunds.initiator,
      // What a reversal gives back: a paid prompt, or a Paybill payment.
      paymentOf: (receipt) => {
        const prompt = store.list().find((p) => p.receipt === receipt);
        if (prompt) return { amount: prompt.amount, phone: prompt.phone };
        const payment = paybill.list().find((p) => p.transId === receipt);
        return payment && { amount: payment.amount, phone: payment.msisdn };
      },
      resultDelayMs: options.refunds.resultDelayMs ?? 200,
      callbackTimeoutMs: options.callbackTimeoutMs ?? 10_000,
      logger,
    });
  const businessName = options.businessName ?? motel.name;
  const base = (mountedAt: string) => options.publicBasePath ?? mountedAt;

  /** BusinessShortCode, Timestamp and Password, checked as for every Daraja call. */
  function credentialsRefusal(body: Record<string, unknown>): Refusal | undefined {
    const shortCode = field(body, "BusinessShortCode");
    const timestamp = field(body, "Timestamp");
    if (!/^\d{5,7}$/.test(shortCode)) return invalid("BusinessShortCode");
    if (!/^\d{14}$/.test(timestamp)) return invalid("Timestamp");
    if (shortCode !== options.shortCode) {
      return { errorCode: "500.001.1001", errorMessage: "Merchant does not exist" };
    }
    if (field(body, "Password") !== darajaPassword(shortCode, options.passkey, timestamp)) {
      return { errorCode: "500.001.1001", errorMessage: "Wrong credentials" };
    }
    return undefined;
  }

  function checkPush(body: Record<string, unknown>): Refusal | NewPrompt {
    const refusal = credentialsRefusal(body);
    if (refusal) return refusal;
    const type = field(body, "TransactionType");
    if (type !== "CustomerPayBillOnline" && type !== "CustomerBuyGoodsOnline") {
      return invalid("TransactionType");
    }
    const amount = field(body, "Amount");
    if (!/^[1-9]\d*$/.test(amount)) return invalid("Amount");
    if (!MSISDN.test(field(body, "PartyA"))) return invalid("PartyA");
    if (!/^\d{5,7}$/.test(field(body, "PartyB"))) return invalid("PartyB");
    const phone = field(body, "PhoneNumber");
    if (!MSISDN.test(phone)) return invalid("PhoneNumber");
    const callbackUrl = field(body, "CallBackURL");
    if (!isCallbackUrl(callbackUrl)) return invalid("CallBackURL");
    const accountReference = field(body, "AccountReference");
    if (accountReference.length < 1 || accountReference.length > 12) {
      return invalid("AccountReference");
    }
    const description = field(body, "TransactionDesc");
    if (description.length < 1 || description.length > 13) return invalid("Remarks");
    return { phone, amount: Number(amount), accountReference, description, callbackUrl };
  }

  const bearer: RequestHandler = (req, res, next) => {
    const token = /^Bearer (\S+)$/.exec(req.get("authorization") ?? "")?.[1];
    if (!token) refuse(res, "404.001.04", "Invalid Authentication Header");
    else if (!store.isValidToken(token)) refuse(res, "404.001.03", "Invalid Access Token");
    else next();
  };
  const json = express.json({ limit: "16kb" });

  const router = express.Router();

  // --- Daraja's API ---

  router.get("/oauth/v1/generate", (req, res) => {
    const [scheme, encoded] = (req.get("authorization") ?? "").split(" ");
    const expected = `${options.consumerKey}:${options.consumerSecret}`;
    if (req.query.grant_type !== "client_credentials") {
      refuse(res, "400.008.02", "Invalid grant type passed");
    } else if (scheme !== "Basic" || Buffer.from(encoded ?? "", "base64").toString() !== expected) {
      refuse(res, "400.008.01", "Invalid Authentication passed");
    } else {
      res.json(store.issueToken());
    }
  });

  router.post("/mpesa/stkpush/v1/processrequest", bearer, json, (req, res) => {
    const body = jsonBody(req.body);
    if (!body) return refuse(res, "400.002.05", "Invalid Request Payload");
    const checked = checkPush(body);
    if ("errorCode" in checked) return refuse(res, checked.errorCode, checked.errorMessage);
    if (store.hasPending(checked.phone)) {
      return refuse(
        res,
        "500.001.1001",
        "Unable to lock subscriber, a transaction is already in process for the current subscriber",
      );
    }
    const prompt = store.create(checked);
    logger.info(
      { checkoutRequestId: prompt.checkoutRequestId, scripted: prompt.scripted },
      `Daraja simulator: prompt sent; answer it at ${base(req.baseUrl)}/phone?msisdn=${prompt.phone}`,
    );
    const message = "Success. Request accepted for processing";
    const answer = () => {
      if (res.destroyed) return; // the site that asked is gone
      res.json({
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: message,
        CustomerMessage: message,
      });
    };
    if (!options.beforePushAnswer) return answer();
    options.beforePushAnswer(prompt).then(answer, answer);
  });

  router.post("/mpesa/stkpushquery/v1/query", bearer, json, (req, res) => {
    const body = jsonBody(req.body);
    if (!body) return refuse(res, "400.002.05", "Invalid Request Payload");
    const refusal = credentialsRefusal(body);
    if (refusal) return refuse(res, refusal.errorCode, refusal.errorMessage);
    const prompt = store.get(field(body, "CheckoutRequestID"));
    if (!prompt) return refuse(res, "400.002.02", "Bad Request - Invalid CheckoutRequestID");
    const answer = store.queryAnswer(prompt);
    res.status(answer.status).json(answer.body);
  });

  // C2B (Paybill): either version, as the real one answers only the one the app has (D.1).
  router.post("/mpesa/c2b/:version/registerurl", bearer, json, (req, res) => {
    if (req.params.version !== "v1" && req.params.version !== "v2") {
      return refuse(res, "404.001.01", "Resource not found");
    }
    const body = jsonBody(req.body);
    if (!body) return refuse(res, "400.002.05", "Invalid Request Payload");
    const shortCode = field(body, "ShortCode");
    const responseType = field(body, "ResponseType");
    const confirmation = field(body, "ConfirmationURL");
    const validation = field(body, "ValidationURL");
    if (!/^\d{5,7}$/.test(shortCode))
      return refuse(res, "400.002.02", "Bad Request - Invalid ShortCode");
    if (responseType !== "Completed" && responseType !== "Cancelled") {
      return refuse(res, "400.002.02", "Bad Request - Invalid ResponseType");
    }
    if (!isRegistrableUrl(confirmation)) {
      return refuse(res, "400.002.02", "Bad Request - Invalid ConfirmationURL");
    }
    if (!isRegistrableUrl(validation)) {
      return refuse(res, "400.002.02", "Bad Request - Invalid ValidationURL");
    }
    paybill.register(shortCode, { confirmation, validation, responseType });
    res.json({
      // Misspelt as Daraja spells it.
      OriginatorCoversationID: merchantRequestId(),
      ResponseCode: "0",
      ResponseDescription: "Success",
    });
  });

  // --- The simulated phone ---

  router.get("/phone.css", (_req, res) => {
    res.type("css").set("Cache-Control", "max-age=300").send(PHONE_CSS);
  });

  router.get("/phone", (req, res) => {
    const typed = typeof req.query.msisdn === "string" ? req.query.msisdn.trim() : "";
    const nine = nineDigits(typed);
    const msisdn = nine === undefined ? undefined : fullMsisdn(nine);
    const page = phonePage({
      base: base(req.baseUrl),
      businessName,
      msisdn,
      invalidNumber: typed !== "" && msisdn === undefined ? typed : undefined,
      prompts: msisdn ? store.list(msisdn) : [],
      now: new Date(),
    });
    res.type("html").set("Cache-Control", "no-store").send(page);
  });

  router.post(
    "/phone/answer",
    express.urlencoded({ extended: false, limit: "4kb" }),
    (req, res) => {
      const form = jsonBody(req.body) ?? {};
      const prompt = store.get(field(form, "checkoutRequestId"));
      const action = field(form, "action");
      if (!prompt || (action !== "accept" && action !== "cancel")) {
        res.status(400).type("text").send("No such prompt, or no Accept/Cancel");
        return;
      }
      const pin = field(form, "pin");
      // An answer to a prompt that already ended changes nothing; the page shows how it ended.
      store.resolve(
        prompt,
        action === "cancel" ? "cancelled" : pin === SIMULATOR_PIN ? "paid" : "wrong_pin",
      );
      res.redirect(303, `${base(req.baseUrl)}/phone?msisdn=${prompt.phone}`);
    },
  );

  const PaybillForm = z.object({
    msisdn: z.string().regex(MSISDN),
    business: z
      .string()
      .trim()
      .regex(/^\d{5,7}$/),
    account: z.string().trim().min(1).max(20),
    amount: z.coerce.number().int().min(1).max(250_000),
  });

  const paybillDocument = (
    req: express.Request,
    msisdn: string,
    last?: Awaited<ReturnType<PaybillStore["pay"]>>,
  ) =>
    phoneDocument({
      base: base(req.baseUrl),
      title: `Pay Bill from ${msisdn}`,
      body: paybillPage({
        base: base(req.baseUrl),
        msisdn,
        payments: paybill.list(msisdn),
        last,
        defaultShortCode: options.shortCode,
      }),
    });

  router.get("/phone/paybill", (req, res) => {
    const nine = nineDigits(typeof req.query.msisdn === "string" ? req.query.msisdn : "");
    if (nine === undefined) return void res.redirect(303, `${base(req.baseUrl)}/phone`);
    res
      .type("html")
      .set("Cache-Control", "no-store")
      .send(paybillDocument(req, fullMsisdn(nine)));
  });

  router.post(
    "/phone/paybill",
    express.urlencoded({ extended: false, limit: "4kb" }),
    async (req, res) => {
      const form = PaybillForm.safeParse(req.body);
      if (!form.success) {
        res.status(400).type("text").send("Give a business number, an account and a whole amount");
        return;
      }
      const { msisdn, business, account, amount } = form.data;
      const payment = await paybill.pay({ msisdn, shortCode: business, account, amount });
      res
        .type("html")
        .set("Cache-Control", "no-store")
        .send(paybillDocument(req, msisdn, payment));
    },
  );

  // --- Control, for tests ---

  // A Paybill payment as the phone page makes it, answered in JSON.
  router.post("/control/paybill", json, async (req, res) => {
    const form = controlBody(PaybillForm, req, res);
    if (!form) return;
    const { msisdn, business, account, amount } = form;
    res.json(await paybill.pay({ msisdn, shortCode: business, account, amount }));
  });

  const Script = z.object({
    phone: z.string().regex(MSISDN, "must be 2547XXXXXXXX or 2541XXXXXXXX"),
    outcome: z.enum(SCRIPTED_OUTCOMES),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  });

  router.post("/control/script", json, (req, res) => {
    const script = controlBody(Script, req, res);
    if (!script) return;
    store.script(script.phone, script.outcome, script.delayMs ?? 200);
    res.status(204).end();
  });

  router.get("/control/prompts", (req, res) => {
    const phone = typeof req.query.phone === "string" ? req.query.phone : undefined;
    res.set("Cache-Control", "no-store").json(store.list(phone).map(promptView));
  });

  router.get("/control/stats", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ tokensIssued: store.tokensIssued });
  });

  router.post("/control/expire-tokens", (_req, res) => {
    store.expireTokens();
    res.status(204).end();
  });

  if (refunds) router.use(darajaRefundRoutes(refunds, bearer));

  // Bodies that are not JSON get Daraja's answer on its API, a plain 400 elsewhere.
  const badBody: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (req.path.startsWith("/mpesa/")) return refuse(res, "400.002.05", "Invalid Request Payload");
    const status = (error as { status?: unknown }).status;
    res
      .status(typeof status === "number" && status >= 400 && status < 500 ? status : 400)
      .type("text")
      .send("Bad Request");
  };
  router.use(badBody);

  return { router, store, refunds };
}
