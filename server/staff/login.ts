// Signing in: the same answer and about the same time whether the email is unknown or the
// password wrong; attempts limited per client address, and per account from that address (so
// someone hammering an account from one address cannot lock its owner out everywhere); password
// checks queued a few at a time (a 503 beyond, counted per address too; a small lane ahead for
// an account signing in from an address it signed in from before); a new session every time (a token the browser had
// before is never kept: no session fixation). Only failed tries count toward the limits.
import { createHmac } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { toldOfMessage, type Told } from "../../domain/said.ts";
import { LoginSchema } from "../../domain/schemas/staff.ts";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import type { StaffUser } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { hitRateLimit, takeBackRateLimitHit } from "../http/rate-limit.ts";
import {
  dummyHash,
  hashPassword,
  HashingBusyError,
  hashingQueueFull,
  needsRehash,
  verifyPassword,
} from "./passwords.ts";
import { createSession } from "./sessions.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Tries per account from one address, and per address (whatever the account), per window. An
 * account is never locked for every address at once: its owner signs in from another.
 */
export type SignInLimits = { perAccount: number; perAddress: number };

/** Seconds the browser is asked to wait when the password checks are all busy. */
export const BUSY_RETRY_AFTER_S = 5;

export type LoginResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; status: 400 | 401 | 429 | 503; message: Told };

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
    return { ok: false, status: 400, message: toldOfMessage(parsed.error.issues[0]!.message) };
  }
  const { email, password } = parsed.data;
  const accountFromAddressKey = createHmac("sha256", secret)
    .update(`login:${email.toLowerCase()}:${clientKey}`)
    .digest("base64url")
    .slice(0, 22);
  // While the password checks are all busy (a flood), only an account signing in from an address
  // it signed in from before gets through, in its own small lane. Anyone else is asked to come
  // back, and that try counts against their address like any other: 503s are not free.
  const trusted = hashingQueueFull() && (await signedInBefore(db, accountFromAddressKey, now));
  if (hashingQueueFull() && !trusted) {
    const allowed = await hitRateLimit(db, {
      bucket: "login-address",
      key: clientKey,
      limit: perAddress,
      windowMs: LOGIN_WINDOW_MS,
      now,
    });
    return allowed
      ? { ok: false, status: 503, message: accountSaid.busy() }
      : { ok: false, status: 429, message: accountSaid.tooManyAttempts() };
  }
  const buckets = [
    { bucket: "login-address", key: clientKey, limit: perAddress },
    { bucket: "login-account-address", key: accountFromAddressKey, limit: perAccount },
  ];
  for (const { bucket, key, limit } of buckets) {
    const allowed = await hitRateLimit(db, { bucket, key, limit, windowMs: LOGIN_WINDOW_MS, now });
    if (!allowed) return { ok: false, status: 429, message: accountSaid.tooManyAttempts() };
  }

  const [account] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`);
  let matches: boolean;
  try {
    const stored = account?.passwordHash ?? (await dummyHash());
    matches = await verifyPassword(password, stored, { queue: trusted ? "trusted" : "bounded" });
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return { ok: false, status: 503, message: accountSaid.busy() };
  }
  if (!account || !matches || account.disabledAt) {
    return { ok: false, status: 401, message: accountSaid.incorrect() };
  }
  if (needsRehash(account.passwordHash)) {
    await db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(staffUsers.id, account.id));
  }
  // Only failures count toward the limits: a desk account shared by the shift signs in as often
  // as it needs. Counted first and given back now, so a burst of guesses is counted in full.
  for (const { bucket, key } of buckets) await takeBackRateLimitHit(db, { bucket, key });
  await rememberSignIn(db, accountFromAddressKey, now);
  const session = await createSession(db, account.id, now);
  return {
    ok: true,
    user: { id: account.id, email: account.email, name: account.name, role: account.role },
    ...session,
  };
}

/** How long an address that signed in to an account keeps its place in the reserved lane. */
export const GOOD_HISTORY_DAYS = 90;
/** The rate-limit table's row (bucket, key): when this account last signed in from this address. */
export const GOOD_HISTORY_BUCKET = "login-good";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records a successful sign-in of this account from this address, keyed by the same keyed hash as
 * its tries (no address or email is stored), in the rate-limit table: one row, its time.
 */
async function rememberSignIn(db: Db, key: string, now: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ bucket: GOOD_HISTORY_BUCKET, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: { windowStart: now, count: sql`${rateLimits.count} + 1` },
    });
}

async function signedInBefore(db: Db, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, GOOD_HISTORY_BUCKET),
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, new Date(now.getTime() - GOOD_HISTORY_DAYS * DAY_MS)),
      ),
    );
  return row !== undefined;
}
