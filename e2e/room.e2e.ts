import { ROOM_IMAGES } from "../content/gallery.ts";
import { IMAGE_SLOTS } from "../content/images.ts";
import { motel } from "../content/motel.ts";
import { formatKes } from "../domain/money.ts";
import { fromPrice, priceTableFromRows } from "../domain/pricing.ts";
import { capacityLabel, ROOM_TYPES } from "../domain/rooms.ts";
import { SAMPLE_PRICES } from "../server/db/seed.ts";
import { expect, test } from "./fixtures.ts";

const table = priceTableFromRows(SAMPLE_PRICES);
const SERVICES = [
  "Free Wi-Fi",
  "Smart TV",
  "Work Desk",
  "Housekeeping",
  "Hot Shower",
  "Toiletries",
];

for (const room of ROOM_TYPES) {
  test(`/room/${room.key}: the ${room.name}'s page`, async ({ page, visit }) => {
    const price = formatKes(fromPrice(table, room.key)!);
    const response = await visit(`/room/${room.key}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${room.name} | ${motel.name}`);

    // Hero: the name, the nightly price (already known: no 'loading...'), in-page links.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(room.name);
    const hero = page.locator(".room-hero");
    await expect(hero).toContainText(`${price} per night`);
    await expect(page.getByText("loading...")).toHaveCount(0);
    const onThisPage = page.getByRole("navigation", { name: "On this page" });
    for (const [name, anchor] of [
      ["Description", "#description"],
      ["Room Services", "#services"],
      ["Similar rooms", "#similar"],
    ] as const) {
      await expect(onThisPage.getByRole("link", { name })).toHaveAttribute("href", anchor);
    }

    // Info strip: capacity, size 40ft, price per night.
    const strip = page.locator(".info-strip");
    await expect(strip).toContainText(`Capacity${capacityLabel(room)}`);
    await expect(strip).toContainText("Size40ft");
    await expect(strip).toContainText(`Price per night${price}`);

    // Title, five stars, the type's photos and its description.
    const description = page.locator("#description");
    await expect(description.getByRole("heading", { level: 2 })).toHaveText(room.name);
    await expect(description.getByText("Rated 5 out of 5")).toBeAttached();
    const slides = description.getByRole("group", { name: /of \d+$/ });
    await expect(slides).toHaveCount(ROOM_IMAGES[room.key].length);
    await expect(slides.first().getByRole("img")).toHaveAttribute(
      "alt",
      IMAGE_SLOTS[ROOM_IMAGES[room.key][0]].alt,
    );
    await expect(description).toContainText(motel.roomDescriptions[room.key]);
    await expect(description.getByRole("link", { name: /Download Rate Card/ })).toHaveAttribute(
      "href",
      "/rate-card.pdf",
    );

    // Services: six for every room, couches only for family, a balcony only for executive.
    const services = page.locator("#services li");
    const expected = [
      ...SERVICES,
      ...(room.key === "family" ? ["Couches"] : []),
      ...(room.key === "executive" ? ["Balcony"] : []),
    ];
    await expect(services).toHaveText(expected);

    // Related rooms: the other five types, never this one.
    const related = page.locator("#similar").getByRole("article");
    await expect(related).toHaveCount(5);
    await expect(related.getByRole("heading")).toHaveText(
      ROOM_TYPES.filter((other) => other.key !== room.key).map((other) => other.name),
    );
  });
}

test("a related room card leads to that room's page", async ({ page, visit }) => {
  await visit("/room/standard");
  await page.locator("#similar").getByRole("link", { name: "Family Room" }).click();
  await expect(page).toHaveURL(/\/room\/family(\?|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family Room");
  await expect(page.locator("#services li").last()).toHaveText("Couches");
});

test("an unknown room type gets the 404 page", async ({ page, visit, allowConsoleErrors }) => {
  allowConsoleErrors(/404/);
  const response = await visit("/room/presidential");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("the room page's structured data names the room, its price and the motel", async ({
  page,
  visit,
}) => {
  await visit("/room/deluxe");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toEqual(["HotelRoom", "Product"]);
  expect(data.name).toBe("Deluxe Room");
  expect(data.offers).toMatchObject({
    priceCurrency: "KES",
    price: fromPrice(table, "deluxe"),
  });
  expect(data.containedInPlace.name).toBe(motel.name);
});
