// The security sweep: every route of the staff area, found from app/routes.ts (so a new page is
// swept without anyone remembering to add it), requested as a page and as client-side data, by
// GET and POST, signed out and as a staff member who is not an admin. Signed out, nothing but the
// sign-in form itself may answer with content; a non-admin is refused what only admins may do.
import { migratedDataDir } from "../../test/support/databases.ts";
import { readdirSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import { english } from "../../test/support/english.ts";
import { fromRoot } from "../paths.ts";
import {
  createStaffAccount,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

/**
 * Pages only admins may use (domain/staff.ts: staff accounts, prices, rooms); every other staff page is
 * open to any signed-in staff member, the front desk included.
 */
const ADMIN_ONLY = new Set([
  "/admin/staff",
  "/admin/backups/latest",
  "/admin/prices",
  "/admin/prices/rates",
  "/admin/promotions",
  "/admin/promotions/1",
  "/admin/rooms",
]);
/**
 * The content editor's pages (issue 15): admins and the content role; the front desk gets 403.
 * The content role opens these, the dashboard and its own account, and nothing else (403).
 */
const CONTENT_PAGES = new Set([
  "/admin/content",
  "/admin/content/facts",
  "/admin/content/texts",
  "/admin/content/texts-sw",
  "/admin/content/testimonials",
  "/admin/content/photos",
  "/admin/content/documents",
  "/admin/content/video",
  "/admin/content/gallery",
]);
const CONTENT_ROLE_OPENS = new Set(["/admin", "/admin/account", "/admin/logout", ...CONTENT_PAGES]);
/** What an admin opening an admin-only address may get: the page, where a form's address sends
 * them, a promotion that does not exist, "No backup has been made yet" (BACKUP_DIR unset here). */
const ADMIN_OPENS: Record<string, { status: number; location?: string }> = {
  "/admin/prices/rates": { status: 302, location: "/admin/prices#rates" },
  "/admin/promotions/1": { status: 404 },
  "/admin/backups/latest": { status: 404 },
};
/** The doors themselves: the sign-in form and Logout work signed out, by design. */
const DOORS = new Set(["/admin", "/admin/logout"]);

type AdminRoute = { url: string; file: string; hasParams: boolean; catchAll: boolean };

function adminRoutes(): AdminRoute[] {
  const admin = (routes as RouteConfigEntry[]).find((route) => route.path === "admin");
  if (!admin?.children) throw new Error("no admin route in app/routes.ts");
  const found: AdminRoute[] = [];
  const walk = (entries: RouteConfigEntry[], base: string) => {
    for (const entry of entries) {
      const own = entry.index ? "" : (entry.path ?? "");
      const template = own ? `${base}/${own}` : base;
      if (entry.children) walk(entry.children, template);
      found.push({
        url: template.replace(/:\w+/g, "1").replace("*", "no-such-page"),
        file: entry.file,
        hasParams: template.includes(":"),
        catchAll: template.endsWith("*"),
      });
    }
  };
  walk(admin.children, "/admin");
  return found;
}

const ALL = adminRoutes();
const admin = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const desk = { email: "desk@motel.test", name: "Peter", password: "front desk passphrase" };
const words = { email: "words@motel.test", name: "Amina", password: "content passphrase 26" };

it("finds every route module of the staff area in the admin tree of app/routes.ts", () => {
  const files = readdirSync(fromRoot("app/routes/admin"))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".server."))
    .map((name) => `routes/admin/${name}`);
  const routed = new Set(["routes/admin/layout.tsx", ...ALL.map((route) => route.file)]);
  expect(files.filter((file) => !routed.has(file))).toEqual([]);
  expect(ALL.length).toBeGreaterThanOrEqual(10);
});

/** What a request may answer without a session: a redirect to the sign-in form, 401 or 403. */
async function expectRefusedSignedOut(response: Response, label: string) {
  const body = await response.text();
  if (response.status === 202 && response.headers.get("x-remix-response")) {
    // Client-side data: React Router encodes the loader's or action's redirect in the body.
    expect(body, label).toMatch(/"redirect","\/admin(\?next=[^"]*)?","status",302/);
    return;
  }
  expect([302, 401, 403, 405], `${label} answered ${response.status}`).toContain(response.status);
  if (response.status === 302)
    expect(response.headers.get("location"), label).toMatch(/^\/admin(\?|$)/);
  expect(body, label).not.toContain("Signed in as");
}

