import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES, type StaffRole } from "../../../domain/staff.ts";

/** Staff accounts. The password is kept only as a slow hash (server/staff/passwords.ts). */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash").notNull(),
    /** A disabled account cannot sign in and its sessions are ended; its history stays. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_users_email_lower").on(sql`lower(${t.email})`),
    check(
      "staff_users_role_known",
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(", "))})`,
    ),
  ],
);

/**
 * Signed-in sessions. The browser holds a random token; only its SHA-256 is stored, so a copy of
 * the database cannot be used to sign in.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward on use, never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_user").on(t.userId)],
);

/** Who did what in the staff area (check-ins, cancellations, resends, accounts). */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint("staff_id", { mode: "number" }).references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    /** e.g. booking.check_in, booking.cancel, mail.resend, staff.create */
    action: text("action").notNull(),
    /** What it was done to: a booking id, an email id, an account id. */
    subject: text("subject").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_subject").on(t.subject, t.at)],
);
