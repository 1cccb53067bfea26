// Shared glue of the API routes: services, the client's rate-limit key, and JSON/text answers.
import type { RouterContextProvider } from "react-router";
import { said, type Told } from "../../../domain/said.ts";
import { wordingIn } from "../../../i18n/messages.server.ts";
import { apiLang } from "../../i18n.server.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { wordTold } from "../../../i18n/said.ts";
import { requestContext, servicesContext } from "../../../server/context.ts";
import { CONNECTION_LOST_RETRY_AFTER_S, isDatabaseUnavailable } from "../../../server/db/client.ts";
import { clientKey } from "../../../server/http/rate-limit.ts";
import { BodyError, isRecord, readBody, type BodyKind } from "../../../server/http/request-body.ts";
import { sessionSecretOf } from "../../../server/secrets.ts";

export { HTTP_ANSWERS } from "../../../server/http/answers.ts";

export function apiServices(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const request = context.get(requestContext);
  const secret = sessionSecretOf(services.config);
  return {
    ...services,
    db: services.database.db,
    secret,
    log: request.log,
    clientAddress: request.clientAddress,
    clientKey: clientKey(secret, request.clientAddress),
  };
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * A refusal told as a code: `error` words it in the request's language, and `said` carries the
 * code and its values for the page to word itself.
 */
export function jsonTold(
  status: number,
  told: Told,
  lang: Lang,
  extra: Record<string, unknown> = {},
) {
  return jsonError(status, wordTold(wordingIn(lang), told), { ...extra, said: told });
}

/**
 * Runs an API route's work; whatever it throws is logged and answered as JSON { error, said }
 * with a person's message in the request's language: a 503 "try again" when the database
 * connection dropped, a 500 otherwise.
 * (React Router would answer a thrown error with a text/plain 500 the page cannot read.)
 */
export async function answeringJson(
  request: Request,
  context: Readonly<RouterContextProvider>,
  work: () => Promise<Response> | Response,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    const unavailable = isDatabaseUnavailable(error);
    context.get(requestContext).log.error({ err: error }, "api request failed");
    const answer = jsonTold(
      unavailable ? 503 : 500,
      unavailable ? said.unavailable() : said.failed(),
      apiLang(request),
    );
    if (unavailable) answer.headers.set("Retry-After", String(CONNECTION_LOST_RETRY_AFTER_S));
    return answer;
  }
}

/** A client over a rate limit, told in the request's language. */
export function tooManyRequests(request: Request): Response {
  return jsonTold(429, said.tooMany(), apiLang(request));
}

export type Refusal = { status: 400 | 405 | 413 | 415; error: string };

/**
 * The request's fields as a record, or why it was refused (a 4xx): only POST, only the body
 * kinds the route accepts, at most `maxBytes`. (Cross-site requests never get here: http.ts.)
 */
export async function readFields(
  request: Request,
  { maxBytes, accept }: { maxBytes: number; accept: readonly BodyKind[] },
): Promise<{ fields: Record<string, unknown> } | { refused: Refusal }> {
  if (request.method !== "POST") return { refused: { status: 405, error: "Use POST" } };
  try {
    const body = await readBody(request, maxBytes, accept);
    if (!isRecord(body)) return { refused: { status: 400, error: "Send a JSON object" } };
    return { fields: body };
  } catch (error) {
    if (error instanceof BodyError) {
      return { refused: { status: error.status, error: error.message } };
    }
    throw error;
  }
}
