import { describe, expect, it } from "vitest";
import { eventFromDataset } from "./analytics.ts";

describe("events from data attributes", () => {
  it("reads each convention", () => {
    expect(eventFromDataset({ event: "download_file", eventName: "room_rates" })).toEqual({
      name: "download_file",
      props: { name: "room_rates" },
    });
    expect(eventFromDataset({ event: "social_click", eventLabel: "tiktok" })).toEqual({
      name: "social_click",
      props: { label: "tiktok" },
    });
    expect(eventFromDataset({ event: "contact_click", eventLabel: "whatsapp" })?.name).toBe(
      "contact_click",
    );
    expect(
      eventFromDataset({
        event: "book_now",
        eventCheckIn: "2026-12-24",
        eventCheckOut: "2026-12-25",
        eventGuests: "3",
      }),
    ).toEqual({
      name: "book_now",
      props: { check_in: "2026-12-24", check_out: "2026-12-25", guests: 3 },
    });
  });

  it("ignores elements whose attributes do not make an event", () => {
    expect(eventFromDataset({})).toBeUndefined();
    expect(eventFromDataset({ event: "page_view" })).toBeUndefined(); // fired by code only
    expect(eventFromDataset({ event: "download_file", eventName: "other" })).toBeUndefined();
    expect(eventFromDataset({ event: "book_now", eventCheckIn: "2026-12-24" })).toBeUndefined();
  });
});
