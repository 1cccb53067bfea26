// The simulated phone: an HTML page listing a number's M-Pesa prompts, answered with plain forms
// (no script: the site's CSP allows none without its nonce) and kept fresh by a meta refresh. Its
// texts stay here, not in a catalog: it is a developer's tool, never shown to guests.
import { formatKes } from "../../domain/money.ts";
import { displayMsisdn } from "../../domain/phone.ts";
import type { Prompt, PromptState } from "./daraja-prompts.ts";

/** The PIN that pays; any other is a wrong PIN (2001). */
export const SIMULATOR_PIN = "1234";

/** Seconds between refreshes while nothing is waiting for an answer. */
const IDLE_REFRESH_SECONDS = 3;

const STATE_TEXT: Record<PromptState, string> = {
  pending: "Waiting for the PIN",
  paid: "Paid",
  cancelled: "Cancelled",
  timeout: "Not answered in time",
  insufficient: "Refused: insufficient funds",
  wrong_pin: "Refused: wrong PIN",
};

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Tagged template: interpolated values are escaped unless already rendered by `html`. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const escaped = (value: unknown): string =>
    value instanceof Html
      ? value.text
      : Array.isArray(value)
        ? value.map(escaped).join("")
        : value === undefined || value === false
          ? ""
          : escapeHtml(String(value));
  return new Html(strings.reduce((out, s, i) => out + escaped(values[i - 1]) + s));
}

export type PhonePageInput = {
  /** Where the simulator is mounted, as the browser sees it ("/simulators/daraja"). */
  base: string;
  businessName: string;
  /** The number whose prompts are shown, once a valid one is given. */
  msisdn: string | undefined;
  /** What was typed when it was not a valid number. */
  invalidNumber: string | undefined;
  prompts: Prompt[];
  now: Date;
};

export function phonePage(input: PhonePageInput): string {
  const { base, msisdn, now } = input;
  const pending = input.prompts.filter((p) => p.state === "pending");
  const answered = input.prompts.filter((p) => p.state !== "pending");
  const refresh = !msisdn
    ? undefined
    : pending.length === 0
      ? IDLE_REFRESH_SECONDS
      : Math.max(1, Math.min(...pending.map((p) => secondsLeft(p, now))) + 1);
  const title = msisdn ? `M-Pesa prompts for ${displayMsisdn(msisdn)}` : "M-Pesa phone simulator";
  return phoneDocument({
    base,
    title,
    refresh,
    body: html`${msisdn ? promptsSection(input, title, pending, refresh) : numberForm(input)}
    ${msisdn && html`<p><a href="${base}/phone/paybill?msisdn=${msisdn}">Pay Bill</a></p>`}
    ${answered.length > 0 && historySection(answered)}`,
  });
}

