import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { unsubscribeFromOffers } from "../../../server/offers/mailing-list.ts";
import { isValidUnsubscribeToken } from "../../../server/offers/unsubscribe-token.ts";
import { sessionSecretOf } from "../../../server/secrets.ts";
import { pageMessages } from "../../i18n.server.ts";

export type UnsubscribeState = {
  state: "confirm" | "removed" | "invalid";
  email: string;
  messages: ReturnType<typeof pageMessages>;
};

function linkOf(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const { config, database } = context.get(servicesContext);
  return {
    email: url.searchParams.get("email") ?? "",
    token: url.searchParams.get("token") ?? "",
    secret: sessionSecretOf(config),
    db: database.db,
  };
}

const invalid = (request: Request, email: string) =>
  data<UnsubscribeState>(
    { state: "invalid", email, messages: pageMessages(request, ["unsubscribe"]) },
    { status: 400 },
  );

/**
 * Opening the link (GET) only asks to confirm: mail security scanners open every link in a mail,
 * and must not unsubscribe anyone.
 */
export function confirmUnsubscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { email, token, secret } = linkOf(request, context);
  if (!email || !token || !isValidUnsubscribeToken(secret, email, token))
    return invalid(request, email);
  return data<UnsubscribeState>({
    state: "confirm",
    email,
    messages: pageMessages(request, ["unsubscribe"]),
  });
}

/**
 * The page's Unsubscribe button, or the mail app's one-click POST to the same link (RFC 8058
 * List-Unsubscribe-Post): removes the address when its signed token matches.
 */
export async function unsubscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { email, token, secret, db } = linkOf(request, context);
  const removed = await unsubscribeFromOffers(db, { email, token, secret });
  if (!removed) return invalid(request, email);
  return data<UnsubscribeState>({
    state: "removed",
    email,
    messages: pageMessages(request, ["unsubscribe"]),
  });
}
