// The Daraja simulator's C2B (Paybill) side (channels-and-messaging.md D): URL registration, and
// a payment from the simulated phone's "Pay Bill" menu, which asks the registered validation
// address and then posts the confirmation, in Daraja's formats. In memory, like the prompts.
import { randomBytes } from "node:crypto";
import { formatKes } from "../../domain/money.ts";
import { displayMsisdn } from "../../domain/phone.ts";
import type { Logger } from "../observability/logger.ts";
import { FORBIDDEN_IN_URL } from "../payments/daraja/c2b.ts";
import { darajaTimestamp } from "../payments/daraja/wire.ts";
import { html, type Html } from "./daraja-phone.ts";

export type C2bRegistration = {
  confirmation: string;
  validation: string;
  responseType: "Completed" | "Cancelled";
};

export type PaybillPayment = {
  msisdn: string;
  shortCode: string;
  account: string;
  amount: number;
  /** The receipt, once completed; the refusal otherwise. */
  transId?: string;
  result: "completed" | "rejected" | "not_registered" | "unreachable";
  detail: string;
};

const RECEIPT_ALPHABET = "ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789";

/** A 10-character M-PESA receipt. */
export function receipt(): string {
  return [...randomBytes(10)].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]).join("");
}

/** Whether Daraja would take this address (public http(s), none of its forbidden words). */
export function isRegistrableUrl(url: string): boolean {
  if (/\s/.test(url) || !URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  return (protocol === "http:" || protocol === "https:") && !FORBIDDEN_IN_URL.test(url);
}

export class PaybillStore {
  readonly #registrations = new Map<string, C2bRegistration>();
  readonly #payments: PaybillPayment[] = [];
  readonly #logger: Logger;
  readonly #timeoutMs: number;

  constructor(options: { logger: Logger; timeoutMs: number }) {
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs;
  }

  register(shortCode: string, registration: C2bRegistration): void {
    this.#registrations.set(shortCode, registration);
  }

  registration(shortCode: string): C2bRegistration | undefined {
    return this.#registrations.get(shortCode);
  }

  list(msisdn?: string): PaybillPayment[] {
    return this.#payments.filter((p) => msisdn === undefined || p.msisdn === msisdn).reverse();
  }

  /** The customer pays from the M-PESA menu: validation (when registered), then confirmation. */
  async pay(input: Pick<PaybillPayment, "msisdn" | "shortCode" | "account" | "amount">) {
    const registration = this.#registrations.get(input.shortCode);
    const done = (payment: PaybillPayment) => {
      this.#payments.push(payment);
      if (this.#payments.length > 500) this.#payments.shift();
      return payment;
    };
    if (!registration) {
      return done({
        ...input,
        result: "not_registered",
        detail: `No confirmation address is registered for ${input.shortCode}.`,
      });
    }
    const transId = receipt();
    const body = {
      TransactionType: "Pay Bill",
      TransID: transId,
      TransTime: darajaTimestamp(new Date()),
      TransAmount: String(input.amount),
      BusinessShortCode: input.shortCode,
      BillRefNumber: input.account,
      InvoiceNumber: "",
      OrgAccountBalance: "",
      ThirdPartyTransID: "",
      // Masked, as Daraja's current documentation shows (D.4).
      MSISDN: `${input.msisdn.slice(0, 5)}****${input.msisdn.slice(-3)}`,
      FirstName: "Simulated",
      MiddleName: "",
      LastName: "",
    };
    const validation = await this.#post(registration.validation, {
      ...body,
      OrgAccountBalance: "",
    });
    const resultCode = String(
      (validation as { ResultCode?: unknown } | undefined)?.ResultCode ?? "",
    );
    if (validation === undefined ? registration.responseType === "Cancelled" : resultCode !== "0") {
      return done({
        ...input,
        result: "rejected",
        detail:
          validation === undefined
            ? "The business did not answer in time: cancelled."
            : `Refused by the business (${resultCode}).`,
      });
    }
    const confirmed = await this.#post(registration.confirmation, {
      ...body,
      OrgAccountBalance: "100000.00",
    });
    this.#logger.info(
      { transId, confirmed: confirmed !== undefined },
      "Daraja simulator: Paybill payment",
    );
    return done({
      ...input,
      transId,
      result: confirmed === undefined ? "unreachable" : "completed",
      detail:
        confirmed === undefined
          ? `Paid, receipt ${transId}, but the business's confirmation address did not answer.`
          : `Paid, receipt ${transId}.`,
    });
  }

  async #post(url: string, body: unknown): Promise<unknown> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return undefined;
      return JSON.parse(text) as unknown;
    } catch (err) {
      this.#logger.warn({ err }, "Daraja simulator: a C2B address did not answer");
      return undefined;
    }
  }
}

const RESULT_TEXT: Record<PaybillPayment["result"], string> = {
  completed: "Paid",
  rejected: "Refused",
  not_registered: "Not sent",
  unreachable: "Paid, not confirmed",
};

/** The phone's "Pay Bill" menu: business number, account number, amount (no refresh: a form). */
export function paybillPage(input: {
  base: string;
  msisdn: string;
  payments: PaybillPayment[];
  last?: PaybillPayment;
  defaultShortCode: string;
}): Html {
  const { base, msisdn, last } = input;
  const items = input.payments.map(
    (p) =>
      html`<li>
        <span>${formatKes(p.amount)} to ${p.shortCode}, account ${p.account}</span>
        <strong>${RESULT_TEXT[p.result]}${p.transId && html`, receipt ${p.transId}`}</strong>
      </li>`,
  );
  return html`<section aria-labelledby="paybill-heading">
    <h2 id="paybill-heading">Pay Bill from ${displayMsisdn(msisdn)}</h2>
    <p><a href="${base}/phone?msisdn=${msisdn}">Back to prompts</a></p>
    ${last && html`<p class="card message" role="status">${last.detail}</p>`}
    <form method="post" action="${base}/phone/paybill" class="card">
      <input type="hidden" name="msisdn" value="${msisdn}" />
      <label for="business">Business number</label>
      <input
        id="business"
        name="business"
        inputmode="numeric"
        required
        value="${input.defaultShortCode}"
      />
      <label for="account">Account number</label>
      <input id="account" name="account" required maxlength="20" autocomplete="off" />
      <label for="amount">Amount</label>
      <input id="amount" name="amount" inputmode="numeric" required />
      <p class="hint">PIN not asked: the simulator pays at once.</p>
      <button type="submit">Send</button>
    </form>
    ${
      items.length > 0 &&
      html`<h2>Paybill payments</h2>
        <ul class="history">
          ${items}
        </ul>`
    }
  </section>`;
}
