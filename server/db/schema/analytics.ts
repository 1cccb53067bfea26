import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * First-party analytics: one row per event. No personal data: the visitor column is a hash that
 * changes every day and cannot be turned back into an address or device.
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
