// The content editor (issue 15), as staff use it: a content editor changes the phone number from
// a phone-sized window and the home page shows it at once, without a restart; a typo is marked at
// its field and nothing is saved; the launch checklist shrinks as they fix an item. On the "rooms"
// server, and each project with its own values, so no other test sees a changed phone; every
// change is put back.
import { contentSaid } from "../domain/staff-said/content.ts";
import { english } from "../test/support/english.ts";
import { defaultContent } from "../content/motel.ts";
import { signIn } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";

test.use({ site: "rooms" });

const SAMPLE_PHONE = defaultContent.phones[0].display;

test("a content editor changes the phone number and the home page shows it at once", async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "0722 111333" : "0722 444666";
  const e164 = `+254${phone.replace(/\s/g, "").slice(1)}`;
  await signIn(page, "content");
  await page.getByRole("link", { name: "Content", exact: true }).last().click();
  await page.getByRole("link", { name: "Motel facts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Motel facts" })).toBeVisible();

  const mainPhone = page.getByLabel("Main phone");
  await mainPhone.fill("0722-111");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").first()).toHaveText(english(contentSaid.fixErrors()));
  await expect(page.locator("#group-phones")).toContainText(english(contentSaid.phone()));
  await expect(mainPhone).toHaveAttribute("aria-invalid", "true");

  await mainPhone.fill(phone);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    english(contentSaid.saved(1)),
  );
  await expect(page.locator("#group-phones")).toContainText("Last changed by Amina Njoroge at");

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${e164}`);

  // Put it back for the next run.
  await page.goto("/admin/content/facts");
  await page.getByLabel("Main phone").fill(SAMPLE_PHONE);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(SAMPLE_PHONE);
});

test("the launch checklist shrinks as a missing social link is added", async ({
  page,
}, testInfo) => {
  const [key, label, link] =
    testInfo.project.name === "phone"
      ? (["instagram", "Instagram", "https://www.instagram.com/gilgil-e2e"] as const)
      : (["tiktok", "TikTok", "https://www.tiktok.com/@gilgil-e2e"] as const);
  await signIn(page, "admin");
  const checklist = page.locator("#launch-checklist");
  const item = checklist.getByRole("link", { name: `No ${label} profile link` });
  await expect(item).toBeVisible();

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/facts#content-socials-${key}$`));
  await page.getByLabel(label, { exact: true }).fill(link);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    english(contentSaid.saved(1)),
  );

  await page.goto("/admin");
  await expect(checklist.getByRole("link", { name: `No ${label} profile link` })).toHaveCount(0);
  await page.goto("/contact");
  await expect(
    page.getByRole("list", { name: "Social media" }).first().getByRole("link", { name: label }),
  ).toHaveAttribute("href", link);

  // Emptied again, it is no longer shown and the checklist lists it again.
  await page.goto("/admin/content/facts");
  await page.getByLabel(label, { exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.goto("/admin");
  await expect(checklist.getByRole("link", { name: `No ${label} profile link` })).toBeVisible();
});

test("a content editor writes a text in Kiswahili: the Kiswahili home page shows it, the English one does not", async ({
  page,
}, testInfo) => {
  // Each project its own field, so the two never meet; both are undone at the end.
  const [field, label, english, words, where] =
    testInfo.project.name === "phone"
      ? ([
          "about",
          "Heading",
          defaultContent.about.heading,
          "Karibu sana, msafiri",
          "#about-title",
        ] as const)
      : ([
          "tagline",
          "Tagline",
          defaultContent.tagline,
          "Pumzika vizuri njiani",
          "#hero-title",
        ] as const);
  await signIn(page, "content");
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Texts in Kiswahili" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Texts in Kiswahili" })).toBeVisible();
  const group = page.locator(`#group-${field}`);
  // Beside each box, the English it translates.
  await expect(group).toContainText(`English: ${english}`);
  await group.getByLabel(label, { exact: true }).fill(words);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved 1 change.");

  await page.goto("/sw");
  await expect(page.locator(where)).toHaveText(words);
  await page.goto("/");
  await expect(page.locator(where)).toHaveText(english);

  // Undone: the built-in Kiswahili shows again.
  await page.goto("/admin/content/texts-sw");
  await page.locator(`#group-${field}`).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Undid" })).toBeVisible();
  await page.goto("/sw");
  await expect(page.locator(where)).not.toHaveText(words);
});

test("a social link without https:// is told at its field, and nothing is saved", async ({
  page,
}) => {
  await signIn(page, "content");
  await page.goto("/admin/content/facts");
  const facebook = page.getByLabel("Facebook", { exact: true });
  const before = await facebook.inputValue();
  await facebook.fill("facebook.com/gilgiloasis");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").first()).toHaveText(english(contentSaid.fixErrors()));
  await expect(page.locator("#group-socials")).toContainText(
    "Please enter a full link starting with https://",
  );
  await expect(facebook).toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(page.getByLabel("Facebook", { exact: true })).toHaveValue(before);
});
