// The booking's language over real HTTP, on the built server: a booking posted from a Kiswahili
// page (Accept-Language sw-KE) is stored in Kiswahili, and everything the guest then receives
// about it (the confirmation email and its calendar file through SMTP, the SMS and WhatsApp
// through the simulators) is in Kiswahili; staff see "Booked in Kiswahili". An English booking's
// stay as they were. And nothing the guest gets about a Kiswahili booking, from the booking API's
// answers to the PDFs the desk prints, holds a sentence of the English catalog.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { eventually } from "../../test/support/booking-engine.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import type { RunningServer } from "../../test/support/server.ts";
import type { SmtpSink } from "../../test/support/smtp-sink.ts";
import { textOf } from "../../test/support/page-text.ts";
import { pdfText } from "../../test/support/pdf-text.ts";
import { englishIn } from "../../test/support/english.ts";
import {
  bookAndPayIn,
  mimeParts,
  startMailingServer,
  type MailingServer,
} from "../../test/support/lang-booking.ts";

const STAFF = { email: "desk@motel.test", name: "Front Desk", password: "a long desk passphrase" };
const today = motelDate(new Date());

describe.each(httpSuiteDatabaseKind())("the booking's language on %s", (kind) => {
  let running: MailingServer | undefined;
  let server: RunningServer;
  let sink: SmtpSink;
  let cookie = "";

  beforeAll(async () => {
    running = await startMailingServer(kind, "booking-lang", { ...STAFF, role: "front_desk" });
    ({ server, sink, cookie } = running);
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
  });

  const bookAndPay = (phone: string, acceptLanguage: string, checkIn: string) =>
    bookAndPayIn(server, sink, phone, acceptLanguage, checkIn);

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
      "Maelezo ya vyumba: 1. Chumba cha Standard: mtu mzima 1, mtoto 1, Malazi na Milo Miwili",
      ": usiku 2 × KES 4,500 (Bei ya kawaida)",
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
        `^.+: ${booking.reference} imethibitishwa .+, chumba 1, imelipiwa KES [\\d,]+ \\w+\\. Kuingia 15:00\\. https://`,
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
    expect(text).toContain("1. Standard Room: 1 adult, 1 child, Half Board");
    expect(text).toMatch(/:\d+\/my-booking and enter/);
    const ics = parts.find((p) => /Content-Type: text\/calendar/i.test(p.headers))!.body;
    expect(ics).toContain("SUMMARY:Stay at ");
    expect(texts.find((t) => t.channel === "sms")!.body).toMatch(
      new RegExp(`: ${booking.reference} confirmed, .+, 1 room\\. Paid KES `),
    );
    expect(texts.find((t) => t.channel === "whatsapp")!.body).toMatch(/^\[booking_confirmed\] /);
    expect(await staffPage(booking.id)).toContain("Booked in English");
  });

  it("nothing a guest gets about a Kiswahili booking holds an English sentence: answers, mail, texts, PDFs", async () => {
    const SW = "sw-KE,sw;q=0.9";
    const { booking, mail, texts } = await bookAndPay("711000405", SW, addDays(today, 256));
    const outputs: [string, string][] = [];
    const answer = async (what: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": SW, Cookie: cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const type = response.headers.get("content-type") ?? "";
      const text = type.includes("pdf")
        ? await pdfText(await response.arrayBuffer())
        : await response.text();
      outputs.push([`${what} (${response.status})`, text]);
      return { status: response.status, text };
    };
    // The booking API's refusals and answers, as the Kiswahili wizard calls it.
    expect((await answer("a booking without details", "/api/bookings", {})).status).toBe(400);
    await answer("a booking with a bad phone", "/api/bookings", {
      firstName: "Amani",
      lastName: "Mwangi",
      email: "amani@example.com",
      phone: "12",
    });
    const unusual = await answer("a name with a control character", "/api/bookings", {
      firstName: "Am\u0001ani",
    });
    expect(unusual.text).toContain("jina lako la kwanza");
    await answer("a quote without rooms", "/api/quote", { checkIn: "2026-01-01" });
    expect(
      (
        await answer("pay a paid booking", `/api/bookings/${booking.id}/mpesa`, {
          phone: "711000405",
        })
      ).status,
    ).toBe(409);
    expect(
      (await answer("release a paid booking", `/api/bookings/${booking.id}/release`, {})).status,
    ).toBe(409);
    expect(
      (await answer("no such booking", "/api/bookings/0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b"))
        .status,
    ).toBe(404);
    await answer("the booking", `/api/bookings/${booking.id}`);
    // What it sends: the confirmation email's parts (its calendar file too), the SMS and WhatsApp.
    for (const part of mimeParts(mail.raw))
      outputs.push([`mail ${part.headers.split("\n")[0]}`, textOf(part.body)]);
    for (const text of texts) outputs.push([text.channel, text.body]);
    // What the desk prints for it.
    await answer("statement", `/admin/bookings/${booking.id}/statement.pdf`);
    const staffPage = await (
      await fetch(`${server.url}/admin/bookings/${booking.id}`, { headers: { Cookie: cookie } })
    ).text();
    const payment = /receipt\.pdf\?payment=(e\d+)/.exec(staffPage)![1]!;
    await answer("receipt", `/admin/bookings/${booking.id}/receipt.pdf?payment=${payment}`);

    expect(outputs.length).toBeGreaterThan(12);
    const english = outputs
      .map(([what, text]) => [what, englishIn(text)] as const)
      .filter(([, found]) => found.length > 0);
    expect(english).toEqual([]);
  });

  it("the desk prints a booking's statement and receipts in the booking's language", async () => {
    const pdf = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      return pdfText(await response.arrayBuffer());
    };
    const receiptOf = async (id: string) => {
      const page = await fetch(`${server.url}/admin/bookings/${id}`, {
        headers: { Cookie: cookie },
      });
      const payment = /receipt\.pdf\?payment=(e\d+)/.exec(await page.text())![1]!;
      return pdf(`/admin/bookings/${id}/receipt.pdf?payment=${payment}`);
    };
    const sw = (await bookAndPay("711000403", "sw-KE,sw;q=0.9", addDays(today, 248))).booking;
    const statement = await pdf(`/admin/bookings/${sw.id}/statement.pdf`);
    for (const words of [
      "Taarifa ya akaunti",
      `Nafasi ${sw.reference}`,
      "Mgeni: Amani",
      "Chumba cha Standard",
      "Malipo na pesa zilizorejeshwa",
      "M-Pesa (mtandaoni)",
      "Kiasi kinachodaiwa",
      "Asante kwa kukaa katika",
      "Simu",
    ]) {
      expect(statement).toContain(words);
    }
    expect(statement).not.toContain("Statement of account");
    const receipt = await receiptOf(sw.id);
    for (const words of [
      "Risiti ya malipo",
      "Zimelipwa mtandaoni",
      "Kiasi kinachodaiwa baada ya risiti hii",
    ])
      expect(receipt).toContain(words);
    expect(receipt).not.toContain("Payment receipt");

    const en = (await bookAndPay("711000404", "en-KE,en;q=0.9", addDays(today, 252))).booking;
    const english = await pdf(`/admin/bookings/${en.id}/statement.pdf`);
    for (const words of ["Statement of account", "Standard Room", "M-Pesa (online)", "Balance due"])
      expect(english).toContain(words);
    expect(await receiptOf(en.id)).toContain("Payment receipt");
  });
});
