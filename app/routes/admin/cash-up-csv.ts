import type { Route } from "./+types/cash-up-csv";
import { cashUpCsvResponse } from "./cash-up.server.ts";

// /admin/cash-up.csv?date=YYYY-MM-DD: the day's cash-up as CSV.
export function loader({ request, context }: Route.LoaderArgs) {
  return cashUpCsvResponse(request, context);
}
