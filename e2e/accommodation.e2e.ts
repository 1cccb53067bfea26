import { motel } from "../content/motel.ts";
import { formatKes } from "../domain/money.ts";
import { fromPrice, priceTableFromRows } from "../domain/pricing.ts";
import { capacityLabel, ROOM_TYPES } from "../domain/rooms.ts";
import { SAMPLE_PRICES } from "../server/db/seed.ts";
import { expect, test } from "./fixtures.ts";

test("Our Rooms: a card per room type with capacity, description and from-price", async ({
  page,
  visit,
}) => {
  await visit("/accommodation");
  await expect(page).toHaveTitle(`Our Rooms | ${motel.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Our Rooms" })).toBeVisible();
  const cards = page.getByRole("region", { name: "Room types" }).getByRole("article");
  await expect(cards).toHaveCount(6);
  const table = priceTableFromRows(SAMPLE_PRICES);
  for (const [i, room] of ROOM_TYPES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading")).toHaveText(room.name);
    await expect(card).toContainText(`Capacity: ${capacityLabel(room)}`);
    await expect(card).toContainText(motel.roomDescriptions[room.key]);
    await expect(card).toContainText(`From ${formatKes(fromPrice(table, room.key)!)} per night`);
    await expect(card.getByRole("link", { name: room.name })).toHaveAttribute(
      "href",
      `/room/${room.key}`,
    );
  }
  // The lowest sample price, as a guest reads it.
  await expect(cards.first()).toContainText("From KES 3,500 per night");
  await expect(cards.nth(1).getByRole("heading")).toHaveText("Twin Room");
});
