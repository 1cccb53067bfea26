// A card payment the provider reverses after the booking was confirmed: staff see it on the
// dashboard, in the bookings list's "Payments needing attention" panel and its Needs filter, read
// the reason on the booking, and mark it handled. The booking is made the way the wizard makes
// one (the booking API, a Pesapal order); the simulator settles and then reverses the order.
import { givenReversedCardBooking, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("staff see a reversed card payment, find it by the Needs filter and mark it handled", async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "719000611" : "719000612";
  const booking = await givenReversedCardBooking(
    request,
    phone,
    `Reversal${testInfo.project.name}`,
  );

  await signIn(page, "staff");
  await page.goto("/admin");
  await expect(page.locator(".admin-card").filter({ hasText: "Bookings" })).toContainText(
    /needing attention/,
  );
  await page.goto("/admin/bookings");
  const panel = page.getByRole("region", { name: /Payments needing attention/ });
  await expect(panel).toContainText(booking.reference);
  await expect(panel).toContainText("reversed by the provider");
  await page.getByLabel("Needs").selectOption("attention");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/needs=attention/);
  const row = page.locator(".admin-table tbody tr").filter({ hasText: booking.reference });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);

  await row.getByRole("link", { name: booking.reference }).click();
  await expect(page.locator(".admin-attention-flag")).toContainText(
    "Needs attention The card payment",
  );
  await expect(page.getByRole("cell", { name: "Reversed", exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Mark attention handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expect(page.locator(".admin-attention-flag")).toHaveCount(0);
  await expect(page.locator(".admin-audit")).toContainText("Attention handled");
});
