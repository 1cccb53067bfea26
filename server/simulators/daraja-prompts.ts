// The Daraja simulator's memory: access tokens, the STK prompts sent to simulated phones, scripted
// outcomes, and the callbacks a resolved prompt sends (once, like Daraja: no retry).
import { randomBytes, randomInt } from "node:crypto";
import type { Logger } from "../observability/logger.ts";
import { fetchErrorText } from "../payments/fetch-error.ts";
import { darajaTimestamp } from "../payments/daraja/wire.ts";
import { withoutCallbackSecret } from "./local-only.ts";

/** How a prompt ends, with Daraja's texts (payment-providers.md A.4, A.5). */
const RESULTS = {
  paid: {
    code: 0,
    callbackDesc: "The service request is processed successfully.",
    queryDesc: "The service request is processed successfully.",
  },
  cancelled: {
    code: 1032,
    callbackDesc: "Request canceled by user.",
    queryDesc: "Request cancelled by user",
  },
  timeout: {
    code: 1037,
    callbackDesc: "No response from user.",
    queryDesc: "DS timeout user cannot be reached",
  },
  insufficient: {
    code: 1,
    callbackDesc: "The balance is insufficient for the transaction.",
    queryDesc: "The balance is insufficient for the transaction.",
  },
  wrong_pin: {
    code: 2001,
    callbackDesc: "The initiator information is invalid.",
    queryDesc: "The initiator information is invalid.",
  },
} as const;

export type PromptResult = keyof typeof RESULTS;
export type PromptState = "pending" | PromptResult;

/** What a test can script for the next push to a phone. */
export const SCRIPTED_OUTCOMES = [
  "success",
  "cancelled",
  "timeout",
  "insufficient",
  "wrong_pin",
  "no_callback",
  "success_no_callback",
  "duplicate_callback",
] as const;
export type ScriptedOutcome = (typeof SCRIPTED_OUTCOMES)[number];

/** How many callbacks a resolution sends. */
type Delivery = 0 | 1 | 2;

const SCRIPTS: Record<ScriptedOutcome, { result: PromptResult; callbacks: Delivery }> = {
  success: { result: "paid", callbacks: 1 },
  cancelled: { result: "cancelled", callbacks: 1 },
  timeout: { result: "timeout", callbacks: 1 },
  insufficient: { result: "insufficient", callbacks: 1 },
  wrong_pin: { result: "wrong_pin", callbacks: 1 },
  // Paid, but the callback is lost: only the query tells.
  no_callback: { result: "paid", callbacks: 0 },
  success_no_callback: { result: "paid", callbacks: 0 },
  duplicate_callback: { result: "paid", callbacks: 2 },
};

export type CallbackAttempt = { at: string; status?: number; error?: string };

export type Prompt = {
  merchantRequestId: string;
  checkoutRequestId: string;
  phone: string;
  amount: number;
  accountReference: string;
  description: string;
  callbackUrl: string;
  createdAt: Date;
  expiresAt: Date;
  state: PromptState;
  scripted?: ScriptedOutcome;
  answeredAt?: Date;
  receipt?: string;
  /** Each callback POST made, with the answer it got. */
  callbacks: CallbackAttempt[];
  /** How often the query was asked while pending: the two pending shapes alternate on it. */
  pendingQueries: number;
};

export type NewPrompt = Pick<
  Prompt,
  "phone" | "amount" | "accountReference" | "description" | "callbackUrl"
>;

export type PromptStoreOptions = {
  promptSeconds: number;
  logger: Logger;
  callbackTimeoutMs: number;
};

