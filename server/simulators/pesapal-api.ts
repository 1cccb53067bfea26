// The simulator's API (payment-providers.md section B): a token, the IPN registrations, an
// order submitted, its status; every call but the token's needs a live token.
import { randomBytes, randomUUID } from "node:crypto";
import express from "express";
import {
  isMerchantReference,
  PESAPAL_PATHS,
  type IpnRecord,
  type SubmitOrderBody,
  type SubmitOrderResponse,
  type TokenResponse,
} from "../payments/pesapal/wire.ts";
import {
  apiError,
  isHttpUrl,
  PROCESSED,
  refuse,
  textField,
  type Ipn,
  type Order,
  type PesapalWorld,
} from "./pesapal-world.ts";

const TOKEN_LIFETIME_MS = 5 * 60_000;
const CURRENCIES = new Set(["KES", "USD", "UGX", "TZS"]);

export function pesapalApiRoutes(world: PesapalWorld): express.Router {
  const { options, now, tokens, ipns, orders, references, calls, statusBody } = world;
  const router = express.Router();
  const json = express.json({ limit: "32kb" });

  router.use("/api", (req, _res, next) => {
    calls.push({ method: req.method, path: `/api${req.path}` });
    if (calls.length > 1_000) calls.shift();
    next();
  });

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

  router.get(PESAPAL_PATHS.transactionStatus, (req, res) => {
    const order = orders.get(String(req.query.orderTrackingId ?? ""));
    if (!order) {
      refuse(res, 404, "order_not_found", "No order has this orderTrackingId");
      return;
    }
    const body = statusBody(order);
    res.status(body.status === "500" ? (options.pendingHttpStatus ?? 500) : 200).json(body);
  });

  return router;
}
