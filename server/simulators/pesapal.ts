// A Pesapal API 3.0 look-alike (payment-providers.md section B) for development and tests: the
// same paths and JSON, a hosted card page with test cards, IPNs to the registered URL. The real
// client talks to it over HTTP. State lives in memory. Where Pesapal's behaviour is UNCONFIRMED
// (HTTP status codes of refusals, error codes) the simulator picks the case harder for a client.
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { motel } from "../../content/motel.ts";
import { createLogger, type Logger } from "../observability/logger.ts";
import {
  isIpnAcknowledgement,
  isMerchantReference,
  PESAPAL_PATHS,
  type IpnRecord,
  type PesapalNotification,
  type SubmitOrderBody,
  type SubmitOrderResponse,
  type TokenResponse,
  type TransactionStatusBody,
} from "../payments/pesapal/wire.ts";
import {
  CARD_CSS,
  cardPage,
  messagePage,
  TEST_CARDS,
  type CardErrors,
  type CardFields,
} from "./pesapal-page.ts";
import { withoutCallbackSecret } from "./local-only.ts";
import { pesapalRefundRoutes, type SimulatedRefund } from "./pesapal-refunds.ts";

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

type Ipn = { id: string; url: string; method: "GET" | "POST"; createdAt: Date };

type Order = {
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

const TOKEN_LIFETIME_MS = 5 * 60_000;
const CURRENCIES = new Set(["KES", "USD", "UGX", "TZS"]);
const PROCESSED = "Request processed successfully";
/** The official failed sample's description (B.5). */
const DECLINED = "Unable to Authorize Transaction.Kindly contact your bank for assistance";
/** UNCONFIRMED: Pesapal's text for a completed payment is not documented. */
const APPROVED = "Payment completed successfully";
const REVERSED = "Payment reversed";
const STATUS: Record<SimulatedOutcome, { code: number; description: string; text: string }> = {
  completed: { code: 1, description: "Completed", text: APPROVED },
  failed: { code: 2, description: "Failed", text: DECLINED },
  reversed: { code: 3, description: "Reversed", text: REVERSED },
};

function apiError(code: string, message: string) {
  return { error_type: "api_error", code, message };
}

/** A Pesapal-style refusal: the error object and the status as a string. */
function refuse(
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

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || !URL.canParse(value)) return false;
  return ["http:", "https:"].includes(new URL(value).protocol);
}

