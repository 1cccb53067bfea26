// Where the wizard's card frame may load Pesapal's hosted page from (CSP frame-src).
import type { PaymentsConfig } from "../../config.ts";

const LIVE_PAGE = "https://pay.pesapal.com";
const SANDBOX_PAGE = "https://cybqa.pesapal.com";

/**
 * The redirect_url's possible origins. Real Pesapal serves the page on its API host (sandbox
 * cybqa, live pay); a base URL elsewhere (a proxy) still gets live pages. The simulator is this
 * site, reached either as the visitor's host ('self') or as the clients' 127.0.0.1 base URL.
 */
export function cardFrameSources(
  payments: Pick<PaymentsConfig, "simulators" | "pesapal">,
): string[] {
  const base = new URL(payments.pesapal.baseUrl);
  if (payments.simulators) return ["'self'", base.origin];
  const page = base.hostname === new URL(SANDBOX_PAGE).hostname ? SANDBOX_PAGE : LIVE_PAGE;
  return [...new Set([base.origin, page])];
}
