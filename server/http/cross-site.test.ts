// The cross-site guard's rule: pure, no server (http.test.ts files check it over HTTP).
import { expect, it } from "vitest";
import { isCrossSite } from "./cross-site.ts";

const PUBLIC_URL = "https://www.motel.example";

it.each([
  [{}, false], // no browser machinery: a server, curl, a test
  [{ secFetchSite: "same-origin", origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" }, false],
  [{ origin: "https://www.motel.example", host: "10.0.0.5:3000" }, false], // behind a proxy
  [{ secFetchSite: "same-site" }, false],
  [{ secFetchSite: "none" }, false], // typed in the address bar
  [{ secFetchSite: "cross-site" }, true],
  [{ origin: "https://evil.example", host: "127.0.0.1:4000" }, true],
  [{ origin: "http://127.0.0.1:4001", host: "127.0.0.1:4000" }, true],
  [{ origin: "null", host: "127.0.0.1:4000" }, true],
])("%j is cross-site: %s", (headers, expected) => {
  expect(isCrossSite(headers, PUBLIC_URL)).toBe(expected);
});
