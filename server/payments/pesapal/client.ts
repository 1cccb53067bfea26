// The Pesapal API 3.0 client (payment-providers.md section B): a short-lived token shared by all
// callers, one IPN registration per URL, orders, status queries and refund requests
// (refunds-and-ledgers.md C). Every call gives up after timeoutMs with a ProviderError; what an
// answer means for a booking (or the ledger) is decided by the caller.
import type { PesapalConfig } from "../../config.ts";
import { ProviderError, type PesapalApi, type PesapalRefundsApi } from "../types.ts";
import {
  describeError,
  isTrackingId,
  parseIpnList,
  parseIpnRegistration,
  parseOrderResponse,
  parseRefundResponse,
  parseToken,
  parseTransactionStatus,
  PESAPAL_PATHS,
  refundRequestBody,
  submitOrderBody,
} from "./wire.ts";

export type PesapalClientConfig = PesapalConfig & { timeoutMs: number };

export type PesapalClient = PesapalApi &
  PesapalRefundsApi & {
    /** The ipn_id for this IPN URL: an existing registration when Pesapal has one, else a new one. */
    ipnId(url: string): Promise<string>;
  };

type Answer = { status: number; body: unknown };

export function createPesapalClient(
  config: PesapalClientConfig,
  { now = () => new Date() }: { now?: () => Date } = {},
): PesapalClient {
  let token: { value: string; useUntil: number } | undefined;
  let tokenRequest: Promise<string> | undefined;
  const ipnIds = new Map<string, Promise<string>>();

  async function send(
    method: "GET" | "POST",
    path: string,
    { body, bearer }: { body?: unknown; bearer?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/json",
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const what = `Pesapal ${method} ${path.split("?")[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers reading the body too: a server that stalls mid-answer is cut off as well.
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new ProviderError(
        timedOut
          ? `${what} did not answer within ${config.timeoutMs} ms`
          : `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        undefined,
        error,
      );
    }
    try {
      return { status, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
    } catch {
      throw new ProviderError(`${what} answered HTTP ${status} with no JSON`, undefined, text);
    }
  }

  function accessToken(): Promise<string> {
    if (token && now().getTime() < token.useUntil) return Promise.resolve(token.value);
    // Callers arriving while a token is on its way wait for that one.
    tokenRequest ??= (async () => {
      try {
        const requestedAt = now();
        const { body } = await send("POST", PESAPAL_PATHS.token, {
          body: { consumer_key: config.consumerKey, consumer_secret: config.consumerSecret },
        });
        const { token: value, useUntil } = parseToken(body, requestedAt);
        token = { value, useUntil };
        return value;
      } finally {
        tokenRequest = undefined;
      }
    })();
    return tokenRequest;
  }

  /** A call with the token; a 401 (token revoked or expired early) gets one retry with a new one. */
  async function authorized(method: "GET" | "POST", path: string, body?: unknown) {
    const bearer = await accessToken();
    const answer = await send(method, path, { body, bearer });
    if (answer.status !== 401) return answer;
    if (token?.value === bearer) token = undefined;
    return send(method, path, { body, bearer: await accessToken() });
  }

  function refusedUnlessOk(answer: Answer, what: string): void {
    if (answer.status < 200 || answer.status > 299) {
      throw new ProviderError(
        `Pesapal ${what} answered HTTP ${answer.status} (${describeError(answer.body)})`,
        undefined,
        answer.body,
      );
    }
  }

  async function findOrRegisterIpn(url: string): Promise<string> {
    const list = await authorized("GET", PESAPAL_PATHS.ipnList);
    refusedUnlessOk(list, "GetIpnList");
    const existing = parseIpnList(list.body).find((entry) => entry.url === url);
    if (existing) return existing.ipnId;
    const registered = await authorized("POST", PESAPAL_PATHS.registerIpn, {
      url,
      // GET: the notification is the query string, which no body parser can get wrong.
      ipn_notification_type: "GET",
    });
    refusedUnlessOk(registered, "RegisterIPN");
    return parseIpnRegistration(registered.body);
  }

  const client: PesapalClient = {
    ipnId(url) {
      let id = ipnIds.get(url);
      if (!id) {
        const request = findOrRegisterIpn(url);
        // A failure is not remembered: the next order asks Pesapal again.
        request.catch(() => {
          if (ipnIds.get(url) === request) ipnIds.delete(url);
        });
        ipnIds.set(url, request);
        id = request;
      }
      return id;
    },

    async submitOrder(order) {
      const draft = submitOrderBody(order); // refuses a bad order before any network call
      const body = { ...draft, notification_id: await client.ipnId(order.ipnUrl) };
      const answer = await authorized("POST", PESAPAL_PATHS.submitOrder, body);
      refusedUnlessOk(answer, "SubmitOrderRequest");
      return parseOrderResponse(answer.body);
    },

    async transactionStatus(orderTrackingId) {
      if (!isTrackingId(orderTrackingId)) {
        throw new ProviderError(
          `Not a Pesapal order tracking id: ${JSON.stringify(orderTrackingId)}`,
        );
      }
      const query = new URLSearchParams({ orderTrackingId });
      const answer = await authorized("GET", `${PESAPAL_PATHS.transactionStatus}?${query}`);
      // No HTTP check here: "not paid yet" may come as an HTTP error (parseTransactionStatus).
      return parseTransactionStatus(answer.status, answer.body);
    },

    async refund(request) {
      const body = refundRequestBody(request); // refuses a bad request before any network call
      const answer = await authorized("POST", PESAPAL_PATHS.refund, body);
      // No HTTP check here either: a refusal's message may come with an HTTP error.
      return parseRefundResponse(answer.status, answer.body);
    },
  };
  return client;
}
