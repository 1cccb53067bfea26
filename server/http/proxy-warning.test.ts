// When the start warns about TRUST_PROXY: a hop count while the site listens beyond loopback.
import { describe, expect, it } from "vitest";
import { listensOnLoopbackOnly, trustProxyWarning } from "./proxy-warning.ts";

describe("the TRUST_PROXY warning at start", () => {
  it("warns for a hop count when the site listens beyond loopback", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "motel.example"])
      expect(trustProxyWarning({ host, trustProxy: 1 }), host).toMatch(
        /TRUST_PROXY=1 trusts the last X-Forwarded-For entry from any client/,
      );
  });
  it("is quiet on loopback, with no proxy trusted, or with the proxy's addresses named", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
      expect(trustProxyWarning({ host, trustProxy: 1 }), host).toBeUndefined();
    expect(trustProxyWarning({ host: "0.0.0.0", trustProxy: false })).toBeUndefined();
    expect(trustProxyWarning({ host: "0.0.0.0", trustProxy: ["loopback"] })).toBeUndefined();
    expect(trustProxyWarning({ host: "0.0.0.0", trustProxy: ["10.0.0.2"] })).toBeUndefined();
  });
  it("counts only this machine's addresses as loopback", () => {
    expect(listensOnLoopbackOnly("127.0.0.1")).toBe(true);
    expect(listensOnLoopbackOnly("0.0.0.0")).toBe(false);
    expect(listensOnLoopbackOnly("128.0.0.1")).toBe(false);
  });
});
