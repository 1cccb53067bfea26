// GET /metrics (Prometheus text) only for allowed addresses or the token; GET /readyz answers 503
// while the database is being migrated and 200 once the site is ready.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../../test/support/databases.ts";
import { startBuiltServer, useBuiltServer } from "../../test/support/server.ts";
import type { ServerBuild } from "react-router";
import { methodLabel, OTHER_ROUTE, reactRouterPatterns, routeLabeller } from "./route-labels.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics", () => {
  const server = useBuiltServer({ METRICS_TOKEN: TOKEN });

  it("answers this machine in the Prometheus text format, with the site's figures", async () => {
    await (await fetch(`${server.url}/accommodation`)).text(); // one request timed
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /motel_http_request_duration_seconds_count\{route="\/accommodation",method="GET",status="2xx"\} 1/,
    );
    for (const name of [
      "motel_holds_open 0",
      'motel_queue_waiting{queue="emails"} ',
      'motel_queue_waiting{queue="holds"} 0',
      'motel_queue_oldest_seconds{queue="providerMessages"} 0',
      'motel_queue_stuck{queue="texts"} 0',
      "motel_reconcile_lag_seconds ",
      'motel_db_pool_connections{state="total"} 1',
      "motel_event_stream_clients 0",
      "motel_backup_failed ",
      "# TYPE motel_bookings gauge",
      "# TYPE motel_payment_attempts gauge",
    ])
      expect(text).toContain(name);
  });

  it("is not found for a client whose address comes through an untrusted proxy", async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("motel_");
  });

  it("answers anyone with the bearer token, and no one with a wrong one", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.9" };
    const right = await fetch(`${server.url}/metrics`, {
      headers: { ...headers, Authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { ...headers, Authorization: `Bearer ${TOKEN.slice(1)}x` },
    });
    expect(wrong.status).toBe(404);
  });

  it("adds no series for 800 made-up paths, whatever they are answered", async () => {
    const series = async () =>
      (await (await fetch(`${server.url}/metrics`)).text())
        .split("\n")
        .filter((line) => line.startsWith("motel_http_request_duration_seconds_count{")).length;
    // Made-up paths as a scanner sends them: unknown pages, ids and tokens in known and unknown
    // places, wrong methods, traversal (400), staff pages (a redirect to sign in), data requests.
    const kinds: ((r: string) => [string, string])[] = [
      (r) => ["GET", `/made-up-${r}`],
      (r) => ["GET", `/room/${r}`],
      (r) => ["POST", `/room/${r}`],
      (r) => ["GET", `/api/bookings/${r}`],
      (r) => ["DELETE", `/api/bookings/${r}/${r}`],
      (r) => ["GET", `/api/${r}`],
      (r) => ["GET", `/x/..%2f${r}`],
      (r) => ["GET", `/admin/${r}`],
      (r) => ["GET", `/admin/bookings/${r}`],
      (r) => ["GET", `/${r}.data`],
      (r) => ["GET", `/assets/${r}.js`],
      (r) => ["GET", `/media/${r}.jpg`],
      (r) => ["POST", `/api/payments/${r}/${r}`],
      (r) => ["POST", `/api/texts/sms/${r}/${r}`],
      (r) => ["PUT", `/accommodation/${r}`],
      (r) => ["GET", `/gallery/${r}/`],
    ];
    // Letters only: a scanner's words, not ids (digits alone were already folded into ":id").
    const madeUp = () =>
      Array.from({ length: 10 }, () =>
        String.fromCharCode(97 + Math.floor(Math.random() * 26)),
      ).join("");
    const send = async (i: number, r: string) => {
      const [method, path] = kinds[i % kinds.length]!(r);
      const response = await fetch(`${server.url}${path}`, { method, redirect: "manual" });
      await response.arrayBuffer();
      return response.status;
    };
    // Each kind once first: the series a kind of answer needs at all (one "other" per status).
    for (let i = 0; i < kinds.length; i++) await send(i, "warm-up");
    for (let i = 0; i < kinds.length; i++) await send(i, "warm-up-again");
    const before = await series();
    const statuses = new Set<number>();
    // 50 of each kind: one made-up path that added a series would be enough to fail.
    for (let start = 0; start < 800; start += 25) {
      const batch = Array.from({ length: 25 }, (_, j) => send(start + j, madeUp()));
      for (const status of await Promise.all(batch)) statuses.add(status);
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([302, 400, 404, 405]));
    expect(await series()).toBe(before);
  });

  it("GET /readyz is 200 once the site is ready; /healthz still answers", async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("route labels", () => {
  const label = routeLabeller({
    pagePatterns: [
      "/",
      "/room/:type",
      "/admin",
      "/admin/bookings/:id",
      "/api/bookings/:id/:provider",
      "/rate-card.pdf",
    ],
    files: ["/favicon.svg"],
  });
  it("are the known patterns, never the path: ids, tokens and made-up paths are not kept", () => {
    expect(label("/admin/bookings/123")).toBe("/admin/bookings/:id");
    expect(label("/admin/bookings/123.data")).toBe("/admin/bookings/:id.data");
    expect(label("/_root.data")).toBe("/.data");
    expect(label("/api/bookings/GO-7K2M4P9Q/mpesa")).toBe("/api/bookings/:id/:provider");
    expect(label("/api/bookings/GO-7K2M4P9Q/events")).toBe("/api/bookings/:id/events");
    expect(label("/api/payments/stk/s3cr3t")).toBe("/api/payments/stk/:token");
    expect(label("/api/texts/sms/abcdefabcdef/delivery")).toBe("/api/texts/sms/:token/delivery");
    expect(label("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(label("/favicon.svg")).toBe("/favicon.svg");
    expect(label("/rate-card.pdf")).toBe("/rate-card.pdf");
    expect(label("/ROOM/anything")).toBe("/room/:type");
    for (const made of ["/wp-login.php", "/room/a/b", "/api/payments/x/y", "/nope.data", "/x/"])
      expect(label(made)).toBe(OTHER_ROUTE);
  });
  it("name the React Router routes by their full pattern, splats left out", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/home": { id: "routes/home", parentId: "root", index: true },
      admin: { id: "admin", parentId: "root", path: "admin" },
      "admin/booking": { id: "admin/booking", parentId: "admin", path: "bookings/:id" },
      "admin/not-found": { id: "admin/not-found", parentId: "admin", path: "*" },
    } as unknown as ServerBuild["routes"];
    expect(reactRouterPatterns(routes).sort()).toEqual(["/", "/admin", "/admin/bookings/:id"]);
  });
  it("name a few methods; any other is OTHER", () => {
    expect(methodLabel("HEAD")).toBe("GET");
    expect(methodLabel("PROPFIND")).toBe("OTHER");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("GET /readyz while migrating", () => {
  it("answers 503 'starting' while the migration waits, then 200", async () => {
    const database = await createServerDatabase();
    // Another instance migrating holds this lock (server/db/client.ts): the server waits on it.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock(4242001)");
    const server = await startBuiltServer({ DATABASE_URL: database.url }, { waitForHealth: false });
    try {
      let response: Response | undefined;
      while (!response) {
        response = await fetch(`${server.url}/readyz`).catch(() => undefined);
        if (!response) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "starting" });
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      await holder.query("select pg_advisory_unlock(4242001)");
      while ((await fetch(`${server.url}/readyz`)).status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await holder.end();
      await server.stop();
      await database.drop();
    }
  });
});
