// What the HTTP layer answers when no page or API route does: short words for programs, proxies
// and addresses no page links to (like a status line, English only). A failure a guest may meet
// on a page's request is a code instead, worded in the request's language (http.ts).
export const HTTP_ANSWERS = {
  badAddress: "Bad Request: this address is not allowed.",
  badRequest: "Bad Request",
  /** An /api address no route answers. */
  apiNotFound: "There is nothing at this address of the booking API.",
  /** A GET to an /api address that only takes form or JSON POSTs. */
  postOnly: "This address takes POST requests only.",
  forbidden: "Forbidden",
  notFound: "Not Found",
  /** Before the database is open and migrated (start.ts answers these itself). */
  starting: "The site is starting. Please try again in a few seconds.",
  metricsUnavailable: "Metrics unavailable: the database does not answer.",
  /** A messaging webhook (WhatsApp, Africa's Talking) not signed or verified by our secrets. */
  webhookBadSignature: "The signature does not match.",
  webhookBadToken: "The verify token does not match.",
  /** A posted form field whose name or value holds a control character (its name, cleaned). */
  unusualField: (name: string) =>
    `Please remove unusual characters (such as control characters) from the field "${name}".`,
} as const;
