// Signing in: the same answer and about the same time whether the email is unknown or the
// password wrong; attempts limited per account and per client address; a new session every time
// (a token the browser had before is never kept: no session fixation).
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ADMIN_MESSAGES } from "../../domain/messages.ts";
import { LoginSchema } from "../../domain/schemas/staff.ts";
import type { StaffUser } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { hitRateLimit } from "../rate-limit.ts";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Tries per account (whatever the address) and per address (whatever the account) per window. */
export type SignInLimits = { perAccount: number; perAddress: number };

export type LoginResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; status: 400 | 401 | 429; message: string };

export async function signIn(
  db: Db,
  fields: Record<string, unknown>,
  {
    clientKey,
    secret,
    limits: { perAccount, perAddress },
    now = new Date(),
  }: { clientKey: string; secret: string; limits: SignInLimits; now?: Date },
): Promise<LoginResult> {
  const parsed = LoginSchema.safeParse(fields);
  if (!parsed.success) {
    return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  }
  const { email, password } = parsed.data;
  const accountKey = createHmac("sha256", secret)
    .update(`login:${email.toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
  const buckets = [
    { bucket: "login-address", key: clientKey, limit: perAddress },
    { bucket: "login-account", key: accountKey, limit: perAccount },
  ];
  for (const { bucket, key, limit } of buckets) {
    const allowed = await hitRateLimit(db, { bucket, key, limit, windowMs: LOGIN_WINDOW_MS, now });
    if (!allowed) return { ok: false, status: 429, message: ADMIN_MESSAGES.tooManyAttempts };
  }

  const [account] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches || account.disabledAt) {
    return { ok: false, status: 401, message: ADMIN_MESSAGES.incorrect };
  }
  if (needsRehash(account.passwordHash)) {
    await db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(staffUsers.id, account.id));
  }
  const session = await createSession(db, account.id, now);
  return {
    ok: true,
    user: { id: account.id, email: account.email, name: account.name, role: account.role },
    ...session,
  };
}
