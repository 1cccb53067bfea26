// The search's query (/accommodation?checkIn=…&checkOut=…&guests=…), read on the server with the
// quote's own date rules and messages.
import { z } from "../zod.ts";
import { said, schemaMessage, type Said } from "../said.ts";
import { MAX_SEARCH_GUESTS } from "../rooms.ts";
import type { SearchQuery } from "../search.ts";
import { firstSaid, quoteRequestSchema, type StayWindow } from "./quote.ts";

/** The search form's fields as the URL carries them (strings), read with the quote's rules. */
export function searchQuerySchema(window: StayWindow) {
  const guests = schemaMessage(said.searchGuestsRange(MAX_SEARCH_GUESTS));
  const dates = quoteRequestSchema(window);
  return z
    .object({
      checkIn: z.string().default(""),
      checkOut: z.string().default(""),
      guests: z
        .string({ error: guests })
        .regex(/^\d{1,2}$/, guests)
        .transform(Number)
        .pipe(z.number().min(1, guests).max(MAX_SEARCH_GUESTS, guests)),
    })
    .superRefine(({ checkIn, checkOut }, ctx) => {
      // The dates follow the quote's own schema and messages (one room stands in for the rooms).
      const parsed = dates.safeParse({
        checkIn,
        checkOut,
        rooms: [{ type: "standard", adults: 1, boarding: "bed_breakfast" }],
      });
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: schemaMessage(firstSaid(parsed.error)) });
      }
    });
}

export type SearchParse = { ok: true; query: SearchQuery } | { ok: false; message: Said };

export function parseSearch(params: URLSearchParams, window: StayWindow): SearchParse {
  const parsed = searchQuerySchema(window).safeParse({
    checkIn: params.get("checkIn") ?? undefined,
    checkOut: params.get("checkOut") ?? undefined,
    guests: params.get("guests") ?? undefined,
  });
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: firstSaid(parsed.error) };
}

/** True when the address asks for a search at all (the plain page has none of these). */
export function isSearch(params: URLSearchParams): boolean {
  return ["checkIn", "checkOut", "guests"].some((key) => params.has(key));
}
