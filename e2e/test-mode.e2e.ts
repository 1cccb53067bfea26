// While the payment simulators are on (the embedded default), every page says so: nobody mistakes
// the site for one that takes real money.
import COMMON from "../i18n/en/common.ts";
import { expect, test } from "./fixtures.ts";

for (const path of ["/", "/accommodation", "/book", "/contact", "/admin"]) {
  test(`${path} shows the test-mode ribbon`, async ({ page, visit }) => {
    await visit(path);
    const ribbon = page.getByRole("complementary", { name: "Test mode" });
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toContainText(COMMON.testMode);
    // In the page as served, before any script runs.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(COMMON.testMode);
  });
}

test("the ribbon never takes a click meant for the page under it", async ({ page, visit }) => {
  await visit("/");
  const ribbon = page.getByRole("complementary", { name: "Test mode" });
  await expect(ribbon).toHaveCSS("pointer-events", "none");
});
