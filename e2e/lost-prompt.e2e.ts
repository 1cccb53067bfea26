// Issue 37: a guest whose M-Pesa prompt was paid while the site died before it stored Daraja's
// answer reads that staff will confirm, with nothing to press, never "did not go through". The
// crash is real (test/support/lost-prompt.ts kills a server of its own in that window).
import { givenLostPaidPrompt, type LostPrompt } from "../test/support/lost-prompt.ts";
import { expect, test } from "./fixtures.ts";

let lost: LostPrompt;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  lost = await givenLostPaidPrompt("722000333");
  // The jobs of the restarted site put the prompt before staff (a few seconds).
  await expect
    .poll(
      async () => {
        const response = await fetch(`${lost.server.url}/api/bookings/${lost.bookingId}`);
        const { booking } = (await response.json()) as {
          booking: { payment: { staffCheck?: boolean } | null };
        };
        return booking.payment?.staffCheck === true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
test.afterAll(async () => {
  await lost?.close();
});

test("the guest whose paid prompt's answer was lost reads that staff will confirm", async ({
  page,
}) => {
  await page.goto(`${lost.server.url}/book?step=4&booking=${lost.bookingId}`);
  await expect(page.getByRole("status").filter({ hasText: "M-Pesa" })).toHaveText(
    "Your M-Pesa payment may have gone through, but we could not confirm it automatically. Your rooms stay held: our staff will check the payment and contact you to confirm your booking. Please do not pay again.",
  );
  // Nothing to press: not paying again, not releasing rooms the guest may have paid for.
  await expect(page.getByText("Payment not completed")).toHaveCount(0);
  await expect(page.getByText("did not go through")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Make Payment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel this booking" })).toHaveCount(0);
});
