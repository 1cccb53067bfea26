import type { Route } from "./+types/mailing-csv";
import { mailingCsvResponse } from "./mailing.server.ts";

// /admin/mailing.csv: the spec's Download Data (a CSV named mailing_list).
export function loader({ request, context }: Route.LoaderArgs) {
  return mailingCsvResponse(request, context);
}
