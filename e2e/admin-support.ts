import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { E2E_STAFF } from "./staff-accounts.ts";

export { E2E_STAFF };

/** Signs in through the login form at /admin and waits for the dashboard. */
export async function signIn(page: Page, who: keyof typeof E2E_STAFF = "staff"): Promise<void> {
  const account = E2E_STAFF[who];
  await page.goto("/admin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
}
