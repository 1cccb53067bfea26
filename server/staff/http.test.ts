// Staff sign-in over real HTTP against the built server, with accounts made by
// `npm run create-admin`: cookies, fixation, logout, sign out everywhere, the login rate limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import { english } from "../../test/support/english.ts";
import { httpSuiteDatabaseKind, builtServerStorage } from "../../test/support/databases.ts";
import {
  createStaffAccount,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";
import { parseConfig } from "../config.ts";

/** The documented defaults, which the server below runs with. */
const LOGIN_LIMITS = parseConfig({}).rateLimits.signIn;

const admin = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const desk = {
  email: "desk@motel.test",
  name: "Peter",
  password: "front desk passphrase",
  role: "front_desk" as const,
};

function cookieOf(response: Response): string | undefined {
  const header = response.headers.get("set-cookie");
  return header?.split(";")[0];
}

describe.each(httpSuiteDatabaseKind())("staff sign-in over HTTP (%s)", (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const storage = await builtServerStorage(kind, "staff");
    dropDatabase = storage.drop;
    const env = storage.env;
    // The README's command makes the accounts, before the site starts.
    expect(createStaffAccount(env, admin)).toContain("Created admin account owner@motel.test");
    createStaffAccount(env, desk);
    server = await startBuiltServer({ ...env, SESSION_SECRET: "s".repeat(40) });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const signIn = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/admin?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
  const get = (pathname: string, cookie?: string) =>
    fetch(`${server.url}${pathname}`, {
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });

  it("refuses an empty field with the spec's 'Please fill all fields'", async () => {
    const response = await signIn({ email: admin.email, password: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(english(accountSaid.fillAllFields()));
  });

  it("answers the same 'Incorrect email or password' for an unknown email and a wrong password", async () => {
    const unknown = await signIn({ email: "nobody@motel.test", password: "whatever it is 123" });
    const wrong = await signIn({ email: admin.email, password: "not the passphrase" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.text(), await wrong.text()];
    expect(a).toContain(english(accountSaid.incorrect()));
    expect(b).toContain(english(accountSaid.incorrect()));
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("signs in with a new httpOnly SameSite session cookie, never the one the browser brought", async () => {
    const planted = "motel_staff=planted-by-an-attacker";
    const response = await signIn(
      { email: "OWNER@motel.test", password: admin.password },
      {
        Cookie: planted,
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^motel_staff=[\w-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(cookieOf(response)).not.toBe(planted);
    // The planted value signs nobody in; the new one does.
    expect((await get("/admin/staff", planted)).status).toBe(302);
    const page = await get("/admin", cookieOf(response));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("Dashboard");
  });

  it("goes back to the admin page asked for, and never to another site", async () => {
    const redirected = await get("/admin/staff");
    expect(redirected.headers.get("location")).toBe("/admin?next=%2Fadmin%2Fstaff");
    const back = await fetch(`${server.url}/admin?index&next=%2Fadmin%2Fstaff`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(back.headers.get("location")).toBe("/admin/staff");
    const away = await fetch(`${server.url}/admin?index&next=%2F%2Fevil.example%2Fadmin%2F`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(away.headers.get("location")).toBe("/admin");
  });

  it("logout ends the session in the database: the old cookie no longer works", async () => {
    const cookie = cookieOf(await signIn({ email: desk.email, password: desk.password }))!;
    expect((await get("/admin/account", cookie)).status).toBe(200);
    const out = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin");
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await get("/admin/account", cookie)).status).toBe(302);
  });

  it("signing out everywhere ends every session of the account", async () => {
    const laptop = cookieOf(await signIn({ email: desk.email, password: desk.password }))!;
    const phone = cookieOf(await signIn({ email: desk.email, password: desk.password }))!;
    await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: phone, "Content-Type": "application/x-www-form-urlencoded" },
      body: "everywhere=true",
    });
    expect((await get("/admin/account", laptop)).status).toBe(302);
    expect((await get("/admin/account", phone)).status).toBe(302);
  });

  it("a staff member who is not an admin gets 403 on the staff accounts page", async () => {
    const cookie = cookieOf(await signIn({ email: desk.email, password: desk.password }))!;
    expect((await get("/admin/staff", cookie)).status).toBe(403);
    const create = await fetch(`${server.url}/admin/staff`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create",
        name: "X",
        email: "x@motel.test",
        password: "x".repeat(12),
        role: "admin",
      }),
    });
    expect(create.status).toBe(403);
  });

  it("a cross-site sign-in or logout is refused", async () => {
    const response = await signIn(
      { email: admin.email, password: admin.password },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });

  it(`limits tries per account from one address: after ${LOGIN_LIMITS.perAccount}, even the right password waits`, async () => {
    const victim = { email: "target@motel.test" };
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const response = await signIn({ ...victim, password: `guess number ${i}` });
      expect(response.status).toBe(401);
    }
    const limited = await signIn({ ...victim, password: "another guess" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(english(accountSaid.tooManyAttempts()));
    // Other accounts are not locked out by it.
    expect((await signIn({ email: admin.email, password: admin.password })).status).toBe(302);
  });

  it("answers a malformed or oversized sign-in with a 4xx, never a 500", async () => {
    const plain = await fetch(`${server.url}/admin?index`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "email=a&password=b",
    });
    expect(plain.status).toBe(415);
    const huge = await signIn({ email: admin.email, password: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    // A next address that cannot go in a header falls back to the dashboard.
    const odd = await fetch(`${server.url}/admin?index&next=%2Fadmin%2F%E2%82%AC`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("/admin");
  });

  it("keeps staff pages out of caches however the address is written", async () => {
    const cookie = cookieOf(await signIn({ email: admin.email, password: admin.password }))!;
    for (const address of ["/ADMIN/staff", "/%61dmin/staff", "/admin/staff.data"]) {
      const response = await get(address, cookie);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), address).toBe("noindex");
    }
    const odd = await fetch(`${server.url}/admin/staff`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "disable", id: "1e21" }),
    });
    expect(odd.status).toBe(400);
  });
});
