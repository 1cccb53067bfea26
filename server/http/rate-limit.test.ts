// Who a rate limit counts: pure rules, no database.
import { describe, expect, it } from "vitest";
import { clientKey, rateLimitSubject } from "./rate-limit.ts";

describe("rate-limit subjects", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:1234:8a2e:370:7334:1", "2001:0db8:85a3:1234::/64"],
    ["2001:DB8:85A3:1234::1", "2001:0db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:0db8:0000:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["64:ff9b::192.0.2.33", "0064:ff9b:0000:0000::/64"],
    ["not an address", "not an address"],
  ])("%s counts as %s", (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });

  it("one IPv6 /64 is one client; another /64 or IPv4 address is another", () => {
    const key = (address: string) => clientKey("secret", address);
    expect(key("2001:db8:1:2::a")).toBe(key("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(key("2001:db8:1:2::a")).not.toBe(key("2001:db8:1:3::a"));
    expect(key("::ffff:198.51.100.1")).toBe(key("198.51.100.1"));
    expect(key("198.51.100.1")).not.toBe(key("198.51.100.2"));
  });
});
