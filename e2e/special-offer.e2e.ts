import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.use({ offerModal: true });

const THANK_YOU =
  "Thank you for submitting your email. We will send you an email with the special offer soon.";

/**
 * Opens home on a paused fake clock (time moves only when the test says) and waits until the
 * page has set the modal's 10 s timer.
 */
async function openHome(page: Page) {
  const start = new Date("2026-12-01T09:00:00+03:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto("/");
  await expect(page.locator("dialog.offer-dialog")).toHaveAttribute("data-timer", "set");
}

test("hidden at first, the Special Offer opens 10 seconds after the home page loads", async ({
  page,
}) => {
  await openHome(page);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(9_900);
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(200);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog.locator(".offer-dialog__consent")).toHaveText(
    "By submitting your email, you agree to our terms and to our privacy and personal data policy.",
  );
  await expect(
    dialog.getByRole("link", { name: "privacy and personal data policy" }),
  ).toHaveAttribute("href", "/privacy");
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page);

  // Focus stays in the modal both ways round, and the close control closes it.
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("Escape closes it", async ({ page }) => {
  await openHome(page);
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an invalid email shows 'Please enter a valid email' and sends nothing", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/offers") && sent.push(r.url()));
  await openHome(page);
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  for (const email of ["guest", "guest@example", "guest @example.com"]) {
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email");
  }
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
});

test("success: thank-you, the modal closes, and it does not open again after a reload", async ({
  page,
}) => {
  await openHome(page);
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await dialog.getByLabel("Email").fill(`Guest.${Date.now()}@Example.com`);
  const answer = page.waitForResponse("**/api/offers");
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toHaveText(
    `${THANK_YOU}OK`,
  );
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("emailSubmitted"))).toBe("true");

  await page.reload();
  await page.clock.fastForward(20_000);
  await expect(page.getByRole("dialog", { name: "Special Offer" })).toBeHidden();
});

test("an address already on the list still succeeds", async ({ page }) => {
  const email = `twice.${Date.now()}@example.com`;
  const first = await page.request.post("/api/offers", { data: { email } });
  expect(first.status()).toBe(200);
  await openHome(page);
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await dialog.getByLabel("Email").fill(email.toUpperCase());
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toBeVisible();
});

test("a failure says so and keeps the modal open", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await openHome(page);
  await page.clock.fastForward(10_000);
  await page.route("**/api/offers", (route) => route.abort("internetdisconnected"));
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await dialog.getByLabel("Email").fill("guest@example.com");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Sorry, we could not save your email. Please check your connection and try again.",
  );
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("emailSubmitted"))).toBeNull();
});

test("the privacy page says what is collected, why, for how long and how to be removed", async ({
  page,
  visit,
}) => {
  await visit("/privacy");
  await expect(
    page.getByRole("heading", { level: 1, name: "Privacy and personal data policy" }),
  ).toBeVisible();
  for (const heading of [
    "What we collect and why",
    "How long we keep it",
    "Your rights and how to be removed",
    "Terms of the special offer list",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("main")).toContainText("Data Protection Act, 2019");
});
