// Password hashing with scrypt (Node's own, no native add-on), by default at OWASP's recommended
// cost: N = 2^17, r = 8, p = 1, i.e. 128 MiB and a few hundred milliseconds per guess.
// PASSWORD_HASH_COST lowers N for the test suite only (production refuses below 17).
// Stored as "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>", so the cost can be raised later and old
// hashes still verify (and are re-hashed at the next sign-in: needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

type Params = { logN: number; r: number; p: number };

let CURRENT: Params = { logN: 17, r: 8, p: 1 };

/** Set once at start from the config (server/start.ts, scripts/create-admin.ts). */
export function setPasswordHashCost(logN: number): void {
  CURRENT = { ...CURRENT, logN };
}
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads), which compression and file reads share, and
 * keeps a core busy for a few hundred milliseconds: a flood of sign-ins must not take the pool or
 * the cores, nor queue without end (128 MiB each). At most HASHING_AT_ONCE hashes run (2, or 1
 * when the machine has only 2 cores: one stays for the pages); an anonymous sign-in waits only
 * while HASHING_WAITING others do, beyond that it is refused with HashingBusyError (the form
 * says: try again in a few seconds).
 */
export const HASHING_AT_ONCE = Math.min(2, Math.max(1, availableParallelism() - 1));
export const HASHING_WAITING = 4;
/**
 * A small lane beside it for a known account signing in from an address it signed in from before
 * (server/staff/login.ts): they wait ahead of the anonymous queue, at most this many at once, so
 * a flood from many addresses never keeps staff out and the lane cannot be flooded in turn.
 */
export const TRUSTED_WAITING = 2;

/** True when a sign-in now would be refused: checked first, before any other work is done. */
export function hashingQueueFull(): boolean {
  return running >= HASHING_AT_ONCE && waiting.filter((w) => w.bounded).length >= HASHING_WAITING;
}

export class HashingBusyError extends Error {
  override name = "HashingBusyError";
}

let running = 0;
type Queue = "bounded" | "unbounded" | "trusted";
const waiting: { start: () => void; bounded: boolean; queue: Queue }[] = [];

/**
 * Runs fn in a hashing slot. bounded (sign-in, anyone may ask): refused when the queue is full;
 * trusted (a sign-in with a good history): ahead of the bounded ones, refused beyond
 * TRUSTED_WAITING; unbounded (staff already signed in changing a password): always waits its turn.
 */
async function inHashingSlot<T>(fn: () => Promise<T>, queue: Queue): Promise<T> {
  if (running >= HASHING_AT_ONCE) {
    const bounded = queue === "bounded";
    if (bounded && hashingQueueFull()) {
      throw new HashingBusyError("Too many password checks at once");
    }
    if (
      queue === "trusted" &&
      waiting.filter((w) => w.queue === "trusted").length >= TRUSTED_WAITING
    ) {
      throw new HashingBusyError("Too many trusted password checks at once");
    }
    await new Promise<void>((start) => {
      const entry = { start, bounded, queue };
      // Trusted sign-ins go before every anonymous one waiting (after other trusted ones).
      const before = queue === "trusted" ? waiting.findIndex((w) => w.bounded) : -1;
      if (before === -1) waiting.push(entry);
      else waiting.splice(before, 0, entry);
    });
  } else {
    running++;
  }
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next)
      next.start(); // the slot passes straight on
    else running--;
  }
}

export type HashingQueue = { queue?: Queue };

function derive(password: string, salt: Buffer, { logN, r, p }: Params): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  { queue = "unbounded" }: HashingQueue = {},
): Promise<string> {
  const salt = randomBytes(16);
  const params = CURRENT;
  const key = await inHashingSlot(() => derive(password, salt, params), queue);
  const { logN, r, p } = CURRENT;
  return ["scrypt", logN, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | undefined {
  const [scheme, logN, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return undefined;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.logN) &&
    params.logN >= 10 &&
    params.logN <= 20 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!sane) return undefined;
  return { params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

export async function verifyPassword(
  password: string,
  stored: string,
  { queue = "unbounded" }: HashingQueue = {},
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await inHashingSlot(() => derive(password, parsed.salt, parsed.params), queue);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.logN !== CURRENT.logN ||
    parsed.params.r !== CURRENT.r ||
    parsed.params.p !== CURRENT.p
  );
}

let dummy: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so an unknown address takes as long to
 * refuse as a wrong password (no timing difference tells which emails have accounts).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("base64url"));
  return dummy;
}
