// Fixed-window rate limits kept in PostgreSQL, so several app instances count together and a
// restart does not reset them. Clients are keyed by a keyed hash of their address.
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";

/**
 * Who a rate limit counts: an IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d) as it is,
 * an IPv6 address by its /64 prefix, since one subscriber usually gets a whole /64 and could
 * otherwise change address at every request.
 */
export function rateLimitSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, "0"))
    .join(":")}::/64`;
}

/** A stable key for a client address that does not reveal it. */
export function clientKey(secret: string, address: string): string {
  return createHmac("sha256", secret)
    .update(`client:${rateLimitSubject(address)}`)
    .digest("base64url")
    .slice(0, 22);
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

/**
 * Takes back one hit of (bucket, key) in its current window: for limits that count only failures
 * (a promotion code that did not apply). Hitting first and taking back on success keeps the count
 * atomic under a burst: every attempt in flight is counted before its outcome is known.
 */
export async function takeBackRateLimitHit(
  db: Db,
  { bucket, key }: { bucket: string; key: string },
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}
