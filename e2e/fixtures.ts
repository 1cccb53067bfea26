// Shared by every browser test: the server's URL, no console errors, and an accessibility check
// (axe-core: no serious or critical violation) of every page a test visits.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

type Fixtures = {
  /**
   * Whether the home page's Special Offer modal may open (after 10 s). Off by default, as if the
   * visitor had already given an email, so that it does not cover pages in unrelated tests.
   */
  offerModal: boolean;
  /** Opens a path and checks the page with axe. */
  visit: (path: string) => Promise<Response | null>;
  /** Console errors matching these are expected by the test (e.g. the 404 document itself). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /**
   * Which server the test uses: the one most tests share, or the one for tests that change how
   * many rooms the motel has (e2e/global-setup.ts).
   */
  site: "shared" | "rooms";
};

export const test = base.extend<Fixtures & { consoleAllowList: RegExp[] }>({
  offerModal: [false, { option: true }],
  site: ["shared", { option: true }],
  baseURL: async ({ site }, use) => {
    await use(site === "rooms" ? process.env.E2E_ROOMS_BASE_URL : process.env.E2E_BASE_URL);
  },
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((pattern) => consoleAllowList.push(pattern));
  },
  page: async ({ page, consoleAllowList, offerModal, javaScriptEnabled }, use) => {
    // A page's scripts start after its first screen is drawn (decision 022), often after `load`:
    // a page opened or reloaded is used once they run, as a guest's tap would wait for them. A test
    // that looks at the page before, or moves its clock itself, names its own `waitUntil`.
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async (response: Response | null, waitUntil: string | undefined) => {
        if (waitUntil === undefined) await scriptsRunning(page);
        return response;
      };
      page.goto = async (url, options) => settled(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => settled(await reload(options), options?.waitUntil);
    }
    if (!offerModal) {
      // Every frame runs init scripts; only our own page has our storage (the map frame has none).
      await page.addInitScript(() => {
        if (window === window.top) localStorage.setItem("emailSubmitted", "true");
      });
    }
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // No third-party requests leave the machine: the map answers with a stand-in.
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Map</title><p>Map</p>",
      }),
    );
    await use(page);
    expect(errors.filter((text) => !consoleAllowList.some((re) => re.test(text)))).toEqual([]);
  },
  visit: async ({ page }, use, testInfo) => {
    await use(async (path) => {
      const response = await page.goto(path);
      // axe is half the suite's time: a page as it first loads is checked once per worker and
      // project (it is the same page every time). Checks after interactions always run.
      const key = `${testInfo.project.name} ${path}`;
      if (!checkedOnArrival.has(key)) {
        await expectAccessible(page);
        checkedOnArrival.add(key);
      }
      return response;
    });
  },
});

/**
 * Waits until the page's scripts have run: the root marks the document once they have. A page
 * that is not ours (the card provider's, a test's own) has nothing to wait for.
 */
export async function scriptsRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { timeout: 10_000 },
  );
}

/** Pages this worker has already checked with axe as they load (see `visit`). */
const checkedOnArrival = new Set<string>();

/**
 * axe sees the page as it will stay: first the navbar must have caught up with the scroll (it turns
 * dark after 50 px, fading for a quarter second; checked while still see-through, its white links
 * fail contrast). Any click that scrolls, not only ours, can start that fade.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const navbar = document.querySelector<HTMLElement>("header.navbar");
    if (!navbar) return true;
    // Dark with the menu open even at the top; otherwise dark exactly when scrolled past 50 px.
    const settled = navbar.dataset.dark === "true" || window.scrollY <= 50;
    // Fades only: the scroll-driven darkening (app/components/navbar.css) follows the scroll
    // itself and never ends.
    const fading = navbar
      .getAnimations({ subtree: true })
      .filter((animation) => animation.timeline === document.timeline);
    return settled && fading.length === 0;
  });
  // Legacy mode: one axe.run in the page. The default (runPartial) injects axe a second time into
  // a new tab for every check, a third of a browser test's time on two cores; what it adds is
  // the check of cross-origin frames, here only the simulated Pesapal's card form.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
}

/** Scrolls the window and waits for the browser to report the new position. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction(
    (top) => Math.abs(window.scrollY - top) < 2 || top > window.scrollY,
    y,
  );
}

export { expect };
