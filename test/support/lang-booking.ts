// A booking made over real HTTP in a language (Accept-Language as the wizard sends it), paid on
// the M-Pesa simulator, and what the guest then receives: the email's MIME parts decoded.
import { expect } from "vitest";
import type { StaffRole } from "../../domain/staff.ts";
import { addDays } from "../../domain/stay.ts";
import { eventually } from "./booking-engine.ts";
import { builtServerStorage, type TestDatabaseKind } from "./databases.ts";
import { createStaffAccount, signInStaff, startBuiltServer, type RunningServer } from "./server.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

export type MailingServer = {
  server: RunningServer;
  sink: SmtpSink;
  /** The staff member's session cookie. */
  cookie: string;
  stop(): Promise<void>;
};

/**
 * The built server on its own database, mailing through an SMTP sink (the staff inbox
 * staff-inbox@motel.test) and texting through the simulators, with a staff member signed in.
 */
export async function startMailingServer(
  kind: TestDatabaseKind,
  name: string,
  staff: { email: string; name: string; password: string; role: StaffRole },
): Promise<MailingServer> {
  const sink = await startSmtpSink();
  const storage = await builtServerStorage(kind, name);
  createStaffAccount(storage.env, staff);
  const server = await startBuiltServer({
    ...storage.env,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(sink.port),
    MAIL_FROM: "Motel <motel@motel.test>",
    STAFF_EMAIL: "staff-inbox@motel.test",
    MAIL_POLL_MS: "100",
    TEXT_POLL_MS: "100",
    RECONCILE_EVERY_MS: "3600000",
  });
  return {
    server,
    sink,
    cookie: await signInStaff(server, staff),
    async stop() {
      await server.stop();
      await storage.drop?.();
      await sink.stop();
    },
  };
}

export type Booked = { id: string; reference: string; status: string };

/** Quoted-printable as UTF-8: soft line breaks joined, =XX escapes as bytes. */
export function decodeQuotedPrintable(encoded: string): string {
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
export function mimeParts(raw: string): { headers: string; body: string }[] {
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

/** The plain-text part of a mail. */
export function mailText(raw: string): string {
  return mimeParts(raw).find((p) => /Content-Type: text\/plain/i.test(p.headers))!.body;
}

/**
 * A booking through the booking API as the wizard of that language sends it (a standard room,
 * two nights), paid on the M-Pesa simulator; its confirmation email and texts once they arrive.
 */
export async function bookAndPayIn(
  server: RunningServer,
  sink: SmtpSink,
  phone: string,
  acceptLanguage: string,
  checkIn: string,
) {
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
      rooms: [{ type: "standard", adults: 1, children: 1, boarding: "half_board" }],
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
