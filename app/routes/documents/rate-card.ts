import type { Route } from "./+types/rate-card";
import { rateCardResponse } from "./rate-card.server.ts";

// /rate-card.pdf: the room rate card, generated from the current price table.
export function loader({ context }: Route.LoaderArgs) {
  return rateCardResponse(context, new Date());
}
