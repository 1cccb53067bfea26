import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

const fields = {
  Name: "Wambui Njoroge",
  Email: "wambui@example.com",
  Contact: "0712 345678",
  Message: "Do you have a family room free next weekend?",
};

async function fillForm(page: Page) {
  const form = page.getByRole("form", { name: "Send us a message" });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  return form;
}

test("sends a message: Sending..., then the success alert and a cleared form", async ({
  page,
  visit,
}) => {
  await visit("/contact");
  const form = await fillForm(page);
  // Hold the request until the test has seen the sending state; then it reaches the real server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/mail", async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse("**/api/mail");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  expect(await (await answer).text()).toBe("Email sent successfully");
  await expect(form.getByRole("alert")).toHaveText("Message sent successfully");
  for (const label of Object.keys(fields)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  }
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("a failed send shows the failure alert and Try Again, which then succeeds", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await visit("/contact");
  const form = await fillForm(page);
  await page.route("**/api/mail", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send message");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(fields.Name); // kept
  await page.unroute("**/api/mail");
  await form.getByRole("button", { name: "Try Again" }).click();
  await expect(form.getByRole("alert")).toHaveText("Message sent successfully");
});

test("every field is required: nothing is sent while one is empty", async ({ page, visit }) => {
  await visit("/contact");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/mail")) requests.push(request.url());
  });
  const form = await fillForm(page);
  await form.getByLabel("Contact", { exact: true }).fill("");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Contact", { exact: true })).toBeFocused();
  expect(
    await form
      .getByLabel("Contact", { exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await expect(form.getByRole("alert")).toHaveCount(0);
  expect(requests).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends, and the page answers with the success alert", async ({ page }) => {
    await page.goto("/contact"); // axe needs scripts, so no visit() here
    const form = await fillForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Message sent successfully");
  });
});
