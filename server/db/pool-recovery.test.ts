// The server ends the pool's idle connections (a restart, a failover, an idle timeout) just as
// transactions begin: each transaction on a dead connection fails, and the pool still has all
// its connections for the next ones. Drizzle's transaction() sends BEGIN before its try/finally,
// so a dead connection's failed BEGIN used to keep its client checked out for good: after ten,
// every request waited out the pool's connection timeout until the process restarted.
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openTestDatabase,
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
} from "../../test/support/databases.ts";
import { isDatabaseUnavailable, type Database } from "./client.ts";

const ROUNDS = 30;
/** More than the pool's ten connections, so every idle one is handed out after each round. */
const IN_PARALLEL = 12;

describe.each(RACE_DATABASE_KINDS)("the pool after its connections are ended on %s", (kind) => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    if (kind !== "postgres" || !process.env.TEST_DATABASE_URL) return;
    database = await openTestDatabase(kind);
    const { rows } = (await database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${rows[0]!.name}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it("race: transactions begun on dead connections fail as unavailable, and none is lost to the pool", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Every connection is idle in the pool now: end them all, then begin at once.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      const outcomes = await Promise.allSettled(
        Array.from({ length: IN_PARALLEL }, () =>
          database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
        ),
      );
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") {
          failed++;
          expect(isDatabaseUnavailable(outcome.reason), String(outcome.reason)).toBe(true);
        }
      }
    }
    console.info(
      `pool recovery: ${failed} of ${ROUNDS * IN_PARALLEL} transactions met a dead connection`,
    );
    // The attack reached transactions (else this proves nothing) ...
    expect(failed).toBeGreaterThan(0);
    // ... and the pool has every connection back: none checked out, ten transactions at once.
    expect(database.poolStats()).toMatchObject({ waiting: 0 });
    expect(database.poolStats().total).toBeLessThanOrEqual(10);
    expect(database.poolStats().total - database.poolStats().idle).toBe(0);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ),
    );
  });
});
