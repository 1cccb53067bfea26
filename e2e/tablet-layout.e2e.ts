// A portrait tablet (about 780 to 1000 px wide) reads every page as a desktop does: the navbar
// keeps one row, so it never grows over the page's heading; the menu opens from its button until
// the links fit beside the name. Public pages in English and Kiswahili (whose words run longer),
// and the front desk a receptionist may run from a tablet.
import type { Page } from "@playwright/test";
import { signIn } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";

const WIDTHS = [780, 820, 900, 1000, 1100];
const PUBLIC = ["/", "/sw", "/accommodation", "/sw/accommodation", "/contact", "/sw/contact"];

/** The navbar's height, and how far its bottom reaches over the page's first heading. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const navbar = document.querySelector("header.navbar")!.getBoundingClientRect();
    const heading = document.querySelector("main h1")!.getBoundingClientRect();
    return { navbar: Math.round(navbar.height), covers: Math.round(navbar.bottom - heading.top) };
  });
}

async function checkWidths(page: Page, paths: readonly string[]) {
  const wrong: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1180 });
    for (const path of paths) {
      await page.goto(path);
      const { navbar, covers } = await layout(page);
      if (navbar > 64) wrong.push(`${width}px ${path}: the navbar is ${navbar}px high`);
      if (covers > 0)
        wrong.push(`${width}px ${path}: the navbar covers the heading by ${covers}px`);
    }
  }
  expect(wrong).toEqual([]);
}

test.describe("a portrait tablet", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop project sets the tablet widths itself");
  // Thirty pages opened and hydrated one after another (about 2 s each on a busy 2-core machine).
  test.describe.configure({ timeout: 180_000 });

  test("the navbar keeps one row above the heading on public pages, English and Kiswahili", async ({
    page,
  }) => {
    await checkWidths(page, PUBLIC);
  });

  test("the navbar keeps one row above the front desk's heading, and its menu opens", async ({
    page,
  }) => {
    await signIn(page);
    await checkWidths(page, ["/admin/front-desk", "/admin"]);
    // The links do not fit beside the name on a tablet: the menu button opens them.
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto("/admin/front-desk");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Our Rooms" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(main.getByRole("link", { name: "Our Rooms" })).toBeVisible();
    await main.getByText("Admin", { exact: true }).click();
    await expect(main.getByRole("link", { name: "Front desk" })).toBeVisible();
  });
});
