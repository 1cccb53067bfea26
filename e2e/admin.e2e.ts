// The staff area's door (spec: Admin): the login form and its words, the Admin menu on admin
// pages only, Logout back to /admin, the admin 404, and what a non-admin may not open.
import { ADMIN_MESSAGES } from "../domain/messages.ts";
import { E2E_STAFF, signIn } from "./admin-support.ts";
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
  const submit = page.getByRole("button", { name: ADMIN_MESSAGES.submit });
  await expect(submit).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // An empty field: the spec's alert, and nothing is sent.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  await page.getByLabel("Email").fill(E2E_STAFF.staff.email);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText(ADMIN_MESSAGES.fillAllFields);
  await expect(page.getByRole("button", { name: ADMIN_MESSAGES.tryAgain })).toBeVisible();
  expect(posts).toBe(0);

  // A wrong password, slowed down so the Loading... state can be seen.
  await page.route(/\/admin\.data\?index/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Password").fill("not the right passphrase");
  await page.getByRole("button", { name: ADMIN_MESSAGES.tryAgain }).click();
  await expect(page.getByRole("button", { name: ADMIN_MESSAGES.loading })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText(ADMIN_MESSAGES.incorrect);
  await expect(page.getByRole("button", { name: ADMIN_MESSAGES.tryAgain })).toBeEnabled();

  // An address with no account gets the very same words.
  await page.getByLabel("Email").fill("nobody-here@motel.test");
  await page.getByRole("button", { name: ADMIN_MESSAGES.tryAgain }).click();
  await expect(page.getByRole("alert")).toHaveText(ADMIN_MESSAGES.incorrect);
  await expectAccessible(page);
});

test("signed in: the dashboard's cards, the Admin menu on admin pages only, Logout to /admin", async ({
  page,
}) => {
  await signIn(page, "staff");
  for (const card of ["Price List", "Mail List", "Bookings", "Messages", "Analytics"]) {
    await expect(page.getByRole("link", { name: card, exact: true })).toBeVisible();
  }
  // Staff, not admin: no Staff card.
  await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const main = page.getByRole("navigation", { name: "Main" });
  const toggle = main.getByRole("button", { name: "Menu" });
  const phone = test.info().project.name === "phone";
  if (phone) await toggle.click(); // phones: the menu folds away
  await main.getByText("Admin", { exact: true }).click();
  const menu = main.locator(".navbar__admin-list");
  await expect(menu.getByRole("link")).toHaveText(["Home", "Prices", "Mailing", "Cash-up"]);
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();

  // Not on the public pages, even signed in.
  await page.goto("/accommodation");
  await expect(page.getByText("Admin", { exact: true })).toHaveCount(0);

  await page.goto("/admin");
  if (phone) await toggle.click();
  await main.getByText("Admin", { exact: true }).click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  // Really signed out: the dashboard is gone after a reload too.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
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

test("a staff member who is not an admin cannot open staff accounts", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/);
  await signIn(page, "staff");
  const response = await page.goto("/admin/staff");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
});

test("an admin adds a staff member, who signs in with that password", async ({ page, browser }) => {
  await signIn(page, "admin");
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
  const email = `new-${Date.now()}-${test.info().project.name}@motel.test`;
  await page.getByLabel("Name").fill("Achieng Odhiambo");
  await page.getByLabel("Email").fill(email);
  await page.locator("#new-role").selectOption("staff");
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
