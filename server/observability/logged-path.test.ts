import { describe, expect, it } from "vitest";
import { withoutCallbackToken } from "../http/http.ts";

describe("withoutCallbackToken", () => {
  it.each([
    ["/api/payments/stk/0123abcd", "/api/payments/stk/:token"],
    ["/api/payments/pesapal-ipn/0123abcd", "/api/payments/pesapal-ipn/:token"],
    ["/api/payments/c2b/0123abcd/confirmation", "/api/payments/c2b/:token/confirmation"],
    ["/api/payments/c2b/0123abcd/validation", "/api/payments/c2b/:token/validation"],
    ["/api/payments/reversal/0123abcd/result", "/api/payments/reversal/:token/result"],
    ["/api/payments/b2c/0123abcd/timeout", "/api/payments/b2c/:token/timeout"],
    ["/api/texts/sms/0123abcd/delivery", "/api/texts/sms/:token/delivery"],
    ["/api/texts/sms/0123abcd/inbound", "/api/texts/sms/:token/inbound"],
    ["/book", "/book"],
  ])("logs %s as %s", (path, logged) => expect(withoutCallbackToken(path)).toBe(logged));
});
