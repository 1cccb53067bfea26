// The Daraja simulator's refunds (refunds-and-ledgers.md sections 0, A, B, E): what Transaction
// Reversal, B2C and Transaction Status do (daraja-refund-routes.ts reads the requests): "queued"
// at once, then a Result in Daraja's format posted to the caller's ResultURL a moment later (or
// its QueueTimeOutURL), once and never again, like Daraja. In memory, like the prompts.
//
// Each request gets the natural answer (an unknown receipt R000002, a receipt reversed before
// R000001, a credential that is not the initiator's password 2001, B2C below KES 10 or above
// 250,000 2 or 3), else what a test or a person scripted for the next refund to that phone (the
// payer's, for a reversal):
//   completed    the money moves and the Result says so (the default)
//   refused      a Result with a provider code: `resultCode`, else R000002 (reversal) / 1 (B2C)
//   timeout      the QueueTimeOutURL is called instead and nothing moves
//   result_lost  the money moves but no Result ever comes: only a status query tells
import { constants, privateDecrypt, randomBytes } from "node:crypto";
import type { Logger } from "../observability/logger.ts";
import { fetchErrorText } from "../payments/fetch-error.ts";
import { darajaTimestamp } from "../payments/daraja/wire.ts";
import { receipt as newReceipt } from "./daraja-paybill.ts";
import { merchantRequestId, type CallbackAttempt } from "./daraja-prompts.ts";
import { withoutCallbackSecret } from "./local-only.ts";

export const REFUND_OUTCOMES = ["completed", "refused", "timeout", "result_lost"] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/**
 * The API operator the simulator accepts, and the private key of the test certificate its
 * SecurityCredential is encrypted with (a throwaway pair: never Safaricom's certificate).
 */
export type SimulatedInitiator = { name: string; password: string; privateKeyPem: string };

/** A payment the simulator took (a paid prompt, a Paybill payment): what a reversal gives back. */
export type PaidReceipt = { amount: number; phone: string };

export type RefundStoreOptions = {
  initiator: SimulatedInitiator;
  /** The payment behind an M-PESA receipt, when the simulator took it. */
  paymentOf: (receipt: string) => PaidReceipt | undefined;
  /** How long after the request an unscripted Result comes. */
  resultDelayMs: number;
  callbackTimeoutMs: number;
  logger: Logger;
};

type Kind = "reversal" | "b2c";

export type Refund = {
  kind: Kind;
  originatorConversationId: string;
  conversationId: string;
  /** Who gets the money: the payer of the reversed receipt, or B2C's PartyB. */
  phone: string | undefined;
  amount: number;
  originalReceipt?: string;
  resultUrl: string;
  timeoutUrl: string;
  createdAt: Date;
  state: "queued" | "completed" | "refused" | "timed_out";
  outcome: RefundOutcome;
  resultCode?: string;
  receipt?: string;
  completedAt?: Date;
  scripted?: RefundOutcome;
  callbacks: CallbackAttempt[];
};

/** Result codes and texts (A.3, B.3), in the simulator's words. */
const REVERSAL_CODES: Record<string, string> = {
  R000001: "The transaction has already been reversed.",
  R000002: "The OriginalTransactionID is invalid.",
  "1": "The balance is insufficient.",
  "11": "The DebitParty is in an invalid state.",
  "21": "The initiator is not allowed to initiate this request.",
  "2001": "The initiator information is invalid.",
  "2006": "Declined due to account rule.",
  "2028": "The request is not permitted according to product assignment.",
  "8006": "The security credential is locked.",
  // Partial reversals are UNCONFIRMED (A.5); the simulator refuses them with the generic code.
  "25": "Invalid request parameters: the amount is not the original transaction's.",
};
const B2C_CODES: Record<string, string> = {
  "1": "The balance is insufficient for the transaction.",
  "2": "Declined due to limit rule: less than the minimum transaction amount.",
  "3": "Declined due to limit rule: greater than the maximum transaction amount.",
  "4": "Declined due to limit rule: would exceed the daily transfer limit.",
  "8": "Declined due to limit rule: would exceed the maximum balance.",
  "11": "The DebitParty is in an invalid state.",
  "21": "The initiator is not allowed to initiate this request.",
  "2001": "The initiator information is invalid.",
  "2006": "Declined due to account rule.",
  "2028": "The request is not permitted according to product assignment.",
  "2040": "Credit party customer type can't be supported by the service.",
  "8006": "The security credential is locked.",
  SFC_IC0003: "The operator does not exist.",
};
const DEFAULT_REFUSAL: Record<Kind, string> = { reversal: "R000002", b2c: "1" };
const PROCESSED = "The service request is processed successfully.";
/** The simulator's answer for a status query about nothing completed (undocumented, B.7). */
const NOT_FOUND = { code: 25, desc: "Invalid request parameters: no such completed transaction." };
const B2C_LIMITS = { min: 10, max: 250_000 };

