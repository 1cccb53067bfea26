// POST /admin/prices/rates: the rate calendar's forms (a range given an adjustment, weekday
// rules, the holiday adjustment, a holiday's date). Answers with a redirect back to
// /admin/prices carrying the sentence to show, so it works without JavaScript.
import type { Route } from "./+types/prices-rates";
import { ratesAction, ratesPage } from "./prices.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return ratesPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return ratesAction(request, context);
}
