// The content editor over real HTTP on the built server (issue 15): every field of the facts and
// texts forms, saved at /admin/content, shows on the public pages without a restart; a typo is refused at its
// field and nothing is saved; each change is audited and can be undone; the roles' doors; and,
// on PostgreSQL, a change made through one instance reaches another through NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContent } from "../../content/motel.ts";
import { FACT_GROUPS, textGroups, type FieldGroup } from "../../domain/content-form.ts";
import { ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { contentSaid } from "../../domain/staff-said/content.ts";
import { english } from "../../test/support/english.ts";
import {
  builtServerStorage,
  httpSuiteDatabaseKind,
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
} from "../../test/support/databases.ts";
import {
  createStaffAccount,
  type RunningServer,
  signInStaff,
  type StaffServer,
  startBuiltServer,
  startStaffServer,
} from "../../test/support/server.ts";
import { textOf } from "../../test/support/page-text.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const EDITOR = { email: "words@motel.test", name: "Amina", password: "content passphrase 26" };
const DESK = { email: "desk@motel.test", name: "Peter", password: "front desk passphrase" };

/** The public pages a content field may show on. */
const PUBLIC_PAGES = [
  "/",
  "/contact",
  "/restaurant",
  "/terrace",
  "/conference",
  "/accommodation",
  "/privacy",
  ...ROOM_TYPE_KEYS.map((key) => `/room/${key}`),
];

/** Shown only in documents and emails, not on a page: checked where they are shown instead. */
const NOT_ON_PAGES: Record<string, string> = {
  kraPin: "printed on confirmations (server/mail/booking-emails.ts)",
  childrenNote: "printed on the rate card PDF",
  "map.zoom": "used by the map, loaded when the guest asks for it",
};

/** A valid new value for every input of a page, and what the public pages then show. */
function newValues(groups: readonly FieldGroup[], offset: number) {
  const values: Record<string, string> = {};
  const shows: Record<string, string> = {};
  let n = offset;
  const marker = () => `Check value ${String(n++).padStart(3, "0")} for the motel site`;
  const SPECIAL: Record<string, [string, string]> = {
    "address.postalCode": ["20117", "20117"],
    "map.latitude": ["-0.4321", "-0.4321"],
    "map.longitude": ["36.4321", "36.4321"],
    "map.zoom": ["13", ""],
    "counters.happyGuests": ["20001", "20001<!-- -->+"],
    "counters.staffs": ["87", "87<!-- -->+"],
    "counters.years": ["29", "29<!-- -->+"],
    "gym.perMonthKes": ["5123", "5,123"],
    "gym.perWeekKes": ["1789", "1,789"],
    "lounge.capacity": ["57", "over 57 guests"],
    "terrace.capacity": ["151", "over 151 guests"],
    "checkTimes.checkIn": ["13:07", '"checkinTime":"13:07:00"'],
    "checkTimes.checkOut": ["09:53", '"checkoutTime":"09:53:00"'],
    "whatsapp.greeting": ["Jambo from the check", "Jambo%20from%20the%20check"],
    "externalBooking.url": [
      "https://www.booking.com/hotel/ke/acacia-check.html",
      "https://www.booking.com/hotel/ke/acacia-check.html",
    ],
    kraPin: ["A123456789B", ""],
  };
  for (const input of groups.flatMap((group) => group.inputs)) {
    const special = SPECIAL[input.path];
    const id = String(n++).padStart(3, "0");
    const [value, shown] =
      special ??
      (input.kind === "phone"
        ? [`0722 100${id}`, `0722 100${id}`]
        : input.kind === "email"
          ? [`check${id}@acacia-check.co.ke`, `check${id}@acacia-check.co.ke`]
          : input.kind === "url"
            ? [
                `https://www.example-network.com/acacia${id}`,
                `https://www.example-network.com/acacia${id}`,
              ]
            : input.kind === "lines"
              ? [`${marker()}\n${marker()}`, `Check value ${String(n - 1).padStart(3, "0")}`]
              : ((text) => [text, text])(marker()));
    values[input.path] = value;
    if (!(input.path in NOT_ON_PAGES)) shows[input.path] = shown;
  }
  return { values, shows };
}

describe.each(httpSuiteDatabaseKind())("the content editor on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let owner = "";
  let editor = "";
  let desk = "";

  beforeAll(async () => {
    suite = await startStaffServer(kind, "content-http", [
      { ...OWNER, role: "admin" },
      { ...EDITOR, role: "content" },
      { ...DESK, role: "front_desk" },
    ]);
    server = suite.server;
    [owner, editor, desk] = suite.cookies as [string, string, string];
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
  });

  const post = async (page: string, fields: Record<string, string>, cookie = editor) => {
    const response = await fetch(`${server.url}/admin/content/${page}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  };
  const html = async (path: string, cookie?: string) =>
    (await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

  it("saves every field of the facts and texts forms, each shown on the public pages at once", async () => {
    for (const [page, groups, offset] of [
      ["facts", FACT_GROUPS, 0],
      ["texts", textGroups(defaultContent), 500],
    ] as const) {
      const { values, shows } = newValues(groups, offset);
      const saved = await post(page, { intent: "save", ...values });
      expect(saved.html.match(/admin-(?:notice|error|field-error)[^<]*</g), page).toContain(
        `admin-notice">${english(contentSaid.saved(groups.length))}<`,
      );
      expect(saved.status).toBe(200);
      // What the pages render: the hydration data (every script but the JSON-LD) holds the whole
      // content and would hide a field that is not shown.
      const pages = (await Promise.all(PUBLIC_PAGES.map((path) => html(path))))
        .join("\n")
        .replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
      const missing = Object.entries(shows).filter(([, shown]) => !pages.includes(shown));
      expect(missing, `${page}: fields not shown on any public page`).toEqual([]);
    }
  });

  it("testimonials: add, edit, reorder and remove, each on the home page at once", async () => {
    const added = await post("testimonials", {
      intent: "add",
      index: "new",
      name: "Njeri W.",
      country: "Kenya",
      review: "Warm welcome and a very clean room.",
    });
    expect(added.html).toContain(english(contentSaid.testimonialAdded()));
    expect(await html("/")).toContain("Warm welcome and a very clean room.");
    const last = defaultContent.testimonials.length;
    await post("testimonials", { intent: "up", index: String(last), was: "Njeri W." });
    const home = await html("/");
    expect(home.indexOf("Njeri W.")).toBeLessThan(
      home.indexOf(defaultContent.testimonials[2]!.name),
    );
    await post("testimonials", {
      intent: "save",
      index: String(last - 1),
      was: "Njeri W.",
      name: "Njeri W.",
      country: "Kenya",
      review: "Warm welcome, and tea at midnight.",
    });
    expect(await html("/")).toContain("Warm welcome, and tea at midnight.");
    const stale = await post("testimonials", { intent: "remove", index: "0", was: "Someone else" });
    expect(stale.status).toBe(409);
    await post("testimonials", { intent: "remove", index: String(last - 1), was: "Njeri W." });
    expect(await html("/")).not.toContain("Njeri W.");
  });

  it("refuses a typo at its field and saves nothing", async () => {
    for (const [path, value, message] of [
      ["phones.0.display", "0712-00011", english(contentSaid.phone())],
      ["socials.facebook", "https://www.facebook.com/", english(contentSaid.profile())],
      ["socials.twitter", "http://x.com/acacia", english(contentSaid.https())],
      // Without https:// (a 500 before).
      ["socials.instagram", "instagram.com/acacia", english(contentSaid.https())],
      ["email", "not an email", english(contentSaid.email())],
      ["counters.years", "three", english(contentSaid.count())],
      ["map.longitude", "120", english(contentSaid.longitude())],
    ] as const) {
      const refused = await post("facts", { intent: "save", [path]: value, name: "Changed Too" });
      expect(refused.status, path).toBe(400);
      expect(refused.html).toContain(english(contentSaid.fixErrors()));
      expect(refused.html).toContain(message.replace(/'/g, "&#x27;"));
      expect(refused.html).toContain('aria-invalid="true"');
    }
    const after = await html("/contact");
    expect(after).not.toContain("Changed Too");
    expect(after).not.toContain("0712-00011");
    // From another website (CSRF): refused before the form is read.
    const forged = await fetch(`${server.url}/admin/content/facts`, {
      method: "POST",
      headers: { Cookie: editor, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "save", name: "Forged Motel" }),
    });
    expect(forged.status).toBe(403);
    expect(await html("/")).not.toContain("Forged Motel");
    // A field the page does not edit, a NUL byte, a huge body: refused, never a 500.
    expect(
      (await post("facts", { intent: "save", "services.gymAndFitness.0.image": "x" })).status,
    ).toBe(400);
    expect((await post("facts", { intent: "save", name: "A\u0000B" })).status).toBe(400);
    expect((await post("facts", { intent: "save", name: "x".repeat(70_000) })).status).toBe(413);
  });

  it("escapes what staff type everywhere it is shown (pages, JSON-LD, hydration data)", async () => {
    const attack = "Quiet motel </script><img src=x onerror=alert(1)> by the road";
    expect((await post("facts", { intent: "save", description: attack })).status).toBe(200);
    const home = await html("/");
    expect(home).toContain("Quiet motel &lt;/script&gt;&lt;img src=x");
    expect(home).not.toContain("<img src=x");
  });

  it("records who changed a field and when, and undoes its last change", async () => {
    await post("facts", { intent: "save", "phones.1.display": "0733 444555" }, owner);
    const page = await html("/admin/content/facts", editor);
    expect(page).toMatch(/Last changed by Grace at/);
    const undone = await post("facts", { intent: "undo", field: "phones" });
    expect(undone.html).toContain(english(contentSaid.undone("Phones")));
    expect(await html("/contact")).not.toContain("0733 444555");
    expect(await html("/admin/content/facts", editor)).toMatch(/Last changed by Amina at/);
    expect((await post("facts", { intent: "undo", field: "alcoholFree" })).status).toBe(409);
    expect((await post("facts", { intent: "undo", field: "__proto__" })).status).toBe(400);
  });

  it("a stale form saves only what its editor changed, and refuses a box changed meanwhile", async () => {
    const form = await html("/admin/content/facts", editor);
    const version = (field: string) =>
      new RegExp(`name="base\\.${field}" value="([0-9a-f]{8})"`).exec(form)?.[1] ?? "";
    const stale = { "base.email": version("email"), "base.tagline": version("tagline") };
    expect(stale["base.email"]).toMatch(/^[0-9a-f]{8}$/);
    const oldEmail = /name="email"[^>]*value="([^"]*)"/.exec(form)?.[1] ?? "";
    // Another editor changes the email after this form was loaded.
    await post("facts", { intent: "save", email: "desk@acacia-motel.co.ke" }, owner);
    // The stale form still holds the old email, untouched: saving its tagline keeps the new email.
    const saved = await post("facts", {
      intent: "save",
      ...stale,
      email: oldEmail,
      tagline: "Quiet rooms on the highway",
    });
    expect(saved.html).toContain(`admin-notice">${english(contentSaid.saved(1))}<`);
    expect(await html("/contact")).toContain("desk@acacia-motel.co.ke");
    // Typing over the box someone else changed meanwhile is refused, and nothing is saved.
    const clash = await post("facts", {
      intent: "save",
      ...stale,
      email: "mine@acacia-motel.co.ke",
      tagline: "Another tagline here",
    });
    expect(clash.status).toBe(409);
    expect(clash.html).toContain(english(contentSaid.stale()));
    expect(await html("/")).toContain("Quiet rooms on the highway");
  });

  it("Kiswahili texts: saved apart, shown on /sw only, listed by the checklist until done, undone", async () => {
    const checklistSays = "&quot;Tagline&quot; has no Kiswahili";
    await post("facts", { intent: "save", tagline: "Rest well on the highway" });
    expect(await html("/sw")).toContain("Rest well on the highway");
    expect(await html("/admin/content", editor)).toContain(checklistSays);
    const form = await html("/admin/content/texts-sw", editor);
    expect(form).toContain("English: Rest well on the highway");

    const saved = await post("texts-sw", { intent: "save", tagline: "Pumzika vizuri njiani" });
    expect(saved.status).toBe(200);
    // Only the box that changed is stored: the rest still follow their fallbacks.
    expect(saved.html).toContain(`admin-notice">${english(contentSaid.saved(1))}<`);
    expect(await html("/sw")).toContain("Pumzika vizuri njiani");
    expect(await html("/")).not.toContain("Pumzika vizuri njiani");
    expect(await html("/admin/content", editor)).not.toContain(checklistSays);

    // A fact inside a text field is edited on the English side only.
    expect((await post("texts-sw", { intent: "save", "terrace.capacity": "3" })).status).toBe(400);
    expect((await post("texts-sw", { intent: "undo", field: "phones" })).status).toBe(400);

    const undone = await post("texts-sw", { intent: "undo", field: "tagline" });
    expect(undone.html).toContain(english(contentSaid.undone("Tagline")));
    const home = await html("/sw");
    expect(home).not.toContain("Pumzika vizuri njiani");
    expect(home).toContain("Rest well on the highway");
    expect(await html("/admin/content", editor)).toContain(checklistSays);
    expect((await post("texts-sw", { intent: "undo", field: "tagline" })).status).toBe(200);
  });

  it("opens the content pages to admins and the content role only; the content role nothing else", async () => {
    for (const path of [
      "/admin/content",
      "/admin/content/facts",
      "/admin/content/texts",
      "/admin/content/testimonials",
    ]) {
      for (const cookie of [owner, editor]) {
        expect(
          (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).status,
          path,
        ).toBe(200);
      }
      expect(
        (await fetch(`${server.url}${path}`, { headers: { Cookie: desk } })).status,
        path,
      ).toBe(403);
    }
    for (const path of [
      "/admin/bookings",
      "/admin/front-desk",
      "/admin/prices",
      "/admin/mailing.csv",
      "/admin/messages.data",
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: editor } });
      expect(response.status, path).toBe(403);
    }
    // What the dashboard shows (its scripts carry every staff word, as the catalog's data).
    const dashboard = textOf(await html("/admin", editor));
    expect(dashboard).toContain("Before launch");
    expect(dashboard).not.toContain("Arrivals today");
    expect((await post("facts", { intent: "save", name: "Desk Motel" }, desk)).status).toBe(403);
  });
});

describe.each(RACE_DATABASE_KINDS)("content on two instances (%s)", (kind) => {
  it("race: a change saved through one instance shows on the other at once (NOTIFY drops its cache)", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const storage = await builtServerStorage(kind, "content-notify");
    createStaffAccount(storage.env, { ...EDITOR, role: "content" });
    const [a, b] = await Promise.all([
      startBuiltServer(storage.env),
      startBuiltServer(storage.env),
    ]);
    try {
      // B reads (and caches) the content first.
      expect(await (await fetch(`${b.url}/contact`)).text()).toContain(defaultContent.email);
      const cookie = await signInStaff(a, EDITOR);
      const saved = await fetch(`${a.url}/admin/content/facts`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams({ intent: "save", email: "notify@acacia.co.ke" }),
      });
      expect(saved.status).toBe(200);
      // Well inside the cache's 60 s lifetime: only the notification can have dropped it.
      await expect
        .poll(async () => (await fetch(`${b.url}/contact`)).text(), {
          timeout: 10_000,
          interval: 100,
        })
        .toContain("notify@acacia.co.ke");
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await storage.drop?.();
    }
  }, 120_000);
});
