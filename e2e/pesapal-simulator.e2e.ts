// The Pesapal simulator's card page in a real browser, framed by a merchant page on another
// origin (as the wizard frames it): the form is usable and accessible, and paying, declining or
// cancelling sends the top window, not the frame, to the merchant.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createPesapalClient } from "../server/payments/pesapal/client.ts";
import { escapeHtml } from "../server/mail/templates.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

let merchant: Server;
let merchantUrl: string;
const ipns: URL[] = [];

test.beforeAll(async () => {
  merchant = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const page = (title: string, body: string) =>
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
        );
    if (url.pathname === "/pay") {
      const src = escapeHtml(url.searchParams.get("frame") ?? "");
      page(
        "Pay for your stay",
        `<iframe src="${src}" title="Card payment" width="480" height="500"></iframe>`,
      );
    } else if (url.pathname === "/ipn") {
      ipns.push(url);
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          orderNotificationType: url.searchParams.get("OrderNotificationType"),
          orderTrackingId: url.searchParams.get("OrderTrackingId"),
          orderMerchantReference: url.searchParams.get("OrderMerchantReference"),
          status: 200,
        }),
      );
    } else {
      page(url.pathname === "/return" ? "Back at the merchant" : "Payment cancelled", "");
    }
  });
  merchant.listen(0); // every interface: the browser may reach "localhost" by IPv4 or IPv6
  await once(merchant, "listening");
  // localhost, while the site is 127.0.0.1: the merchant page is another origin, as in production.
  merchantUrl = `http://localhost:${(merchant.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  merchant.closeAllConnections();
  await new Promise((resolve) => merchant.close(resolve));
});

function pesapal() {
  return createPesapalClient({
    baseUrl: `${process.env.E2E_BASE_URL}/simulators/pesapal`,
    consumerKey: "simulator-key",
    consumerSecret: "simulator-secret",
    timeoutMs: 5_000,
  });
}

async function framedOrder(page: Page) {
  const client = pesapal();
  const reference = `E2E-${randomUUID().slice(0, 8)}`;
  const order = await client.submitOrder({
    merchantReference: reference,
    amountKes: 12500,
    description: `Booking ${reference}, 2 nights`,
    callbackUrl: `${merchantUrl}/return`,
    cancellationUrl: `${merchantUrl}/cancel`,
    ipnUrl: `${merchantUrl.replace("localhost", "127.0.0.1")}/ipn`,
    billing: { email: "amina@example.com", phone: "", firstName: "Amina", lastName: "Otieno" },
  });
  await page.goto(`${merchantUrl}/pay?frame=${encodeURIComponent(order.redirectUrl)}`);
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await expect(frame.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  return { client, order, reference, frame };
}

async function payWith(frame: ReturnType<Page["frameLocator"]>, card: string) {
  await frame.getByLabel("Card number").fill(card);
  await frame.getByLabel("Expiry date").fill("12/39");
  await frame.getByLabel("Security code (CVV)").fill("123");
  await frame.getByLabel("Name on card").fill("Amina Otieno");
  await frame.getByRole("button", { name: "Pay KES 12,500.00" }).click();
}

test("a test card pays, and the top window returns to the merchant", async ({ page }) => {
  const { client, order, reference, frame } = await framedOrder(page);
  await expectAccessible(page); // the merchant page and the framed card page
  await payWith(frame, "4111 1111 1111 1111");
  await page.waitForURL(`${merchantUrl}/return?**`);
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({
    OrderTrackingId: order.orderTrackingId,
    OrderMerchantReference: reference,
    OrderNotificationType: "CALLBACKURL",
  });
  await expect(page.getByRole("heading", { name: "Back at the merchant" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect
    .poll(() => ipns.some((u) => u.searchParams.get("OrderTrackingId") === order.orderTrackingId))
    .toBe(true);
  expect((await client.transactionStatus(order.orderTrackingId)).outcome.kind).toBe("paid");
});

test("the decline card fails the payment", async ({ page }) => {
  const { client, order, frame } = await framedOrder(page);
  await payWith(frame, "4000 0000 0000 0002");
  await page.waitForURL(`${merchantUrl}/return?**`);
  expect((await client.transactionStatus(order.orderTrackingId)).outcome).toMatchObject({
    kind: "failed",
    resultDesc: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
  });
});

test("an incomplete form stays in the frame; Cancel leaves the whole page", async ({ page }) => {
  const { client, order, frame } = await framedOrder(page);
  await frame.getByRole("button", { name: "Pay KES 12,500.00" }).click();
  await expect(frame.getByLabel("Card number")).toBeFocused(); // the browser's own check
  expect(page.url()).toContain("/pay?");
  await frame.getByRole("link", { name: "Cancel" }).click();
  await page.waitForURL(`${merchantUrl}/cancel`);
  expect((await client.transactionStatus(order.orderTrackingId)).outcome.kind).toBe("pending");
});
