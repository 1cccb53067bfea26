// Messages, the offer list and analytics through the built server over real HTTP, with mail going
// to a real SMTP server that is down when the visitor writes.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectStoredData } from "../../test/support/seeded-server.ts";
import { startBuiltServer, useBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";
import { mailingList } from "../db/schema/messages.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const CONTACT_LIMIT = 3;
const message = {
  name: "Wanjiku",
  email: "wanjiku@example.com",
  contact: "0712 345678",
  message: "Is the terrace free on Saturday evening?",
};

async function until<T>(check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read a mail body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("messages over HTTP, with SMTP", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let accepted = 0; // contact messages accepted so far from this client address

  const postMail = (
    body: string,
    contentType = "application/json",
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/api/mail`, {
      method: "POST",
      headers: { "Content-Type": contentType, ...headers },
      body,
    });
  const postOffer = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/offers`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    await sink.stop(); // mail is down when the first visitor writes
    server = await startBuiltServer({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_FROM: "Motel <motel@motel.test>",
      STAFF_EMAIL: "desk@motel.test",
      MAIL_POLL_MS: "100",
      MAIL_RETRY_BASE_MS: "100",
      CONTACT_LIMIT_PER_HOUR: String(CONTACT_LIMIT),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });

  it("a message sent while mail is down is stored, answered and delivered once mail is back", async () => {
    const response = await postMail(JSON.stringify(message));
    accepted++;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Email sent successfully");
    // The worker is failing to connect meanwhile: mail comes back after its second failed try.
    await until(() => (server.output().match(/email will be retried/g) ?? []).length >= 2);
    expect(sink.received).toEqual([]);

    await sink.start();
    const mail = await until(() => sink.received.find((m) => m.to.includes("desk@motel.test")));
    expect(mail.raw).toMatch(/^Subject: Website message from Wanjiku$/m);
    expect(mail.raw).toMatch(/^Reply-To: wanjiku@example.com$/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain(message.message);
  });

  it("answers malformed, oversize and wrongly typed requests with a clear 4xx", async () => {
    const broken = await postMail("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "The request body is not valid JSON" });

    const missing = await postMail(JSON.stringify({ ...message, message: "" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fieldErrors: { message: ["Please enter your message"] },
    });

    const huge = await postMail(JSON.stringify({ ...message, message: "x".repeat(100_000) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/too large/);

    const xml = await postMail("<mail/>", "application/xml");
    expect(xml.status).toBe(415);

    const list = await postMail(JSON.stringify({ ...message, email: "a@b.com,v1@x.org" }));
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({
      fieldErrors: { email: ["Please enter a valid email"] },
    });

    const get = await fetch(`${server.url}/api/mail`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("refuses what another website's page could send: simple bodies, foreign origins", async () => {
    // Text and form bodies need no CORS preflight, so any site could post them: JSON only.
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const mail = await postMail(JSON.stringify(message), type);
      expect(mail.status).toBe(415);
      expect((await mail.json()).error).toBe("Send application/json");
      const offer = await fetch(`${server.url}/api/offers`, {
        method: "POST",
        headers: { "Content-Type": type },
        body: JSON.stringify({ email: "cross@example.com" }),
      });
      expect(offer.status).toBe(415);
    }
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const mail = await postMail(JSON.stringify(message), "application/json", headers);
      expect(mail.status).toBe(403);
      expect((await mail.json()).error).toBe(
        "Requests from other websites are not accepted. Please use the form on our website.",
      );
      expect(
        (await postOffer(JSON.stringify({ email: "cross@example.com" }), headers)).status,
      ).toBe(403);
      const page = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ ...message, name: "Cross Poster" }),
      });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Requests from other websites are not accepted.");
    }
    // Our own pages: the Origin is the host the browser talked to.
    const own = await postOffer(JSON.stringify({ email: `own.${Date.now()}@example.com` }), {
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(own.status).toBe(200);
  });

  it("an oversize form without JavaScript is refused with 413 and the page, unread", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ ...message, message: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    // The rest of the body was never read: the connection is not reused.
    expect(response.headers.get("connection")).toBe("close");
    const html = await response.text();
    expect(html).toContain("Request too large");
    expect(html).toContain('<h1 id="contact-title">Contact Us</h1>');
    expect(html).not.toContain("xxxxxxxxxx"); // nothing of the oversize body is echoed
  });

  it("a refused form without JavaScript shows again with what was typed", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ ...message, email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain(message.message);
  });

  it("the contact page takes the form without JavaScript", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ ...message, name: "Form Poster" }),
    });
    accepted++;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message sent successfully");
    await until(() =>
      sink.received.find((m) => /^Subject: Website message from Form Poster$/m.test(m.raw)),
    );
  });

  it("a filled honeypot is answered like success", async () => {
    const response = await postMail(JSON.stringify({ ...message, website: "buy now" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Email sent successfully");
  });

  it(`refuses a client's messages past ${CONTACT_LIMIT} an hour with 429`, async () => {
    while (accepted < CONTACT_LIMIT) {
      expect((await postMail(JSON.stringify(message))).status).toBe(200);
      accepted++;
    }
    const refused = await postMail(JSON.stringify(message));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/Too many requests/);
  });

  it("the offer thank-you is about the offer and carries a one-click unsubscribe", async () => {
    for (const email of ["offer@example.com", "OFFER@example.com"]) {
      const response = await postOffer(JSON.stringify({ email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    for (const email of ["offer@example", "a@b.com,v1@x.org,v2@y.org"]) {
      const invalid = await postOffer(JSON.stringify({ email }));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({
        error: "Please enter a valid email",
        said: { code: "common.offerInvalidEmail" },
      });
    }

    const mail = await until(() => sink.received.find((m) => m.to.includes("offer@example.com")));
    const header = mail.raw.replace(/\r?\n[ \t]+/g, " "); // unfold long header lines
    const link = /^List-Unsubscribe:\s+<([^>]+)>\r?$/m.exec(header)?.[1];
    expect(link).toMatch(/\/unsubscribe\?email=offer%40example\.com&token=/);
    expect(header).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain("We will send you our special offer for your next stay soon");
    expect(body).not.toMatch(/news|restaurant and events/);
    // The outbox sends one mail at a time, oldest first: once a later offer's mail has come, any
    // second mail for the same address would have come before it.
    expect((await postOffer(JSON.stringify({ email: "later.offer@example.com" }))).status).toBe(
      200,
    );
    await until(() => sink.received.find((m) => m.to.includes("later.offer@example.com")));
    expect(sink.received.filter((m) => m.to.includes("offer@example.com"))).toHaveLength(1);
    expect(sink.received.some((m) => m.to.some((to) => /x\.org|y\.org/.test(to)))).toBe(false);
  });

  it("stores analytics beacons and answers bad ones with 400", async () => {
    const send = (body: unknown, userAgent = CHROME) =>
      fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
        body: JSON.stringify(body),
      });
    const event = { name: "download_file", props: { name: "restaurant_menu" } };
    expect((await send({ event, path: "/restaurant" })).status).toBe(204);
    expect((await send({ event, path: "/restaurant" }, "Googlebot/2.1")).status).toBe(204);
    const bad = await send({ event: { name: "download_file", props: { name: "x" } }, path: "/" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^event\.props\.name: /);
  });

  it("serves the privacy policy", async () => {
    const response = await fetch(`${server.url}/privacy`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Privacy and personal data policy");
    expect(html).toContain("Data Protection Act, 2019");
    expect(html).toContain('id="terms"');
  });
});

describe("unsubscribing over HTTP", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startBuiltServer({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_POLL_MS: "100",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });

  /** Joins the list and returns the unsubscribe link (path and query) from the thank-you. */
  async function subscribe(email: string): Promise<string> {
    const response = await fetch(`${server.url}/api/offers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const mail = await until(() => sink.received.find((m) => m.to.includes(email)));
    const header = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    const url = new URL(/^List-Unsubscribe:\s+<([^>]+)>\r?$/m.exec(header)![1]!);
    return `${url.pathname}${url.search}`;
  }

  it("opening the link only asks; the button or the mail app's one-click POST removes", async () => {
    const stamp = Date.now();
    const opened = `opened.${stamp}@example.com`;
    const confirmed = `confirmed.${stamp}@example.com`;
    const oneClick = `oneclick.${stamp}@example.com`;
    const links = {
      opened: await subscribe(opened),
      confirmed: await subscribe(confirmed),
      oneClick: await subscribe(oneClick),
    };

    // A link scanner opens the link: it gets a question, and the address stays.
    for (const link of [links.opened, links.confirmed]) {
      const page = await fetch(`${server.url}${link}`);
      expect(page.status).toBe(200);
      const html = (await page.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
      expect(html).toContain("Unsubscribe from our special offers");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`action="${link}" method="post">`);
      expect(html).toMatch(/<button type="submit" class="button">Unsubscribe<\/button>/);
      // What the page shows (its scripts carry every state's words, for after the button).
      const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
      expect(shown).not.toContain("You have been unsubscribed");
    }

    // The page's button posts the form (no fields) to the same link.
    const button = await fetch(`${server.url}${links.confirmed}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(button.status).toBe(200);
    expect((await button.text()).replaceAll("<!-- -->", "")).toContain(
      `We have removed <strong>${confirmed}</strong> from our special offer list.`,
    );

    // RFC 8058: the mail app posts to the same URL.
    const mailApp = await fetch(`${server.url}${links.oneClick}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(mailApp.status).toBe(200);

    for (const method of ["GET", "POST"]) {
      const forged = await fetch(`${server.url}/unsubscribe?email=${opened}&token=abc`, { method });
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain("This unsubscribe link is not valid");
    }

    const listed = await inspectStoredData(server, (db) =>
      db.select({ email: mailingList.email }).from(mailingList),
    );
    const emails = listed.map((row) => row.email);
    expect(emails).toContain(opened);
    expect(emails).not.toContain(confirmed);
    expect(emails).not.toContain(oneClick);
  });
});

describe("the optional Google Analytics tag", () => {
  const server = useBuiltServer({ GA_MEASUREMENT_ID: "G-TEST1234" });

  it("loads with the page's nonce, and the CSP allows its hosts", async () => {
    const response = await fetch(`${server.url}/book`); // rendered for each request
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    const html = await response.text();
    expect(html).toContain(
      `<script async="" nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234">`,
    );
    // No cookies or other storage, as /privacy says.
    expect(html).toContain('gtag("consent","default",{analytics_storage:"denied"');
    expect(html).toContain(
      'gtag("config","G-TEST1234",{send_page_view:false,client_storage:"none",allow_google_signals:false,allow_ad_personalization_signals:false})',
    );
  });

  it("on a page from the page cache, its snippet is allowed by its hash", async () => {
    await fetch(`${server.url}/`);
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("x-page-cache")).toBe("hit");
    const html = await response.text();
    expect(html).toContain(
      '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234">',
    );
    const snippet = /<script>(window\.dataLayer[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(snippet).toBeTruthy();
    const hash = createHash("sha256").update(snippet!).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});
