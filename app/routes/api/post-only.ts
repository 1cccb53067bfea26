import { HTTP_ANSWERS } from "./api.server.ts";

/** The loader of the POST-only API routes: a GET is answered 405 (JSON, as every /api error). */
export function postOnly() {
  return Response.json(
    { error: HTTP_ANSWERS.postOnly },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}
