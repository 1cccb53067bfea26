// Shared glue of the API routes: services, the client's rate-limit key, and JSON/text answers.
import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../../server/context.ts";
import { clientKey } from "../../../server/rate-limit.ts";
import { BodyError, isRecord, readBody, type BodyKind } from "../../../server/request-body.ts";
import { sessionSecretOf } from "../../../server/secrets.ts";

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

export const TOO_MANY = "Too many requests from your connection. Please try again later.";

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
