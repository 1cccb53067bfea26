// The server's check of analytics events (the types are in domain/analytics.ts).
import { DOWNLOAD_NAMES, type Beacon, type BrowserEvent, type ServerEvent } from "../analytics.ts";
import { ROOM_TYPE_KEYS } from "../rooms.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";
import { formSaid } from "../staff-said/forms.ts";

const label = z.string().regex(/^[a-z0-9_-]{1,40}$/); // a short lowercase label
const isoDate = z.iso.date();
const path = textField(formSaid.unusualCharacters("pagePath"))
  .max(300)
  .regex(/^\/[^\s]*$/); // a site path

export const BrowserEventSchema: z.ZodType<BrowserEvent> = z.discriminatedUnion("name", [
  z.object({ name: z.literal("page_view"), props: z.object({ page_path: path }).strict() }),
  z.object({
    name: z.literal("view_room"),
    props: z
      .object({
        item_id: z.enum(ROOM_TYPE_KEYS),
        item_name: textField(formSaid.unusualCharacters("roomName")).min(1).max(80),
        item_category: textField(formSaid.unusualCharacters("roomCategory")).min(1).max(40),
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

export const BeaconSchema: z.ZodType<Beacon> = z
  .object({ event: BrowserEventSchema, path })
  .strict();

export const ServerEventSchema: z.ZodType<ServerEvent> = z.discriminatedUnion("name", [
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
