// Sign-in under attack: a flood of guesses at one staff account, from one address, neither locks
// its owner out (signing in from elsewhere) nor queues unbounded password hashing (128 MiB each)
// that would starve every page of the thread pool.
import { migratedDataDir } from "../../test/support/databases.ts";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import { english } from "../../test/support/english.ts";
import {
  createStaffAccount,
  startBuiltServer,
  useBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Owner", password: "the owner's long passphrase" };

/** Posts the sign-in form from a chosen loopback source address (127.0.0.0/8 is all ours). */
function signIn(
  origin: string,
  from: string,
  fields: { email: string; password: string },
): Promise<{ status: number; retryAfter?: string; body: string }> {
  const { hostname, port } = new URL(origin);
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        localAddress: from,
        method: "POST",
        path: "/admin?index",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("an attacker guessing one account's password", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = { DATA_DIR: await migratedDataDir("sign-in") };
    createStaffAccount(env, OWNER);
    server = await startBuiltServer({ ...env, SIGN_IN_LIMIT_PER_ACCOUNT: "3" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is stopped at the limit, and the owner still signs in from another address", async () => {
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(
        (await signIn(server.url, "127.0.0.2", { email: OWNER.email, password: `guess-${i}` }))
          .status,
      );
    }
    expect(guesses).toEqual([401, 401, 401, 429, 429, 429]);
    const owner = await signIn(server.url, "127.0.0.3", OWNER);
    expect(owner.status).toBe(302);
  });
});

describe("a flood of sign-ins at the production hashing cost", () => {
  const server = useBuiltServer({
    PASSWORD_HASH_COST: "17",
    SIGN_IN_LIMIT_PER_ACCOUNT: "1000",
    SIGN_IN_LIMIT_PER_ADDRESS: "1000",
  });

  it("hashes a few at a time and asks the rest to come back, in words", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(server.url, "127.0.0.4", { email: `nobody${i}@motel.test`, password: "wrong" }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 401 || s === 503),
      String(statuses),
    ).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length, String(statuses)).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toContain(english(accountSaid.busy()));
    }
  });
});
