// The booking's language over real HTTP, on the built server: a booking posted from a Kiswahili
// page (Accept-Language sw-KE) is stored in Kiswahili, and everything the guest then receives
// about it (the confirmation email and its calendar file through SMTP, the SMS and WhatsApp
// through the simulators) is in Kiswahili; staff see "Booked in Kiswahili". An English booking's
// stay as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { eventually } from "../../test/support/booking-engine.ts";
import { builtServerStorage, httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";
import { textOf } from "../../test/support/page-text.ts";

const STAFF = { email: "desk@motel.test", name: "Front Desk", password: "a long desk passphrase" };
const today = motelDate(new Date());

type Booked = { id: string; reference: string; status: string };

/** Quoted-printable as UTF-8: soft line breaks joined, =XX escapes as bytes. */
function decodeQuotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  const joined = encoded.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The parts of a MIME message, each decoded (quoted-printable or base64) as UTF-8. */
function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  let chunks = [raw];
  for (const boundary of boundaries)
    chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks.map((chunk) => {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = split < 0 ? chunk : chunk.slice(0, split);
    const encoded = split < 0 ? "" : chunk.slice(split).trim();
    const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const body =
      encoding === "base64"
        ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(encoded)
          : encoded;
    return { headers, body };
  });
}

describe.each(httpSuiteDatabaseKind())("the booking's language on %s", (kind) => {
  let server: RunningServer;
  let sink: SmtpSink;
  let dropDatabase: (() => Promise<void>) | undefined;
  let cookie = "";

  beforeAll(async () => {
    sink = await startSmtpSink();
    const storage = await builtServerStorage(kind, "booking-lang");
    dropDatabase = storage.drop;
    createStaffAccount(storage.env, { ...STAFF, role: "front_desk" });
    server = await startBuiltServer({
      ...storage.env,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_FROM: "Motel <motel@motel.test>",
      STAFF_EMAIL: "staff-inbox@motel.test",
      MAIL_POLL_MS: "100",
      TEXT_POLL_MS: "100",
      RECONCILE_EVERY_MS: "3600000",
    });
    cookie = await signInStaff(server, STAFF);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    await sink?.stop();
  });

  /** A booking through the booking API as the wizard of that language sends it, then paid. */
  async function bookAndPay(phone: string, acceptLanguage: string, checkIn: string) {
    const created = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify({
        firstName: "Amani",
        lastName: "Mwangi",
        email: `amani.${phone}@example.com`,
        phone: `0${phone}`,
        idNumber: "23456789",
        checkIn,
        checkOut: addDays(checkIn, 2),
        checkInTime: "15:00",
        textBySms: "yes",
        textByWhatsapp: "yes",
        rooms: [{ type: "standard", adults: 2, children: 1, boarding: "half_board" }],
      }),
    });
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: Booked };
    const scripted = await fetch(`${server.url}/simulators/daraja/control/script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: `254${phone}`, outcome: "success", delayMs: 50 }),
    });
    expect(scripted.ok).toBe(true);
    const paying = await fetch(`${server.url}/api/bookings/${booking.id}/mpesa`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone }),
    });
    expect(paying.status).toBe(202);
    await eventually(
      async () =>
        (
          (await (await fetch(`${server.url}/api/bookings/${booking.id}`)).json()) as {
            booking: Booked;
          }
        ).booking,
      (view) => view.status === "confirmed",
    );
    const mail = await eventually(
      async () => sink.received.find((m) => m.to.includes(`amani.${phone}@example.com`)),
      (found) => found !== undefined,
    );
    const texts = await eventually(
      async () =>
        (await (
          await fetch(`${server.url}/simulators/sms/inbox.json?msisdn=254${phone}`)
        ).json()) as { channel: string; body: string }[],
      (inbox) => inbox.length >= 2,
    );
    return { booking, mail: mail!, texts };
  }

  const staffPage = async (id: string) => {
    const response = await fetch(`${server.url}/admin/bookings/${id}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    return textOf(await response.text());
  };

  it("a booking made in Kiswahili is confirmed in Kiswahili: email, calendar file, SMS, WhatsApp; staff see its language", async () => {
    const { booking, mail, texts } = await bookAndPay(
      "711000401",
      "sw-KE,sw;q=0.9,en;q=0.8",
      addDays(today, 240),
    );
    expect(mail.raw).toMatch(
      new RegExp(`^Subject: Nafasi yako ${booking.reference} katika .+ imethibitishwa$`, "m"),
    );
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => /Content-Type: text\/plain/i.test(p.headers))!.body;
    for (const shown of [
      "Nafasi yako imethibitishwa, Amani",
      `Kumbukumbu: ${booking.reference}`,
      ", ukifika saa 15:00",
      "Usiku: 2",
      "Vyumba: 1 × Chumba cha Standard, Malazi na Milo Miwili",
      "Risiti ya M-Pesa: ",
      "Maelezo ya vyumba: 1. Chumba cha Standard: watu wazima 2, mtoto 1, Malazi na Milo Miwili",
      ": usiku 2 × KES 6,500 (Bei ya kawaida)",
      "/sw/my-booking kisha",
      "Simu: ",
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain("Your booking");
    const html = parts.find((p) => /Content-Type: text\/html/i.test(p.headers))!.body;
    expect(html).toContain('<html lang="sw">');
    const ics = parts
      .find((p) => /Content-Type: text\/calendar/i.test(p.headers))!
      .body.replace(/\r\n /g, "");
    expect(ics).toContain(`SUMMARY:Malazi katika `);
    expect(ics).toContain(`DESCRIPTION:Namba ya kumbukumbu: ${booking.reference}\\nKuingia: `);
    expect(ics).toMatch(/^URL:http:.+\/sw\/my-booking\r$/m);

    const sms = texts.find((t) => t.channel === "sms")!;
    expect(sms.body).toMatch(
      new RegExp(
        `^.+: nafasi ${booking.reference} imelipwa, .+, chumba 1, Ksh [\\d,]+, M-Pesa \\w+\\. Kuingia 15:00\\. https://`,
      ),
    );
    const whatsapp = texts.find((t) => t.channel === "whatsapp")!;
    expect(whatsapp.body).toMatch(
      new RegExp(`^\\[booking_confirmed sw\\] ${booking.reference} \\| .+ \\| chumba 1 \\| `),
    );

    const page = await staffPage(booking.id);
    expect(page).toContain("Booked in Kiswahili");
    // Staff's own email about it stays English.
    const staffMail = await eventually(
      async () =>
        sink.received.find(
          (m) => m.to.includes("staff-inbox@motel.test") && m.raw.includes(booking.reference),
        ),
      (found) => found !== undefined,
    );
    expect(staffMail!.raw).toMatch(new RegExp(`^Subject: New booking ${booking.reference}: `, "m"));
  });

  it("a booking made in English stays in English", async () => {
    const { booking, mail, texts } = await bookAndPay(
      "711000402",
      "en-KE,en;q=0.9,sw;q=0.8",
      addDays(today, 244),
    );
    expect(mail.raw).toMatch(
      new RegExp(`^Subject: Your booking ${booking.reference} at .+ is confirmed$`, "m"),
    );
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => /Content-Type: text\/plain/i.test(p.headers))!.body;
    expect(text).toContain("Your booking is confirmed, Amani");
    expect(text).toContain("1. Standard Room: 2 adults, 1 child, Half Board");
    expect(text).toMatch(/:\d+\/my-booking and enter/);
    const ics = parts.find((p) => /Content-Type: text\/calendar/i.test(p.headers))!.body;
    expect(ics).toContain("SUMMARY:Stay at ");
    expect(texts.find((t) => t.channel === "sms")!.body).toMatch(
      new RegExp(`: ${booking.reference} confirmed, .+, 1 room\\. Paid Ksh `),
    );
    expect(texts.find((t) => t.channel === "whatsapp")!.body).toMatch(/^\[booking_confirmed\] /);
    expect(await staffPage(booking.id)).toContain("Booked in English");
  });
});
