// The simulators' controls and phone confirm payments: only a client on this machine, judged by
// the socket's own address (never X-Forwarded-For), may use them. The secret of the callback
// addresses is never shown to a browser.
import { networkInterfaces } from "node:os";
import type express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { isLoopbackAddress, localClientsOnly } from "./local-only.ts";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])(
    "%s is this machine",
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );
  it.each(["192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "128.0.0.1", "", undefined])(
    "%s is not",
    (address) => expect(isLoopbackAddress(address)).toBe(false),
  );
});

describe("localClientsOnly", () => {
  // The middleware reads only the socket's address: a request and a response that record it.
  const answer = (remoteAddress: string, headers: Record<string, string> = {}) => {
    const req = { socket: { remoteAddress }, headers, get: (name: string) => headers[name] };
    const res = {
      statusCode: 200,
      body: "",
      status(code: number) {
        res.statusCode = code;
        return res;
      },
      set: () => res,
      type: () => res,
      send(body: string) {
        res.body = body;
        return res;
      },
    };
    let passed = false;
    localClientsOnly(
      req as unknown as express.Request,
      res as unknown as express.Response,
      () => (passed = true),
    );
    return { passed, status: res.statusCode, body: res.body };
  };

  it("lets a client on this machine through", () => {
    expect(answer("127.0.0.1")).toMatchObject({ passed: true });
    expect(answer("::ffff:127.0.0.1")).toMatchObject({ passed: true });
  });

  it("refuses any other address, whatever X-Forwarded-For says", () => {
    const refused = answer("192.0.2.77", { "x-forwarded-for": "127.0.0.1" });
    expect(refused.passed).toBe(false);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/only on the computer that runs the site/);
  });

  it("refuses what a proxy on this machine forwards (it connects from loopback for everyone)", () => {
    expect(answer("127.0.0.1", { "x-forwarded-for": "198.51.100.7" })).toMatchObject({
      passed: false,
      status: 403,
    });
    expect(answer("::1", { forwarded: "for=198.51.100.7" })).toMatchObject({
      passed: false,
      status: 403,
    });
  });
});

/** An address of this machine that is not loopback (a LAN interface), if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && !info.internal && info.family === "IPv4")?.address;

describe("the built site's simulators", () => {
  let server: RunningServer;
  let port: string;
  beforeAll(async () => {
    server = await startBuiltServer({
      HOST: "0.0.0.0",
      // Every booking here comes from this computer: the hold limits are not under test.
      HOLD_LIMIT_PER_ADDRESS: "100000",
      HOLD_ROOMS_PER_ADDRESS: "100000",
      HOLD_LIMIT_PER_GUEST: "100000",
    });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.skipIf(!outsideAddress)(
    "answer their controls and phone only to this machine's loopback",
    async () => {
      const outside = `http://${outsideAddress}:${port}`;
      for (const path of [
        "/simulators/daraja/control/prompts",
        "/simulators/daraja/phone?msisdn=254712345678",
        "/simulators/pesapal/control/orders",
        // The text simulators (decision 019): the phone inbox and what it received.
        "/simulators/sms/phone?msisdn=254712345678",
        "/simulators/sms/inbox.json?msisdn=254712345678",
      ]) {
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
        const refused = await fetch(`${outside}${path}`, {
          headers: { "X-Forwarded-For": "127.0.0.1" },
        });
        expect(refused.status, `${path} from ${outsideAddress}`).toBe(403);
      }
      const script = await fetch(`${outside}/simulators/daraja/control/script`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phone: "254712345678", outcome: "success" }),
      });
      expect(script.status).toBe(403);
    },
  );

  it("never shows the callbacks' secret in the controls or on the phone", async () => {
    const checkIn = addDays(motelDate(new Date()), 40);
    const book = async () => {
      const response = await fetch(`${server.url}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Amina",
          lastName: "Otieno",
          email: "amina@example.com",
          phone: "0712 345 678",
          idNumber: "12345678",
          checkIn,
          checkOut: addDays(checkIn, 1),
          checkInTime: "15:00",
          rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { booking: { id: string } }).booking.id;
    };
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    // An M-Pesa prompt (its CallBackURL carries the secret)...
    const mpesa = await post(`/api/bookings/${await book()}/mpesa`, { phone: "712345678" });
    expect(mpesa.status).toBe(202);
    // ...and a card order settled by control (the IPN address carries it too).
    const card = await post(`/api/bookings/${await book()}/card`, {});
    expect(card.status).toBe(200);
    const [order] = (await (
      await fetch(`${server.url}/simulators/pesapal/control/orders`)
    ).json()) as {
      orderTrackingId: string;
    }[];
    const settled = await post("/simulators/pesapal/control/outcome", {
      orderTrackingId: order!.orderTrackingId,
      outcome: "completed",
    });
    const pages = [
      await settled.text(),
      await (await fetch(`${server.url}/simulators/pesapal/control/orders`)).text(),
      await (await fetch(`${server.url}/simulators/daraja/control/prompts`)).text(),
      await (await fetch(`${server.url}/simulators/daraja/phone?msisdn=254712345678`)).text(),
    ];
    const secrets = pages.flatMap(
      (text) => text.match(/\/api\/payments\/[\w-]+\/(?!:token)[\w-]{8,}/g) ?? [],
    );
    expect(secrets).toEqual([]);
    expect(pages.join("")).toContain("/api/payments/stk/:token");
  });
});
