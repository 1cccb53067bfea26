// Behind one proxy the client's address is the one that proxy saw (the right-most X-Forwarded-For
// entry), whatever the client wrote before it: rate limits cannot be dodged by spoofing entries.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "../../test/support/server.ts";

const LIMIT = 3;

describe("TRUST_PROXY=1 (one proxy in front)", () => {
  const server = useBuiltServer({ TRUST_PROXY: "1", BOOKING_LIMIT_PER_HOUR: String(LIMIT) });

  it("limits by the proxy's entry, not by spoofed entries before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      // The client rotates the left-most entry; the proxy appends the address it really saw.
      const response = await fetch(`${server.url}/api/bookings/GO-NOPE0000/mpesa`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.100.${i + 1}, 203.0.113.9`,
        },
        body: JSON.stringify({ phone: "712345678" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });
});
