import { DOCUMENTS } from "../content/documents.ts";
import { motel } from "../content/motel.ts";
import { expect, test } from "./fixtures.ts";

test("restaurant: the dining carousel, the lounge's capacity, View Gallery and View Menu", async ({
  page,
  visit,
}) => {
  await visit("/restaurant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurant & Coffee Parlour");
  const carousel = page.getByRole("region", { name: "Restaurant and coffee parlour photos" });
  await expect(carousel.getByRole("group", { name: /of 3$/ })).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "The Lounge" })).toBeVisible();
  await expect(page.getByText(`Capacity: over ${motel.lounge.capacity} guests`)).toBeVisible();
  await expect(page.getByText(motel.alcoholFreeNote)).toBeVisible();
  await expect(page.getByRole("link", { name: /View Menu/ })).toHaveAttribute(
    "href",
    DOCUMENTS.restaurant_menu.href,
  );
  await page.getByRole("link", { name: "View Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery#restaurant$/);
  await expect(page.getByRole("heading", { level: 2, name: "Restaurant" })).toBeInViewport();
});

test("terrace: capacity over 100, sundowners, the rates PDF, alcohol-free", async ({
  page,
  visit,
}) => {
  await visit("/terrace");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooftop Terrace");
  await expect(page.getByText(`Capacity: over ${motel.terrace.capacity} guests`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sundowners" })).toBeVisible();
  await expect(page.getByText(motel.alcoholFreeNote)).toBeVisible();
  await expect(page.getByRole("link", { name: /View Rates/ })).toHaveAttribute(
    "href",
    DOCUMENTS.conference_rates.href,
  );
});

test("conference: what the room provides and View Rates", async ({ page, visit }) => {
  await visit("/conference");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conference Room");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Projector and screen" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /View Rates/ })).toHaveAttribute(
    "href",
    DOCUMENTS.conference_rates.href,
  );
});

test("every PDF link answers with a PDF", async ({ page, request }) => {
  for (const [path, link] of [
    ["/room/standard", /Download Rate Card/],
    ["/restaurant", /View Menu/],
    ["/terrace", /View Rates/],
    ["/conference", /View Rates/],
  ] as const) {
    await page.goto(path);
    const href = await page.getByRole("link", { name: link }).getAttribute("href");
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
