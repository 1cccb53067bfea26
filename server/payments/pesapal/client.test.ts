// The real Pesapal client against the simulator over real HTTP: token and IPN reuse, orders, the
// hosted card page posted like a browser would, IPNs to a local receiver, timeouts, refusals.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startPesapalSimulator, type RunningPesapalSimulator } from "../../simulators/pesapal.ts";
import { ProviderError, type CardOrderRequest } from "../types.ts";
import { createPesapalClient, type PesapalClient } from "./client.ts";
import { ipnAcknowledgement, parseIpn, pesapalRefundOutcome } from "./wire.ts";
import { openCardPage, payOnCardPage, postCard } from "../../../test/support/card-page.ts";

type Received = { method: string; url: URL; body: string };

/** A merchant's IPN endpoint: records what arrives and acknowledges it (except under /bad). */
async function startIpnReceiver() {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? "/", "http://localhost");
    received.push({ method: req.method ?? "", url, body });
    waiting.splice(0).forEach((wake) => wake());
    const notification = parseIpn(req.method === "POST" ? JSON.parse(body) : url.searchParams);
    if (url.pathname.endsWith("/bad") || !notification) {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
      return;
    }
    res
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify(ipnAcknowledgement(notification, true)));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** The first notification about this order, waiting for it if needed. */
    async notificationFor(orderTrackingId: string): Promise<Received> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const hit = received.find(
          (r) =>
            r.url.searchParams.get("OrderTrackingId") === orderTrackingId ||
            r.body.includes(orderTrackingId),
        );
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No IPN for ${orderTrackingId}`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => closeServer(server),
  };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

let simulator: RunningPesapalSimulator;
let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;
const TIMEOUT_MS = 2_000;

function client(
  overrides: Partial<Parameters<typeof createPesapalClient>[0]> = {},
  now?: () => Date,
) {
  return createPesapalClient(
    {
      baseUrl: simulator.url,
      consumerKey: "simulator-key",
      consumerSecret: "simulator-secret",
      timeoutMs: TIMEOUT_MS,
      ...overrides,
    },
    { now },
  );
}

async function calls(): Promise<{ method: string; path: string }[]> {
  return (await fetch(`${simulator.url}/control/calls`)).json() as Promise<
    { method: string; path: string }[]
  >;
}

async function countCalls(path: string, run: () => Promise<unknown>): Promise<number> {
  const before = (await calls()).filter((c) => c.path === path).length;
  await run();
  return (await calls()).filter((c) => c.path === path).length - before;
}

function order(overrides: Partial<CardOrderRequest> = {}): CardOrderRequest {
  const reference = `GOM-${randomUUID().slice(0, 8)}`;
  return {
    merchantReference: reference,
    amountKes: 12500,
    description: `Gilgil Oasis Motel booking ${reference}, 2 nights`,
    callbackUrl: "http://localhost:3999/book/card/return?booking=abc",
    cancellationUrl: "http://localhost:3999/book?step=3",
    ipnUrl: `${receiver.base}/ipn/good`,
    billing: {
      email: "amina@example.com",
      phone: "254712345678",
      firstName: "Amina",
      lastName: "Otieno",
    },
    ...overrides,
  };
}

/** The hosted page as a browser gets it, and the form's address and fields. */
beforeAll(async () => {
  simulator = await startPesapalSimulator({
    merchantName: "Gilgil Oasis Motel",
    refundDelayMs: 20,
  });
  receiver = await startIpnReceiver();
});

afterAll(async () => {
  await simulator?.close();
  await receiver?.close();
});

describe("token", () => {
  it("is requested once by concurrent callers and reused until 4 minutes after issue", async () => {
    let now = Date.now();
    const pesapal = client({}, () => new Date(now));
    const url = `${receiver.base}/ipn/token-${randomUUID()}`;
    const first = await countCalls("/api/Auth/RequestToken", () =>
      Promise.all([pesapal.ipnId(url), pesapal.ipnId(`${url}-2`), pesapal.ipnId(`${url}-3`)]),
    );
    expect(first).toBe(1);
    now += 3 * 60_000 + 59_000;
    expect(await countCalls("/api/Auth/RequestToken", () => pesapal.ipnId(`${url}-4`))).toBe(0);
    now += 2_000; // 4 min 1 s after issue, although the token's expiryDate is 5 min
    expect(await countCalls("/api/Auth/RequestToken", () => pesapal.ipnId(`${url}-5`))).toBe(1);
  });

  it("is renewed once when the provider no longer accepts it (401)", async () => {
    const pesapal = client();
    await pesapal.ipnId(`${receiver.base}/ipn/revoke-${randomUUID()}`);
    await fetch(`${simulator.url}/control/revoke-tokens`, { method: "POST" });
    const tokens = await countCalls("/api/Auth/RequestToken", () =>
      pesapal.ipnId(`${receiver.base}/ipn/revoke-${randomUUID()}`),
    );
    expect(tokens).toBe(1);
  });

  it("is refused for bad keys with Pesapal's error, as a ProviderError", async () => {
    const pesapal = client({ consumerSecret: "wrong" });
    const attempt = pesapal.submitOrder(order());
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toThrow(/invalid_consumer_key_or_secret_provided/);
  });
});

describe("IPN registration", () => {
  it("registers a URL once and reuses Pesapal's registration from GetIpnList", async () => {
    const url = `${receiver.base}/ipn/reuse-${randomUUID()}`;
    const first = client();
    let ids: string[] = [];
    const registrations = await countCalls("/api/URLSetup/RegisterIPN", async () => {
      ids = await Promise.all([first.ipnId(url), first.ipnId(url)]);
      // A restarted server (a new client) finds the registration in the list.
      const lists = await countCalls("/api/URLSetup/GetIpnList", async () => {
        ids.push(await client().ipnId(url));
      });
      expect(lists).toBe(1);
      // And the first client remembers it: no more calls at all.
      expect(await countCalls("/api/URLSetup/GetIpnList", () => first.ipnId(url))).toBe(0);
    });
    expect(registrations).toBe(1);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("an order paid on the hosted card page", () => {
  let pesapal: PesapalClient;
  beforeAll(() => {
    pesapal = client();
  });

  it("is accepted with a redirect_url, is pending until paid, then completed", async () => {
    const request = order();
    const created = await pesapal.submitOrder(request);
    expect(created.orderTrackingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.redirectUrl).toBe(
      `${simulator.url}/iframe/PesapalIframe3/Index/?OrderTrackingId=${created.orderTrackingId}`,
    );

    const before = await pesapal.transactionStatus(created.orderTrackingId);
    expect(before.outcome).toEqual({
      kind: "pending",
      resultCode: "0",
      resultDesc: "Pending Payment",
    });
    expect(before).toMatchObject({
      merchantReference: request.merchantReference,
      amount: 12500,
      currency: "KES",
    });

    const { action } = await openCardPage(created.redirectUrl);
    const paid = await postCard(action, "4111 1111 1111 1111");
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe("http://localhost:3999/book/card/return");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      booking: "abc",
      OrderTrackingId: created.orderTrackingId,
      OrderMerchantReference: request.merchantReference,
      OrderNotificationType: "CALLBACKURL",
    });

    const ipn = await receiver.notificationFor(created.orderTrackingId);
    expect(ipn.method).toBe("GET");
    expect(ipn.url.pathname).toBe("/ipn/good");
    expect(Object.fromEntries(ipn.url.searchParams)).toEqual({
      OrderTrackingId: created.orderTrackingId,
      OrderMerchantReference: request.merchantReference,
      OrderNotificationType: "IPNCHANGE",
    });

    const after = await pesapal.transactionStatus(created.orderTrackingId);
    expect(after.outcome).toEqual({
      kind: "paid",
      resultCode: "1",
      resultDesc: "Payment completed successfully",
      receipt: expect.stringMatching(/^\d{22}$/),
      account: "411111**1111",
      amountKes: 12500,
    });
    expect(after.raw).toMatchObject({
      payment_method: "Visa",
      payment_status_description: "Completed",
      status: "200",
      error: { error_type: null, code: null, message: null, call_back_url: null },
    });

    // Paid is final: the page now says so and refuses a second payment.
    const closed = await fetch(created.redirectUrl);
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain("This order has already been paid.");
    expect((await postCard(action, "4111111111111111")).status).toBe(409);
  });

  it("ends failed with the bank's words when the card is declined", async () => {
    const created = await pesapal.submitOrder(order());
    const declined = await payOnCardPage(created.redirectUrl, "4000 0000 0000 0002");
    expect(declined.status).toBe(303);
    await receiver.notificationFor(created.orderTrackingId);
    const status = await pesapal.transactionStatus(created.orderTrackingId);
    expect(status.outcome).toEqual({
      kind: "failed",
      resultCode: "2",
      resultDesc: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
    });
    expect(status.raw).toMatchObject({ payment_account: "400000**0002", status_code: 2 });
  });

  it("shows an accessible page that posts to the top window and may be framed by the merchant", async () => {
    const created = await pesapal.submitOrder(order());
    const { response, html, target } = await openCardPage(created.redirectUrl);
    expect(response.status).toBe(200);
    expect(target).toBe("_top");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain("<h1>Pay by card</h1>");
    expect(html).toContain("Gilgil Oasis Motel");
    expect(html).toContain("KES 12,500.00");
    for (const name of ["cardNumber", "expiry", "cvv", "name"]) {
      const id = new RegExp(`<input id="([^"]+)" name="${name}"`).exec(html)?.[1];
      expect(html, `label for ${name}`).toContain(`<label for="${id}">`);
    }
    expect(html).toContain("4111 1111 1111 1111");
    expect(html).toContain("4000 0000 0000 0002");
    expect(html).toContain('<a href="http://localhost:3999/book?step=3" target="_top">Cancel</a>');
    expect(html).not.toContain("<script");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3999");
    expect(csp).toContain("form-action 'self' http://localhost:3999");
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    const stylesheet = await fetch(new URL(css!, created.redirectUrl));
    expect(stylesheet.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("keeps the guest on the page, order still pending, for a card that is not a test card", async () => {
    const created = await pesapal.submitOrder(order());
    const refused = await payOnCardPage(created.redirectUrl, "5555 5555 5555 4444");
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect((await pesapal.transactionStatus(created.orderTrackingId)).outcome.kind).toBe("pending");
  });

  it("refuses a merchant reference used before", async () => {
    const request = order();
    await pesapal.submitOrder(request);
    const again = pesapal.submitOrder({ ...request, description: "Second try" });
    await expect(again).rejects.toBeInstanceOf(ProviderError);
    await expect(again).rejects.toThrow(/duplicate_merchant_reference/);
  });
});

