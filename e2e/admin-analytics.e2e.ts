// Staff analytics: events recorded through the public site show in the charts. The server is
// shared with tests running in parallel, so counts are checked as "at least".
import type { Page } from "@playwright/test";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Headless Chromium's own user agent is dropped as a bot (204, not stored): browse as a person's
// browser, so this test's own events are counted whatever other tests do.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
});

/** Waits until the server has answered the beacon of that event (204). */
function stored(page: Page, name: string) {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/events") &&
      r.request().postData()?.includes(`"name":"${name}"`) === true &&
      r.status() === 204,
  );
}

/** The number after `label` in a chart's accessible name. */
async function countIn(page: Page, chart: RegExp, label: string): Promise<number> {
  const name = (await page.getByRole("img", { name: chart }).getAttribute("aria-label")) ?? "";
  const match = new RegExp(`${label} ([\\d,]+)`).exec(name);
  return Number(match?.[1]?.replace(/,/g, "") ?? Number.NaN);
}

test("staff see the visits, rooms and funnel of what guests did, over a chosen period", async ({
  page,
  visit,
}) => {
  // A public visit, a sign-in and two checked pages: more than the default 30 s on a busy machine.
  const viewed = stored(page, "view_room");
  await visit("/room/deluxe");
  await viewed;
  const clicked = stored(page, "book_now");
  await page
    .getByRole("region", { name: "Cost Estimator" })
    .getByRole("link", { name: "Book a Room Now" })
    .click();
  await clicked;
  await page.waitForURL(/\/book\?/);

  await signIn(page, "staff");
  await page
    .getByRole("link", { name: /Analytics/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("img", { name: /^Page views per day/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Most viewed rooms/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Booking funnel/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Downloads/ })).toBeVisible();
  expect(await countIn(page, /^Most viewed rooms/, "Deluxe Room")).toBeGreaterThanOrEqual(1);
  expect(await countIn(page, /^Booking funnel/, "Viewed a room")).toBeGreaterThanOrEqual(1);
  expect(await countIn(page, /^Booking funnel/, "Clicked Book Now")).toBeGreaterThanOrEqual(1);
  // Browser clicks and server bookings are not compared: no step shows more than 100%.
  const funnel = await page
    .getByRole("img", { name: /^Booking funnel/ })
    .getAttribute("aria-label");
  const percentages = [...(funnel ?? "").matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
  expect(percentages.filter((rate) => rate > 100)).toEqual([]);
  await expect(page.getByText("↓ counted by the server from here")).toBeVisible();
  // The page views of today's visits are in the chart's total.
  const views = await page
    .getByRole("img", { name: /^Page views per day/ })
    .getAttribute("aria-label");
  expect(
    Number(/: ([\d,]+) page views/.exec(views ?? "")?.[1]?.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(1);

  // The numbers behind a chart, for anyone who cannot see it.
  const rooms = page.getByRole("region", { name: "Most viewed rooms" });
  await rooms.getByText("Show the numbers").click();
  await expect(rooms.getByRole("rowheader", { name: "Deluxe Room" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/period=7$/);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await countIn(page, /^Most viewed rooms/, "Deluxe Room")).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("img", { name: /^Page views per day/ })).toBeVisible();
  await expectAccessible(page);
});

test("a period that cannot be shown says why and shows the last 30 days", async ({ page }) => {
  await signIn(page, "staff");
  await page.goto("/admin/analytics?from=2026-12-05&to=2026-12-01");
  await expect(page.getByRole("alert")).toHaveText(
    "The from date must be on or before the to date. Showing the last 30 days instead.",
  );
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("img", { name: /^Page views per day/ })).toBeVisible();
  await expectAccessible(page);
});
