// GET /metrics (Prometheus text) only for allowed addresses or the token; GET /readyz answers 503
// while the database is being migrated and 200 once the site is ready.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase } from "../test/support/databases.ts";
import { startBuiltServer, type RunningServer } from "../test/support/server.ts";
import { routeLabel } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
  });

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
      "motel_outbox_depth ",
      "motel_outbox_oldest_age_seconds ",
      "motel_mail_failed 0",
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

  it("GET /readyz is 200 once the site is ready; /healthz still answers", async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("route labels", () => {
  it("keep ids, references and 404s out of the labels", () => {
    expect(routeLabel("/admin/bookings/123", 200)).toBe("/admin/bookings/:id");
    expect(routeLabel("/api/bookings/GO-7K2M4P9Q/mpesa", 200)).toBe("/api/bookings/:id/mpesa");
    expect(routeLabel("/api/payments/daraja/s3cr3t", 200)).toBe("/api/payments/daraja/:token");
    expect(routeLabel("/api/texts/sms/abcdefabcdef/delivery", 200)).toBe(
      "/api/texts/sms/:token/delivery",
    );
    expect(routeLabel("/assets/entry-abc123.js", 200)).toBe("/assets/*");
    expect(routeLabel("/wp-login.php", 404)).toBe("not found");
    expect(routeLabel("/rate-card.pdf", 200)).toBe("/rate-card.pdf");
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
