// The Daraja (M-Pesa Express) client: OAuth token, STK push, STK query over HTTP, each call
// bounded by a timeout. It only translates; what a result means for a booking is decided in
// server/bookings/. Wire formats live in wire.ts.
import type { DarajaConfig } from "../../config.ts";
import { isRecord } from "../../request-body.ts";
import { fetchErrorText } from "../fetch-error.ts";
import {
  ProviderError,
  type DarajaApi,
  type PaymentOutcome,
  type StkPushAccepted,
  type StkPushRequest,
} from "../types.ts";
import { alreadyRegistered, registerUrlBody } from "./c2b.ts";
import {
  darajaError,
  darajaTimestamp,
  isInvalidToken,
  parseQueryResponse,
  parseStkPushResponse,
  parseTokenResponse,
  stkPushBody,
  stkQueryBody,
} from "./wire.ts";

export type DarajaClientConfig = DarajaConfig & { timeoutMs: number };

/** A token is renewed this long before Daraja says it expires (A.1). */
const TOKEN_MARGIN_MS = 60_000;

type Answer = { status: number; body: unknown };
type Token = { value: string; renewAt: number };

export function createDarajaClient(
  config: DarajaClientConfig,
  { now = () => new Date() }: { now?: () => Date } = {},
): DarajaApi {
  const base = config.baseUrl.replace(/\/+$/, "");
  let cached: Token | undefined;
  let inFlight: Promise<Token> | undefined;

  async function call(
    what: string,
    path: string,
    init: { method: "GET" | "POST"; authorization: string; body?: unknown },
  ): Promise<Answer> {
    let response: Response;
    let raw: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          Authorization: init.authorization,
          Accept: "application/json",
          ...(init.body !== undefined && { "Content-Type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // Covers reading the body too: a provider that stalls mid-answer is cut off as well.
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new ProviderError(
        timedOut
          ? `Daraja ${what}: no answer within ${config.timeoutMs} ms`
          : `Daraja ${what}: ${fetchErrorText(error)}`,
        undefined,
        error,
      );
    }
    return { status: response.status, body: parseJson(raw) };
  }

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString("base64");
    const { status, body } = await call(
      "token request",
      "/oauth/v1/generate?grant_type=client_credentials",
      { method: "GET", authorization: `Basic ${basic}` },
    );
    const { accessToken, expiresInSeconds } = parseTokenResponse(status, body);
    const lifetimeMs = Math.max(0, expiresInSeconds * 1000 - TOKEN_MARGIN_MS);
    return { value: accessToken, renewAt: now().getTime() + lifetimeMs };
  }

  /** The cached token, or one fetch shared by everyone who asks while it runs. */
  async function token(): Promise<Token> {
    if (cached && now().getTime() < cached.renewAt) return cached;
    inFlight ??= fetchToken()
      .then((fresh) => (cached = fresh))
      .finally(() => (inFlight = undefined));
    return inFlight;
  }

  /** A Bearer call; a refused token is dropped and the call made once more with a new one. */
  async function authorized(what: string, path: string, body: () => unknown): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const used = await token();
      const answer = await call(what, path, {
        method: "POST",
        authorization: `Bearer ${used.value}`,
        body: body(),
      });
      if (attempt === 2 || !isInvalidToken(answer.status, answer.body)) return answer;
      // Another caller may already have replaced it.
      if (cached === used) cached = undefined;
    }
  }

  return {
    async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
      // Checked before any call: a bad request is our bug, not Daraja's answer.
      stkPushBody(config, request, darajaTimestamp(now()));
      const { status, body } = await authorized(
        "STK push",
        "/mpesa/stkpush/v1/processrequest",
        () => stkPushBody(config, request, darajaTimestamp(now())),
      );
      return parseStkPushResponse(status, body);
    },

    async stkQuery(checkoutRequestId: string): Promise<{ outcome: PaymentOutcome; raw: unknown }> {
      const { status, body } = await authorized("STK query", "/mpesa/stkpushquery/v1/query", () =>
        stkQueryBody(config, checkoutRequestId, darajaTimestamp(now())),
      );
      return { outcome: parseQueryResponse(status, body), raw: body };
    },

    async registerC2bUrls(urls) {
      const { c2b } = config;
      const { status, body } = await authorized(
        "C2B URL registration",
        `/mpesa/c2b/${c2b.version}/registerurl`,
        () => registerUrlBody(c2b.shortCode, urls, c2b.responseType),
      );
      if (alreadyRegistered(body)) return "already";
      if (status !== 200 || String(isRecord(body) ? body.ResponseCode : "") !== "0") {
        throw darajaError("C2B URL registration", status, body);
      }
      return "registered";
    },
  };
}

/** JSON when it is JSON; otherwise the text (an HTML error page), or undefined when empty. */
function parseJson(raw: string): unknown {
  if (raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
