// PostgreSQL drops the app's connections (a failover, a restart, an administrator) while guests
// are browsing: reads are tried again on a new connection, and every /api answer stays JSON.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { createServerDatabase } from "../../test/support/databases.ts";
import { isReadOnlySql } from "./client.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";

describe("isReadOnlySql", () => {
  it.each([
    ['select "a" from "prices"', true],
    ["with t as (select 1) select * from t", true],
    ['select * from "rooms" for update', false],
    ["with t as (delete from x returning *) select * from t", false],
    ['insert into "rate_limits" values ($1)', false],
    ["update bookings set status = $1", false],
  ])("%s: %s", (text, expected) => expect(isReadOnlySql(text)).toBe(expected));
});

const REQUESTS = 240;
const DROP_EVERY = 20;
const IN_PARALLEL = 6;

describe.skipIf(!process.env.TEST_DATABASE_URL)("connections dropped under load", () => {
  let server: RunningServer;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await createServerDatabase());
    server = await startBuiltServer({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  /** Ends every connection of the app to its database, as an administrator or a failover does. */
  async function terminateAppConnections(): Promise<number> {
    const admin = new pg.Client({
      connectionString: url,
      application_name: "connection-drop-test",
    });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'connection-drop-test'",
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("answers reads and keeps /api errors JSON", async () => {
    const checkIn = addDays(motelDate(new Date()), 20);
    const quote = JSON.stringify({
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
    });
    const kinds = [
      () => fetch(`${server.url}/api/prices`),
      () =>
        fetch(`${server.url}/api/quote`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: quote,
        }),
      () => fetch(`${server.url}/room/standard`),
    ];
    const failures: string[] = [];
    let sent = 0;
    let done = 0;
    let terminated = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        const index = sent++;
        const response = await kinds[index % kinds.length]!();
        const path = new URL(response.url).pathname;
        const body = await response.text();
        if (response.status !== 200) {
          failures.push(`${path} ${response.status} ${response.headers.get("content-type")}`);
        }
        if (path.startsWith("/api/") && response.status >= 400) {
          expect(response.headers.get("content-type"), `${path} ${response.status}`).toMatch(
            /^application\/json/,
          );
          expect(JSON.parse(body)).toHaveProperty("error");
        }
        if (++done % DROP_EVERY === 0) terminated += await terminateAppConnections();
      }
    };
    await Promise.all(Array.from({ length: IN_PARALLEL }, worker));
    expect(terminated).toBeGreaterThan(0);
    expect(
      failures,
      server
        .output()
        .split("\n")
        .filter((l) => l.includes('"level":50'))
        .slice(0, 3)
        .join("\n"),
    ).toEqual([]);
  });
});