function textField(value: unknown): string {
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

function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/** The hosted card page and its style: what a guest's browser opens (in the wizard's frame). */
export const PESAPAL_CARD_PAGE = "/iframe/PesapalIframe3/Index";
export const PESAPAL_PUBLIC_PATHS = [PESAPAL_CARD_PAGE, "/static/card.css"];

/** An IPN delivery as the controls show it: the address without its secret. */
function shownDelivery(delivery: IpnDelivery): IpnDelivery {
  return { ...delivery, url: withoutCallbackSecret(delivery.url) };
}

export function pesapalSimulator(options: PesapalSimulatorOptions): express.Router {
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

  const router = express.Router();
  const json = express.json({ limit: "32kb" });

  router.use("/api", (req, _res, next) => {
    calls.push({ method: req.method, path: `/api${req.path}` });
    if (calls.length > 1_000) calls.shift();
    next();
  });

  // --- API -----------------------------------------------------------------------------------

  router.post(PESAPAL_PATHS.token, json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (
      body.consumer_key !== options.consumerKey ||
      body.consumer_secret !== options.consumerSecret
    ) {
      // The observed body; its HTTP status is UNCONFIRMED, and a 200 tests that clients read it.
      res.json({
        error: apiError("invalid_consumer_key_or_secret_provided", ""),
        status: "500",
      });
      return;
    }
    const issued = now().getTime();
    for (const [token, until] of tokens) if (until <= issued) tokens.delete(token);
    const token = randomBytes(32).toString("base64url");
    tokens.set(token, issued + TOKEN_LIFETIME_MS);
    const answer: TokenResponse = {
      token,
      expiryDate: new Date(issued + TOKEN_LIFETIME_MS).toISOString(),
      error: null,
      status: "200",
      message: PROCESSED,
    };
    res.json(answer);
  });

  // Everything else needs a live token.
  router.use(["/api/URLSetup", "/api/Transactions"], (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const until = token === undefined ? undefined : tokens.get(token);
    if (until === undefined || until <= now().getTime()) {
      refuse(res, 401, "invalid_token", "The access token is missing, unknown or expired");
      return;
    }
    next();
  });

  function ipnRecord(ipn: Ipn): IpnRecord {
    return {
      url: ipn.url,
      created_date: ipn.createdAt.toISOString(),
      ipn_id: ipn.id,
      notification_type: ipn.method === "GET" ? 0 : 1,
      ipn_notification_type_description: ipn.method,
      ipn_status: 1,
      ipn_status_decription: "Active",
      error: null,
      status: "200",
    };
  }

  router.post(PESAPAL_PATHS.registerIpn, json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const method = textField(body.ipn_notification_type).toUpperCase();
    if (!isHttpUrl(body.url)) {
      refuse(res, 400, "invalid_ipn_url", "url must be an http(s) URL");
      return;
    }
    if (method !== "GET" && method !== "POST") {
      refuse(
        res,
        400,
        "invalid_ipn_notification_type",
        "ipn_notification_type must be GET or POST",
      );
      return;
    }
    // Like Pesapal, registering a URL again gives a new id: clients should look in the list first.
    const ipn: Ipn = { id: randomUUID(), url: body.url, method, createdAt: now() };
    ipns.set(ipn.id, ipn);
    res.json({ ...ipnRecord(ipn), message: PROCESSED });
  });

  router.get(PESAPAL_PATHS.ipnList, (_req, res) => {
    res.json([...ipns.values()].map(ipnRecord));
  });

  function orderProblem(
    body: Record<string, unknown>,
  ): [code: string, message: string] | undefined {
    const billing = body.billing_address as Record<string, unknown> | undefined;
    const amount = typeof body.amount === "number" ? body.amount : Number.NaN;
    const description = typeof body.description === "string" ? body.description : "";
    const cancel = body.cancellation_url;
    if (!isMerchantReference(body.id)) {
      return ["invalid_merchant_reference", "id must be 1-50 characters of A-Z a-z 0-9 . _ : -"];
    }
    if (references.has(body.id)) {
      return ["duplicate_merchant_reference", `An order with id ${body.id} already exists`];
    }
    if (typeof body.currency !== "string" || !CURRENCIES.has(body.currency)) {
      return ["invalid_currency", `currency must be one of ${[...CURRENCIES].join(", ")}`];
    }
    if (!(amount > 0) || !Number.isFinite(amount)) {
      return ["invalid_amount", "amount must be a number above 0"];
    }
    if (description.trim() === "" || description.length > 100) {
      return ["invalid_description", "description must be 1-100 characters"];
    }
    if (!isHttpUrl(body.callback_url)) {
      return ["invalid_callback_url", "callback_url must be an http(s) URL"];
    }
    if (cancel !== undefined && cancel !== null && cancel !== "" && !isHttpUrl(cancel)) {
      return ["invalid_cancellation_url", "cancellation_url must be an http(s) URL"];
    }
    if (typeof body.notification_id !== "string" || !ipns.has(body.notification_id)) {
      return ["invalid_notification_id", "notification_id is not a registered IPN id"];
    }
    const mode = body.redirect_mode;
    if (mode !== undefined && mode !== "" && mode !== "TOP_WINDOW" && mode !== "PARENT_WINDOW") {
      return ["invalid_redirect_mode", "redirect_mode must be TOP_WINDOW or PARENT_WINDOW"];
    }
    if (!billing || (!textField(billing.email_address) && !textField(billing.phone_number))) {
      return [
        "invalid_billing_address",
        "billing_address needs an email_address or a phone_number",
      ];
    }
    return undefined;
  }

  router.post(PESAPAL_PATHS.submitOrder, json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const problem = orderProblem(body);
    if (problem) {
      const refused: Omit<SubmitOrderResponse, "error" | "status"> = {
        order_tracking_id: null,
        merchant_reference: typeof body.id === "string" ? body.id : null,
        redirect_url: null,
      };
      refuse(res, 400, ...problem, refused);
      return;
    }
    const order: Order = {
      trackingId: randomUUID(),
      body: body as SubmitOrderBody,
      amount: body.amount as number,
      createdAt: now(),
      ipnDeliveries: [],
    };
    orders.set(order.trackingId, order);
    references.add(order.body.id);
    // The page's origin is the one the caller used, so the simulator works behind any port.
    const query = new URLSearchParams({ OrderTrackingId: order.trackingId });
    const answer: SubmitOrderResponse = {
      order_tracking_id: order.trackingId,
      merchant_reference: order.body.id,
      redirect_url: `${req.protocol}://${req.get("host")}${req.baseUrl}/iframe/PesapalIframe3/Index/?${query}`,
      error: null,
      status: "200",
    };
    res.json(answer);
  });

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

  router.get(PESAPAL_PATHS.transactionStatus, (req, res) => {
    const order = orders.get(String(req.query.orderTrackingId ?? ""));
    if (!order) {
      refuse(res, 404, "order_not_found", "No order has this orderTrackingId");
      return;
    }
    const body = statusBody(order);
    res.status(body.status === "500" ? (options.pendingHttpStatus ?? 500) : 200).json(body);
  });

  router.use(
    pesapalRefundRoutes({
      orders: () => orders.values(),
      reverse,
      refundDelayMs: options.refundDelayMs ?? 200,
      now,
    }),
  );

  // --- IPN -----------------------------------------------------------------------------------

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

  // --- The hosted card page --------------------------------------------------------------------

  router.get("/static/card.css", (_req, res) => {
    res.type("text/css").set("Cache-Control", "public, max-age=3600").send(CARD_CSS);
  });

  const PAGE = PESAPAL_CARD_PAGE;
  const urlencoded = express.urlencoded({ extended: false, limit: "8kb" });

  function pageTarget(order: Order): "_top" | "_parent" {
    return order.body.redirect_mode === "PARENT_WINDOW" ? "_parent" : "_top";
  }

  /**
   * The page's own policy, as Pesapal's page has its own: the merchant's site (the callback's
   * origin) may frame it, and the form may end on the callback, on whatever origin it is.
   */
  function pageHeaders(res: Response, order: Order | undefined): void {
    const merchant = order
      ? [originOf(order.body.callback_url), originOf(order.body.cancellation_url ?? "")]
      : [];
    const origins = [...new Set(["'self'", ...merchant.filter((o) => o !== undefined)])].join(" ");
    res.set({
      "Content-Security-Policy": `default-src 'none'; style-src 'self'; form-action ${origins}; frame-ancestors ${origins}; base-uri 'none'`,
      "Cache-Control": "no-store",
    });
    res.removeHeader("X-Frame-Options"); // frame-ancestors above says who may frame the page
    res.type("html");
  }

  function settledPage(req: Request, res: Response, order: Order): void {
    const verb = order.settlement!.status === "completed" ? "paid" : order.settlement!.status;
    res.status(409).send(
      messagePage(req.baseUrl, "This order is closed", `This order has already been ${verb}.`, {
        href: callbackUrl(order, "CALLBACKURL"),
        label: `Return to ${merchant}`,
        target: pageTarget(order),
      }),
    );
  }

  function showCard(
    req: Request,
    res: Response,
    order: Order,
    values?: Partial<CardFields>,
    errors?: CardErrors,
  ) {
    res.send(
      cardPage({
        base: req.baseUrl,
        merchant,
        description: order.body.description,
        amount: order.amount,
        currency: order.body.currency,
        orderTrackingId: order.trackingId,
        target: pageTarget(order),
        // Without a cancellation_url, Cancel goes back to the merchant like a finished payment.
        cancelUrl: order.body.cancellation_url || callbackUrl(order, "CALLBACKURL"),
        values,
        errors,
      }),
    );
  }

  /** The page's order when it can still be paid; otherwise answers with why not. */
  function payableOrder(req: Request, res: Response): Order | undefined {
    const order = orders.get(String(req.query.OrderTrackingId ?? ""));
    pageHeaders(res, order);
    if (!order) {
      res
        .status(404)
        .send(messagePage(req.baseUrl, "Order not found", "This payment link is not valid."));
    } else if (order.settlement) {
      settledPage(req, res, order);
    } else {
      return order;
    }
    return undefined;
  }

  router.get(PAGE, (req, res) => {
    const order = payableOrder(req, res);
    if (order) showCard(req, res, order);
  });

  router.post(PAGE, urlencoded, (req, res) => {
    const order = payableOrder(req, res);
    if (!order) return;
    const form = (req.body ?? {}) as Record<string, unknown>;
    const values: CardFields = {
      cardNumber: textField(form.cardNumber),
      expiry: textField(form.expiry),
      cvv: textField(form.cvv),
      name: textField(form.name),
    };
    const { card, errors } = checkCard(values, now());
    if (!card) {
      res.status(422);
      showCard(req, res, order, values, errors);
      return;
    }
    settle(order, card === TEST_CARDS.success ? "completed" : "failed", card);
    // Like Pesapal, the IPN and the browser's return race each other.
    void sendIpn(order);
    res.redirect(303, callbackUrl(order, "CALLBACKURL"));
  });

  // --- Test control ----------------------------------------------------------------------------

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

  router.get("/control/orders", (_req, res) => {
    res.set("Cache-Control", "no-store").json([...orders.values()].map(summary));
  });

  /**
   * Settles an order as if paid on the page ("reversed" only after "completed"), by card or with
   * `"mobileMoney": true` by M-Pesa; waits for the IPN.
   */
  router.post("/control/outcome", json, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    const outcome = body.outcome;
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    if (typeof outcome !== "string" || !Object.hasOwn(STATUS, outcome)) {
      res.status(400).json({ error: "outcome must be completed, failed or reversed" });
      return;
    }
    const from = order.settlement?.status;
    if (outcome === "reversed" ? from !== "completed" : from !== undefined) {
      res
        .status(409)
        .json({ error: `The order is ${from ?? "pending"}; it cannot become ${outcome}` });
      return;
    }
    settle(
      order,
      outcome as SimulatedOutcome,
      outcome === "failed" ? TEST_CARDS.decline : TEST_CARDS.success,
      body.mobileMoney === true,
    );
    const ipn = await sendIpn(order);
    res.json({ order: summary(order), ipn: shownDelivery(ipn) });
  });

  /** Makes the order's status answers report another currency or merchant reference. */
  router.post("/control/answer-as", json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    order.answerAs = {
      currency: text(body.currency),
      merchantReference: text(body.merchantReference),
    };
    res.json(summary(order));
  });

  router.get("/control/calls", (_req, res) => {
    res.set("Cache-Control", "no-store").json(calls);
  });

  /** Forgets every token, as if they had expired: clients must get a new one. */
  router.post("/control/revoke-tokens", (_req, res) => {
    tokens.clear();
    res.status(204).end();
  });

  /** Sends the order's IPN again (Pesapal re-sends when not acknowledged). */
  router.post("/control/ipn", json, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    res.json({ ipn: shownDelivery(await sendIpn(order)) });
  });

  // A body that is not JSON gets a Pesapal-style answer rather than the site's text page.
  const badBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== "number" || status >= 500) return next(error);
    refuse(res, status, "invalid_request", "The request body could not be read");
  };
  router.use(badBody);

  return router;
}

