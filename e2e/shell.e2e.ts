import { addressLine, motel, whatsappLink } from "../content/motel.ts";
import { motelYear } from "../domain/time.ts";
import { expect, expectAccessible, scrollTo, test } from "./fixtures.ts";

test.describe("navbar", () => {
  test("turns dark after more than 50 px of scroll", async ({ page, visit }) => {
    await visit("/accommodation");
    const navbar = page.locator("header.navbar");
    const background = () => navbar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await scrollTo(page, 40);
    await expect(navbar).toHaveAttribute("data-dark", "false");
    await scrollTo(page, 300);
    await expect(navbar).toHaveAttribute("data-dark", "true");
    await expect.poll(background).toBe("rgb(20, 59, 55)");
    await scrollTo(page, 0);
    await expect(navbar).toHaveAttribute("data-dark", "false");
  });

  test("shows Experiences only on home", async ({ page, visit, isMobile }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const openMenu = async () => {
      if (isMobile) await nav.getByRole("button", { name: "Menu" }).click();
    };
    await visit("/");
    await openMenu();
    await expect(nav.getByRole("link", { name: "Experiences" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Book", exact: true })).toHaveCount(0);
    await nav.getByRole("link", { name: "Experiences" }).click();
    await expect(page).toHaveURL(/\/#experiences$/);
    await expect(page.getByRole("heading", { name: "Experiences", level: 2 })).toBeInViewport();

    await visit("/accommodation");
    await openMenu();
    await expect(nav.getByRole("link", { name: "Our Rooms" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Experiences" })).toHaveCount(0);
  });

  test("opens and closes the menu on a phone", async ({ page, visit, isMobile }) => {
    test.skip(!isMobile, "the menu button is for narrow screens");
    await visit("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const rooms = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Rooms" });
    await expect(rooms).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    await rooms.focus();
    await page.keyboard.press("Escape");
    await expect(rooms).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // An anchor on the same page closes the menu too.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Experiences" })
      .click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Experiences", level: 2 })).toBeInViewport();
    await toggle.click();
    await rooms.click();
    await expect(page).toHaveURL(/\/accommodation$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("can be used from the keyboard, starting with a skip link", async ({
    page,
    visit,
    isMobile,
  }) => {
    test.skip(isMobile, "keyboard use is checked on the desktop layout");
    await visit("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: motel.name }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/accommodation$/);
  });
});

test.describe("footer", () => {
  test("has socials, quick links, address, phones, WhatsApp, email and the year", async ({
    page,
    visit,
  }) => {
    await visit("/accommodation");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [["WhatsApp", whatsappLink(motel)]] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The defaults have no social profiles: none is shown, never a bare facebook.com.
    await expect(footer.getByRole("link", { name: "Facebook", exact: true })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: "Our Rooms" })).toHaveAttribute(
      "href",
      "/accommodation",
    );
    await expect(footer.getByRole("link", { name: motel.externalBooking.label })).toHaveAttribute(
      "href",
      motel.externalBooking.url,
    );
    await expect(footer).toContainText(addressLine(motel));
    for (const phone of motel.phones) {
      await expect(
        footer.getByRole("link", { name: phone.display, exact: true }).first(),
      ).toHaveAttribute("href", `tel:${phone.e164}`);
    }
    await expect(footer).toContainText(`WhatsApp ${motel.whatsapp.number.display}`);
    await expect(footer.getByRole("link", { name: motel.email })).toHaveAttribute(
      "href",
      `mailto:${motel.email}`,
    );
    await expect(footer).toContainText(
      `© ${motelYear(new Date())} ${motel.name}. All rights reserved.`,
    );
  });
});

test("the WhatsApp button is on every page and opens a chat with a greeting", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  for (const path of ["/", "/accommodation", "/no-such-page"]) {
    await visit(path);
    const button = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(button).toBeVisible();
    const href = new URL((await button.getAttribute("href"))!);
    expect(href.host).toBe("wa.me");
    expect(href.pathname).toBe(`/${motel.whatsapp.number.e164.slice(1)}`);
    expect(href.searchParams.get("text")).toBe(motel.whatsapp.greeting);
    await expect(button).toHaveAttribute("target", "_blank");
  }
});

test("a new page starts at the top, while in-page anchors still scroll", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole("heading", { name: motel.about.heading })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  await page.getByRole("contentinfo").getByRole("link", { name: "Our Rooms" }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByRole("heading", { name: "Our Rooms", level: 1 })).toBeVisible();
  // At the top: a new page starts there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);
});

test("an unknown address shows a real 404 page inside the site", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await visit("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${motel.name}`);
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "Simple Made Perfect" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // axe needs JavaScript in the page, so these pages are checked in the tests above.
  test("pages read, and Menu leads to the footer's links", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Simple Made Perfect" }),
    ).toBeVisible();
    await expect(page.locator("#about")).toContainText(motel.about.paragraphs[0]!);
    await expect(page.locator(".counters__value").first()).toHaveText("10900+");
    if (isMobile) {
      const menu = page.getByRole("link", { name: "Menu" });
      await menu.click();
      await expect(page).toHaveURL(/#footer-links$/);
      await expect(page.getByRole("heading", { name: "Quick Links" })).toBeInViewport();
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Rooms" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Rooms" })).toBeVisible();
    await expect(page.getByText("From KES 3,500 per night")).toBeVisible();
  });

  test("a page opened at an anchor has the dark navbar its white words need", async ({ page }) => {
    await page.goto("/privacy#terms");
    await expect(page.locator("#terms")).toBeInViewport();
    await expect(page.locator(".navbar")).toHaveCSS("background-color", "rgb(20, 59, 55)");
    await page.goto("/privacy");
    await expect(page.locator(".navbar")).not.toHaveCSS("background-color", "rgb(20, 59, 55)");
  });
});
