// Promotion codes in a browser (issue 16): an admin creates a code at /admin/promotions, a guest
// applies it on the wizard's step 2 and sees the discount line and the lower total; an unknown
// code, and one worth the whole stay (issue 31), are refused in words. Each run makes its own
// code (the shared site's prices are untouched) and deactivates it at the end.
import type { Page } from "@playwright/test";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { startBuiltServer, type RunningServer } from "../test/support/server.ts";
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

/** A code of this run and project, so that runs and projects never share one. */
const newCode = (projectName: string) =>
  `E2E${projectName.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

/** Staff create the code at /admin/promotions (signed in as admin); its row shows `shown`. */
async function createCode(
  page: Page,
  code: string,
  { kind, value, shown }: { kind: "percent off" | "KES off"; value: string; shown: string },
) {
  await signIn(page, "admin");
  await page.goto("/admin/promotions");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Create a promotion code" });
  await form.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("Discount in").selectOption({ label: kind });
  await form.getByLabel("Discount", { exact: true }).fill(value);
  await form.getByLabel("Minimum nights").fill("2");
  await form.getByRole("button", { name: "Create the promotion" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Promotion ${code} created.` }),
  ).toBeVisible(SAVED);
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText(shown);
}

async function deactivate(page: Page, code: string) {
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

test("staff create a code; a guest applies it in the wizard and sees the discounted total", async ({
  page,
}, testInfo) => {
  const code = newCode(testInfo.project.name);
  await createCode(page, code, { kind: "percent off", value: "10", shown: "10% off" });
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
      "That promotion code cannot be used. Please check it and try again.",
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
    await deactivate(page, code);
  }
});

test("a code worth the whole stay is refused at the code field; the total stays whole", async ({
  page,
}, testInfo) => {
  const code = newCode(testInfo.project.name);
  await createCode(page, code, { kind: "KES off", value: "1000000", shown: "1,000,000 off" });
  try {
    await toRoomSelection(page, 44 + (testInfo.project.name === "phone" ? 7 : 0));
    const total = page.locator(".wizard-summary__figures dd").last();
    await expect(total).not.toHaveText(formatKes(0));
    const fullText = (await total.textContent()) ?? "";

    await page.getByLabel("Promotion code (optional)").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("#book-promotion-message")).toHaveText(
      english(said.promotionWholeStay()),
    );
    await expect(page.getByLabel("Promotion code (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(total).toHaveText(fullText);
    await expect(page.locator(".wizard-summary__status")).not.toContainText(`Promotion ${code}`);
  } finally {
    await deactivate(page, code);
  }
});

test.describe("a guesser", () => {
  // Its own site with a limit of 2: on the shared site every test comes from one address, and
  // using up the limit there would refuse other tests' codes.
  let site: RunningServer;
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    site = await startBuiltServer({ PROMOTION_CODE_LIMIT_PER_HOUR: "2" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("is told to wait once too many codes did not apply", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one site of its own, on desktop");
    const today = motelDate(new Date());
    await page.goto(`${site.url}/book`);
    await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
    await fillDetailsAndGoOn(
      page,
      {},
      { checkIn: addDays(today, 40), checkOut: addDays(today, 42) },
    );
    const total = page.locator(".wizard-summary__figures dd").last();
    await expect(total).not.toHaveText(formatKes(0));
    const message = page.locator("#book-promotion-message");
    const input = page.getByLabel("Promotion code (optional)");
    for (const guess of ["GUESS0001", "GUESS0002"]) {
      await input.fill(guess);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(message).toHaveText(english(said.promotionNotValid()));
    }
    await input.fill("GUESS0003");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(message).toHaveText(
      "Too many promotion codes were tried from your connection. Please wait an hour, or book without a code.",
    );
  });
});
