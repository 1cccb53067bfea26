// The staff area's door (spec: Admin): the login form and its words, the Admin menu on admin
// pages only, Logout back to /admin, the admin 404, and what a non-admin may not open. The spec's
// words are written out: the sign-in page must show them word for word.
import { E2E_STAFF, signIn } from "./admin-support.ts";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("signed out, /admin is the login form with the spec's messages and button states", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  // The browser logs the refused sign-in's 401 and 400 answers.
  allowConsoleErrors(/status of 40[01]/);
  await visit("/admin");
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // An empty field: the spec's alert, and nothing is sent.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  await page.getByLabel("Email").fill(E2E_STAFF.staff.email);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill all fields");
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  expect(posts).toBe(0);

  // A wrong password, its answer held until the Loading... state has been seen.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/admin\.data\?index/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Password").fill("not the right passphrase");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  answer();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page.getByRole("button", { name: "Try Again" })).toBeEnabled();

  // An address with no account gets the very same words.
  await page.getByLabel("Email").fill("nobody-here@motel.test");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expectAccessible(page);
});

/** Opens the navbar's Admin menu (on phones, the folded menu first) and returns its list. */
async function openAdminMenu(page: Page) {
  const main = page.getByRole("navigation", { name: "Main" });
  if (test.info().project.name === "phone")
    await main.getByRole("button", { name: "Menu" }).click();
  await main.getByText("Admin", { exact: true }).click();
  return main.locator(".navbar__admin-list");
}

test("front desk: the dashboard's cards, the Admin menu without the admin areas, Logout to /admin", async ({
  page,
}) => {
  await signIn(page, "staff");
  // The guests' floating WhatsApp button stays off the staff pages, where it covered forms.
  await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);
  for (const card of ["Front desk", "Mail List", "Bookings", "Messages", "Analytics"]) {
    await expect(page.getByRole("link", { name: card, exact: true })).toBeVisible();
  }
  // Today's numbers, each leading to its list on the day view.
  const today = page.getByRole("region", { name: "Today" });
  for (const figure of [
    "Arrivals today",
    "Guests in house",
    "Departures today",
    "Rooms free tonight",
    "No-show candidates",
  ]) {
    await expect(today.getByRole("link", { name: new RegExp(figure) })).toBeVisible();
  }
  await expect(today.getByRole("link", { name: /Rooms free tonight/ })).toHaveText(
    /^\d+ of \d+ Rooms free tonight$/,
  );
  // The front desk, not admin: no Price List or Staff card.
  await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Price List", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  let menu = await openAdminMenu(page);
  await expect(menu.getByRole("link")).toHaveText([
    "Home",
    "Front desk",
    "Bookings",
    "Cash-up",
    "M-Pesa to match",
    "Money to return",
    "Mailing",
    "Messages",
    "Analytics",
  ]);
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectAccessible(page);

  // From the menu to the front desk's day view: now that entry is the current page.
  await menu.getByRole("link", { name: "Front desk" }).click();
  await expect(page.getByRole("heading", { name: "Front desk", level: 1 })).toBeVisible();
  menu = await openAdminMenu(page);
  await expect(menu.locator('[aria-current="page"]')).toHaveText("Front desk");

  // Not on the public pages, even signed in.
  await page.goto("/accommodation");
  await expect(page.getByText("Admin", { exact: true })).toHaveCount(0);

  await page.goto("/admin");
  menu = await openAdminMenu(page);
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  // Really signed out: the dashboard is gone after a reload too.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
});

test("admin: the Admin menu lists every staff area; a booking's page marks Bookings", async ({
  page,
}) => {
  await signIn(page, "admin");
  for (const card of ["Front desk", "Price List", "Mail List", "Bookings", "Staff"]) {
    await expect(page.getByRole("link", { name: card, exact: true })).toBeVisible();
  }
  let menu = await openAdminMenu(page);
  await expect(menu.getByRole("link")).toHaveText([
    "Home",
    "Front desk",
    "Bookings",
    "Cash-up",
    "M-Pesa to match",
    "Money to return",
    "Prices",
    "Promotions",
    "Rooms",
    "Mailing",
    "Messages",
    "Analytics",
    "Staff",
    "Content",
  ]);
  // Every entry is a thumb-sized target.
  for (const link of await menu.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
  await menu.getByRole("link", { name: "Prices" }).click();
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  menu = await openAdminMenu(page);
  await expect(menu.locator('[aria-current="page"]')).toHaveText("Prices");

  await page.goto("/admin/bookings/occupancy");
  menu = await openAdminMenu(page);
  await expect(menu.locator('[aria-current="page"]')).toHaveText("Bookings");
});

test("any other /admin/... address shows the admin 404 to staff, and the sign-in to others", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  expect(response?.status()).toBe(200);
  await signIn(page, "staff");
  const notFound = await page.goto("/admin/no-such-page");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("the front desk cannot open staff accounts or prices", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/);
  await signIn(page, "staff");
  for (const address of ["/admin/staff", "/admin/prices"]) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  }
});

test("an admin adds a staff member, who signs in with that password", async ({ page, browser }) => {
  await signIn(page, "admin");
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
  const email = `new-${Date.now()}-${test.info().project.name}@motel.test`;
  await page.getByLabel("Name").fill("Achieng Odhiambo");
  await page.getByLabel("Email").fill(email);
  await page.locator("#new-role").selectOption("front_desk");
  await page.locator("#new-password").fill("a new starter's passphrase");
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Account created for ${email}. Give them the password in person.`,
  );
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Active");
  await expectAccessible(page);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const newcomer = await context.newPage();
  await newcomer.goto(`${process.env.E2E_BASE_URL}/admin`);
  await newcomer.getByLabel("Email").fill(email);
  await newcomer.getByLabel("Password").fill("a new starter's passphrase");
  await newcomer.getByRole("button", { name: "Submit" }).click();
  await expect(newcomer.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(newcomer.getByText(`Signed in as Achieng Odhiambo (${email})`)).toBeVisible();
  await context.close();
});
