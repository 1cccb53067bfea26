// POST /api/quote: dates + rooms -> prices, nights, totals, rooms left and the first blocking
// message (JSON). Used by the cost estimator and the booking wizard.
import type { Route } from "./+types/quote";
import { answerQuote } from "./quote.server.ts";

export function loader() {
  return Response.json(
    { error: "Send the quote request as a JSON POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerQuote(request, context, new Date());
}
