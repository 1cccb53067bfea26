// Staff accounts: created by an admin (or the first one by `npm run create-admin`), listed,
// disabled and re-enabled, given a new password. The motel always keeps one admin who can sign in.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { toldOfMessage, type Told } from "../../domain/said.ts";
import { NewPasswordSchema, NewStaffSchema, type NewStaff } from "../../domain/schemas/staff.ts";
import type { StaffRole, StaffUser } from "../../domain/staff.ts";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { staffSessions, staffUsers } from "../db/schema/staff.ts";
import { recordStaffAction } from "./audit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endAllSessions, hashToken } from "./sessions.ts";

export type AccountResult = { ok: true; id: number } | { ok: false; message: Told };

export type StaffAccount = StaffUser & { disabledAt: Date | null; createdAt: Date };

/** Creates an account from untrusted fields (validated here). `by` is the admin, if any. */
export async function createStaffAccount(
  db: Db,
  fields: Record<string, unknown>,
  by?: StaffUser,
  now = new Date(),
): Promise<AccountResult> {
  const parsed = NewStaffSchema.safeParse(fields);
  if (!parsed.success)
    return { ok: false, message: toldOfMessage(parsed.error.issues[0]!.message) };
  const account: NewStaff = parsed.data;
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash,
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning({ id: staffUsers.id });
      if (by) {
        await recordStaffAction(
          tx,
          {
            staffId: by.id,
            action: "staff.create",
            subject: `staff:${row!.id}`,
            detail: { email: account.email, role: account.role },
          },
          now,
        );
      }
      return { ok: true as const, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: accountSaid.emailTaken() };
    throw error;
  }
}

export function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      disabledAt: staffUsers.disabledAt,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}

/** Admins who can still sign in, other than `exceptId`. */
async function otherActiveAdmins(tx: Db, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.role, "admin"),
        sql`${staffUsers.disabledAt} is null`,
        ne(staffUsers.id, exceptId),
      ),
    );
  return row!.n;
}

/**
 * Disables or re-enables an account, or changes its role. Refused when it would leave no admin
 * who can sign in. Disabling ends the account's sessions at once.
 */
export async function updateStaffAccount(
  db: Db,
  id: number,
  change: { disabled?: boolean; role?: StaffRole },
  by: StaffUser,
  now = new Date(),
): Promise<AccountResult> {
  return db.transaction(async (tx) => {
    // One admin change at a time, so two admins cannot disable each other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_users.admins'))`);
    const [account] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
    if (!account) return { ok: false, message: accountSaid.noSuchAccount() };
    const losesAdmin =
      account.role === "admin" &&
      account.disabledAt === null &&
      (change.disabled === true || (change.role !== undefined && change.role !== "admin"));
    if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0) {
      return { ok: false, message: accountSaid.lastAdmin() };
    }
    await tx
      .update(staffUsers)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? now : null }),
      })
      .where(eq(staffUsers.id, id));
    if (change.disabled) await endAllSessions(tx, id);
    await recordStaffAction(
      tx,
      { staffId: by.id, action: "staff.update", subject: `staff:${id}`, detail: change },
      now,
    );
    return { ok: true as const, id };
  });
}

/** An admin sets a new password for an account; its sessions end (whoever held them). */
export async function setStaffPassword(
  db: Db,
  id: number,
  password: unknown,
  by: StaffUser,
  now = new Date(),
): Promise<AccountResult> {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success)
    return { ok: false, message: toldOfMessage(parsed.error.issues[0]!.message) };
  const passwordHash = await hashPassword(parsed.data);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(staffUsers.id, id))
      .returning({ id: staffUsers.id });
    if (updated.length === 0) return { ok: false, message: accountSaid.noSuchAccount() };
    await endAllSessions(tx, id);
    await recordStaffAction(
      tx,
      { staffId: by.id, action: "staff.password", subject: `staff:${id}` },
      now,
    );
    return { ok: true as const, id };
  });
}

/** A staff member changes their own password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  db: Db,
  user: StaffUser,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  keepToken: string,
  now = new Date(),
): Promise<AccountResult> {
  const [row] = await db
    .select({ passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, user.id));
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    return { ok: false, message: accountSaid.wrongCurrentPassword() };
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(staffUsers.id, user.id));
    await endAllSessions(tx, user.id, keepToken);
    // Sessions from before a password change are void (sessions.ts); this one stays valid.
    await tx
      .update(staffSessions)
      .set({ createdAt: now })
      .where(eq(staffSessions.tokenHash, hashToken(keepToken)));
  });
  return { ok: true, id: user.id };
}
