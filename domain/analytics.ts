// The analytics events (spec section 7), one schema for the browser that sends them and the
// server that stores them. Only what each event needs: no names, emails or phone numbers.
import { z } from "zod";
import { ROOM_TYPE_KEYS } from "./rooms.ts";

const label = z.string().regex(/^[a-z0-9_-]{1,40}$/, "a short lowercase label");
const isoDate = z.iso.date();
const path = z
  .string()
  .max(300)
  .regex(/^\/[^\s]*$/, "a site path starting with /");

export const DOWNLOAD_NAMES = ["room_rates", "restaurant_menu", "conference_rates"] as const;

/** Events the browser sends to /api/events. */
export const BrowserEventSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("page_view"), props: z.object({ page_path: path }).strict() }),
  z.object({
    name: z.literal("view_room"),
    props: z
      .object({
        item_id: z.enum(ROOM_TYPE_KEYS),
        item_name: z.string().min(1).max(80),
        item_category: z.string().min(1).max(40),
      })
      .strict(),
  }),
  z.object({
    name: z.literal("book_now"),
    props: z
      .object({ check_in: isoDate, check_out: isoDate, guests: z.number().int().min(1).max(40) })
      .strict(),
  }),
  z.object({
    name: z.literal("download_file"),
    props: z.object({ name: z.enum(DOWNLOAD_NAMES) }).strict(),
  }),
  z.object({ name: z.literal("contact_click"), props: z.object({ label }).strict() }),
  z.object({ name: z.literal("social_click"), props: z.object({ label }).strict() }),
]);

/** A beacon: the event and the page it happened on. */
export const BeaconSchema = z.object({ event: BrowserEventSchema, path }).strict();

export type BrowserEvent = z.infer<typeof BrowserEventSchema>;
export type Beacon = z.infer<typeof BeaconSchema>;

/** Events the server records itself, so the funnel reaches money. */
export const ServerEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("booking_created"),
    props: z
      .object({ booking_reference: z.string().min(1).max(40), total_kes: z.number().int().min(0) })
      .strict(),
  }),
  z.object({
    name: z.literal("payment_completed"),
    props: z
      .object({
        booking_reference: z.string().min(1).max(40),
        total_kes: z.number().int().min(0),
        method: z.enum(["mpesa", "card"]),
      })
      .strict(),
  }),
]);

export type ServerEvent = z.infer<typeof ServerEventSchema>;
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
  const name = dataset.event;
  const props: Record<string, unknown> = {};
  switch (name) {
    case "download_file":
      props.name = dataset.eventName;
      break;
    case "contact_click":
    case "social_click":
      props.label = dataset.eventLabel;
      break;
    case "book_now":
      props.check_in = dataset.eventCheckIn;
      props.check_out = dataset.eventCheckOut;
      props.guests = Number(dataset.eventGuests);
      break;
    default:
      return undefined;
  }
  const parsed = BrowserEventSchema.safeParse({ name, props });
  return parsed.success ? parsed.data : undefined;
}
