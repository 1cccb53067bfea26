// GET /api/prices: the offered price table (JSON), revalidated by ETag so a price change shows at
// once while unchanged tables cost a 304.
import type { Route } from "./+types/prices";
import { answeringJson } from "./api.server.ts";
import { answerPriceList } from "./prices.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return answeringJson(request, context, () => answerPriceList(request, context));
}
