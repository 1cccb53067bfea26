// Every endpoint that takes text, public and staff, fed unusual characters (U+0000, which
// PostgreSQL refuses in text, other control characters, lone surrogates) and very long values,
// through the built server on both databases: each answer is a 4xx with a message a person can
// read (JSON or page), never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellName, editorCells, loadedName } from "../../domain/price-editor.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { testDatabaseKinds, builtServerStorage } from "../../test/support/databases.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const ADMIN = {
  email: "fuzz@motel.test",
  name: "Fuzz Admin",
  password: "a long fuzzing passphrase",
};
const checkIn = addDays(motelDate(new Date()), 150);

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** Values that must be refused wherever text is read. */
const BAD_VALUES: Record<string, string> = {
  nul: "Akinyi\u0000Otieno",
  "nul alone": "\u0000",
  "bell (U+0007)": "Akinyi\u0007",
  "vertical tab (U+000B)": "Akinyi\u000bOtieno",
  "escape (U+001B)": "Akinyi\u001b[31m",
  "delete (U+007F)": "Akinyi\u007f",
  "lone high surrogate": "Akinyi\ud800",
  "lone low surrogate": "\udc00Otieno",
  long: "A".repeat(6_000),
};
/** Beyond every body limit (bodies only: an address this long is refused by Node, 431). */
const HUGE = "A".repeat(200_000);

const GOOD_BOOKING = {
  firstName: "Akinyi",
  lastName: "Otieno",
  email: "akinyi@example.com",
  phone: "0712345678",
  idNumber: "23456789",
  checkIn,
  checkOut: addDays(checkIn, 1),
  checkInTime: "15:00",
  specialRequests: "A quiet room, please.",
  rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
};

/** The whole price editor form, every cell blank but the first, which holds the value. */
function priceForm(value: string): Record<string, string> {
  const cells = editorCells();
  return Object.fromEntries(
    cells.flatMap((cell, i) => [
      [cellName(cell), i === 0 ? value : ""],
      [loadedName(cell), ""],
    ]),
  );
}

/** Percent-encoded; a lone surrogate as the bytes UTF-8 would give it (invalid UTF-8). */
function percentEncoded(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join("");
      }
      return encodeURIComponent(char);
    })
    .join("");
}

type Probe = {
  label: string;
  /** Path and query (the value may be put in it). */
  path: string;
  method?: "GET" | "POST";
  json?: unknown;
  form?: Record<string, string>;
  staff?: boolean;
  /**
   * "refused" (the default): a 4xx with a message. "no-5xx": an address whose unreadable part
   * is ignored (a filter falls back to its default, a provider's return goes back to /book).
   */
  expect?: "refused" | "no-5xx";
};

type Outcome = { label: string; status: number; message: boolean; refused: boolean };

