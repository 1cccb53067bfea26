import type { Route } from "./+types/rate-card";
import { langOfPath } from "../../../i18n/locales.ts";
import { rateCardResponse } from "./rate-card.server.ts";

// /rate-card.pdf (and /sw/rate-card.pdf in Kiswahili): the room rate card, generated from the
// current price table.
export function loader({ context, request }: Route.LoaderArgs) {
  return rateCardResponse(context, new Date(), langOfPath(new URL(request.url).pathname));
}