/** The card the form names when it is a test card with a usable expiry, CVV and name. */
function checkCard(values: CardFields, today: Date): { card?: string; errors: CardErrors } {
  const errors: CardErrors = {};
  const card = values.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(card)) errors.cardNumber = "Enter the card number.";
  else if (card !== TEST_CARDS.success && card !== TEST_CARDS.decline) {
    errors.cardNumber = "This simulator accepts only the test cards listed on this page.";
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(values.expiry);
  if (!expiry) errors.expiry = "Enter the expiry date as MM/YY.";
  else {
    const months = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
    if (months < today.getUTCFullYear() * 12 + today.getUTCMonth()) {
      errors.expiry = "This card has expired.";
    }
  }
  if (!/^\d{3,4}$/.test(values.cvv)) errors.cvv = "Enter the 3 or 4 digit security code.";
  if (values.name === "") errors.name = "Enter the name on the card.";
  return Object.keys(errors).length === 0 ? { card, errors } : { errors };
}

export type RunningPesapalSimulator = { url: string; close(): Promise<void> };

/**
 * The simulator on its own server at 127.0.0.1 (tests): `url` is the base URL for the client,
 * with the same /simulators/pesapal path as on the site.
 */
export async function startPesapalSimulator(
  options: Partial<PesapalSimulatorOptions> & { port?: number } = {},
): Promise<RunningPesapalSimulator> {
  const { port = 0, ...rest } = options;
  const app = express();
  app.disable("x-powered-by");
  app.use(
    "/simulators/pesapal",
    pesapalSimulator({
      consumerKey: "simulator-key",
      consumerSecret: "simulator-secret",
      logger: createLogger({ logLevel: "silent" }),
      ...rest,
    }),
  );
  const server = app.listen(port, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/simulators/pesapal`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
