import { describe, expect, it } from "vitest";
import { BeaconSchema, ServerEventSchema } from "./analytics.ts";

describe("browser events", () => {
  it.each([
    { name: "page_view", props: { page_path: "/room/family" } },
    {
      name: "view_room",
      props: { item_id: "family", item_name: "Family Room", item_category: "Family" },
    },
    { name: "book_now", props: { check_in: "2026-12-24", check_out: "2026-12-26", guests: 2 } },
    { name: "download_file", props: { name: "restaurant_menu" } },
    { name: "contact_click", props: { label: "phone" } },
    { name: "social_click", props: { label: "instagram" } },
  ])("accepts $name", (event) => {
    expect(BeaconSchema.safeParse({ event, path: "/" }).success).toBe(true);
  });

  it.each([
    [{ name: "page_view", props: { page_path: "https://evil.example/" } }, "absolute URL"],
    [
      { name: "view_room", props: { item_id: "suite", item_name: "x", item_category: "y" } },
      "room",
    ],
    [
      { name: "book_now", props: { check_in: "24/12/2026", check_out: "2026-12-26", guests: 2 } },
      "date",
    ],
    [
      { name: "book_now", props: { check_in: "2026-12-24", check_out: "2026-12-26", guests: 0 } },
      "guests",
    ],
    [{ name: "download_file", props: { name: "price_list" } }, "file"],
    [{ name: "contact_click", props: { label: "Call Amina on 0712" } }, "free text"],
    [{ name: "social_click", props: { label: "x", email: "a@b.co" } }, "extra field"],
    [{ name: "purchase", props: {} }, "unknown event"],
  ] as [unknown, string][])("refuses %j (%s)", (event) => {
    expect(BeaconSchema.safeParse({ event, path: "/" }).success).toBe(false);
  });

  it("refuses a beacon without a site path", () => {
    const event = { name: "contact_click", props: { label: "phone" } };
    expect(BeaconSchema.safeParse({ event, path: "contact" }).success).toBe(false);
    expect(BeaconSchema.safeParse({ event }).success).toBe(false);
  });
});

it("server events carry the booking and amount, nothing personal", () => {
  expect(
    ServerEventSchema.safeParse({
      name: "payment_completed",
      props: { booking_reference: "GOM-123", total_kes: 9000, method: "mpesa" },
    }).success,
  ).toBe(true);
  expect(
    ServerEventSchema.safeParse({
      name: "booking_created",
      props: { booking_reference: "GOM-123", total_kes: 9000, email: "a@b.co" },
    }).success,
  ).toBe(false);
});