describe("test control", () => {
  it("settles an order without the page, notifying a POST IPN, and can reverse it", async () => {
    const url = `${receiver.base}/ipn/post-${randomUUID()}`;
    // An IPN registered for POST elsewhere (Pesapal's web form): the client finds and reuses it.
    const token = await (
      await fetch(`${simulator.url}/api/Auth/RequestToken`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          consumer_key: "simulator-key",
          consumer_secret: "simulator-secret",
        }),
      })
    ).json();
    await fetch(`${simulator.url}/api/URLSetup/RegisterIPN`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token.token}` },
      body: JSON.stringify({ url, ipn_notification_type: "POST" }),
    });
    const pesapal = client();
    const request = order({ ipnUrl: url });
    const created = await pesapal.submitOrder(request);

    const settled = await fetch(`${simulator.url}/control/outcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: created.orderTrackingId, outcome: "completed" }),
    });
    expect(await settled.json()).toMatchObject({
      order: { status: "completed" },
      ipn: { method: "POST", acknowledged: true, httpStatus: 200 },
    });
    const ipn = await receiver.notificationFor(created.orderTrackingId);
    expect(ipn.method).toBe("POST");
    expect(JSON.parse(ipn.body)).toEqual({
      OrderNotificationType: "IPNCHANGE",
      OrderTrackingId: created.orderTrackingId,
      OrderMerchantReference: request.merchantReference,
    });
    expect((await pesapal.transactionStatus(created.orderTrackingId)).outcome.kind).toBe("paid");

    await fetch(`${simulator.url}/control/outcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: created.orderTrackingId, outcome: "reversed" }),
    });
    expect((await pesapal.transactionStatus(created.orderTrackingId)).outcome).toMatchObject({
      kind: "reversed",
      resultCode: "3",
    });
  });

  it("reports an IPN answer that is not Pesapal's acknowledgement", async () => {
    const created = await client().submitOrder(order({ ipnUrl: `${receiver.base}/ipn/bad` }));
    const settled = await fetch(`${simulator.url}/control/outcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: created.orderTrackingId, outcome: "failed" }),
    });
    const { ipn } = (await settled.json()) as { ipn: { acknowledged: boolean; problem: string } };
    expect(ipn.acknowledged).toBe(false);
    expect(ipn.problem).toContain("not the expected acknowledgement");
    const orders = (await (await fetch(`${simulator.url}/control/orders`)).json()) as {
      orderTrackingId: string;
      status: string;
    }[];
    expect(orders.find((o) => o.orderTrackingId === created.orderTrackingId)?.status).toBe(
      "failed",
    );
  });
});