describe.each(testDatabaseKinds())("unusual characters in text on %s", (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  let cookie = "";
  let bookingId = "";

  beforeAll(async () => {
    const storage = await builtServerStorage(kind, "fuzz");
    dropDatabase = storage.drop;
    const env = storage.env;
    createStaffAccount(env, { ...ADMIN, role: "admin" });
    server = await startBuiltServer({
      ...env,
      // Every probe must reach the check under test, not a rate limit.
      CONTACT_LIMIT_PER_HOUR: "100000",
      OFFER_LIMIT_PER_HOUR: "100000",
      EVENTS_LIMIT_PER_MINUTE: "100000",
      BOOKING_LIMIT_PER_HOUR: "100000",
      SIGN_IN_LIMIT_PER_ACCOUNT: "100000",
      SIGN_IN_LIMIT_PER_ADDRESS: "100000",
      LOG_LEVEL: "silent",
      RECONCILE_EVERY_MS: "3600000",
    });
    cookie = await signInStaff(server, ADMIN);
    const created = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(GOOD_BOOKING),
    });
    expect(created.status).toBe(201);
    bookingId = ((await created.json()) as { booking: { id: string } }).booking.id;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  /** Every text input of the site, with the bad value put in it. */
  function probes(value: string): Probe[] {
    const q = percentEncoded(value);
    const bookingFields = [
      "firstName",
      "lastName",
      "email",
      "phone",
      "idNumber",
      "checkIn",
      "checkOut",
      "checkInTime",
      "specialRequests",
    ];
    const contact = { name: "Akinyi", email: "akinyi@example.com", contact: "0712345678" };
    const contactFields = { ...contact, message: "Is there parking?" };
    return [
      ...bookingFields.map((field) => ({
        label: `POST /api/bookings ${field}`,
        path: "/api/bookings",
        json: { ...GOOD_BOOKING, [field]: value },
      })),
      ...["type", "boarding"].map((field) => ({
        label: `POST /api/bookings rooms[0].${field}`,
        path: "/api/bookings",
        json: { ...GOOD_BOOKING, rooms: [{ ...GOOD_BOOKING.rooms[0], [field]: value }] },
      })),
      {
        label: "POST /api/quote checkIn",
        path: "/api/quote",
        json: { checkIn: value, checkOut: GOOD_BOOKING.checkOut, rooms: GOOD_BOOKING.rooms },
      },
      ...Object.keys(contactFields).flatMap((field) => [
        {
          label: `POST /api/mail ${field}`,
          path: "/api/mail",
          json: { ...contactFields, [field]: value },
        },
        {
          label: `POST /contact (form) ${field}`,
          path: "/contact",
          form: { ...contactFields, [field]: value },
        },
      ]),
      { label: "POST /api/offers email", path: "/api/offers", json: { email: value } },
      {
        label: "POST /api/events page_path",
        path: "/api/events",
        json: { event: { name: "page_view", props: { page_path: `/${value}` } }, path: "/" },
      },
      {
        label: "POST /my-booking reference",
        path: "/my-booking",
        form: { reference: value, email: "akinyi@example.com" },
      },
      {
        label: "POST /my-booking email",
        path: "/my-booking",
        form: { reference: "GO-7K3M9PQX", email: value },
      },
      { label: "GET /api/bookings/:id", path: `/api/bookings/${q}` },
      { label: "GET /api/bookings/:id/events", path: `/api/bookings/${q}/events` },
      {
        label: "POST /api/bookings/:id/mpesa id",
        path: `/api/bookings/${q}/mpesa`,
        json: { phone: "712345678" },
      },
      {
        label: "POST /api/bookings/:id/mpesa phone",
        path: `/api/bookings/${bookingId}/mpesa`,
        json: { phone: value },
      },
      { label: "GET /unsubscribe email", path: `/unsubscribe?email=${q}&token=${q}` },
      {
        label: "GET /book/card-return",
        path: `/book/card-return?OrderTrackingId=${q}&OrderMerchantReference=${q}`,
        expect: "no-5xx",
      },
      {
        label: "POST /admin sign-in email",
        path: "/admin?index",
        form: { email: value, password: ADMIN.password },
      },
      // Staff pages.
      { label: "GET /admin/bookings q", path: `/admin/bookings?q=${q}`, staff: true },
      { label: "GET /admin/bookings/:id", path: `/admin/bookings/${q}`, staff: true },
      {
        label: "POST /admin/bookings/:id cancel reason",
        path: `/admin/bookings/${bookingId}`,
        form: { intent: "cancel", reason: value },
        staff: true,
      },
      ...["name", "email", "password"].map((field) => ({
        label: `POST /admin/staff create ${field}`,
        path: "/admin/staff",
        form: {
          intent: "create",
          name: "New Desk",
          email: "new.desk@motel.test",
          password: "another long passphrase",
          role: "front_desk",
          [field]: value,
        },
        staff: true,
      })),
      {
        label: "POST /admin/account newPassword",
        path: "/admin/account",
        form: { currentPassword: ADMIN.password, newPassword: value },
        staff: true,
      },
      {
        label: "POST /admin/prices cell",
        path: "/admin/prices",
        form: priceForm(value),
        staff: true,
      },
      {
        label: "POST /admin/messages intent",
        path: "/admin/messages",
        form: { intent: value, id: "1" },
        staff: true,
      },
      {
        label: "GET /admin/messages filter",
        path: `/admin/messages?filter=${q}`,
        staff: true,
        expect: "no-5xx",
      },
      {
        label: "GET /admin/analytics from",
        path: `/admin/analytics?from=${q}&to=${q}`,
        staff: true,
        expect: "no-5xx",
      },
    ];
  }

  async function send(probe: Probe): Promise<Outcome> {
    // A browser's, so that analytics beacons are not dropped as a bot's (204) unread.
    const headers: Record<string, string> = { "User-Agent": BROWSER };
    if (probe.staff) headers.Cookie = cookie;
    let body: string | undefined;
    if (probe.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(probe.json);
    } else if (probe.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(probe.form).toString();
    }
    const response = await fetch(`${server.url}${probe.path}`, {
      method: probe.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      redirect: "manual",
    });
    const text = await response.text();
    // A message a person reads: a JSON error, or a page (or plain text) saying something.
    let message = text.trim().length > 0;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        const parsed = JSON.parse(text) as { error?: unknown };
        message = typeof parsed.error === "string" && parsed.error.length > 0;
      } catch {
        message = false;
      }
    }
    const refused = (probe.expect ?? "refused") === "refused";
    return { label: probe.label, status: response.status, message, refused };
  }

  it("answers every unusual value with a 4xx and a message, never a 500", async () => {
    const outcomes: (Outcome & { value: string })[] = [];
    for (const [name, value] of Object.entries(BAD_VALUES)) {
      for (const probe of probes(value)) {
        // A form or an address carries UTF-8: a lone surrogate arrives as U+FFFD, a character
        // like any other. Only JSON (its \ud800 escapes) delivers one to the server.
        const lone = name.startsWith("lone") && probe.json === undefined;
        const outcome = await send(lone ? { ...probe, expect: "no-5xx" } : probe);
        outcomes.push({ ...outcome, value: name });
      }
    }
    const bodies = probes(HUGE).filter(
      (p) => (p.json !== undefined || p.form) && !p.path.includes("AAAA"),
    );
    for (const probe of bodies) {
      outcomes.push({ ...(await send(probe)), value: "huge body" });
    }
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const notRefused = outcomes.filter((o) =>
      o.refused ? o.status < 400 || o.status >= 500 || !o.message : o.status >= 500,
    );
    process.stdout.write(
      `text fuzz on ${kind}: ${outcomes.length} requests, ${serverErrors.length} answered 5xx, ${notRefused.length} not a 4xx with a message\n`,
    );
    expect(
      notRefused.map((o) => `${o.status} ${o.label} <- ${o.value}`),
      "answers that are not a 4xx with a message",
    ).toEqual([]);
    // The server is still well after all that.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
