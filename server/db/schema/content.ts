import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

/**
 * The site's editable content, one row per top-level field of SiteContent (domain/schemas/
 * content.ts) as JSON. Seeded from content/motel.ts; staff edit it at /admin/content. No check
 * on the field names: a new field needs no migration, and a row no longer known is ignored.
 */
export const contentFields = pgTable("content_fields", {
  field: text("field").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change to the content: who, when, which field, old → new (undo writes one too). */
export const contentChanges = pgTable(
  "content_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    field: text("field").notNull(),
    staffId: bigint("staff_id", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** The staff member's name then (kept if the account is later removed). */
    staffName: text("staff_name").notNull(),
    oldValue: jsonb("old_value").notNull(),
    newValue: jsonb("new_value").notNull(),
    /** The change this one undid, if it is an undo. */
    undoOf: bigint("undo_of", { mode: "number" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_changes_field_at").on(t.field, t.id)],
);