describe("refunds", () => {
  async function post(path: string, body: unknown): Promise<Response> {
    return fetch(`${simulator.url}/control/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** An order paid (card, or mobile money) and its confirmation code. */
  async function paidOrder(mobileMoney = false, amountKes = 12500) {
    const pesapal = client();
    const { orderTrackingId } = await pesapal.submitOrder(order({ amountKes }));
    const settled = await post("outcome", { orderTrackingId, outcome: "completed", mobileMoney });
    expect(settled.status).toBe(200);
    const status = await pesapal.transactionStatus(orderTrackingId);
    const confirmationCode = status.outcome.kind === "paid" ? status.outcome.receipt : undefined;
    expect(confirmationCode).toMatch(/^\d{22}$/);
    return { pesapal, orderTrackingId, confirmationCode: confirmationCode! };
  }

  const refund = (confirmationCode: string, amountKes = 12500) => ({
    confirmationCode,
    amountKes,
    username: "grace@gilgiloasis.example",
    remarks: "Booking cancelled",
  });

  async function script(orderTrackingId: string, outcome: string, message?: string) {
    const response = await post("refund-script", { orderTrackingId, outcome, message });
    expect(response.status).toBe(204);
  }

  async function untilReversed(pesapal: PesapalClient, orderTrackingId: string) {
    await vi.waitFor(
      async () =>
        expect(pesapalRefundOutcome(await pesapal.transactionStatus(orderTrackingId))).toBe(
          "refunded",
        ),
      { timeout: 5000, interval: 20 },
    );
  }

  it("is accepted, then the order turns REVERSED with an IPN, keeping its confirmation code", async () => {
    const { pesapal, orderTrackingId, confirmationCode } = await paidOrder();
    const answer = await pesapal.refund(refund(confirmationCode));
    expect(answer).toEqual({
      status: "accepted",
      message: "Refund request successfully",
      raw: { status: "200", message: "Refund request successfully" },
    });
    await untilReversed(pesapal, orderTrackingId);
    const status = await pesapal.transactionStatus(orderTrackingId);
    expect(status.raw).toMatchObject({ confirmation_code: confirmationCode, status_code: 3 });
    await vi.waitFor(
      () =>
        expect(
          receiver.received.filter(
            (r) => r.url.searchParams.get("OrderTrackingId") === orderTrackingId,
          ),
        ).toHaveLength(2), // paid, then reversed
      { timeout: 5000, interval: 20 },
    );
  });

  it("refuses by Pesapal's rules: once per payment, at most what was paid, mobile money in full, completed only", async () => {
    const card = await paidOrder();
    expect((await card.pesapal.refund(refund(card.confirmationCode, 12_501))).message).toBe(
      "The refund amount is more than the amount paid.",
    );
    // A card may be refunded in part, once.
    expect((await card.pesapal.refund(refund(card.confirmationCode, 5000))).status).toBe(
      "accepted",
    );
    expect(await card.pesapal.refund(refund(card.confirmationCode, 5000))).toMatchObject({
      status: "refused",
      message: "A refund has already been requested for this payment.",
      raw: { status: "500" },
    });

    const mobile = await paidOrder(true);
    expect((await mobile.pesapal.transactionStatus(mobile.orderTrackingId)).raw).toMatchObject({
      payment_method: "MpesaKE",
    });
    expect(await mobile.pesapal.refund(refund(mobile.confirmationCode, 5000))).toMatchObject({
      status: "refused",
      message: "Mobile money payments can only be refunded in full.",
    });
    expect((await mobile.pesapal.refund(refund(mobile.confirmationCode))).status).toBe("accepted");

    const pesapal = client();
    const declined = await pesapal.submitOrder(order());
    await post("outcome", { orderTrackingId: declined.orderTrackingId, outcome: "failed" });
    const status = await pesapal.transactionStatus(declined.orderTrackingId);
    expect(
      await pesapal.refund(refund((status.raw as { confirmation_code: string }).confirmation_code)),
    ).toMatchObject({ status: "refused", message: "Only completed payments can be refunded." });
    expect(await pesapal.refund(refund("1234567890123456789012"))).toMatchObject({
      status: "refused",
      message: "No payment has this confirmation_code.",
    });
  });

  it("refused as scripted, with the message chosen; the payment can be refunded later", async () => {
    const { pesapal, orderTrackingId, confirmationCode } = await paidOrder();
    await script(orderTrackingId, "refused", "Merchant balance too low");
    expect(await pesapal.refund(refund(confirmationCode))).toMatchObject({
      status: "refused",
      message: "Merchant balance too low",
    });
    expect((await pesapal.refund(refund(confirmationCode))).status).toBe("accepted");
  });

  it("timeout: no answer, a ProviderError, but the refund was taken: the order turns REVERSED and a retry is refused", async () => {
    const { orderTrackingId, confirmationCode } = await paidOrder();
    await script(orderTrackingId, "timeout");
    const impatient = client({ timeoutMs: 300 });
    const error = await impatient.refund(refund(confirmationCode)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(/did not answer within 300 ms/);
    await untilReversed(impatient, orderTrackingId);
    expect((await impatient.refund(refund(confirmationCode))).message).toBe(
      "A refund has already been requested for this payment.",
    );
  });

  it("result lost: accepted, and the order stays COMPLETED: only a person can settle it", async () => {
    const { pesapal, orderTrackingId, confirmationCode } = await paidOrder();
    await script(orderTrackingId, "result_lost");
    expect((await pesapal.refund(refund(confirmationCode))).status).toBe("accepted");
    const orders = (await (await fetch(`${simulator.url}/control/orders`)).json()) as {
      orderTrackingId: string;
      status: string;
      refund: { outcome: string } | null;
    }[];
    expect(orders.find((o) => o.orderTrackingId === orderTrackingId)).toMatchObject({
      status: "completed",
      refund: { outcome: "result_lost" },
    });
    expect(pesapalRefundOutcome(await pesapal.transactionStatus(orderTrackingId))).toBe("not_yet");
  });

  it("sends nothing for a request our own code got wrong, and refuses scripts it cannot follow", async () => {
    const before = (await calls()).length;
    await expect(client().refund(refund("code", 0))).rejects.toBeInstanceOf(ProviderError);
    expect((await calls()).length).toBe(before);
    expect(
      (await post("refund-script", { orderTrackingId: "nope", outcome: "completed" })).status,
    ).toBe(404);
    expect((await post("refund-script", { orderTrackingId: "x", outcome: "maybe" })).status).toBe(
      400,
    );
  });
});

describe("a provider that never answers", () => {
  it("gives a ProviderError within timeoutMs", async () => {
    const silent = createServer(() => {}); // accepts, never answers
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    try {
      const pesapal = createPesapalClient({
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/pesapalv3`,
        consumerKey: "k",
        consumerSecret: "s",
        timeoutMs: 300,
      });
      const started = performance.now();
      const attempt = pesapal.transactionStatus(randomUUID());
      await expect(attempt).rejects.toBeInstanceOf(ProviderError);
      await expect(attempt).rejects.toThrow(/did not answer within 300 ms/);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1_500);
    } finally {
      await closeServer(silent);
    }
  });
});
