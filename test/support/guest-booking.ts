// A guest as the site sees one: books a room over HTTP (POST /api/bookings) and pays by M-Pesa on
// the simulator (scripted to pay at once), then waits for "confirmed". For the benchmarks and the
// operations tests (restore drill, two instances), which need real bookings and payments.
import { addDays } from "../../domain/stay.ts";

export type GuestBooking = { id: string; createMs: number; confirmMs: number };

/** Books guest i (its own nights, `type` room) and pays it; payUrl may be another instance. */
export async function bookAndPay(
  url: string,
  i: number,
  {
    checkIn = addDays(new Date().toISOString().slice(0, 10), 30 + 3 * (i % 100)),
    type = i % 2 === 0 ? "family" : "standard",
    payUrl = url,
    onCreated,
    outcome = "success",
  }: {
    /** The simulated phone's answer ("success_no_callback": only reconciliation learns it). */
    outcome?: string;
    checkIn?: string;
    type?: string;
    payUrl?: string;
    /** Called with the new booking's id before it is paid (to open its event stream). */
    onCreated?: (id: string) => Promise<void>;
  } = {},
): Promise<GuestBooking | { status: number }> {
  const phone = `7${String(10_000_000 + i).padStart(8, "0")}`;
  const started = performance.now();
  const created = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Test",
      lastName: `Guest${i}`,
      email: `guest${i}@example.com`,
      phone: `0${phone}`,
      idNumber: String(10_000_000 + i),
      checkIn,
      checkOut: addDays(checkIn, 2),
      checkInTime: "14:00",
      rooms: [{ type, adults: 2, children: 0, boarding: "bed_breakfast" }],
    }),
  });
  const createMs = performance.now() - started;
  if (created.status !== 201) return { status: created.status };
  const { booking } = (await created.json()) as { booking: { id: string } };
  await onCreated?.(booking.id);
  await fetch(`${payUrl}/simulators/daraja/control/script`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone: `254${phone}`, outcome, delayMs: 0 }),
  });
  const paid = await fetch(`${payUrl}/api/bookings/${booking.id}/mpesa`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone }),
  });
  if (paid.status !== 202) throw new Error(`payment refused: ${await paid.text()}`);
  await waitForStatus(url, booking.id, "confirmed");
  return { id: booking.id, createMs, confirmMs: performance.now() - started };
}

/** Polls the guest's booking view until it has this status. */
export async function waitForStatus(url: string, id: string, status: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/api/bookings/${id}`);
    const view = (await response.json()) as { booking?: { status: string } };
    if (view.booking?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
