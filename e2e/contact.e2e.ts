import { addressLine, motel, socialLinks } from "../content/motel.ts";
import { expect, test } from "./fixtures.ts";

test("contact: phones, address, email, social links and the map", async ({ page, visit }) => {
  await visit("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  const details = page.locator("main address");
  await expect(
    details.getByRole("link", { name: motel.whatsapp.number.display }).last(),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(details).toContainText(addressLine(motel));
  for (const phone of motel.phones) {
    await expect(details.locator(`a[href="tel:${phone.e164}"]`)).toHaveText(phone.display);
  }
  await expect(details.getByRole("link", { name: motel.email })).toHaveAttribute(
    "href",
    `mailto:${motel.email}`,
  );
  const socials = page.getByRole("main").getByRole("list", { name: "Social media" });
  await expect(socials.getByRole("link")).toHaveText(socialLinks(motel).map((s) => s.label));
  await expect(socials.getByRole("link", { name: "Facebook" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show the map" })).toBeVisible();
});

test("contact form: name, email, contact and message are all required", async ({ page, visit }) => {
  await visit("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const fields = ["Name", "Email", "Contact", "Message"].map((label) => form.getByLabel(label));
  for (const field of fields) await expect(field).toHaveAttribute("required", "");

  const invalid = () =>
    form.evaluate((f: HTMLFormElement) =>
      [...f.elements]
        .filter((e) => e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement)
        .filter((e) => !(e as HTMLInputElement).checkValidity())
        .map((e) => (e as HTMLInputElement).name),
    );
  await form.getByRole("button", { name: "Send Message" }).click();
  // The browser stops the form at the first empty field; nothing is sent.
  await expect(page).toHaveURL(/\/contact$/);
  expect(await invalid()).toEqual(["name", "email", "contact", "message"]);
  await fields[0]!.fill("Wanjiru Kamau");
  await fields[1]!.fill("not-an-email");
  expect(await invalid()).toEqual(["email", "contact", "message"]);
  await fields[1]!.fill("wanjiru@example.com");
  await fields[2]!.fill("0712 345678");
  await fields[3]!.fill("Do you have parking for a lorry?");
  expect(await invalid()).toEqual([]);
});
