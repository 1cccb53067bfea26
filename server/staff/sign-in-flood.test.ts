// Sign-in during a distributed flood (issue 37): guesses from 1,500 addresses keep the password
// hashing queue full, yet the owner signs in from an address they signed in from before (a small
// reserved lane), and an address that keeps being asked to come back (503) is counted like any
// other try: past its limit it is told to wait (429). Production hashing cost, real processes.
import { migratedDataDir } from "../../test/support/databases.ts";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStaffAccount,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Owner", password: "the owner's long passphrase" };
const OWNER_ADDRESS = "127.0.0.50";
const PER_ADDRESS = 10;

/** Posts the sign-in form from a chosen loopback source address (127.0.0.0/8 is all ours). */
function signIn(
  origin: string,
  from: string,
  fields: { email: string; password: string },
): Promise<number> {
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
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The i-th of 1,500 flooding addresses: 127.1.x.y. */
const flooder = (i: number) => `127.1.${Math.floor((i % 1500) / 250)}.${(i % 250) + 1}`;

describe("a distributed sign-in flood at the production hashing cost", () => {
  let server: RunningServer;
  let flooding = false;
  let flood: Promise<number[]> | undefined;
  beforeAll(async () => {
    const env = { DATA_DIR: await migratedDataDir("sign-in-flood") };
    createStaffAccount(env, OWNER);
    server = await startBuiltServer({
      ...env,
      PASSWORD_HASH_COST: "17",
      SIGN_IN_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    });
    // The owner's usual address: signed in from it before the flood.
    expect(await signIn(server.url, OWNER_ADDRESS, OWNER)).toBe(302);
  }, 300_000);
  afterAll(async () => {
    flooding = false;
    await flood;
    await server?.stop();
  });

  /**
   * 16 clients, each sending again as soon as answered, every time from the next address;
   * `busy` resolves at the first 503: the hashing queue is full from then on.
   */
  function startFlood() {
    flooding = true;
    let next = 0;
    let full: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (full = resolve));
    const statuses: number[] = [];
    const client = async () => {
      while (flooding) {
        const i = next++;
        const status = await signIn(server.url, flooder(i), {
          email: OWNER.email,
          password: `guess-${i}`,
        });
        statuses.push(status);
        if (status === 503) full();
      }
    };
    const done = Promise.all(Array.from({ length: 16 }, client)).then(() => statuses);
    return { busy, done };
  }

  it("lets the owner in from their usual address, and counts 503s per address", async () => {
    const { busy, done } = startFlood();
    flood = done;
    await busy;
    const owner: number[] = [];
    for (let i = 0; i < 3; i++) owner.push(await signIn(server.url, OWNER_ADDRESS, OWNER));
    expect(owner, String(owner)).toEqual([302, 302, 302]);
    // One address asked again and again is told to wait once its tries are spent, 503s included.
    const repeated: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 5; i++) {
      repeated.push(
        await signIn(server.url, "127.0.0.70", { email: "x@motel.test", password: `g${i}` }),
      );
    }
    expect(repeated.slice(-3), String(repeated)).toEqual([429, 429, 429]);
    flooding = false;
    const statuses = await flood;
    expect(statuses.filter((s) => s === 503).length, "the flood was refused").toBeGreaterThan(0);
  }, 180_000);
});
