import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * First-party analytics: one row per event, with no name, email, phone, address or user agent.
 * The visitor column is a hash under a salt that lives in memory for one day only
 * (server/analytics/events.ts), so past days' keys cannot be linked to an address or device.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull(),
    /** The page the event happened on (null for server events). */
    path: text("path"),
    /** Daily anonymous visitor key (null for server events). */
    visitor: text("visitor"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_name_time").on(t.name, t.occurredAt)],
);
