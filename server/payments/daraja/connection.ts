// One Daraja app's HTTP connection: its OAuth token, fetched once and shared by every caller until
// it is due for renewal, and Bearer calls bounded by a timeout, a refused token dropped and the
// call made once more. The STK/C2B client and the refunds client both call through one, so a site
// whose app carries every product asks Daraja for one token, not one per client.
import { fetchErrorText } from "../fetch-error.ts";
import { ProviderError } from "../types.ts";
import { isInvalidToken, parseTokenResponse } from "./wire.ts";

export type DarajaApp = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Every call gives up after this long (the answer's body included). */
  timeoutMs: number;
};

export type DarajaAnswer = { status: number; body: unknown };

export type DarajaConnection = {
  /** POST with the app's token; `body` is called per attempt (STK passwords carry a timestamp). */
  post(what: string, path: string, body: () => unknown): Promise<DarajaAnswer>;
};

/** A token is renewed this long before Daraja says it expires (A.1). */
const TOKEN_MARGIN_MS = 60_000;

type Token = { value: string; renewAt: number };

export function createDarajaConnection(
  app: DarajaApp,
  { now = () => new Date() }: { now?: () => Date } = {},
): DarajaConnection {
  const base = app.baseUrl.replace(/\/+$/, "");
  let cached: Token | undefined;
  let inFlight: Promise<Token> | undefined;

  async function call(
    what: string,
    path: string,
    init: { method: "GET" | "POST"; authorization: string; body?: unknown },
  ): Promise<DarajaAnswer> {
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
        signal: AbortSignal.timeout(app.timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new ProviderError(
        timedOut
          ? `Daraja ${what}: no answer within ${app.timeoutMs} ms`
          : `Daraja ${what}: ${fetchErrorText(error)}`,
        undefined,
        error,
      );
    }
    return { status: response.status, body: parseJson(raw) };
  }

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${app.consumerKey}:${app.consumerSecret}`).toString("base64");
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

  return {
    async post(what, path, body) {
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
