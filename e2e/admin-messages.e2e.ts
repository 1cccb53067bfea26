import { E2E_STAFF, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("a contact message with HTML in the name shows as text; staff mark it handled and read its email", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const name = `<img src=x onerror=alert(1)>Amina ${suffix}`;
  const text = `<b>Two rooms</b> on Friday?\nRef ${suffix}`;

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill(`amina.${suffix}@example.com`);
  await form.getByLabel("Contact", { exact: true }).fill("0712 345678");
  await form.getByLabel("Message", { exact: true }).fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Message sent successfully");

  await signIn(page, "staff");
  await page.getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `Amina ${suffix}` });
  await expect(item.getByRole("heading")).toHaveText(`${name} amina.${suffix}@example.com`);
  await expect(item.locator("img, b")).toHaveCount(0);
  await expect(item.getByText("<b>Two rooms</b> on Friday?")).toBeVisible();
  await expect(item.locator(".admin-message__text")).toHaveCSS("white-space", "pre-wrap");
  await expect(item.getByText("Waiting", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText(
    "Message marked handled.",
  );
  await expect(page.getByRole("listitem").filter({ hasText: `Amina ${suffix}` })).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Show messages" })
    .getByRole("link", { name: "Handled" })
    .click();
  const handled = page.getByRole("listitem").filter({ hasText: `Amina ${suffix}` });
  await expect(handled.getByText(`by ${E2E_STAFF.staff.name}`)).toBeVisible();
  await handled.getByRole("button", { name: "Mark waiting" }).click();
  await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText(
    "Message marked waiting.",
  );
  await expect(page.getByRole("listitem").filter({ hasText: `Amina ${suffix}` })).toHaveCount(0);

  // The email the message made waits in the outbox; its text version opens in place.
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  const email = page.getByRole("row").filter({ hasText: `Website message from ${name}` });
  await expect(email.locator("img")).toHaveCount(0);
  await email.getByText(`Website message from ${name}`).click();
  await expect(email.getByText(`Ref ${suffix}`)).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Show emails" })
    .getByRole("link", { name: "Failed" })
    .click();
  await expect(page).toHaveURL(/status=failed$/);
  await expect(page.getByRole("row").filter({ hasText: `Amina ${suffix}` })).toHaveCount(0);

  expect(dialogs).toEqual([]);
});
