// Kiswahili (issue 17): the contact page and its form, the privacy policy, unsubscribing and Find
// my booking under /sw, as a guest uses them. Errors, from the browser's checks and from the
// server, are in Kiswahili on these pages.
import { dateInWords } from "../domain/date-words.ts";
import { formatKes } from "../domain/money.ts";
import { unsubscribeUrl } from "../server/offers/unsubscribe-token.ts";
import { day, givenPaidBooking } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated } from "./kiswahili-support.ts";

const fields = {
  Jina: "Wambui Njoroge",
  "Barua pepe": "wambui@example.com",
  Simu: "0712 345678",
  Ujumbe: "Je, mna chumba cha familia wikendi ijayo?",
};

test("the contact page in Kiswahili sends a message", async ({ page, visit }) => {
  await visit("/sw/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wasiliana Nasi");
  await expect(page.locator("main address")).toContainText("Piga simu");
  const form = page.getByRole("form", { name: "Tutumie ujumbe" });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  const answer = page.waitForResponse("**/api/mail");
  await form.getByRole("button", { name: "Tuma Ujumbe" }).click();
  expect((await answer).request().headers()["accept-language"]).toBe("sw-KE");
  await expect(form.getByRole("alert")).toHaveText("Ujumbe umetumwa");
  await expect(form.getByLabel("Jina", { exact: true })).toHaveValue("");
});