/** The simulated phone's page around its content (prompts, or the Pay Bill menu). */
export function phoneDocument({
  base,
  title,
  refresh,
  body,
}: {
  base: string;
  title: string;
  refresh?: number;
  body: Html;
}): string {
  return `<!doctype html>\n${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${refresh !== undefined && html`<meta http-equiv="refresh" content="${refresh}" />`}
        <title>${title} · Simulated phone</title>
        <link rel="stylesheet" href="${base}/phone.css" />
      </head>
      <body>
        <main>
          <h1>Simulated phone</h1>
          <p class="note">A test stand-in for M-Pesa: no real money moves.</p>
          ${body}
        </main>
      </body>
    </html>`.text
  }\n`;
}

function numberForm({ base, invalidNumber }: PhonePageInput): Html {
  const describedBy = invalidNumber === undefined ? "msisdn-hint" : "msisdn-hint msisdn-error";
  return html`<form method="get" action="${base}/phone" class="card">
    <label for="msisdn">Phone number</label>
    <input
      id="msisdn"
      name="msisdn"
      type="tel"
      autocomplete="tel"
      required
      value="${invalidNumber ?? ""}"
      aria-describedby="${describedBy}"
      ${invalidNumber !== undefined && html`aria-invalid="true"`}
    />
    <p id="msisdn-hint" class="hint">
      The number the booking pays from, like 254712345678 or 0712 345678.
    </p>
    ${invalidNumber !== undefined && html`<p id="msisdn-error" class="error">That is not a Kenyan mobile number.</p>`}
    <button type="submit">Show prompts</button>
  </form>`;
}

function promptsSection(
  { base, businessName, now }: PhonePageInput,
  title: string,
  pending: Prompt[],
  refresh: number | undefined,
): Html {
  const forms = pending.map(
    (p) =>
      html`<form method="post" action="${base}/phone/answer" class="card prompt">
        <input type="hidden" name="checkoutRequestId" value="${p.checkoutRequestId}" />
        <p class="message">
          Pay ${formatKes(p.amount)} to ${businessName}, account ${p.accountReference}.
        </p>
        <label for="pin-${p.checkoutRequestId}">Enter M-PESA PIN</label>
        <input
          id="pin-${p.checkoutRequestId}"
          name="pin"
          type="password"
          inputmode="numeric"
          autocomplete="off"
          required
          aria-describedby="pin-hint-${p.checkoutRequestId}"
        />
        <p id="pin-hint-${p.checkoutRequestId}" class="hint">
          PIN ${SIMULATOR_PIN} pays; any other PIN is a wrong PIN. This request expires in
          ${secondsLeft(p, now)} seconds.
        </p>
        <div class="actions">
          <button type="submit" name="action" value="accept">Accept</button>
          <button type="submit" name="action" value="cancel" formnovalidate class="secondary">
            Cancel
          </button>
        </div>
      </form>`,
  );
  // No number field here: the refresh would wipe what someone was typing into it.
  return html`<section aria-labelledby="prompts-heading">
    <h2 id="prompts-heading">${title}</h2>
    <p><a href="${base}/phone">Use another number</a></p>
    ${
      pending.length > 0
        ? forms
        : html`<p class="card">
            No request is waiting. This page looks again every ${refresh} seconds.
          </p>`
    }
  </section>`;
}

function historySection(answered: Prompt[]): Html {
  const items = answered.map(
    (p) =>
      html`<li>
        <span>${formatKes(p.amount)}, account ${p.accountReference}</span>
        <strong>${STATE_TEXT[p.state]}${p.receipt && html`, receipt ${p.receipt}`}</strong>
      </li>`,
  );
  return html`<section aria-labelledby="history-heading">
    <h2 id="history-heading">Earlier requests</h2>
    <ul class="history">
      ${items}
    </ul>
  </section>`;
}

function secondsLeft(prompt: Prompt, now: Date): number {
  return Math.max(0, Math.ceil((prompt.expiresAt.getTime() - now.getTime()) / 1000));
}

/** Served beside the page: the CSP allows stylesheets from the site, not inline styles. */
export const PHONE_CSS = `:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1b1f1d; background: #eef2ef; }
body { margin: 0; }
main { box-sizing: border-box; width: min(26rem, calc(100% - 1.5rem)); margin: 1.5rem auto; padding: 1.25rem; background: #fff; border: 1px solid #c9d3cc; border-radius: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
.note, .hint { color: #4a544e; font-size: 0.9rem; }
.card { display: grid; gap: 0.5rem; padding: 1rem; border: 1px solid #c9d3cc; border-radius: 0.75rem; margin: 0.75rem 0; }
.prompt { border-color: #2e7d32; border-width: 2px; }
.message { font-weight: 600; margin: 0; }
label { font-weight: 600; }
input { font: inherit; padding: 0.6rem; border: 1px solid #6b756f; border-radius: 0.5rem; }
a { color: #1b5e20; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
.hint, .error { margin: 0; }
.error { color: #b3261e; font-weight: 600; }
.actions { display: flex; gap: 0.5rem; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 2px solid #2e7d32; background: #2e7d32; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #2e7d32; }
.history { list-style: none; padding: 0; margin: 0; }
.history li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #e1e7e3; font-size: 0.9rem; }
`;
