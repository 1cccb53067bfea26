// The analytics events (spec section 7): what the browser sends and the server records. Only
// what each event needs: no names, emails or phone numbers. The browser builds events without a
// schema (it ships no zod on every page); the server validates them with domain/schemas/analytics.ts.
import type { RoomTypeKey } from "./rooms.ts";

export const DOWNLOAD_NAMES = ["room_rates", "restaurant_menu", "conference_rates"] as const;
export type DownloadName = (typeof DOWNLOAD_NAMES)[number];

/** Events the browser sends to /api/events. */
export type BrowserEvent =
  | { name: "page_view"; props: { page_path: string } }
  | { name: "view_room"; props: { item_id: RoomTypeKey; item_name: string; item_category: string } }
  | { name: "book_now"; props: { check_in: string; check_out: string; guests: number } }
  | { name: "download_file"; props: { name: DownloadName } }
  | { name: "contact_click"; props: { label: string } }
  | { name: "social_click"; props: { label: string } };

/** A beacon: the event and the page it happened on. */
export type Beacon = { event: BrowserEvent; path: string };

/** Events the server records itself, so the funnel reaches money. */
export type ServerEvent =
  | { name: "booking_created"; props: { booking_reference: string; total_kes: number } }
  | {
      name: "payment_completed";
      props: { booking_reference: string; total_kes: number; method: "mpesa" | "card" };
    };

export type AnalyticsEventName = BrowserEvent["name"] | ServerEvent["name"];

/**
 * Reads an event from a clicked element's data attributes: data-event="download_file" with
 * data-event-name, contact_click / social_click with data-event-label, book_now with
 * data-event-check-in / -check-out / -guests. Markup marks its tracked links this way.
 * Returns undefined when the attributes do not make a valid event.
 */
export function eventFromDataset(
  dataset: Record<string, string | undefined>,
): BrowserEvent | undefined {
  // Only the shape is checked here; the server validates every value.
  const { eventName, eventLabel, eventCheckIn, eventCheckOut, eventGuests } = dataset;
  switch (dataset.event) {
    case "download_file":
      return isDownloadName(eventName)
        ? { name: "download_file", props: { name: eventName } }
        : undefined;
    case "contact_click":
    case "social_click":
      return eventLabel ? { name: dataset.event, props: { label: eventLabel } } : undefined;
    case "book_now": {
      const guests = Number(eventGuests);
      return eventCheckIn && eventCheckOut && Number.isInteger(guests) && guests > 0
        ? {
            name: "book_now",
            props: { check_in: eventCheckIn, check_out: eventCheckOut, guests },
          }
        : undefined;
    }
    default:
      return undefined;
  }
}

function isDownloadName(value: string | undefined): value is DownloadName {
  return (DOWNLOAD_NAMES as readonly (string | undefined)[]).includes(value);
}
