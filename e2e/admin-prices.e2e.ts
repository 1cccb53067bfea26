// The staff price editor in a browser: change a price and see it on the room page, a wrong value
// refused with its message, two staff editing the same cell. The e2e server is shared by every
// test at once: each test and project changes its own cell, one no other test reads (executive
// and executive double prices above the type's from-price), and puts it back at the end.
import type { Page } from "@playwright/test";
import { formatKes } from "../domain/money.ts";
import type { PriceTable } from "../domain/pricing.ts";
import type { PriceCell } from "../domain/price-editor.ts";
import { translator } from "../i18n/messages.server.ts";
import { priceCellLabel } from "../app/features/admin/price-cell.ts";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

const cell = (
  roomType: PriceCell["roomType"],
  guests: PriceCell["guests"],
  boarding: PriceCell["boarding"],
): PriceCell => ({ field: "price", roomType, guests, boarding });

const SAVE_CELL = {
  desktop: cell("executive_double", "three_guests", "half_board"),
  phone: cell("executive", "two_guests", "full_board"),
};
const CONFLICT_CELL = {
  desktop: cell("executive", "single_guest", "half_board"),
  phone: cell("executive", "single_guest", "full_board"),
};
// Signing in, saving and checking the room page on a busy shared server take a while.
test.describe.configure({ timeout: 90_000 });
/** A save is a transaction and a reload of the table and history: slow when the server is busy. */
const SAVED = { timeout: 20_000 };

/** A cell's name as the page and the server's messages read it in English. */
const cellLabel = (target: PriceCell) => priceCellLabel(translator("en"), target);

const project = (name: string) => (name === "phone" ? "phone" : "desktop");

const priceInput = (page: Page, target: PriceCell) =>
  page.getByRole("textbox", { name: `${cellLabel(target)}, KES`, exact: true });

async function livePrice(page: Page, target: PriceCell): Promise<number | undefined> {
  const { prices } = (await (await page.request.get("/api/prices")).json()) as {
    prices: PriceTable;
  };
  return prices[target.roomType]?.[target.guests]?.[target.boarding];
}

async function openEditor(page: Page) {
  await page.getByRole("link", { name: "Price List" }).click();
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function setPrice(page: Page, target: PriceCell, amount: number | string) {
  await priceInput(page, target).fill(String(amount));
  await page.getByRole("button", { name: "Save prices" }).click();
}

test("an admin changes a price, sees it saved, in the history and on the room page", async ({
  page,
}, testInfo) => {
  const target = SAVE_CELL[project(testInfo.project.name)];
  const original = (await livePrice(page, target))!;
  const changed = original + 345;
  await signIn(page, "admin");
  await openEditor(page);
  await expectAccessible(page);
  await expect(priceInput(page, target)).toHaveValue(String(original));
  // The outcome's live region must be the one that was there before the save (a region made
  // anew with its text already in it is not announced by screen readers).
  await page.locator(".price-editor__result").evaluate((el) => el.setAttribute("data-kept", ""));

  await setPrice(page, target, changed);
  try {
    await expect(page.getByText("Saved 1 change. The public pages show them now.")).toBeVisible(
      SAVED,
    );
    // Beside the button that saved, in view where the click was; inputs big enough to tap.
    const save = page.locator(".price-editor__save");
    await expect(save.getByText("Saved 1 change.")).toBeInViewport();
    await expect(page.locator(".price-editor__result[data-kept]")).toContainText("Saved 1 change.");
    await expect(save.getByRole("button", { name: "Save prices" })).toBeInViewport();
    await expect(priceInput(page, target)).toHaveValue(String(changed));
    // The table is drawn anew when the save's reload lands: measure the input that is there.
    await expect
      .poll(async () => (await priceInput(page, target).boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(44);
    const history = page.getByRole("table", { name: "Recent changes" });
    await expect(
      history
        .getByRole("row")
        .filter({ hasText: cellLabel(target) })
        .first(),
    ).toContainText(
      `Grace Wanjiru${cellLabel(target)}${formatKes(original)} → ${formatKes(changed)}`,
    );
    await expectAccessible(page);

    // The room page's estimator prices this very combination from the live table.
    await page.goto(`/room/${target.roomType}`);
    await page.waitForLoadState("networkidle");
    const estimator = page.getByRole("region", { name: "Cost Estimator" });
    await estimator
      .getByLabel("Adults", { exact: true })
      .fill(target.guests === "three_guests" ? "3" : "2");
    await estimator.getByLabel("Boarding", { exact: true }).selectOption(target.boarding);
    await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(changed));
  } finally {
    await page.goto("/admin/prices");
    await page.waitForLoadState("networkidle");
    await setPrice(page, target, original);
    await expect(page.getByText("Saved 1 change.")).toBeVisible(SAVED);
  }
  expect(await livePrice(page, target)).toBe(original);
});

test("a price that is not whole shillings is refused with its message; nothing changes", async ({
  page,
}) => {
  const target = cell("executive", "two_guests", "half_board");
  const before = await livePrice(page, target);
  await signIn(page, "admin");
  await openEditor(page);
  await setPrice(page, target, "1.5");
  await expect(page.getByRole("alert")).toContainText(
    "Executive Room, two guests, half board: enter whole shillings, e.g. 4500",
  );
  await expect(priceInput(page, target)).toHaveValue("1.5");
  await expectAccessible(page);
  expect(await livePrice(page, target)).toBe(before);
});

test("two admins save the same cell: the second is told who changed what, and nothing is lost", async ({
  browser,
}, testInfo) => {
  const target = CONFLICT_CELL[project(testInfo.project.name)];
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const options = {
    baseURL: process.env.E2E_BASE_URL,
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
  };
  const contexts = await Promise.all([browser.newContext(options), browser.newContext(options)]);
  try {
    const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
    await signIn(first!, "admin");
    await signIn(second!, "manager");
    await openEditor(first!);
    await openEditor(second!);
    const original = Number(await priceInput(first!, target).inputValue());

    await setPrice(first!, target, original + 100);
    await expect(first!.getByText("Saved 1 change.")).toBeVisible(SAVED);

    await setPrice(second!, target, original + 200);
    const alert = second!.getByRole("alert");
    await expect(alert).toContainText(
      "Nothing was saved: another staff member changed these while you were editing. Review them and save again.",
    );
    await expect(alert).toContainText(
      `${cellLabel(target)}: now ${formatKes(original + 100)} (you entered ${formatKes(original + 200)})`,
    );
    expect(await livePrice(second!, target)).toBe(original + 100);
    // The form is drawn again for the review: what they typed, over the current value.
    await expect(priceInput(second!, target)).toHaveValue(String(original + 200));
    await expectAccessible(second!);

    // After the review, saving again is deliberate: here it puts the price back.
    await setPrice(second!, target, original);
    await expect(second!.getByText("Saved 1 change.")).toBeVisible(SAVED);
    expect(await livePrice(second!, target)).toBe(original);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
