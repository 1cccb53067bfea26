// A built server on a data folder prepared beforehand through the real services: for tests that
// need a state no page can make yet (rooms already booked, a price missing). The embedded
// database admits one process at a time, so it is prepared, closed, then handed to the server (and
// inspected the same way, after the server stops).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { startBuiltServer, type RunningServer } from "./server.ts";

export async function startServerWith(prepare: (db: Db) => Promise<void>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "motel-seeded-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    await seedDatabase(database.db);
    await prepare(database.db);
  } finally {
    await database.close();
  }
  return startBuiltServer({ DATA_DIR: dataDir });
}

/**
 * Stops a server started on the embedded database (keeping its data), then opens that database
 * to look at what the server stored; the data folder is removed afterwards.
 */
export async function inspectStoredData<T>(
  server: RunningServer,
  look: (db: Db) => Promise<T>,
): Promise<T> {
  await server.stop({ keepData: true });
  const database = await openDatabase({
    kind: "pglite",
    dataDir: path.join(server.dataDir, "pglite"),
  });
  try {
    return await look(database.db);
  } finally {
    await database.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
