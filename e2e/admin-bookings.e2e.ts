// The front desk finds a booking paid by M-Pesa (made the way the wizard makes one: the booking
// API, the payment answered by the simulator), sees its receipt number, and cancels it with a
// reason: the status changes and the refund is flagged. The guest's name, typed with HTML, shows
// as text. The server is shared: one room, a date far ahead with a random offset, unique names.
import { formatKes } from "../domain/money.ts";
import { E2E_STAFF, givenPaidBooking, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("staff find an M-Pesa booking by its reference, see the receipt and cancel it for a refund", async ({
  page,
  request,
}, testInfo) => {
  // Five pages and four axe checks: about 27 s of the 30 s limit on a busy machine.
  test.slow();
  const phone = testInfo.project.name === "phone" ? "719000501" : "719000502";
  const firstName = `<b>Zawadi${testInfo.project.name}</b>`;
  const booking = await givenPaidBooking(request, phone, firstName);

  await signIn(page, "staff");
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
  await expectAccessible(page);
  // Typed as the guest reads it over the phone: lower case, without GO-.
  await page.getByLabel("Reference, name or phone").fill(booking.reference.slice(3).toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${firstName} Deskcheck`);
  await expect(rows.first()).toContainText("Confirmed and paid");
  if (testInfo.project.name === "desktop") {
    // The status column stays on screen: a long name wraps in its cell. Only across: other
    // tests' bookings needing attention may push the table below the fold.
    const status = rows.first().getByText("Confirmed and paid");
    // Scrolled down only: scrolling it into view could scroll the table across too.
    await rows
      .first()
      .evaluate((row) =>
        window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 100),
      );
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(status).toBeInViewport();
  }

  await rows.first().getByRole("link", { name: booking.reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking ${booking.reference}`);
  // The status panel's heading does not repeat "Status".
  await expect(page.getByRole("heading", { name: "Status", exact: true })).toHaveCount(0);
  await expectAccessible(page);
  // The name is text: no <b> element was made from it.
  await expect(page.getByText(`${firstName} Deskcheck`, { exact: true })).toBeVisible();
  await expect(page.locator(".admin-page b")).toHaveCount(0);
  await expect(page.locator(".admin-receipt")).toHaveText(booking.payment.receipt!);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  // The reason is required: the browser keeps the form until one is given.
  await expect(page.getByLabel("Reason for cancelling")).toBeFocused();
  await page.getByLabel("Reason for cancelling").fill("Guest called: the trip is off");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Booking cancelled. It was paid: return the money on Money to return.",
  );
  const status = page
    .locator(".admin-fields div")
    .filter({ has: page.locator("dt", { hasText: /^Status$/ }) })
    .locator("dd");
  await expect(status).toHaveText("Cancelled");
  // The cancellation's reason and the refund's are both kept, neither written over the other.
  const flag = page.locator(".admin-refund-flag");
  await expect(flag).toContainText("Refund due Cancelled: Guest called: the trip is off");
  await expect(flag).toContainText(
    `The booking is cancelled but holds ${formatKes(booking.totalKes)} paid: refund it.`,
  );
  // The booking's history keeps every step: paid, cancelled with its reason, money owed back.
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Confirmed and paid");
  await expect(history).toContainText("Cancelled: Guest called: the trip is off");
  await expect(history).toContainText("holds " + formatKes(booking.totalKes) + " paid: refund it.");
  await expect(page.locator(".admin-audit")).toContainText(
    `Cancelled by ${E2E_STAFF.staff.name} (Guest called: the trip is off)`,
  );
  await expectAccessible(page);

  // The list's refunds panel names it, whatever the search.
  await page.getByRole("link", { name: "All bookings" }).click();
  await expect(page.getByRole("region", { name: /Refunds due/ })).toContainText(booking.reference);

  // The occupancy grid: a table with headers, the number as text on every night.
  await page.getByRole("link", { name: "Occupancy, next 30 days" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Occupancy");
  const grid = page.getByRole("table", { name: "Rooms taken of the inventory, per night" });
  await expect(grid.getByRole("columnheader")).toHaveCount(31);
  await expect(grid.getByRole("rowheader", { name: /Standard Room/ })).toBeVisible();
  await expectAccessible(page);
});
