// Issue 7's "done when": a new staff member, tried as a new user would, signs in, changes a price
// and sees it on the room page, exports the mailing list and opens it, finds a booking paid by
// M-Pesa and sees its receipt number, and signs out. Going only by what the screens say: the
// dashboard's cards and the Admin menu (Home, Prices, Mailing, ..., Logout).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { formatKes } from "../domain/money.ts";
import { givenPaidBooking, signIn } from "./admin-support.ts";
import { expect, expectAccessible, scriptsRunning, test } from "./fixtures.ts";

// The price changed here: no other test reads it (not a from-price; see e2e/admin-prices.e2e.ts).
const CELL = { roomType: "executive", guests: "two_guests", boarding: "bed_breakfast" } as const;
const CELL_LABEL = "Executive Room, two guests, bed & breakfast, KES";

test.describe.configure({ timeout: 120_000 });

async function adminMenu(page: Page, item: "Home" | "Prices" | "Mailing" | "Logout") {
  const main = page.getByRole("navigation", { name: "Main" });
  if (test.info().project.name === "phone")
    await main.getByRole("button", { name: "Menu" }).click();
  await main.getByText("Admin", { exact: true }).click();
  const list = main.locator(".navbar__admin-list");
  if (item === "Logout") await list.getByRole("button", { name: "Logout" }).click();
  else await list.getByRole("link", { name: item, exact: true }).click();
}

// Desktop only (playwright.config.ts): its price cell must not be edited by two projects at once.
test("a new staff member signs in, changes a price, exports the list, finds a paid booking, signs out", async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now()}`;
  // The owner adds the newcomer's account.
  await signIn(page, "admin");
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  const newcomer = {
    name: "Wambui Kariuki",
    email: `wambui.${suffix}@motel.test`,
    password: "my first day passphrase",
  };
  await page.getByLabel("Name").fill(newcomer.name);
  await page.getByLabel("Email").fill(newcomer.email);
  // Prices are an admin's work (issue 14); a new account is front desk unless chosen.
  await expect(page.locator("#new-role")).toHaveValue("front_desk");
  await page.locator("#new-role").selectOption({ label: "Admin" });
  await page.locator("#new-password").fill(newcomer.password);
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status")).toContainText("Account created");

  // A guest joined the Special Offer list, another booked and paid by M-Pesa.
  const subscriber = `guest.${suffix}@example.com`;
  expect((await page.request.post("/api/offers", { data: { email: subscriber } })).status()).toBe(
    200,
  );
  const booking = await givenPaidBooking(page.request, "719000777", `Njeri${suffix}`);

  // The newcomer, on their own browser.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const desk = await context.newPage();
  await desk.goto("/admin");
  await expect(desk.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await desk.getByLabel("Email").fill(newcomer.email);
  await desk.getByLabel("Password").fill(newcomer.password);
  await desk.getByRole("button", { name: "Submit" }).click();
  await expect(desk.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expectAccessible(desk);

  // Change a price, then see it where guests see it.
  await adminMenu(desk, "Prices");
  await expect(desk.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  const input = desk.getByRole("textbox", { name: CELL_LABEL, exact: true });
  const original = Number(await input.inputValue());
  const changed = original + 250;
  await input.fill(String(changed));
  await desk.getByRole("button", { name: "Save prices" }).click();
  try {
    await expect(desk.getByText("Saved 1 change. The public pages show them now.")).toBeVisible();
    await desk.goto(`/room/${CELL.roomType}`);
    await scriptsRunning(desk); // its own context: the fixture's page waits by itself
    const estimator = desk.getByRole("region", { name: "Cost Estimator" });
    await estimator.getByLabel("Adults", { exact: true }).fill("2");
    await estimator.getByLabel("Boarding", { exact: true }).selectOption(CELL.boarding);
    await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(changed));
  } finally {
    // Put it back (the room page above already proved the change showed).
    await desk.goto("/admin/prices");
    await desk.getByRole("textbox", { name: CELL_LABEL, exact: true }).fill(String(original));
    await desk.getByRole("button", { name: "Save prices" }).click();
    await expect(desk.getByText("Saved 1 change.")).toBeVisible();
  }

  // Export the mailing list and open the file.
  await adminMenu(desk, "Mailing");
  await expect(desk.getByRole("heading", { name: "Mailing list" })).toBeVisible();
  const download = desk.waitForEvent("download");
  await desk.getByRole("link", { name: "Download Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("mailing_list.csv");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Email Address,Date Registered");
  expect(csv).toContain(`${subscriber},`);

  // Find the booking paid by M-Pesa and read its receipt number.
  await adminMenu(desk, "Home");
  await desk.getByRole("link", { name: "Bookings", exact: true }).click();
  await desk.getByLabel("Reference, name or phone").fill(booking.reference);
  await desk.getByRole("button", { name: "Search" }).click();
  await desk.getByRole("link", { name: booking.reference }).click();
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText(`Booking ${booking.reference}`);
  await expect(
    desk
      .getByRole("region", { name: "Payment attempts" })
      .getByText(booking.payment.receipt!, { exact: true }),
  ).toBeVisible();

  // Sign out: back at /admin, and the staff pages are closed again.
  await adminMenu(desk, "Logout");
  await expect(desk).toHaveURL(/\/admin$/);
  await expect(desk.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await desk.goto(`/admin/bookings`);
  await expect(desk.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await context.close();
});