describe("security sweep of the staff area", () => {
  let server: RunningServer;
  let staffCookie = "";
  let adminCookie = "";
  let contentCookie = "";

  beforeAll(async () => {
    const env = { DATA_DIR: await migratedDataDir("sweep") };
    createStaffAccount(env, admin);
    createStaffAccount(env, { ...desk, role: "front_desk" });
    createStaffAccount(env, { ...words, role: "content" });
    server = await startBuiltServer(env);
    const signIn = async (account: typeof desk) => {
      const response = await fetch(`${server.url}/admin?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(account),
      });
      return response.headers.get("set-cookie")!.split(";")[0]!;
    };
    staffCookie = await signIn(desk);
    adminCookie = await signIn(admin);
    contentCookie = await signIn(words);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const request = (url: string, method: "GET" | "POST", cookie?: string) =>
    fetch(`${server.url}${url}`, {
      method,
      redirect: "manual",
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: method === "POST" ? "intent=create&id=1&email=x%40y.z&password=p" : undefined,
    });

  /** The page itself and its client-side data request (/admin/prices.data). */
  const variants = (url: string) => [url, url === "/admin" ? "/admin.data" : `${url}.data`];

  it.each(ALL.filter((route) => !DOORS.has(route.url)).map((route) => route.url))(
    "%s refuses every request without a session",
    async (url) => {
      for (const target of variants(url)) {
        for (const method of ["GET", "POST"] as const) {
          await expectRefusedSignedOut(await request(target, method), `${method} ${target}`);
        }
      }
    },
  );

  it("the sign-in page shows only the form signed out, and Logout only signs out", async () => {
    const page = await request("/admin", "GET");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Staff sign in");
    expect(html).not.toContain("Signed in as");
    const data = await (await request("/admin.data", "GET")).text();
    // No staff member and no dashboard figures (both encoded as undefined, -5).
    expect(data).toMatch(/"user","figures","checklist",\{"_\d+":-5/);
    expect(data).not.toContain(admin.email);
    const post = await fetch(`${server.url}/admin?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain(english(accountSaid.fillAllFields()));
    const logout = await request("/admin/logout", "POST");
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/admin");
  });

  it.each([...ADMIN_ONLY])(
    "%s is refused to the front desk (403) and opens for an admin",
    async (url) => {
      for (const target of variants(url)) {
        for (const method of ["GET", "POST"] as const) {
          const response = await request(target, method, staffCookie);
          const body = await response.text();
          // A page with no form answers POST with 405 before anyone is asked who they are.
          expect(method === "GET" ? [403] : [403, 405], `${method} ${target}`).toContain(
            response.status,
          );
          expect(body).not.toContain(admin.email);
        }
      }
      const opened = await request(url, "GET", adminCookie);
      const expected = ADMIN_OPENS[url] ?? { status: 200 };
      expect(opened.status, `GET ${url} as an admin`).toBe(expected.status);
      if (expected.location) expect(opened.headers.get("location")).toBe(expected.location);
    },
  );

  it("every other staff page opens for a signed-in staff member (the sweep is not refusing everything)", async () => {
    for (const route of ALL) {
      if (ADMIN_ONLY.has(route.url) || CONTENT_PAGES.has(route.url)) continue;
      if (route.url === "/admin/logout") continue;
      const response = await request(route.url, "GET", staffCookie);
      const expected = route.catchAll ? [404] : route.hasParams ? [200, 404] : [200];
      expect(expected, `GET ${route.url} answered ${response.status}`).toContain(response.status);
    }
  });

  it.each([...CONTENT_PAGES])(
    "%s is refused to the front desk (403) and opens for an admin and the content role",
    async (url) => {
      for (const target of variants(url)) {
        for (const method of ["GET", "POST"] as const) {
          const response = await request(target, method, staffCookie);
          // A page with no form answers POST with 405 before anyone is asked who they are.
          expect(method === "GET" ? [403] : [403, 405], `${method} ${target}`).toContain(
            response.status,
          );
          expect(await response.text()).not.toContain(admin.email);
        }
      }
      for (const cookie of [adminCookie, contentCookie]) {
        expect((await request(url, "GET", cookie)).status, `GET ${url}`).toBe(200);
      }
    },
  );

  it("the content role opens the dashboard, its account and the content pages, and nothing else", async () => {
    for (const route of ALL) {
      for (const target of variants(route.url)) {
        const response = await request(target, "GET", contentCookie);
        const body = await response.text();
        if (CONTENT_ROLE_OPENS.has(route.url)) {
          if (route.url !== "/admin/logout") expect(response.status, `GET ${target}`).not.toBe(403);
          continue;
        }
        expect(response.status, `GET ${target} as the content role`).toBe(403);
        expect(body).not.toContain(admin.email);
      }
      if (!CONTENT_ROLE_OPENS.has(route.url)) {
        const post = await request(route.url, "POST", contentCookie);
        expect([403, 405], `POST ${route.url} as the content role`).toContain(post.status);
      }
    }
  });
});
