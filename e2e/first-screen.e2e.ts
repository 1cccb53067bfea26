// A page's scripts wait until its first screen is drawn (decision 022): the picture a guest is
// waiting for gets the network first, and a key or a tap starts the scripts at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Holds the room page's main picture until `release` is called; `asked` once it is requested. */
async function holdPicture(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(/\/media\/images\/room-deluxe-\d+\.(avif|webp|jpg)$/, async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Every script the page asks for, as it asks. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/^\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return scripts;
}

const framesGoBy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );

test("a room page asks for its scripts once its picture is in, then becomes interactive", async ({
  page,
}) => {
  const scripts = scriptsAskedFor(page);
  const picture = await holdPicture(page);
  await page.goto("/room/deluxe", { waitUntil: "domcontentloaded" });
  await picture.asked;
  await framesGoBy(page);
  // The page reads already (drawn by the server); its scripts wait for the picture.
  await expect(page.getByRole("heading", { level: 1, name: "Deluxe Room" })).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(page.locator("a.navbar__toggle")).toBeAttached(); // the menu before the scripts
  picture.release();
  await expect(page.locator("button.navbar__toggle")).toBeAttached(); // hydrated
  expect(scripts.length).toBeGreaterThan(2);
});

test("a key pressed before the picture is in starts the scripts at once", async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  const picture = await holdPicture(page);
  await page.goto("/room/deluxe", { waitUntil: "domcontentloaded" });
  await picture.asked;
  await framesGoBy(page);
  expect(scripts).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.locator("button.navbar__toggle")).toBeAttached();
  expect(scripts.length).toBeGreaterThan(2);
  picture.release();
});
