// Promotion codes cannot be guessed (issue 37), through the built server over real HTTP: a code
// that does not apply (unknown, not active, not yet valid, expired) is answered with one sentence,
// so a guesser cannot tell a real code from a made-up one; and codes refused to one address are
// limited per window (a 429 before the code is even looked at), while the stay is still quoted
// without a code and a guest keeps re-quoting with a code that applies.
import { said } from "../../domain/said.ts";
import { migratedDataDir } from "../../test/support/databases.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { english } from "../../test/support/english.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { textOf } from "../../test/support/page-text.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const LIMIT = 5;
const today = motelDate(new Date());
const checkIn = addDays(today, 30);
const STAY = {
  checkIn,
  checkOut: addDays(checkIn, 1),
  rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
};

describe("guessing promotion codes at /api/quote", () => {
  let server: RunningServer;
  let cookie = "";

  /** A quote from a client address of our choosing (TRUST_PROXY=loopback: the proxy's header). */
  const quote = async (from: string, promotionCode?: string) => {
    const response = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
      body: JSON.stringify({ ...STAY, ...(promotionCode ? { promotionCode } : {}) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const createCode = async (code: string, extra: Record<string, string>) => {
    const response = await fetch(`${server.url}/admin/promotions`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({
        intent: "create",
        code,
        kind: "percent",
        value: "10",
        minNights: "1",
        ...extra,
      }),
    });
    expect(textOf(await response.text())).toContain(english(priceSaid.promotionCreated(code)));
  };

  beforeAll(async () => {
    const env = {
      DATA_DIR: await migratedDataDir("promo-guess"),
      TRUST_PROXY: "loopback",
      PROMOTION_CODE_LIMIT_PER_HOUR: String(LIMIT),
    };
    createStaffAccount(env, { ...OWNER, role: "admin" });
    server = await startBuiltServer(env);
    cookie = await signInStaff(server, OWNER);
    await createCode("GOODCODE", { active: "on" });
    await createCode("SLEEPING", {});
    await createCode("LATERCODE", { active: "on", bookFrom: addDays(today, 5) });
    await createCode("OLDCODE", {
      active: "on",
      bookFrom: addDays(today, -9),
      bookTo: addDays(today, -2),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers one sentence for an unknown, inactive, not yet valid or expired code", async () => {
    const messages = new Set<unknown>();
    for (const [i, code] of ["MADEUP", "SLEEPING", "LATERCODE", "OLDCODE"].entries()) {
      const refused = await quote(`203.0.113.${10 + i}`, code);
      expect(refused.status, code).toBe(200);
      expect(refused.json.discountKes, code).toBe(0);
      messages.add(JSON.stringify(refused.json.promotionMessage));
    }
    expect([...messages]).toEqual([JSON.stringify(said.promotionNotValid())]);
    expect((await quote("203.0.113.20", "goodcode")).json).toMatchObject({
      promotionMessage: null,
    });
  });

  it("looks at no more than the limit of codes that do not apply from one address", async () => {
    const messages: unknown[] = [];
    for (let i = 0; i < LIMIT + 3; i++)
      messages.push((await quote("198.51.100.7", `GUESS${i}`)).json.promotionMessage);
    expect(messages).toEqual([
      ...Array(LIMIT).fill(said.promotionNotValid()),
      ...Array(3).fill(said.promotionTooManyTries()),
    ]);
    // Even the right code is not looked at from there now: a guess that hits is not told, and the
    // stay is quoted without it.
    const blocked = await quote("198.51.100.7", "GOODCODE");
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({
      promotionMessage: said.promotionTooManyTries(),
      discountKes: 0,
    });
    // The stay without a code is still quoted there, and other addresses are not affected.
    expect((await quote("198.51.100.7")).status).toBe(200);
    expect((await quote("198.51.100.8", "GUESSX")).status).toBe(200);
  });

  it("never limits a guest re-quoting with a code that applies", async () => {
    for (let i = 0; i < LIMIT + 3; i++) {
      const answer = await quote("198.51.100.9", "GOODCODE");
      expect(answer.status).toBe(200);
      expect(answer.json.promotionMessage).toBeNull();
    }
  });
});
