/** The loader of the POST-only API routes: a GET is answered 405, not a route error. */
export function postOnly() {
  return new Response("Use POST", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
