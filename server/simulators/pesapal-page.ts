// The Pesapal simulator's hosted card page: plain HTML and one stylesheet, no script (our Content
// Security Policy allows none inline), so it works in the wizard's frame and on its own. The
// browser checks the fields' format in the frame; the form itself posts to the top window
// (TOP_WINDOW), so the server's own refusals (unknown card, past expiry) show there.
import { escapeHtml } from "../mail/templates.ts";

/** The simulator's test cards (Pesapal publishes none for its sandbox). */
export const TEST_CARDS = {
  success: "4111111111111111",
  decline: "4000000000000002",
} as const;

export type CardFields = { cardNumber: string; expiry: string; cvv: string; name: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;

export type CardPageView = {
  /** The router's mount path, for the form and stylesheet addresses. */
  base: string;
  merchant: string;
  description: string;
  amount: number;
  currency: string;
  orderTrackingId: string;
  /** TOP_WINDOW posts the form to the top window, PARENT_WINDOW to the frame's parent. */
  target: "_top" | "_parent";
  cancelUrl: string;
  values?: Partial<CardFields>;
  errors?: CardErrors;
};

const amountFormat = new Intl.NumberFormat("en-KE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatAmount(currency: string, amount: number): string {
  return `${currency} ${amountFormat.format(amount)}`;
}

function grouped(card: string): string {
  return card.replace(/(\d{4})(?=\d)/g, "$1 ");
}

function layout(base: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Pesapal simulator</title>
<link rel="stylesheet" href="${escapeHtml(base)}/static/card.css">
</head>
<body>
<main>
<p class="brand">Pesapal <span>simulator</span></p>
${body}
</main>
</body>
</html>
`;
}

function field(
  view: CardPageView,
  name: keyof CardFields,
  label: string,
  attributes: string,
  hint?: string,
): string {
  const id = `card-${name}`;
  const error = view.errors?.[name];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  // The CVV is never sent back to the page.
  const value = name === "cvv" ? "" : (view.values?.[name] ?? "");
  return `<div class="field">
<label for="${id}">${label}</label>
${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ""}
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ""}
<input id="${id}" name="${name}" value="${escapeHtml(value)}" required ${attributes}${
    described ? ` aria-describedby="${described}"` : ""
  }${error ? ' aria-invalid="true"' : ""}>
</div>`;
}

export function cardPage(view: CardPageView): string {
  const amount = formatAmount(view.currency, view.amount);
  const query = new URLSearchParams({ OrderTrackingId: view.orderTrackingId });
  const errors = Object.values(view.errors ?? {});
  return layout(
    view.base,
    `Pay ${amount} by card`,
    `<h1>Pay by card</h1>
<dl class="order">
<dt>Merchant</dt><dd>${escapeHtml(view.merchant)}</dd>
<dt>For</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
${
  errors.length > 0
    ? `<div class="problem" role="alert"><h2>Please check the card details</h2><ul>${errors
        .map((e) => `<li>${escapeHtml(e)}</li>`)
        .join("")}</ul></div>`
    : ""
}
<form method="post" action="${escapeHtml(`${view.base}/iframe/PesapalIframe3/Index/?${query}`)}" target="${view.target}">
${field(view, "cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number" maxlength="23" pattern="[0-9 ]{12,23}"')}
<div class="pair">
${field(view, "expiry", "Expiry date", 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" pattern="(0[1-9]|1[0-2]) ?/ ?[0-9]{2}"', "For example, 08/29")}
${field(view, "cvv", "Security code (CVV)", 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" pattern="[0-9]{3,4}"', "3 or 4 digits on the back")}
</div>
${field(view, "name", "Name on card", 'autocomplete="cc-name" maxlength="100"')}
<div class="actions">
<button type="submit">Pay ${escapeHtml(amount)}</button>
<a href="${escapeHtml(view.cancelUrl)}" target="${view.target}">Cancel</a>
</div>
</form>
<section class="test-cards" aria-labelledby="test-cards-heading">
<h2 id="test-cards-heading">Test cards</h2>
<ul>
<li><strong>${grouped(TEST_CARDS.success)}</strong>: the payment succeeds.</li>
<li><strong>${grouped(TEST_CARDS.decline)}</strong>: the bank declines it.</li>
</ul>
<p>Any future expiry date, any 3-digit CVV and any name. No money moves: this is a simulator.</p>
</section>`,
  );
}

/** A short page for an order that cannot be paid here (unknown, or already settled). */
export function messagePage(
  base: string,
  heading: string,
  text: string,
  link?: { href: string; label: string; target: string },
): string {
  return layout(
    base,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}" target="${link.target}">${escapeHtml(link.label)}</a></p>` : ""}`,
  );
}

export const CARD_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f3f5f8;line-height:1.45}
body{margin:0}
main{max-width:30rem;margin:0 auto;padding:1rem 1.25rem 1.5rem;background:#fff;min-height:100vh}
.brand{margin:0 0 .5rem;font-weight:700;color:#0b4f8a;letter-spacing:.02em}
.brand span{font-weight:400;color:#5b6675;font-size:.85em}
h1{font-size:1.35rem;margin:.25rem 0 .75rem}
h2{font-size:1rem;margin:0 0 .4rem}
.order{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem;margin:0 0 1rem;padding:.75rem;border:1px solid #d7dde5;border-radius:.4rem;background:#f8fafc}
.order dt{color:#5b6675}
.order dd{margin:0;overflow-wrap:anywhere}
.order .amount{font-weight:700;font-size:1.1rem}
.field{margin:0 0 .8rem}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
label{display:block;font-weight:600;margin-bottom:.2rem}
.hint{margin:0 0 .2rem;color:#5b6675;font-size:.85rem}
.error{margin:0 0 .2rem;color:#a4161a;font-weight:600;font-size:.9rem}
input{width:100%;font:inherit;padding:.55rem .6rem;border:1px solid #8994a3;border-radius:.3rem}
input[aria-invalid=true]{border-color:#a4161a;border-width:2px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f29f05;outline-offset:2px}
.actions{display:flex;align-items:center;gap:1.25rem;margin-top:1rem}
button{font:inherit;font-weight:700;padding:.65rem 1.4rem;border:0;border-radius:.3rem;background:#0b4f8a;color:#fff;cursor:pointer}
button:hover{background:#083b67}
a{color:#0b4f8a}
.problem{border:2px solid #a4161a;border-radius:.4rem;padding:.6rem .8rem;margin:0 0 1rem;background:#fff5f5}
.problem ul{margin:0;padding-left:1.2rem}
.test-cards{margin-top:1.5rem;padding-top:.75rem;border-top:1px solid #d7dde5;font-size:.9rem;color:#3d4756}
.test-cards ul{padding-left:1.2rem;margin:.25rem 0}
`;
