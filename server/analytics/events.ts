// First-party analytics: beacons from the browser, validated against the spec's events, and
// events the server records itself (bookings, payments). Stored compactly, without personal data.
import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import type { ServerEvent } from "../../domain/analytics.ts";
import { BeaconSchema, ServerEventSchema } from "../../domain/schemas/analytics.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";
import { hitRateLimit } from "../rate-limit.ts";

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
 * A visitor key that changes every motel day and cannot be reversed: counts visits without a
 * cookie and without storing the address or user agent.
 */
export function dailyVisitorKey(secret: string, address: string, userAgent: string, now: Date) {
  return createHmac("sha256", secret)
    .update(`visitor:${motelDate(now)}:${address}:${userAgent}`)
    .digest("base64url")
    .slice(0, 16);
}

export async function recordBeacon(
  db: Db,
  body: unknown,
  options: {
    userAgent: string;
    address: string;
    clientKey: string;
    secret: string;
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
    props: event.props,
    path,
    visitor: dailyVisitorKey(options.secret, options.address, options.userAgent, now),
    occurredAt: now,
  });
  return { status: "stored" };
}