type Script = { outcome: RefundOutcome; resultCode?: string; delayMs: number };

/** "AG_20240706_2010364430d9bbdaf872": made by M-Pesa for every request. */
function conversationId(now: Date): string {
  return `AG_${darajaTimestamp(now).slice(0, 8)}_${randomBytes(10).toString("hex")}`;
}

/** A failure's TransactionID: a placeholder like "SKE0000000", never a receipt. */
const PLACEHOLDER_RECEIPT = "SKE0000000";

/** "06.07.2024 22:48:52", B2C's own format (B.2), in Kenyan time. */
function b2cTime(instant: Date): string {
  const stamp = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
  return darajaTimestamp(instant).replace(stamp, "$3.$2.$1 $4:$5:$6");
}

export class RefundStore {
  readonly #options: RefundStoreOptions;
  readonly #refunds = new Map<string, Refund>();
  readonly #scripts = new Map<string, Script[]>();
  /** Receipts reversed (or being reversed): a second reversal is R000001. */
  readonly #reversed = new Set<string>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #closing = new AbortController();
  #results = 0;

  constructor(options: RefundStoreOptions) {
    this.#options = options;
  }

  /** Queues what happens to the next refund to this phone (one request per script, in order). */
  script(phone: string, script: Script): void {
    this.#scripts.set(phone, [...(this.#scripts.get(phone) ?? []), script]);
  }

  hasConversation(originatorConversationId: string): boolean {
    return this.#refunds.has(originatorConversationId);
  }

