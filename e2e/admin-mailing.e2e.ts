import { readFile } from "node:fs/promises";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("staff see an address given to the Special Offer, download mailing_list.csv and delete it", async ({
  page,
}) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `mailing.${suffix}@example.com`;
  const formula = `=calc.${suffix}@example.com`;
  for (const address of [formula, email]) {
    const answer = await page.request.post("/api/offers", { data: { email: address } });
    expect(answer.status()).toBe(200);
  }

  await signIn(page, "staff");
  await page.getByRole("link", { name: "Mail List" }).click();
  await expect(page.getByRole("heading", { name: "Mailing list" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/mailing$/);
  const table = page.getByRole("table", { name: "Mailing list, newest first" });
  await expect(table.getByRole("columnheader", { name: "Email Address" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Date Registered" })).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("rowheader")).toHaveText(email);
  await expect(row.getByRole("cell").first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  await expectAccessible(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("mailing_list.csv");
  const csv = await readFile((await file.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Email Address,Date Registered");
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^${email.replaceAll(".", "\\.")},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`),
    ),
  );
  // A spreadsheet must not run the address as a formula.
  expect(lines.some((line) => line.startsWith(`'${formula},`))).toBe(true);
  expect(lines.some((line) => line.startsWith(`${formula},`))).toBe(false);

  // Delete asks to confirm; Cancel keeps the entry.
  await row.getByRole("button", { name: `Delete ${email}` }).click();
  await row.getByRole("button", { name: "Cancel" }).click();
  await row.getByRole("button", { name: `Delete ${email}` }).click();
  await row.getByRole("button", { name: `Confirm delete ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText(
    `${email} was removed from the mailing list.`,
  );
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Mailing list" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await expect(page.getByText(formula, { exact: true })).toBeVisible();
});

test("signed out, the mailing page asks to sign in and the download answers 401", async ({
  page,
}) => {
  await page.goto("/admin/mailing");
  await expect(page).toHaveURL(/\/admin\?next=%2Fadmin%2Fmailing$/);
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  const csv = await page.request.get("/admin/mailing.csv");
  expect(csv.status()).toBe(401);
});
