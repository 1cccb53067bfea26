// The simulated phone's text inbox: what the SMS and WhatsApp simulators delivered to one number,
// newest first, and a reply box (a guest's STOP). Plain HTML and forms, kept fresh by a meta
// refresh (the CSP allows no script without the nonce). A developer's tool, like the M-Pesa phone.
import { PHONE_WORDS as T } from "./texts-words.ts";
import { displayMsisdn } from "../../domain/phone.ts";
import { html } from "./daraja-phone.ts";

export type InboxEntry = {
  id: string;
  channel: "sms" | "whatsapp";
  /** The sender as the phone shows it (the sender ID, or the motel's WhatsApp name). */
  from: string;
  body: string;
  at: Date;
  /** A reply this phone sent. */
  outgoing?: boolean;
};

const REFRESH_SECONDS = 3;

export const INBOX_CSS = `:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1b1f1d; background: #eef2ef; }
body { margin: 0; }
main { box-sizing: border-box; width: min(26rem, calc(100% - 1.5rem)); margin: 1.5rem auto; padding: 1.25rem; background: #fff; border: 1px solid #c9d3cc; border-radius: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.1rem; margin: 1.25rem 0 0.5rem; }
.note, .hint { color: #4a544e; font-size: 0.9rem; margin: 0; }
ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.6rem; }
li { padding: 0.7rem 0.9rem; border-radius: 0.9rem; background: #f3f6f4; border: 1px solid #d7dfd9; max-width: 90%; }
li.whatsapp { background: #e7f6e9; border-color: #b9dcbf; }
li.outgoing { justify-self: end; background: #e3edf9; border-color: #bcd0ea; }
.meta { display: flex; justify-content: space-between; gap: 0.5rem; font-size: 0.8rem; color: #4a544e; margin-bottom: 0.25rem; }
.body { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
form { display: grid; gap: 0.5rem; margin-top: 1rem; padding-top: 1rem; border-top: 1px solid #d7dfd9; }
label { font-weight: 600; }
input, select { font: inherit; padding: 0.6rem; border: 1px solid #6b756f; border-radius: 0.5rem; }
.error { color: #b3261e; font-weight: 600; margin: 0; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 2px solid #2e7d32; background: #2e7d32; color: #fff; cursor: pointer; justify-self: start; }
a { color: #1b5e20; }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
`;

const time = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function inboxPage({
  base,
  msisdn,
  entries,
  error,
}: {
  base: string;
  msisdn: string | undefined;
  entries: InboxEntry[];
  error?: string;
}): string {
  const title = msisdn ? T.title(displayMsisdn(msisdn)) : "Simulated phone";
  const items = entries.map(
    (e) =>
      html`<li class="${e.channel}${e.outgoing ? " outgoing" : ""}">
        <p class="meta">
          <span>${e.outgoing ? "You" : e.from} · ${T.channels[e.channel]}</span>
          <time datetime="${e.at.toISOString()}">${time.format(e.at)}</time>
        </p>
        <p class="body">${e.body}</p>
      </li>`,
  );
  return `<!doctype html>\n${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${msisdn && !error && html`<meta http-equiv="refresh" content="${REFRESH_SECONDS}" />`}
        <title>${title} · Texts</title>
        <link rel="stylesheet" href="${base}/inbox.css" />
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p class="note">A test stand-in for SMS and WhatsApp: nothing reaches a real phone.</p>
          ${
            msisdn
              ? html`<h2>Messages</h2>
                  ${
                    entries.length > 0
                      ? html`<ol aria-label="Messages">
                          ${items}
                        </ol>`
                      : html`<p>${T.inboxEmpty}</p>`
                  }
                  <form method="post" action="${base}/phone/reply">
                    <input type="hidden" name="msisdn" value="${msisdn}" />
                    <label for="reply">${T.reply}</label>
                    <input id="reply" name="text" maxlength="160" required autocomplete="off" />
                    <label for="channel">Channel</label>
                    <select id="channel" name="channel">
                      <option value="sms">SMS</option>
                      <option value="whatsapp">WhatsApp</option>
                    </select>
                    ${error && html`<p class="error" role="alert">${error}</p>`}
                    <button type="submit">${T.send}</button>
                  </form>`
              : html`<form method="get" action="${base}/phone">
                  <label for="msisdn">Phone number</label>
                  <input id="msisdn" name="msisdn" type="tel" required />
                  ${error && html`<p class="error" role="alert">${error}</p>`}
                  <button type="submit">Show messages</button>
                </form>`
          }
        </main>
      </body>
    </html>`.text
  }\n`;
}
