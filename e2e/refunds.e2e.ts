// Money to return (issue 31, decision 024): a booking paid by M-Pesa is cancelled; it appears on
// "Money to return" with why and how it was paid; staff press Refund, the Daraja simulator
// reverses the payment, the page shows it paid back, and the guest's phone gets the refund text.
// The server is shared: a phone and a booking of this test's own, a date far ahead.
import { givenPaidBooking, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("a booking cancelled after payment is paid back from Money to return", async ({
  page,
  context,
  request,
}, testInfo) => {
  // Payment, cancel, refund round trip and the text worker, on a loaded machine.
  const nine = testInfo.project.name === "phone" ? "719000601" : "719000602";
  const booking = await givenPaidBooking(request, nine, `Refundo${testInfo.project.name}`);

  await signIn(page, "staff");
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByLabel("Reason for cancelling").fill("Guest called: the trip is off");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Booking cancelled. It was paid: return the money on Money to return.",
  );
  await page.getByRole("link", { name: "Return the money" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Money to return");
  const item = page.getByRole("listitem", { name: `Booking ${booking.reference}` });
  await expect(item).toContainText(`KES ${booking.totalKes.toLocaleString("en")} to return`);
  await expect(item).toContainText(`Paid by M-Pesa ${booking.payment.receipt}`);
  await expect(item).toContainText("Guest called: the trip is off");
  await expectAccessible(page);

  await item.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/^Refund of KES [\d,]+ sent/);
  // Paid back (the Result comes a moment later): it leaves the list, the latest refunds say so.
  const recent = page
    .getByTestId("recent-refunds")
    .getByRole("listitem")
    .filter({
      hasText: `Booking ${booking.reference}`,
    });
  await expect(async () => {
    await page.reload();
    await expect(recent).toContainText("Paid back", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("listitem", { name: `Booking ${booking.reference}` })).toHaveCount(0);
  await expect(recent).toContainText("M-Pesa reversal");

  // The guest's phone: the refund text.
  const inbox = await context.newPage();
  await expect(async () => {
    await inbox.goto(`/simulators/sms/phone?msisdn=254${nine}`);
    await expect(
      inbox.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({
        hasText: `we have refunded KES`,
      }),
    ).toContainText(`for booking ${booking.reference}.`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await inbox.close();
});
