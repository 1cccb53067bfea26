// The staff bookings pages through the built server over real HTTP, on both databases: bookings
// made and paid through the booking API and the payment simulators, then found, opened and
// worked on by a signed-in staff member as the front desk would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { eventually } from "../../test/support/booking-engine.ts";
import {
  startStaffServer,
  type RunningServer,
  type StaffServer,
} from "../../test/support/server.ts";
import { startSmtpSink, type SmtpSink } from "../../test/support/smtp-sink.ts";
import { textOf } from "../../test/support/page-text.ts";

const STAFF = { email: "desk@motel.test", name: "Front Desk", password: "a long desk passphrase" };
const today = motelDate(new Date());

type Booked = {
  id: string;
  reference: string;
  status: string;
  payment: { receipt: string | null; status?: string };
};

describe.each(httpSuiteDatabaseKind())("staff bookings pages on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let sink: SmtpSink;
  let cookie = "";

  beforeAll(async () => {
    sink = await startSmtpSink();
    suite = await startStaffServer(
      kind,
      "admin-bookings",
      { ...STAFF, role: "front_desk" },
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        MAIL_FROM: "Motel <motel@motel.test>",
        STAFF_EMAIL: "staff-inbox@motel.test",
        MAIL_POLL_MS: "100",
        // Every booking comes from 127.0.0.1, several left unpaid (the limits: holds-http.test.ts).
        HOLD_LIMIT_PER_ADDRESS: "100000",
        HOLD_ROOMS_PER_ADDRESS: "100000",
        // Only the staff's re-query asks Daraja about a lost callback in these tests.
        RECONCILE_EVERY_MS: "3600000",
      },
    );
    ({ server, cookie } = suite);
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
    await sink?.stop();
  });

  const api = async (pathname: string, body?: unknown) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { booking: Booked } };
  };

  /** A one-room booking through the booking API (what the wizard sends). */
  async function book(
    phone: string,
    {
      firstName = "Akinyi",
      checkIn = addDays(today, 200),
      nights = 1,
      type = "standard",
    }: { firstName?: string; checkIn?: string; nights?: number; type?: string } = {},
  ): Promise<Booked> {
    const { status, json } = await api("/api/bookings", {
      firstName,
      lastName: "Otieno",
      email: `${firstName.toLowerCase()}.${phone}@example.com`,
      phone: `0${phone}`,
      idNumber: "23456789",
      checkIn,
      checkOut: addDays(checkIn, nights),
      checkInTime: "15:00",
      rooms: [{ type, adults: 2, children: 0, boarding: "bed_breakfast" }],
    });
    expect(status).toBe(201);
    return json.booking;
  }

  /** Pays it by M-Pesa through the simulator, the prompt answered as scripted. */
  async function pay(booking: Booked, phone: string, outcome = "success"): Promise<Booked> {
    const scripted = await fetch(`${server.url}/simulators/daraja/control/script`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: `254${phone}`, outcome, delayMs: 100 }),
    });
    expect(scripted.ok).toBe(true);
    expect((await api(`/api/bookings/${booking.id}/mpesa`, { phone })).status).toBe(202);
    if (outcome !== "success") return booking;
    const paid = await eventually(
      async () => (await api(`/api/bookings/${booking.id}`)).json.booking,
      (view) => view.status === "confirmed" && view.payment.receipt !== null,
    );
    expect(paid.status).toBe("confirmed");
    return paid;
  }

  const page = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie } });
    return { status: response.status, text: textOf(await response.text()) };
  };
  const act = async (booking: Booked, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/admin/bookings/${booking.id}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, text: textOf(await response.text()) };
  };

  it("refuses a signed-out browser: the list, a booking and an action send it to sign in", async () => {
    for (const [method, pathname] of [
      ["GET", "/admin/bookings"],
      ["GET", "/admin/bookings/occupancy"],
      ["GET", "/admin/bookings/00000000-0000-4000-8000-000000000000"],
      ["POST", "/admin/bookings/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        redirect: "manual",
        ...(method === "POST" ? { body: new URLSearchParams({ intent: "check-in" }) } : {}),
      });
      expect(response.status, `${method} ${pathname}`).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin(\?next=|$)/);
    }
    expect((await page("/admin/bookings/not-a-booking")).status).toBe(404);
  });

  it("finds bookings by reference, name and phone, and filters by status", async () => {
    const paid = await pay(await book("711000301", { firstName: "Akinyi" }), "711000301");
    const pending = await book("711000302", { firstName: "Baraka" });
    const finds = async (query: string) => {
      const { text } = await page(`/admin/bookings?${query}`);
      return [text.includes(paid.reference), text.includes(pending.reference)];
    };
    // Typed as staff might: lower case, without GO, with the old dash, with spaces.
    expect(paid.reference).toMatch(/^GO[2-9A-Z]{8}$/);
    const code = paid.reference.slice(2);
    expect(await finds(`q=${code.toLowerCase()}`)).toEqual([true, false]);
    expect(await finds(`q=${paid.reference.toLowerCase()}`)).toEqual([true, false]);
    const dashed = `go-${code.slice(0, 4)} ${code.slice(4).toLowerCase()}`;
    expect(await finds(`q=${encodeURIComponent(dashed)}`)).toEqual([true, false]);
    expect(await finds(`q=${encodeURIComponent(`GO-${code.slice(0, 3)}`)}`)).toEqual([true, false]);
    expect(await finds("q=akinyi")).toEqual([true, false]);
    expect(await finds(`q=${encodeURIComponent("+254 711 000302")}`)).toEqual([false, true]);
    expect(await finds("q=0711000301")).toEqual([true, false]);
    expect(await finds("q=otieno&status=pending")).toEqual([false, true]);
    expect(await finds("q=otieno&status=confirmed")).toEqual([true, false]);
    const { text } = await page(`/admin/bookings?q=${paid.reference}`);
    expect(text).toContain("Confirmed and paid");
    expect(text).toContain("KES ");
  });

  it("shows a booking's rooms and every payment attempt with the M-Pesa receipt", async () => {
    const booking = await book("711000303", { firstName: "Chebet" });
    await pay(booking, "711000303", "cancelled");
    // Settled as failed (the phone's prompt is answered by then, so a new one can be sent): the
    // booking's own state, not a word on its page, where other tables may say "Failed".
    await eventually(
      async () => (await api(`/api/bookings/${booking.id}`)).json.booking,
      (view) => view.payment?.status === "failed",
    );
    expect((await page(`/admin/bookings/${booking.id}`)).text).toContain("Failed");
    const paid = await pay(booking, "711000303");
    const { status, text } = await page(`/admin/bookings/${paid.id}`);
    expect(status).toBe(200);
    expect(text).toContain(`Booking ${paid.reference}`);
    expect(text).toContain(paid.payment.receipt!);
    expect(text).toContain("Standard Room");
    expect(text).toContain("Bed & Breakfast");
    expect(text).toContain("+254 711 000303");
    // Two attempts: the cancelled prompt and the paid one.
    expect(text.match(/M-Pesa (Failed|Paid)/g)).toEqual(["M-Pesa Failed", "M-Pesa Paid"]);
  });

  it("checks in only a paid booking, only from its check-in date, once", async () => {
    const tonight = await pay(
      await book("711000304", { firstName: "Daudi", checkIn: today }),
      "711000304",
    );
    const later = await pay(
      await book("711000305", { firstName: "Esther", checkIn: addDays(today, 3) }),
      "711000305",
    );
    const unpaid = await book("711000306", { firstName: "Faith", checkIn: today });

    const early = await act(later, { intent: "check-in" });
    expect(early.status).toBe(409);
    expect(early.text).toContain(`This booking can only be checked in from ${addDays(today, 3)}.`);
    const notPaid = await act(unpaid, { intent: "check-in" });
    expect(notPaid.status).toBe(409);
    expect(notPaid.text).toContain("Only a confirmed (paid) booking can be checked in.");

    // The check-in form offers the standard rooms by number: the first one is given.
    const html = await (
      await fetch(`${server.url}/admin/bookings/${tonight.id}`, { headers: { Cookie: cookie } })
    ).text();
    const [, field, roomId] = /<select[^>]*name="(room\.\d+)"[^>]*>.*?<option value="(\d+)">/s.exec(
      html,
    )!;
    const done = await act(tonight, { intent: "check-in", [field!]: roomId! });
    expect(done.status).toBe(200);
    expect(done.text).toMatch(/Guest checked in to room 1\d\d\./);
    expect(done.text).toContain("Checked in by Front Desk");
    expect((await act(tonight, { intent: "check-in" })).status).toBe(409);
  });

  it("cancels with a reason: required; a paid booking is flagged for its refund", async () => {
    const paid = await pay(await book("711000307", { firstName: "Gakii" }), "711000307");
    const unpaid = await book("711000308", { firstName: "Hassan" });

    const noReason = await act(paid, { intent: "cancel", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain("Please give a reason for cancelling.");
    expect((await act(paid, { intent: "cancel", reason: "x".repeat(501) })).status).toBe(400);

    const cancelled = await act(paid, {
      intent: "cancel",
      reason: "Guest called: family emergency",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain(
      "Booking cancelled. It was paid: return the money on Money to return.",
    );
    expect(cancelled.text).toContain("Refund due Cancelled: Guest called: family emergency");
    const list = await page("/admin/bookings?status=pending");
    // The refunds panel shows whatever the filters.
    expect(list.text).toContain(`Refunds due`);
    expect(list.text).toContain(`${paid.reference} Gakii Otieno`);
    expect((await api(`/api/bookings/${paid.id}`)).json.booking.status).toBe("cancelled");
    expect((await act(paid, { intent: "cancel", reason: "again" })).status).toBe(409);

    const unpaidCancel = await act(unpaid, { intent: "cancel", reason: "Duplicate booking" });
    expect(unpaidCancel.status).toBe(200);
    expect(unpaidCancel.text).toContain("Booking cancelled.");
    expect(unpaidCancel.text).not.toContain("Refund due");

    // Paid back from "Money to return" (decision 024): the M-Pesa payment is reversed by the
    // simulator, and the flag follows the ledger.
    const queue = await page("/admin/refunds");
    expect(queue.text).toContain(`Booking ${paid.reference} · Gakii Otieno`);
    const refund = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/refunds`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams(fields),
      });
    const bad = await refund({ intent: "refund", target: "booking:nope" });
    expect(bad.status).toBe(400);
    const asked = await refund({ intent: "refund", target: `booking:${paid.id}` });
    expect(asked.status).toBe(200);
    expect(textOf(await asked.text())).toMatch(/Refund of KES [\d,]+ sent/);
    await eventually(
      () => page("/admin/bookings"),
      (list) => !list.text.includes("Refunds due"),
    );
    expect((await page("/admin/bookings")).text).not.toContain("Refunds due");
    const again = await refund({ intent: "refund", target: `booking:${paid.id}` });
    expect(again.status).toBe(409);
  });

  it("resends the confirmation through the outbox to the guest", async () => {
    const paid = await pay(await book("711000309", { firstName: "Imani" }), "711000309");
    const guestMails = () =>
      sink.received.filter(
        (mail) =>
          mail.to.includes("imani.711000309@example.com") && mail.raw.includes(paid.reference),
      );
    await eventually(
      async () => guestMails().length,
      (n) => n === 1,
    );
    const resent = await act(paid, { intent: "resend-confirmation" });
    expect(resent.status).toBe(200);
    expect(resent.text).toContain("Confirmation email queued to imani.711000309@example.com.");
    expect(
      await eventually(
        async () => guestMails().length,
        (n) => n === 2,
      ),
    ).toBe(2);
    expect((await act(await book("711000310"), { intent: "resend-confirmation" })).status).toBe(
      409,
    );
  });

  it("re-queries a pending M-Pesa payment whose callback was lost, and it settles", async () => {
    const booking = await book("711000311", { firstName: "Juma" });
    await pay(booking, "711000311", "no_callback");
    const detail = await page(`/admin/bookings/${booking.id}`);
    expect(detail.text).toContain("Ask the provider about the pending payment");
    // The simulated phone answers after 100 ms; ask until the provider knows.
    const answer = await eventually(
      () => act(booking, { intent: "requery" }),
      (result) => !result.text.includes("no answer yet"),
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Asked the provider: paid. The booking is confirmed.");
    expect((await api(`/api/bookings/${booking.id}`)).json.booking.status).toBe("confirmed");
    const again = await act(booking, { intent: "requery" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This booking has no pending payment to ask about.");
  });

  it("counts rooms taken per night over the next 30 days, holds included", async () => {
    const cells = async () => {
      const { text } = await page("/admin/bookings/occupancy");
      const row = /Family Room \((\d+) rooms\)((?: \d+\/\d+(?: Full)?)+)/.exec(text);
      return { inventory: Number(row![1]), cells: row![2]!.trim().split(/ (?=\d)/) };
    };
    const before = await cells();
    expect(before.cells).toHaveLength(30);
    await pay(
      await book("711000312", {
        firstName: "Kamau",
        checkIn: addDays(today, 1),
        nights: 2,
        type: "family",
      }),
      "711000312",
    );
    await book("711000313", {
      firstName: "Lulu",
      checkIn: addDays(today, 2),
      nights: 1,
      type: "family",
    });
    const after = await cells();
    const n = after.inventory;
    expect(after.cells.slice(0, 4).map((cell) => cell.split(" ")[0])).toEqual(
      [0, 1, 2, 0].map((taken) => `${taken}/${n}`),
    );
    expect(after.cells[2]!.endsWith("Full")).toBe(n <= 2);
  });
});
