// The pages the before-and-after comparisons look at (npm run style-diff, npm run screens-diff):
// every public page kind, in both languages where they differ, and the main staff pages.
import type { Browser, BrowserContext, Page } from "@playwright/test";
const ALL_PAGES = [
  "/",
  "/accommodation",
  "/accommodation?checkIn=2027-03-01&checkOut=2027-03-03&guests=2",
  "/room/deluxe",
  "/room/family",
  "/gallery",
  "/contact",
  "/privacy",
  "/conference",
  "/restaurant",
  "/terrace",
  "/book",
  "/my-booking",
  "/sw",
  "/sw/book",
  "/no-such-page",
  "/admin",
  "/admin/bookings",
  "/admin/front-desk",
  "/admin/front-desk/sell",
  "/admin/bookings/new",
  "/admin/bookings/occupancy",
  "/admin/rooms",
  "/admin/prices",
  "/admin/promotions",
  "/admin/analytics",
  "/admin/mailing",
  "/admin/messages",
  "/admin/outbox",
  "/admin/cash-up",
  "/admin/refunds",
  "/admin/staff",
  "/admin/content",
  "/admin/content/photos",
  "/admin/content/gallery",
];

/** The pages, or those an environment variable lists (STYLE_DIFF_PAGES=/,/book). */
export function comparedPages(variable: string): string[] {
  return process.env[variable]?.split(",") ?? ALL_PAGES;
}

/**
 * Opens a page settled as a reader sees it: the scripts ran (buttons only they handle show
 * then), the images in view loaded (their sizes count), the fonts ready.
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== "lazy")
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener("load", done);
              image.addEventListener("error", done);
              setTimeout(done, 3_000);
            }),
        ),
    );
    await new Promise(requestAnimationFrame);
  });
}

/** A browser context of the given width, signed in to the staff area with `cookie` if given. */
export async function readerContext(
  browser: Browser,
  url: string,
  width: number,
  cookie: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
  });
  if (cookie) {
    const [name, ...value] = cookie.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url }]);
  }
  return context;
}
