// The production build as a real process over real HTTP: what `curl` and a browser get.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { get, request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../../test/support/databases.ts";
import { startBuiltServer, useBuiltServer } from "../../test/support/server.ts";
import { motel } from "../../content/motel.ts";
import { motelYear } from "../../domain/time.ts";
import { createPesapalClient } from "../payments/pesapal/client.ts";

describe("the built site over HTTP (embedded PGlite)", () => {
  const server = useBuiltServer();

  it("answers /healthz with JSON that includes the database", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { kind: "pglite", ok: true },
    });
  });

  it("serves Home as HTML that reads without JavaScript", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    // React separates adjacent text with empty comments; a reader never sees them.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Simple Made Perfect");
    expect(html).toContain(motel.about.paragraphs[0]);
    expect(html).toContain(`© ${motelYear(new Date())} ${motel.name}`);
    expect(html).toContain(motel.phones[0].display);
    expect(html).toContain("39+"); // the rooms counter, from the inventory
  });

  it("lists the room types with from-prices on /accommodation", async () => {
    const html = await (await fetch(`${server.url}/accommodation`)).text();
    expect(html).toContain("Our Rooms");
    expect(html).toMatch(/From <strong>KES 3,500<\/strong> per night/);
    expect(html).toContain('href="/room/family"');
  });
  it("paints before its scripts: the stylesheet first, every script held for the starter", async () => {
    for (const page of ["/", "/book", "/room/deluxe?search=1"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const head = html.split("</head>")[0]!;
      expect(html, page).not.toContain('rel="modulepreload"');
      expect(html, page).not.toContain('type="module"');
      const held = [...head.matchAll(/<link data-preload-later href="\/assets\/[^"]+\.js"/g)];
      expect(held.length, page).toBeGreaterThan(2);
      expect(head.indexOf('rel="stylesheet"'), page).toBeLessThan(head.indexOf(held[0]![0]));
      // The starter, then React Router's module script as inert text it will run.
      expect(html, page).toMatch(
        /<script(?: nonce="[^"]+")?>\(\(\) => \{[\s\S]*?<\/script><script(?: nonce="[^"]+")? type="text\/plain" data-after-first-screen>[^<]*import \* as route0 from "\/assets\//,
      );
    }
  });

  it("loads no schema library with the estimator and the wizard: they fetch it when used", async () => {
    for (const page of ["/room/deluxe", "/book", "/"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const scripts = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(scripts.length, page).toBeGreaterThan(2);
      expect(
        scripts.filter((script) => /\/(zod|checks)-/.test(script!)),
        page,
      ).toEqual([]);
    }
  });

  it("tells caches English home depends on the guest's language and choice, first and cached", async () => {
    for (let load = 0; load < 2; load++) {
      const vary = (await fetch(`${server.url}/`)).headers.get("vary") ?? "";
      expect(vary.split(/,\s*/).sort(), `load ${load}`).toEqual([
        "Accept-Encoding",
        "Accept-Language",
        "Cookie",
      ]);
    }
    expect((await fetch(`${server.url}/sw`)).headers.get("vary")).toBe("Accept-Encoding");
    expect((await fetch(`${server.url}/contact`)).headers.get("vary")).toBe("Accept-Encoding");
  });

  it("paints nothing that moves once painted: home's hero parsed whole, test mode's label placed", async () => {
    for (const page of ["/", "/sw"]) {
      const [head, body] = (await (await fetch(`${server.url}${page}`)).text()).split("</head>");
      expect(head, page).toContain('<link rel="expect" href="#about" blocking="render"/>');
      expect(body, page).toContain('<section id="about"');
      expect(body, page).toContain('class="test-mode-ribbon"');
    }
    // The wizard's summary bar holds the foot of a phone's screen: the label is at the top.
    const wizard = await (await fetch(`${server.url}/book`)).text();
    expect(wizard).toContain('class="test-mode-ribbon test-mode-ribbon--top"');
  });

  it("compresses pages for clients that accept it", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes it; a raw request proves the bytes really were gzip
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${server.url}/`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(gunzipSync(raw).toString()).toContain("Simple Made Perfect");
  });

  it("sends built scripts as the build compressed them: Brotli when accepted, else gzip", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /data-preload-later href="(\/assets\/site-[^"]+\.js)"/.exec(html)![1]!;
    const plain = readFileSync(path.join(BUILT_CLIENT, script));
    // Chrome's header: gzip first, same weight; Brotli still wins.
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      const answer = await rawBytes(`${server.url}${script}`, accept);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-type"], accept).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(decode(answer.body).equals(plain), accept).toBe(true);
    }
    const brotli = await rawBytes(`${server.url}${script}`, "br");
    expect(brotli.body.length).toBeLessThan(
      (await rawBytes(`${server.url}${script}`, "gzip")).body.length,
    );
    const identity = await rawBytes(`${server.url}${script}`, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
    expect((await rawBytes(`${server.url}/assets/no-such-file.js`, "br")).status).toBe(404);
  });

  it("sends security headers, with a fresh script nonce per request", async () => {
    // The wizard is rendered for each request (home comes from the page cache, its scripts
    // allowed by hash: server/pages/page-cache-http.test.ts).
    const first = await fetch(`${server.url}/book`);
    const second = await fetch(`${server.url}/book`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The card step frames the payment simulator: this site, by the visitor's or the clients' host.
    expect(csp).toContain(
      `frame-src https://www.google.com https://maps.google.com 'self' ${server.url};`,
    );
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
  });

  it("turns off browser features the site never uses, keeping payment for the card frame", async () => {
    const policy = (await fetch(`${server.url}/book`)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "usb=()"]) {
      expect(policy).toContain(feature);
    }
    // The card step frames the simulator's page (this site) or Pesapal's.
    expect(policy).toContain(`payment=(self "${server.url}")`);
  });

  it.each([
    "/media/../package.json",
    "/media/%2e%2e/package.json",
    "/assets/%2e%2e/x.js",
    "/assets/..%2f..%2fpackage.json",
    "/media/images/%2E%2E/%2E%2E/motel.ts",
  ])("refuses the traversal %s with a 400 that says so", async (target) => {
    const { status, type, body } = await rawGet(server.url, target);
    expect(status).toBe(400);
    expect(type).toMatch(/^text\/plain/);
    expect(body).toBe("Bad Request: this address is not allowed.");
  });

  it("serves the Pesapal simulator to the real client, its card page framable by the merchant", async () => {
    const pesapal = createPesapalClient({
      baseUrl: `${server.url}/simulators/pesapal`,
      consumerKey: "simulator-key",
      consumerSecret: "simulator-secret",
      timeoutMs: 5_000,
    });
    const order = await pesapal.submitOrder({
      merchantReference: "HTTP-TEST-1",
      amountKes: 3500,
      description: "One night, standard room",
      callbackUrl: "http://localhost:4321/book/card/return",
      cancellationUrl: "http://localhost:4321/book",
      ipnUrl: `${server.url}/api/pesapal/ipn`,
      billing: { email: "guest@example.com", phone: "", firstName: "A", lastName: "B" },
    });
    expect(order.redirectUrl.startsWith(`${server.url}/simulators/pesapal/iframe/`)).toBe(true);
    const page = await fetch(order.redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("KES 3,500.00");
    // The page's own policy replaces the site's: the merchant may frame it and receive the form.
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self' http://localhost:4321");
    expect(csp).toContain("form-action 'self' http://localhost:4321");
    expect(page.headers.get("x-frame-options")).toBeNull();
    const css = await fetch(`${server.url}/simulators/pesapal/static/card.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect((await pesapal.transactionStatus(order.orderTrackingId)).outcome.kind).toBe("pending");
  });

  it("caches hashed assets for a year and media for a day", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`${server.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A script is never a document: only the headers that protect a script are sent with it.
    expect(assetResponse.headers.get("x-content-type-options")).toBe("nosniff");
    expect(assetResponse.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(assetResponse.headers.get("content-security-policy")).toBeNull();
    const media = await fetch(`${server.url}/media/images/hero-640.avif`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/avif");
    expect(media.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(media.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect((await fetch(`${server.url}/assets/missing-abc123.js`)).status).toBe(404);
  });

  it("answers every /api failure as JSON with a sentence, unknown addresses and wrong methods too", async () => {
    for (const [target, init, status] of [
      ["/api/no-such-thing", {}, 404],
      ["/api/no-such-thing", { method: "POST", body: "{}" }, 404],
      ["/api/mail", {}, 405],
      ["/api/quote", {}, 405],
    ] as const) {
      const response = await fetch(`${server.url}${target}`, init);
      expect(response.status, target).toBe(status);
      expect(response.headers.get("content-type"), target).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(5);
    }
  });

  it("answers unknown pages with a real 404 inside the site's shell", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain(motel.name);
  });

  it("tags each response with a request id, keeping a caller's", async () => {
    const own = await fetch(`${server.url}/healthz`);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("abc-123");
    const bad = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });
});

/** The built client files (`npm run build`), as the server under test serves them. */
const BUILT_CLIENT = path.resolve(import.meta.dirname, "../../build/client");

/** A GET asking for `encoding`, with the body's bytes as sent (fetch would decode them). */
function rawBytes(url: string, encoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    },
  );
}

/** A GET with the path exactly as written (fetch would resolve the dots first). */
function rawGet(origin: string, target: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    request({ hostname, port, path: target }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", body }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("starting and stopping", () => {
  it("refuses a bad setting with a message naming it, before listening", async () => {
    const server = await startBuiltServer({ LOG_LEVEL: "loud" }, { waitForHealth: false });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("LOG_LEVEL");
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
    await server.stop();
  });

  it("says in one line what to do when DATA_DIR cannot be written", async () => {
    // Under a regular file (ENOTDIR): refused even for root, who ignores permissions.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "motel-file-")), "a-file");
    writeFileSync(file, "not a folder");
    const dataDir = path.join(file, "data");
    const server = await startBuiltServer({ DATA_DIR: dataDir }, { waitForHealth: false });
    expect(await server.exited).toBe(1);
    const output = server.output().trim();
    expect(output).toBe(
      `Cannot write to DATA_DIR ${dataDir}: part of that path is a file, not a folder. Set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
    await server.stop({ keepData: true });
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("refuses to open a data folder another running server holds", async () => {
    const first = await startBuiltServer();
    const second = await startBuiltServer({ DATA_DIR: first.dataDir }, { waitForHealth: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.process.pid}`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200); // the first is unharmed
    await second.stop({ keepData: true });
    await first.stop();
  });

  it("starts on a data folder whose old lock file names an unrelated live process", async () => {
    // After a power cut the pid written in the lock may be another program's (issue 37).
    const dataDir = mkdtempSync(path.join(tmpdir(), "motel-stale-lock-"));
    const unrelated = spawn("sleep", ["60"]);
    writeFileSync(path.join(dataDir, "pglite.lock"), String(unrelated.pid));
    try {
      const server = await startBuiltServer({ DATA_DIR: dataDir });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await server.stop();
    } finally {
      unrelated.kill();
    }
  }, 120_000); // a whole start, on a machine that may be busy

  it("says so plainly when the port is taken", async () => {
    const first = await startBuiltServer();
    const port = new URL(first.url).port;
    const second = await startBuiltServer({ PORT: port }, { waitForHealth: false });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Port ${port} is already in use`);
    await second.stop();
    await first.stop();
  });

  it("shuts down gracefully on SIGTERM and keeps its data for the next start", async () => {
    const first = await startBuiltServer({ LOG_LEVEL: "info" });
    expect(await first.stop({ keepData: true })).toBe(0);
    expect(first.output()).toContain("seeded room types");
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startBuiltServer({ LOG_LEVEL: "info", DATA_DIR: first.dataDir });
    const health = await (await fetch(`${second.url}/healthz`)).json();
    expect(health).toMatchObject({ status: "ok" });
    expect(await second.stop()).toBe(0);
    expect(second.output()).not.toContain("seeded room types");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the built site on a PostgreSQL server", () => {
  it("migrates, seeds and serves from DATABASE_URL", async () => {
    const { url, drop } = await createServerDatabase();
    const server = await startBuiltServer({ DATABASE_URL: url });
    try {
      const health = await (await fetch(`${server.url}/healthz`)).json();
      expect(health).toMatchObject({ status: "ok", database: { kind: "postgres", ok: true } });
      const html = await (await fetch(`${server.url}/accommodation`)).text();
      expect(html).toContain("KES 3,500");
    } finally {
      await server.stop();
      await drop();
    }
  });
});