  /** Whether name and SecurityCredential are the initiator's (else Result 2001, B.6). */
  isInitiator(name: string, credential: string): boolean {
    const { initiator } = this.#options;
    if (name !== initiator.name) return false;
    try {
      const password = privateDecrypt(
        { key: initiator.privateKeyPem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(credential, "base64"),
      );
      return password.toString("utf8") === initiator.password;
    } catch {
      return false; // not RSA of the right size, or (on some builds) bad padding
    }
  }

  reversal(input: {
    receipt: string;
    amount: number;
    initiatorOk: boolean;
    resultUrl: string;
    timeoutUrl: string;
  }): Refund {
    const paid = this.#options.paymentOf(input.receipt);
    const natural = !input.initiatorOk
      ? "2001"
      : !paid
        ? "R000002"
        : this.#reversed.has(input.receipt)
          ? "R000001"
          : paid.amount !== input.amount
            ? "25"
            : undefined;
    const refund = this.#start("reversal", {
      ...input,
      originatorConversationId: merchantRequestId(),
      phone: paid?.phone,
      originalReceipt: input.receipt,
      natural,
    });
    if (refund.outcome === "completed" || refund.outcome === "result_lost") {
      this.#reversed.add(input.receipt);
    }
    return refund;
  }

  b2c(input: {
    originatorConversationId: string;
    phone: string;
    amount: number;
    initiatorOk: boolean;
    resultUrl: string;
    timeoutUrl: string;
  }): Refund {
    const natural = !input.initiatorOk
      ? "2001"
      : input.amount < B2C_LIMITS.min
        ? "2"
        : input.amount > B2C_LIMITS.max
          ? "3"
          : undefined;
    return this.#start("b2c", { ...input, natural });
  }

  /** A status query: the truth about a refund, posted to resultUrl a moment later. */
  status(input: {
    receipt?: string;
    originatorConversationId?: string;
    initiatorOk: boolean;
    resultUrl: string;
  }): { originatorConversationId: string; conversationId: string } {
    const ids = {
      originatorConversationId: merchantRequestId(),
      conversationId: conversationId(new Date()),
    };
    const found = [...this.#refunds.values()].find((r) =>
      input.receipt !== undefined
        ? r.receipt === input.receipt
        : r.originatorConversationId === input.originatorConversationId,
    );
    const completed = found?.state === "completed" ? found : undefined;
    const result = !input.initiatorOk
      ? this.#failure(ids, 2001, B2C_CODES["2001"]!)
      : completed
        ? this.#statusCompleted(ids, completed)
        : this.#failure(ids, NOT_FOUND.code, NOT_FOUND.desc);
    this.#later(this.#options.resultDelayMs, () => void this.#post(input.resultUrl, result));
    return ids;
  }

  /** Newest first; one phone's, or everyone's. */
  list(phone?: string): Refund[] {
    return [...this.#refunds.values()]
      .filter((r) => phone === undefined || r.phone === phone)
      .reverse();
  }

  close(): void {
    this.#closing.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #start(
    kind: Kind,
    input: {
      originatorConversationId: string;
      phone: string | undefined;
      amount: number;
      originalReceipt?: string;
      natural: string | undefined;
      resultUrl: string;
      timeoutUrl: string;
    },
  ): Refund {
    const script = input.phone ? this.#scripts.get(input.phone)?.shift() : undefined;
    const refund: Refund = {
      kind,
      originatorConversationId: input.originatorConversationId,
      conversationId: conversationId(new Date()),
      phone: input.phone,
      amount: input.amount,
      ...(input.originalReceipt !== undefined && { originalReceipt: input.originalReceipt }),
      resultUrl: input.resultUrl,
      timeoutUrl: input.timeoutUrl,
      createdAt: new Date(),
      state: "queued",
      outcome: input.natural ? "refused" : (script?.outcome ?? "completed"),
      ...(script && { scripted: script.outcome }),
      callbacks: [],
    };
    if (refund.outcome === "refused") {
      refund.resultCode = input.natural ?? script?.resultCode ?? DEFAULT_REFUSAL[kind];
    }
    this.#refunds.set(refund.originatorConversationId, refund);
    this.#later(script?.delayMs ?? this.#options.resultDelayMs, () => this.#settle(refund));
    return refund;
  }

  #settle(refund: Refund): void {
    const log = { originatorConversationId: refund.originatorConversationId };
    this.#options.logger.info({ ...log, outcome: refund.outcome }, "Daraja simulator: refund");
    switch (refund.outcome) {
      case "refused": {
        refund.state = "refused";
        const code = refund.resultCode!;
        const codes = refund.kind === "reversal" ? REVERSAL_CODES : B2C_CODES;
        // A string in reversal failures, a number in B2C (but SFC_IC0003), as the samples (E).
        const wire = refund.kind === "b2c" && /^\d+$/.test(code) ? Number(code) : code;
        const desc = codes[code] ?? "The request was refused.";
        return void this.#post(refund.resultUrl, this.#failure(refund, wire, desc), refund);
      }
      case "timeout":
        refund.state = "timed_out";
        return void this.#post(refund.timeoutUrl, timeoutBody(refund), refund);
      case "completed":
      case "result_lost":
        refund.state = "completed";
        refund.receipt = newReceipt();
        refund.completedAt = new Date();
        if (refund.outcome === "completed") {
          const body =
            refund.kind === "reversal" ? this.#reversalResult(refund) : this.#b2cResult(refund);
          void this.#post(refund.resultUrl, body, refund);
        }
    }
  }

  #envelope(
    ids: { originatorConversationId: string; conversationId: string },
    code: number | string,
    desc: string,
    transactionId: string,
    parameters?: { Key: string; Value?: unknown }[],
  ) {
    return {
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: desc,
        OriginatorConversationID: ids.originatorConversationId,
        ConversationID: ids.conversationId,
        TransactionID: transactionId,
        // Looked up by Key, never by position (0): every other Result lists them reversed.
        ...(parameters && {
          ResultParameters: {
            ResultParameter: this.#results++ % 2 === 1 ? parameters.reverse() : parameters,
          },
        }),
        ReferenceData: {
          ReferenceItem: {
            Key: "QueueTimeoutURL",
            Value: "https://internalsandbox.safaricom.co.ke/mpesa/results/v1/submit",
          },
        },
      },
    };
  }

  #failure(
    ids: { originatorConversationId: string; conversationId: string },
    code: number | string,
    desc: string,
  ) {
    return this.#envelope(ids, code, desc, PLACEHOLDER_RECEIPT);
  }

  #reversalResult(refund: Refund) {
    return this.#envelope(refund, 0, PROCESSED, refund.receipt!, [
      { Key: "DebitAccountBalance", Value: "Utility Account|KES|100000.00|100000.00|0.00|0.00" },
      { Key: "Amount", Value: refund.amount },
      { Key: "TransCompletedTime", Value: Number(darajaTimestamp(refund.completedAt!)) },
      { Key: "OriginalTransactionID", Value: refund.originalReceipt },
      { Key: "Charge", Value: 0 },
      { Key: "CreditPartyPublicName", Value: `${refund.phone} - Simulated Guest` },
      { Key: "DebitPartyPublicName", Value: "174379 - Simulated Motel" },
    ]);
  }

  #b2cResult(refund: Refund) {
    return this.#envelope(refund, 0, PROCESSED, refund.receipt!, [
      { Key: "TransactionAmount", Value: refund.amount },
      { Key: "TransactionReceipt", Value: refund.receipt },
      { Key: "ReceiverPartyPublicName", Value: `${refund.phone} - Simulated Guest` },
      { Key: "TransactionCompletedDateTime", Value: b2cTime(refund.completedAt!) },
      { Key: "B2CUtilityAccountAvailableFunds", Value: 100000 },
      { Key: "B2CWorkingAccountAvailableFunds", Value: 0 },
      { Key: "B2CRecipientIsRegisteredCustomer", Value: "Y" },
      { Key: "B2CChargesPaidAccountAvailableFunds", Value: 0 },
    ]);
  }

  #statusCompleted(ids: { originatorConversationId: string; conversationId: string }, of: Refund) {
    const at = darajaTimestamp(of.completedAt!);
    return this.#envelope(ids, 0, PROCESSED, of.receipt!, [
      { Key: "DebitPartyName", Value: "174379 - Simulated Motel" },
      { Key: "CreditPartyName", Value: `${of.phone} - Simulated Guest` },
      { Key: "OriginatorConversationID", Value: of.originatorConversationId },
      { Key: "InitiatedTime", Value: Number(darajaTimestamp(of.createdAt)) },
      { Key: "DebitAccountType", Value: "Utility Account" },
      { Key: "DebitPartyCharges" },
      { Key: "TransactionReason" },
      {
        Key: "ReasonType",
        Value: of.kind === "b2c" ? "Business Payment to Customer via API" : "Reversal",
      },
      { Key: "TransactionStatus", Value: "Completed" },
      { Key: "FinalisedTime", Value: Number(at) },
      { Key: "Amount", Value: of.amount },
      { Key: "ConversationID", Value: of.conversationId },
      { Key: "ReceiptNo", Value: of.receipt },
    ]);
  }

  #later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    this.#timers.add(timer);
  }

  /** One POST, no retry (Daraja does not retry: the site recovers with a status query). */
  async #post(url: string, body: unknown, refund?: Refund): Promise<void> {
    const attempt: CallbackAttempt = { at: new Date().toISOString() };
    refund?.callbacks.push(attempt);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.any([
          AbortSignal.timeout(this.#options.callbackTimeoutMs),
          this.#closing.signal,
        ]),
      });
      await response.body?.cancel();
      attempt.status = response.status;
    } catch (error) {
      attempt.error = fetchErrorText(error);
      if (this.#closing.signal.aborted) return;
      this.#options.logger.warn(
        { err: error, url: withoutCallbackSecret(url) },
        "Daraja simulator: a refund Result was not delivered",
      );
    }
  }
}

/** The QueueTimeOutURL call: its body is UNCONFIRMED (A.4); the envelope public clients read. */
function timeoutBody(refund: Refund) {
  return {
    Result: {
      ResultType: 0,
      ResultDesc: "The request timed out in the queue.",
      OriginatorConversationID: refund.originatorConversationId,
      ConversationID: refund.conversationId,
    },
  };
}
