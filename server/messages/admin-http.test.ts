// The staff mailing list, messages and outbox over real HTTP through the built server, on each
// test database: the CSV download (headers, neutralised cells, 401 signed out), deleting an
// entry, marking a message handled and resending an email that failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";

const STAFF = { email: "desk@motel.test", name: "Desk Staff", password: "correct horse 42" };

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The id in the first form after `marker` on a page (each row's form carries its id). */
function idAfter(html: string, marker: string): number {
  const at = html.indexOf(marker);
  expect(at, `${marker} on the page`).toBeGreaterThanOrEqual(0);
  const match = /name="id" value="(\d+)"/.exec(html.slice(at));
  return Number(match![1]);
}

describe.each(httpSuiteDatabaseKind())("staff mailing list, messages and outbox on %s", (kind) => {
  let sink: SmtpSink;
  let server: RunningServer;
  let suite: StaffServer | undefined;
  let cookie = "";

  const get = (pathname: string, withSession = true) =>
    fetch(`${server.url}${pathname}`, {
      headers: withSession ? { Cookie: cookie } : {},
      redirect: "manual",
    });
  const postForm = (pathname: string, fields: Record<string, string>) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const postJson = (pathname: string, body: unknown) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const page = async (pathname: string) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    suite = await startStaffServer(
      kind,
      "admin-mail",
      { ...STAFF, role: "front_desk" },
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        MAIL_POLL_MS: "100",
        MAIL_RETRY_BASE_MS: "100",
        OFFER_LIMIT_PER_HOUR: "100",
        CONTACT_LIMIT_PER_HOUR: "100",
      },
    );
    ({ server, cookie } = suite);
  }, 90_000);
  afterAll(async () => {
    await suite?.stop();
    await sink?.stop();
  });

  it("refuses the download and the pages without a session", async () => {
    const csv = await get("/admin/mailing.csv", false);
    expect(csv.status).toBe(401);
    expect(csv.headers.get("content-type")).toMatch(/application\/json/);
    expect(await csv.text()).not.toContain("Email Address");
    for (const pathname of ["/admin/mailing", "/admin/messages", "/admin/outbox"]) {
      const response = await get(pathname, false);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/admin?next=${encodeURIComponent(pathname)}`);
    }
    const post = await fetch(`${server.url}/admin/mailing`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=delete&id=1",
      redirect: "manual",
    });
    expect(post.status).toBe(302);
  });

  it("downloads mailing_list.csv with the spec's columns and formulas neutralised", async () => {
    const addresses = [
      "=sum@example.com",
      "+254@example.com",
      "-dash@example.com",
      "ok@example.com",
    ];
    for (const email of addresses) {
      expect((await postJson("/api/offers", { email })).status).toBe(200);
    }
    const response = await get("/admin/mailing.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="mailing_list.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Email Address,Date Registered");
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1).map((line) => line.split(","));
    expect(rows.map((row) => row[0])).toEqual([
      "'=sum@example.com",
      "'+254@example.com",
      "'-dash@example.com",
      "ok@example.com",
    ]);
    for (const row of rows) expect(row[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it("deletes an entry and its offer email, newest first in the table", async () => {
    expect((await postJson("/api/offers", { email: "leaving@example.com" })).status).toBe(200);
    expect((await postJson("/api/offers", { email: "staying@example.com" })).status).toBe(200);
    await until(async () => (await page("/admin/outbox")).includes("leaving@example.com"));
    const before = await page("/admin/mailing");
    expect(before.indexOf("staying@example.com")).toBeLessThan(
      before.indexOf("leaving@example.com"),
    );
    const id = idAfter(before, "leaving@example.com");

    const deleted = await postForm("/admin/mailing", { intent: "delete", id: String(id) });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain(
      "leaving@example.com was removed from the mailing list.",
    );
    const after = await page("/admin/mailing");
    expect(after).not.toContain("leaving@example.com");
    expect(after).toContain("staying@example.com");
    expect(await (await get("/admin/mailing.csv")).text()).not.toContain("leaving@example.com");
    expect(await page("/admin/outbox")).not.toContain("leaving@example.com");

    const again = await postForm("/admin/mailing", { intent: "delete", id: String(id) });
    expect(again.status).toBe(400);
    const junk = await postForm("/admin/mailing", { intent: "delete", id: "x" });
    expect(junk.status).toBe(400);
  });

  it("shows a message's HTML as text, marks it handled and waiting again", async () => {
    const name = "<img src=x onerror=alert(1)>Amina";
    const sent = await postJson("/api/mail", {
      name,
      email: "amina@example.com",
      contact: "0712 345678",
      message: "<script>alert(2)</script>\nTwo rooms on Friday?",
    });
    expect(sent.status).toBe(200);
    const waiting = await page("/admin/messages");
    expect(waiting).toContain("&lt;img src=x onerror=alert(1)&gt;Amina");
    expect(waiting).not.toContain("<img src=x");
    expect(waiting).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    const id = idAfter(waiting, "amina@example.com");

    const handled = await postForm("/admin/messages", { intent: "handled", id: String(id) });
    expect(handled.status).toBe(200);
    expect(await page("/admin/messages")).not.toContain("amina@example.com");
    const list = await page("/admin/messages?filter=handled");
    expect(list).toContain("amina@example.com");
    expect(list).toMatch(/Handled \d{4}-\d\d-\d\d \d\d:\d\d by Desk Staff/);

    const undo = await postForm("/admin/messages", { intent: "waiting", id: String(id) });
    expect(undo.status).toBe(200);
    expect(await page("/admin/messages")).toContain("amina@example.com");
    const missing = await postForm("/admin/messages", { intent: "handled", id: "999999" });
    expect(missing.status).toBe(400);
  });

  it("resends an email that failed for good, and it is delivered", async () => {
    // Quiet first, so the refusal meets the contact message's email and nothing else.
    await until(async () => (await page("/admin/outbox?status=pending")).includes("No emails."));
    // Only this message's email is refused: a mail still on its way from an earlier test is not.
    sink.refuseNext(1, 550, /Website message from Baraka/);
    const sent = await postJson("/api/mail", {
      name: "Baraka",
      email: "baraka@example.com",
      contact: "0722 000111",
      message: "Is breakfast included?",
    });
    expect(sent.status).toBe(200);
    const failed = await until(async () => {
      const html = await page("/admin/outbox?status=failed");
      return html.includes("Website message from Baraka") && html;
    });
    const id = idAfter(failed, "Website message from Baraka");
    expect(failed).toContain("Last error:");

    const resent = await postForm("/admin/outbox", { intent: "resend", id: String(id) });
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain(`Email ${id} is queued again.`);
    await until(async () =>
      sink.received.some((mail) => /^Subject: Website message from Baraka$/m.test(mail.raw)),
    );
    await until(async () =>
      (await page("/admin/outbox?status=sent")).includes("Website message from Baraka"),
    );
    // Only a failed email can be resent.
    const twice = await postForm("/admin/outbox", { intent: "resend", id: String(id) });
    expect(twice.status).toBe(400);
  });
});
