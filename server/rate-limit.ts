// Fixed-window rate limits kept in PostgreSQL, so several app instances count together and a
// restart does not reset them. Clients are keyed by a keyed hash of their address.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimits } from "./db/schema/rate-limits.ts";

/** A stable key for a client address that does not reveal it. */
export function clientKey(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`client:${address}`).digest("base64url").slice(0, 22);
}

/**
 * Counts one hit for (bucket, key); true while the count in the current window is within
 * `limit`. Atomic: one upsert, safe under concurrency.
 */
export async function hitRateLimit(
  db: Db,
  {
    bucket,
    key,
    limit,
    windowMs,
    now = new Date(),
  }: { bucket: string; key: string; limit: number; windowMs: number; now?: Date },
): Promise<boolean> {
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then excluded.window_start else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count <= limit;
}
