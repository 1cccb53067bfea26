/** "fetch failed (connect ECONNREFUSED 127.0.0.1:4000)": undici puts the reason in the cause. */
export function fetchErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
