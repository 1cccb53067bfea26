// Retention of the providers' messages (content/privacy.ts RETENTION.providerInboxDays): a
// processed message is deleted by the hourly clean-up 90 days after it was processed; one still
// waiting (its processing failed) is never deleted, however old, since it may be the only copy.
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RETENTION } from "../../content/privacy.ts";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { providerInbox } from "../db/schema/ledger.ts";
import { deleteExpiredData } from "../privacy/retention.ts";
import { markFailed, markProcessed, storeInbound } from "./inbox.ts";

const DAY_MS = 86_400_000;
const NOW = new Date("2026-11-27T09:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe.each(testDatabaseKinds())("the provider inbox's retention on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("deletes processed messages after 90 days and keeps every unprocessed one", async () => {
    expect(RETENTION.providerInboxDays).toBe(90);
    const db = database.db;
    const processed = async (note: string, days: number) => {
      const id = await storeInbound(db, "c2b_confirmation", { note }, daysAgo(days + 1));
      await markProcessed(db, id, "settled", daysAgo(days));
    };
    await processed("old", 91);
    await processed("just kept", 89);
    await processed("new", 0);
    // Received long ago and never processed: still waiting for its next try.
    const waiting = await storeInbound(db, "stk_callback", { note: "waiting" }, daysAgo(200));
    await markFailed(db, waiting, new Error("connection lost"), daysAgo(199), 1);

    await deleteExpiredData(db, NOW);

    const left = await db.select().from(providerInbox).orderBy(asc(providerInbox.id));
    expect(left.map((row) => (row.body as { note: string }).note)).toEqual([
      "just kept",
      "new",
      "waiting",
    ]);
  });
});