test("the browser's checks speak Kiswahili on the Kiswahili page", async ({ page, visit }) => {
  await visit("/sw/contact");
  await hydrated(page); // scripts running
  const form = page.getByRole("form", { name: "Tutumie ujumbe" });
  await form.getByRole("button", { name: "Tuma Ujumbe" }).click();
  const name = form.getByLabel("Jina", { exact: true });
  await expect(name).toBeFocused();
  expect(await name.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
    "Tafadhali jaza sehemu hii.",
  );
  const email = form.getByLabel("Barua pepe", { exact: true });
  await email.fill("si-barua-pepe");
  expect(
    await email.evaluate((el: HTMLInputElement) => (el.checkValidity(), el.validationMessage)),
  ).toBe("Tafadhali weka anwani sahihi ya barua pepe.");
  // Typing clears the message: a correct value is valid again.
  await email.fill("wambui@example.com");
  expect(await email.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
});

test("the server's refusal is in Kiswahili, from the API and from the page's action", async ({
  page,
  visit,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/); // the refusal itself
  // A name of spaces passes the browser's check, not the server's.
  const body = { name: "   ", email: "wambui@example.com", contact: "0712", message: "Habari" };
  const api = await request.post("/api/mail", {
    data: body,
    headers: { "Accept-Language": "sw-KE" },
  });
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({
    error: "Tafadhali jaza kila sehemu ipasavyo.",
    fieldErrors: { name: ["Tafadhali weka jina lako"] },
  });
  const english = await request.post("/api/mail", {
    data: body,
    headers: { "Accept-Language": "en-KE" },
  });
  expect((await english.json()).error).toBe("Please fill in every field correctly.");

  await visit("/sw/contact");
  const form = page.getByRole("form", { name: "Tutumie ujumbe" });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByLabel("Jina", { exact: true }).fill("   ");
  await form.getByRole("button", { name: "Tuma Ujumbe" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Imeshindwa kutuma ujumbeTafadhali jaza kila sehemu ipasavyo.",
  );
  await expect(form.getByRole("button", { name: "Jaribu Tena" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to /sw/contact, which answers in Kiswahili", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/); // the refusal itself
    await page.goto("/sw/contact");
    const form = page.getByRole("form", { name: "Tutumie ujumbe" });
    for (const [label, value] of Object.entries(fields)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByLabel("Ujumbe", { exact: true }).fill(" ");
    await form.getByRole("button", { name: "Tuma Ujumbe" }).click();
    await expect(page).toHaveURL(/\/sw\/contact$/);
    await expect(page.getByRole("alert")).toContainText("Tafadhali jaza kila sehemu ipasavyo.");
    await expect(form.getByLabel("Jina", { exact: true })).toHaveValue(fields.Jina);
    await form.getByLabel("Ujumbe", { exact: true }).fill(fields.Ujumbe);
    await form.getByRole("button", { name: "Jaribu Tena" }).click();
    await expect(page.getByRole("alert")).toHaveText("Ujumbe umetumwa");
  });
});

test("the privacy policy in Kiswahili keeps its anchors, and the offer links to it", async ({
  page,
  visit,
}) => {
  await visit("/sw/privacy#terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sera ya faragha na data binafsi",
  );
  await expect(page.locator("#terms h2")).toHaveText("Masharti ya orodha ya ofa maalum");
  for (const id of ["controller", "collected", "retention", "sharing", "rights", "terms"]) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.locator("#retention")).toContainText("miezi 12");
  await expect(page.getByRole("main")).toContainText("Sheria ya Ulinzi wa Data, 2019");
});

test("unsubscribing in Kiswahili asks first, then removes the address", async ({ page, visit }) => {
  const email = `kwaheri.${Date.now()}@example.com`;
  expect((await page.request.post("/api/offers", { data: { email } })).status()).toBe(200);
  const link = new URL(unsubscribeUrl("http://x", process.env.E2E_SESSION_SECRET!, email));
  await visit(`/sw${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Jiondoe kwenye ofa zetu maalum",
  );
  await expect(page.getByRole("main")).toContainText(email);
  await page.getByRole("button", { name: "Jiondoe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Umejiondoa");
  await expect(page).toHaveURL(/\/sw\/unsubscribe\?/);
  await expect(page.getByRole("main")).toContainText(
    `Tumeondoa ${email} kwenye orodha yetu ya ofa maalum.`,
  );
  await expect(page.getByRole("link", { name: "Rudi kwenye ukurasa wa nyumbani" })).toHaveAttribute(
    "href",
    "/sw",
  );
  await expectAccessible(page);
});

test("find my booking in Kiswahili: the stay in Kiswahili words and dates", async ({
  page,
  visit,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "711000701" : "711000702";
  const booking = await givenPaidBooking(request, phone, 40);
  await visit("/sw/my-booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tafuta nafasi yangu");
  await page.getByLabel("Namba ya kumbukumbu").fill(booking.reference);
  await page.getByLabel("Barua pepe").fill("wanjiru.mwangi@example.com");
  await page.getByRole("button", { name: "Tafuta nafasi yangu" }).click();
  await expect(page).toHaveURL(/\/sw\/my-booking$/);
  await expect(page.getByRole("heading", { name: `Nafasi ${booking.reference}` })).toBeVisible();
  const details = page.locator(".booking-details");
  await expect(details).toContainText("Hali: Imethibitishwa na kulipiwa");
  // Dates in Kiswahili ("Jumapili, 13 Desemba 2026"), as Intl writes them for sw-KE.
  const checkIn = dateInWords(day(40), "sw-KE");
  expect(checkIn).not.toBe(dateInWords(day(40)));
  await expect(details).toContainText(`${checkIn}, ukifika saa 14:30`);
  await expect(details).toContainText(dateInWords(day(43), "sw-KE"));
  await expect(details).toContainText(`Jumla: ${formatKes(booking.totalKes)}`);
  await expect(details).toContainText("Risiti ya M-Pesa");
  const rooms = details.locator(".booking-details__rooms > li");
  await expect(rooms.first()).toContainText(
    "Chumba cha Deluxe: mtu mzima 1, mtoto 1, Malazi na Milo Miwili",
  );
  await expect(rooms.first().getByRole("list", { name: "Usiku wa chumba 1" })).toContainText(
    "usiku 3 × KES 5,500 (Bei ya kawaida)",
  );
  await expect(details.getByRole("list", { name: "Punguzo na kodi" })).toContainText(
    "VAT 16% (imejumuishwa)",
  );
  const share = await page
    .getByRole("link", { name: "Shiriki kwenye WhatsApp" })
    .getAttribute("href");
  expect(decodeURIComponent(share!)).toContain(`${checkIn} hadi `);
  await expectAccessible(page);
});

test("find my booking in Kiswahili: a refused search is answered in Kiswahili", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/); // the refusal itself
  await visit("/sw/my-booking");
  await page.getByLabel("Namba ya kumbukumbu").fill("GO2345");
  await page.getByLabel("Barua pepe").fill("mtu.mwingine@example.com");
  await page.getByRole("button", { name: "Tafuta nafasi yangu" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Tafadhali weka namba ya kumbukumbu ya nafasi yako na barua pepe uliyotumia kuweka nafasi.",
  );
  await page.getByLabel("Namba ya kumbukumbu").fill("GO23456789");
  await page.getByRole("button", { name: "Tafuta nafasi yangu" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Hatukupata nafasi yenye namba hiyo ya kumbukumbu na barua pepe hiyo. Tafadhali angalia vyote viwili, au tupigie simu.",
  );
});
