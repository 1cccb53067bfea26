// The migration that renamed the role "staff" to "front_desk" (issue 14) carries existing
// accounts over: a database migrated up to just before it, holding an account with the old role,
// is migrated on, and the account is front desk; the old role can no longer be written.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { fromRoot } from "../paths.ts";

const folder = fromRoot("server/db/migrations");
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, "utf8")) as {
  entries: { tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(`${folder}/${tag}.sql`, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

type Exec = { run: (sql: string) => Promise<unknown>; rows: (sql: string) => Promise<unknown[]> };

async function connect(kind: string): Promise<Exec & { close: () => Promise<void> }> {
  if (kind === "pglite") {
    const db = new PGlite();
    return {
      run: (sql) => db.exec(sql),
      rows: async (sql) => (await db.query(sql)).rows,
      close: () => db.close(),
    };
  }
  const { url, drop } = await createServerDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    run: (sql) => client.query(sql),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await drop();
    },
  };
}

describe.each(testDatabaseKinds())("the front-desk role migration on %s", (kind) => {
  it("turns existing staff accounts into front-desk ones and refuses the old role", async () => {
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_front_desk_role"));
    expect(at).toBeGreaterThan(0);
    const db = await connect(kind);
    try {
      for (const entry of journal.entries.slice(0, at)) {
        for (const statement of statements(entry.tag)) await db.run(statement);
      }
      await db.run(`insert into staff_users (email, name, role, password_hash) values
        ('owner@motel.test', 'Grace', 'admin', 'x'), ('desk@motel.test', 'Peter', 'staff', 'x')`);
      for (const statement of statements(journal.entries[at]!.tag)) await db.run(statement);
      expect(await db.rows(`select email, role from staff_users order by email`)).toEqual([
        { email: "desk@motel.test", role: "front_desk" },
        { email: "owner@motel.test", role: "admin" },
      ]);
      await expect(
        db.run(`update staff_users set role = 'staff' where email = 'desk@motel.test'`),
      ).rejects.toThrow(/staff_users_role_known/);
    } finally {
      await db.close();
    }
  });
});
