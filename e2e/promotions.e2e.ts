// Promotion codes in a browser (issue 16): an admin creates a code at /admin/promotions, a guest
// applies it on the wizard's step 2 and sees the discount line and the lower total; an unknown
// code is refused in words. Each run makes its own code (the shared site's prices are untouched)
// and deactivates it at the end.
import type { Page } from "@playwright/test";
import { RATE_MESSAGES } from "../domain/messages.ts";
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { signIn } from "./admin-support.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";

const SAVED = { timeout: 20_000 };

const kes = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function toRoomSelection(page: Page, days: number) {
  const today = motelDate(new Date());
  await page.goto("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await fillDetailsAndGoOn(
    page,
    {},
    {
      checkIn: addDays(today, days),
      checkOut: addDays(today, days + 2),
    },
  );
}

test("staff create a code; a guest applies it in the wizard and sees the discounted total", async ({
  page,
}, testInfo) => {
  const code = `E2E${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, "admin");
  await page.goto("/admin/promotions");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Create a promotion code" });
  await form.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("Discount", { exact: true }).fill("10");
  await form.getByLabel("Minimum nights").fill("2");
  await form.getByRole("button", { name: "Create the promotion" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Promotion ${code} created.` }),
  ).toBeVisible(SAVED);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("10% off");
  try {
    await toRoomSelection(page, 30 + (testInfo.project.name === "phone" ? 7 : 0));
    const total = page.locator(".wizard-summary__figures dd").last();
    await expect(total).not.toHaveText(formatKes(0));
    const fullKes = kes((await total.textContent()) ?? "");
    const discountKes = Math.floor((2 * fullKes * 10 + 100) / 200);

    const input = page.getByLabel("Promotion code (optional)");
    await input.fill("NOSUCHCODE1");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("#book-promotion-message")).toHaveText(
      RATE_MESSAGES.promotionUnknown,
    );
    await expect(total).toHaveText(formatKes(fullKes));

    await input.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(total).toHaveText(formatKes(fullKes - discountKes));
    await expect(page.locator(".wizard-summary__status")).toContainText(
      `Promotion ${code}: −${formatKes(discountKes)}`,
    );
    await expect(page.locator("#book-promotion-message")).toHaveCount(0);

    // The code stays with the booking: the review on Make Payment shows the discounted total.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.locator("#book-step-title")).toHaveText("Make Payment");
    await expect(page.locator(".wizard-review")).toContainText(formatKes(fullKes - discountKes));
  } finally {
    await page.goto("/admin/promotions");
    await page
      .getByRole("row")
      .filter({ hasText: code })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: `Promotion ${code} is no longer active.` }),
    ).toBeVisible(SAVED);
  }
});
