// Staff sessions in the database. The browser's cookie holds a random token; the table keeps only
// its SHA-256, so a leaked backup cannot be used to sign in. Sessions slide while used (idle
// limit) but never outlive the absolute limit; signing out deletes the row, so it really ends.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, gte, lt, ne, or, sql } from "drizzle-orm";
import type { StaffUser } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { staffSessions, staffUsers } from "../db/schema/staff.ts";

const MINUTE_MS = 60 * 1000;
/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * MINUTE_MS;
/** Signed out this long after signing in, however busy. */
export const SESSION_MAX_MS = 7 * 24 * 60 * MINUTE_MS;
/** Expiry is pushed forward at most once a minute, not on every request. */
const TOUCH_EVERY_MS = MINUTE_MS;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt,
  });
  return { token, expiresAt: absoluteExpiresAt };
}

/** The signed-in staff member of a session token, or undefined (unknown, expired, disabled). */
export async function userOfSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<StaffUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      lastSeenAt: staffSessions.lastSeenAt,
      absoluteExpiresAt: staffSessions.absoluteExpiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        sql`${staffUsers.disabledAt} is null`,
        // A sign-in that raced a password change (old password checked first) is void.
        gte(staffSessions.createdAt, staffUsers.passwordChangedAt),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const idleUntil = new Date(now.getTime() + SESSION_IDLE_MS);
    await db
      .update(staffSessions)
      .set({
        lastSeenAt: now,
        expiresAt: idleUntil < row.absoluteExpiresAt ? idleUntil : row.absoluteExpiresAt,
      })
      .where(eq(staffSessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function endSession(db: Db, token: string): Promise<void> {
  if (!token) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account, except (optionally) the one making the request. */
export async function endAllSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        keepToken ? ne(staffSessions.tokenHash, hashToken(keepToken)) : undefined,
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.absoluteExpiresAt, now)));
}
