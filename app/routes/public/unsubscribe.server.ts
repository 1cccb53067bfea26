import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { unsubscribeFromOffers } from "../../../server/offers/mailing-list.ts";
import { sessionSecretOf } from "../../../server/secrets.ts";

export type UnsubscribeResult = { removed: boolean; email: string };

/**
 * The link in every offer email, opened (GET) or posted one-click by the mail app (RFC 8058
 * List-Unsubscribe-Post): removes the address when its signed token matches.
 */
export async function unsubscribe(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<UnsubscribeResult> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const { config, database } = context.get(servicesContext);
  const removed = await unsubscribeFromOffers(database.db, {
    email,
    token,
    secret: sessionSecretOf(config),
  });
  return { removed, email };
}
