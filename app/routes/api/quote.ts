// POST /api/quote: dates + rooms -> prices, nights, totals, rooms left and the first blocking
// message (JSON). Used by the cost estimator and the booking wizard.
import type { Route } from "./+types/quote";
import { answeringJson } from "./api.server.ts";
import { answerQuote } from "./quote.server.ts";

// GET and HEAD reach the loader, other methods the action; answerQuote takes only POST.
export async function loader({ request, context }: Route.LoaderArgs) {
  return answeringJson(request, context, () => answerQuote(request, context, new Date()));
}

export async function action({ request, context }: Route.ActionArgs) {
  return answeringJson(request, context, () => answerQuote(request, context, new Date()));
}