const TOKEN_SECONDS = 3599;
/** A long-running dev server forgets the oldest answered prompts beyond this many. */
const KEEP_PROMPTS = 1000;
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function randomFrom(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Shaped like the newer real ids: "234f-43a9-ae11-d0b0c2dbe930108127". */
export function merchantRequestId(): string {
  const hex = randomBytes(12).toString("hex");
  const digits = String(randomInt(1_000_000)).padStart(6, "0");
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}-${hex.slice(12)}${digits}`;
}

/** ws_CO_ + DDMMYYYYHHmmss + milliseconds + the MSISDN without 254, in Kenyan time (A.3). */
export function checkoutRequestId(instant: Date, phone: string): string {
  const t = darajaTimestamp(instant);
  const ms = String(instant.getUTCMilliseconds()).padStart(3, "0");
  return `ws_CO_${t.slice(6, 8)}${t.slice(4, 6)}${t.slice(0, 4)}${t.slice(8)}${ms}${phone.slice(3)}`;
}

export class PromptStore {
  readonly #options: PromptStoreOptions;
  readonly #tokens = new Map<string, number>();
  readonly #prompts = new Map<string, Prompt>();
  readonly #scripts = new Map<string, { outcome: ScriptedOutcome; delayMs: number }[]>();
  readonly #timers = new Map<string, NodeJS.Timeout[]>();
  readonly #closing = new AbortController();
  #tokensIssued = 0;
  #paidCount = 0;

  constructor(options: PromptStoreOptions) {
    this.#options = options;
  }

  // --- Tokens ---

  issueToken(): { access_token: string; expires_in: string } {
    const token = randomFrom(ALPHANUMERIC, 28);
    this.#tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    this.#tokensIssued++;
    return { access_token: token, expires_in: String(TOKEN_SECONDS) };
  }

  isValidToken(token: string): boolean {
    const expires = this.#tokens.get(token);
    return expires !== undefined && Date.now() < expires;
  }

  /** Every issued token stops working, as when Daraja revokes or expires them. */
  expireTokens(): void {
    this.#tokens.clear();
  }

  get tokensIssued(): number {
    return this.#tokensIssued;
  }

  // --- Prompts ---

  /** Queues an outcome for a later push to this phone (one push per script, in order). */
  script(phone: string, outcome: ScriptedOutcome, delayMs: number): void {
    const queue = this.#scripts.get(phone) ?? [];
    queue.push({ outcome, delayMs });
    this.#scripts.set(phone, queue);
  }

  hasPending(phone: string): boolean {
    return [...this.#prompts.values()].some((p) => p.phone === phone && p.state === "pending");
  }

  /** A prompt appears on the phone; it times out, or resolves as scripted. */
  create(fields: NewPrompt): Prompt {
    let createdAt = new Date();
    // Ids carry the millisecond: two pushes to one phone in the same one must still differ.
    while (this.#prompts.has(checkoutRequestId(createdAt, fields.phone))) {
      createdAt = new Date(createdAt.getTime() + 1);
    }
    const script = this.#scripts.get(fields.phone)?.shift();
    const prompt: Prompt = {
      ...fields,
      merchantRequestId: merchantRequestId(),
      checkoutRequestId: checkoutRequestId(createdAt, fields.phone),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + this.#options.promptSeconds * 1000),
      state: "pending",
      ...(script && { scripted: script.outcome }),
      callbacks: [],
      pendingQueries: 0,
    };
    this.#prompts.set(prompt.checkoutRequestId, prompt);
    this.#forgetOldest();
    const timers = [
      setTimeout(() => this.resolve(prompt, "timeout"), this.#options.promptSeconds * 1000),
    ];
    if (script) {
      const { result, callbacks } = SCRIPTS[script.outcome];
      timers.push(setTimeout(() => this.resolve(prompt, result, callbacks), script.delayMs));
    }
    for (const timer of timers) timer.unref();
    this.#timers.set(prompt.checkoutRequestId, timers);
    return prompt;
  }

  #forgetOldest(): void {
    // Maps iterate in insertion order: oldest first.
    for (const [id, prompt] of this.#prompts) {
      if (this.#prompts.size <= KEEP_PROMPTS) return;
      if (prompt.state !== "pending") this.#prompts.delete(id);
    }
  }

  get(checkoutRequestId: string): Prompt | undefined {
    return this.#prompts.get(checkoutRequestId);
  }

  /** Newest first; one phone's, or everyone's. */
  list(phone?: string): Prompt[] {
    return [...this.#prompts.values()]
      .filter((p) => phone === undefined || p.phone === phone)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** The phone's answer to a pending prompt; false when it was no longer pending. */
  resolve(prompt: Prompt, result: PromptResult, callbacks: Delivery = 1): boolean {
    if (prompt.state !== "pending") return false;
    for (const timer of this.#timers.get(prompt.checkoutRequestId) ?? []) clearTimeout(timer);
    this.#timers.delete(prompt.checkoutRequestId);
    prompt.state = result;
    prompt.answeredAt = new Date();
    if (result === "paid")
      prompt.receipt = `T${randomFrom(UPPER, 2)}${randomFrom("0123456789" + UPPER, 7)}`;
    this.#options.logger.info(
      { checkoutRequestId: prompt.checkoutRequestId, result, callbacks },
      "Daraja simulator: prompt answered",
    );
    if (callbacks > 0) void this.#sendCallbacks(prompt, callbacks);
    return true;
  }

  /** The query's answer for a prompt: alternates the two real "still pending" shapes. */
  queryAnswer(prompt: Prompt): { status: number; body: unknown } {
    if (prompt.state === "pending") {
      const olderShape = prompt.pendingQueries++ % 2 === 0;
      return olderShape
        ? {
            status: 500,
            body: {
              requestId: merchantRequestId(),
              errorCode: "500.001.1001",
              errorMessage: "The transaction is being processed",
            },
          }
        : {
            status: 200,
            body: {
              ...accepted(prompt),
              ResultCode: "4999",
              ResultDesc: "The transaction is still under processing",
            },
          };
    }
    const result = RESULTS[prompt.state];
    return {
      status: 200,
      body: { ...accepted(prompt), ResultCode: String(result.code), ResultDesc: result.queryDesc },
    };
  }

  /** Stops every timer and callback in flight. */
  close(): void {
    this.#closing.abort();
    for (const timers of this.#timers.values()) for (const timer of timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #callbackBody(prompt: Prompt & { state: PromptResult }): unknown {
    const result = RESULTS[prompt.state];
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: result.code,
      ResultDesc: result.callbackDesc,
    };
    if (prompt.state === "paid") {
      const items: { Name: string; Value?: unknown }[] = [
        { Name: "Amount", Value: prompt.amount },
        { Name: "MpesaReceiptNumber", Value: prompt.receipt },
        { Name: "TransactionDate", Value: Number(darajaTimestamp(prompt.answeredAt!)) },
        { Name: "PhoneNumber", Value: Number(prompt.phone) },
      ];
      // Real callbacks often carry Balance with no Value (A.4): every other one here does.
      if (this.#paidCount++ % 2 === 1) items.splice(2, 0, { Name: "Balance" });
      stkCallback.CallbackMetadata = { Item: items };
    }
    return { Body: { stkCallback } };
  }

  async #sendCallbacks(prompt: Prompt, times: Delivery): Promise<void> {
    const body = JSON.stringify(this.#callbackBody(prompt as Prompt & { state: PromptResult }));
    const log = this.#options.logger.child({ checkoutRequestId: prompt.checkoutRequestId });
    for (let i = 0; i < times; i++) {
      const attempt: CallbackAttempt = { at: new Date().toISOString() };
      prompt.callbacks.push(attempt);
      try {
        const response = await fetch(prompt.callbackUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
          signal: AbortSignal.any([
            AbortSignal.timeout(this.#options.callbackTimeoutMs),
            this.#closing.signal,
          ]),
        });
        await response.body?.cancel();
        attempt.status = response.status;
        if (!response.ok)
          log.warn({ status: response.status }, "Daraja simulator: callback refused");
      } catch (error) {
        attempt.error = fetchErrorText(error);
        if (this.#closing.signal.aborted) return;
        // Daraja does not retry (A.7): the site must recover by querying.
        log.warn(
          { err: error, url: withoutCallbackSecret(prompt.callbackUrl) },
          "Daraja simulator: callback not delivered",
        );
      }
    }
  }
}

/** A prompt as the control endpoint shows it to tests (JSON). */
export function promptView(prompt: Prompt) {
  return {
    checkoutRequestId: prompt.checkoutRequestId,
    merchantRequestId: prompt.merchantRequestId,
    phone: prompt.phone,
    amount: prompt.amount,
    accountReference: prompt.accountReference,
    description: prompt.description,
    // Without its secret: a browser may read this (the site's callback must not be forgeable).
    callbackUrl: withoutCallbackSecret(prompt.callbackUrl),
    state: prompt.state,
    resultCode: prompt.state === "pending" ? null : RESULTS[prompt.state].code,
    scripted: prompt.scripted ?? null,
    createdAt: prompt.createdAt.toISOString(),
    expiresAt: prompt.expiresAt.toISOString(),
    answeredAt: prompt.answeredAt?.toISOString() ?? null,
    receipt: prompt.receipt ?? null,
    callbacks: prompt.callbacks,
  };
}

/** The acknowledgement part every final or 4999 query answer carries. */
function accepted(prompt: Prompt) {
  return {
    ResponseCode: "0",
    // Three s's, as the provider writes it.
    ResponseDescription: "The service request has been accepted successsfully",
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
  };
}
