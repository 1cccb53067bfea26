// Overstays (issue 31) as the desk meets them on a phone and at a desk: two guests due out on
// earlier mornings are still in their rooms. The day view shows both as "Overstay" (their rooms
// held tonight, on the website's quote too); staff check one out and extend the other's stay from
// their cards, landing on the booking's page each time. Stays that began days ago cannot be made
// through a page today: a server of the test's own is prepared with them beforehand, through the
// desk's own services (test/support/in-house.ts), as e2e/estimator.e2e.ts prepares its bookings.
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { setPasswordHashCost } from "../server/staff/passwords.ts";
import { createStaffAccount } from "../server/staff/accounts.ts";
import { english } from "../test/support/english.ts";
import { givenGuestInHouse, type InHouseGuest } from "../test/support/in-house.ts";
import { startServerWith } from "../test/support/seeded-server.ts";
import type { RunningServer } from "../test/support/server.ts";
import { E2E_STAFF, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

let server: RunningServer;
let leaving: InHouseGuest;
let staying: InHouseGuest;
const today = () => motelDate(new Date());

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWith(async (db) => {
    // The server under test hashes at this cost too (test/support/server.ts).
    setPasswordHashCost(14);
    const account = E2E_STAFF.staff;
    const made = await createStaffAccount(db, account);
    if (!made.ok) throw new Error(english(made.message));
    const staff = { id: made.id, email: account.email, name: account.name, role: account.role };
    // Due out yesterday after one night, and due out yesterday after two.
    leaving = await givenGuestInHouse(db, staff, {
      checkIn: addDays(today(), -2),
      checkOut: addDays(today(), -1),
      name: "Kamau",
    });
    staying = await givenGuestInHouse(db, staff, {
      checkIn: addDays(today(), -3),
      checkOut: addDays(today(), -1),
      name: "Achieng",
    });
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Standard rooms the website would sell for tonight. */
async function standardLeftTonight(request: APIRequestContext): Promise<number> {
  const response = await request.post(`${server.url}/api/quote`, {
    data: {
      checkIn: today(),
      checkOut: addDays(today(), 1),
      rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
    },
  });
  return ((await response.json()) as { roomsLeft: { standard: number } }).roomsLeft.standard;
}

const openDay = (page: Page) => page.goto(`${server.url}/admin/front-desk`);
const section = (page: Page, name: RegExp) => page.getByRole("region", { name });

test("staff see guests past check-out as Overstay, check one out and extend the other's stay", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "staff", server.url);
  await openDay(page);
  const overstays = section(page, /^Overstays/);
  await expect(overstays.getByRole("heading", { level: 2 })).toHaveText("Overstays (2)");
  await expect(page.getByRole("list", { name: "This day in numbers" })).toContainText(
    "2 Overstays",
  );
  const card = (guest: InHouseGuest) =>
    overstays.getByRole("listitem").filter({ hasText: guest.reference });
  for (const guest of [leaving, staying]) {
    await expect(card(guest)).toContainText("Overstay");
    await expect(card(guest)).toContainText(`Standard Room ${guest.rooms[0]!.number}`);
  }
  // Both rooms stay taken tonight: the website sells 10 of the 12.
  expect(await standardLeftTonight(page.request)).toBe(10);
  await expect(
    section(page, /^Rooms free/)
      .getByRole("listitem")
      .filter({ hasText: "Standard Room" }),
  ).toHaveText(/Standard Room\s*10 of 12 free/);
  await expectAccessible(page);

  // Check out: the booking's page says so; the room is free again tonight.
  await card(leaving).getByRole("button", { name: "Check out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking ${leaving.reference}`);
  await expect(page.getByRole("status").first()).toHaveText(
    `Guest checked out. Room ${leaving.rooms[0]!.number} is now dirty.`,
  );
  expect(await standardLeftTonight(page.request)).toBe(11);

  // Extend to tomorrow (the date the form proposes): the nights stayed on are on the bill.
  await openDay(page);
  await expect(overstays.getByRole("heading", { level: 2 })).toHaveText("Overstays (1)");
  await expect(card(staying).getByLabel("New check-out")).toHaveValue(addDays(today(), 1));
  await card(staying).getByRole("button", { name: "Extend" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking ${staying.reference}`);
  await expect(page.getByRole("status").first()).toHaveText(
    `Stay extended to ${addDays(today(), 1)}.`,
  );
  // The nights stayed on and tonight are on the bill, nothing paid yet.
  await expect(page.getByTestId("folio-balance")).toHaveText(/^Balance due: KES [\d,]+$/);

  // Nobody is past check-out any more: one left today, the other is in house until tomorrow.
  await openDay(page);
  await expect(overstays.getByRole("heading", { level: 2 })).toHaveText("Overstays (0)");
  await expect(overstays).toContainText("No guests are in house past their check-out day.");
  await expect(section(page, /^Departures/)).toContainText(leaving.reference);
  await expect(section(page, /^In house/)).toContainText(staying.reference);
  expect(await standardLeftTonight(page.request)).toBe(11);
});
