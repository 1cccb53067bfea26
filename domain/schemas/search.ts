// The search's query (/accommodation?checkIn=…&checkOut=…&adults=…&children=…), read on the server
// with the quote's own date rules and messages.
import { z } from "../zod.ts";
import { said, schemaMessage, type Said } from "../said.ts";
import { MAX_SEARCH_GUESTS } from "../rooms.ts";
import type { SearchQuery } from "../search.ts";
import { firstSaid, quoteRequestSchema, type StayWindow } from "./quote.ts";

/** A whole count as the URL carries it: one or two digits, from min to max. */
const count = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** The search form's fields as the URL carries them (strings), read with the quote's rules. */
export function searchQuerySchema(window: StayWindow) {
  const party = schemaMessage(said.searchGuestsRange(MAX_SEARCH_GUESTS));
  const adults = schemaMessage(said.searchAdultsRange(MAX_SEARCH_GUESTS));
  const children = schemaMessage(said.searchChildrenRange(MAX_SEARCH_GUESTS - 1));
  const dates = quoteRequestSchema(window);
  return z
    .object({
      checkIn: z.string().default(""),
      checkOut: z.string().default(""),
      adults: count(1, MAX_SEARCH_GUESTS, adults),
      children: count(0, MAX_SEARCH_GUESTS - 1, children).default(0),
    })
    .refine(({ adults, children }) => adults + children <= MAX_SEARCH_GUESTS, party)
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
    // An address from before children were asked (?guests=4) counts them all as adults.
    adults: params.get("adults") ?? params.get("guests") ?? undefined,
    // An emptied children field is none (the field is not required; the address may carry "").
    children: params.get("children") || undefined,
  });
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: firstSaid(parsed.error) };
}

/** True when the address asks for a search at all (the plain page has none of these). */
export function isSearch(params: URLSearchParams): boolean {
  return ["checkIn", "checkOut", "adults", "children", "guests"].some((key) => params.has(key));
}
