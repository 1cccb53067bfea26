import type { Page } from "@playwright/test";
import { unsubscribeUrl } from "../server/offers/unsubscribe-token.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.use({ offerModal: true });

const THANK_YOU =
  "Thank you for submitting your email. We will send you an email with the special offer soon.";

/**
 * Opens home on a paused fake clock (time moves only when the test says) and waits until the
 * page has set the modal's 10 s timer. The page's scripts start a frame after its first screen
 * is drawn (decision 022), so the clock moves a frame at a time until they have.
 */
async function openHome(page: Page) {
  const start = new Date("2026-12-01T09:00:00+03:00");
  await page.clock.install({ time: start });
  // The installed clock runs in real time until paused: a margin a loaded machine cannot pass
  // (at 1 s, a full run once got "Cannot fast-forward to the past").
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto("/", { waitUntil: "load" }); // the clock is paused: scripts wait for a frame
  await timerOnceStarted(page, "set");
}

/** Moves the paused clock a frame at a time until the page's scripts have run: its timer says. */
async function timerOnceStarted(page: Page, state: "set" | "skipped") {
  const dialog = page.locator("dialog.offer-dialog");
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return dialog.getAttribute("data-timer");
    })
    .toBe(state);
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
  // Focus goes to the thank-you, not back to the top of the page.
  await expect(page.getByRole("button", { name: "OK" })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("emailSubmitted"))).toBe("true");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText(THANK_YOU)).toBeHidden();

  await page.reload({ waitUntil: "load" });
  // Only once the page's script has read the flag does moving the clock prove anything.
  await timerOnceStarted(page, "skipped");
  await page.clock.fastForward(20_000);
  await expect(page.getByRole("dialog", { name: "Special Offer" })).toBeHidden();
});

test("the thank-you goes into a live region that was there before it", async ({ page }) => {
  await openHome(page);
  // Screen readers announce changes to a live region they already know, not a new one.
  const status = page.locator(".offer-status");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toBeEmpty();
  const before = await status.elementHandle();
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole("dialog", { name: "Special Offer" });
  await dialog.getByLabel("Email").fill(`live.${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(status).toContainText(THANK_YOU);
  expect(await before!.evaluate((el) => el.isConnected && el.textContent)).toContain(THANK_YOU);
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

test("the unsubscribe link asks first, then removes the address with one button", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/); // the forged link's page is answered 400
  const email = `leaving.${Date.now()}@example.com`;
  expect((await page.request.post("/api/offers", { data: { email } })).status()).toBe(200);
  // The link the thank-you email carries.
  const link = new URL(unsubscribeUrl("http://x", process.env.E2E_SESSION_SECRET!, email));
  await visit(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from our special offers" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "You have been unsubscribed" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    `We have removed ${email} from our special offer list.`,
  );
  await expectAccessible(page);

  const forged = await visit(`/unsubscribe?email=${encodeURIComponent(email)}&token=abc`);
  expect(forged?.status()).toBe(400);
  await expect(
    page.getByRole("heading", { level: 1, name: "This unsubscribe link is not valid" }),
  ).toBeVisible();
});
