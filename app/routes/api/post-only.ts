import { HTTP_MESSAGES } from "../../../domain/messages.ts";

/** The loader of the POST-only API routes: a GET is answered 405 (JSON, as every /api error). */
export function postOnly() {
  return Response.json(
    { error: HTTP_MESSAGES.postOnly },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}
