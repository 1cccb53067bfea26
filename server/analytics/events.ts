// First-party analytics: beacons from the browser, validated against the spec's events, and
// events the server records itself (bookings, payments). Stored compactly, with no name, email,
// phone, address or user agent.
import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { ServerEvent } from "../../domain/analytics.ts";
import { BeaconSchema, ServerEventSchema } from "../../domain/schemas/analytics.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";
import { hitRateLimit } from "../http/rate-limit.ts";

/**
 * Records a server-side event (booking_created, payment_completed). Pass the transaction that
 * makes the change, so the funnel counts exactly what was committed.
 */
export async function recordEvent(tx: Db, event: ServerEvent, now = new Date()): Promise<void> {
  const { name, props } = ServerEventSchema.parse(event);
  await tx.insert(analyticsEvents).values({ name, props, occurredAt: now });
}

export type BeaconResult =
  | { status: "stored" }
  | { status: "bot" }
  | { status: "rate_limited" }
  | { status: "invalid"; message: string };

const MINUTE_MS = 60 * 1000;

/**
 * Daily visitor keys: an HMAC of the address and user agent under a random salt made for each
 * motel day and kept only in this process's memory, never stored. Once the day is over the salt
 * is gone, so nobody (us included) can recompute a key from a guessed address. It counts visits
 * without a cookie; a restart or a second instance starts a new salt, counting a visitor again.
 */
export function createVisitorKeys(): (address: string, userAgent: string, now: Date) => string {
  let day = "";
  let salt = Buffer.alloc(0);
  return (address, userAgent, now) => {
    const today = motelDate(now);
    if (today !== day) {
      day = today;
      salt = randomBytes(32);
    }
    return createHmac("sha256", salt)
      .update(`visitor:${address}:${userAgent}`)
      .digest("base64url")
      .slice(0, 16);
  };
}

/** This process's visitor keys. */
export const dailyVisitorKey = createVisitorKeys();

export async function recordBeacon(
  db: Db,
  body: unknown,
  options: {
    userAgent: string;
    address: string;
    clientKey: string;
    limitPerMinute: number;
    now?: Date;
  },
): Promise<BeaconResult> {
  const now = options.now ?? new Date();
  // Crawlers and headless tools (and clients that send no user agent) are not visitors.
  if (!options.userAgent || isbot(options.userAgent)) return { status: "bot" };
  const parsed = BeaconSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { status: "invalid", message: `${issue.path.join(".") || "event"}: ${issue.message}` };
  }
  const allowed = await hitRateLimit(db, {
    bucket: "events",
    key: options.clientKey,
    limit: options.limitPerMinute,
    windowMs: MINUTE_MS,
    now,
  });
  if (!allowed) return { status: "rate_limited" };
  const { event, path } = parsed.data;
  await db.insert(analyticsEvents).values({
    name: event.name,
    // A page view's page is the path column already.
    props: event.name === "page_view" ? {} : event.props,
    path,
    visitor: dailyVisitorKey(options.address, options.userAgent, now),
    occurredAt: now,
  });
  return { status: "stored" };
}
