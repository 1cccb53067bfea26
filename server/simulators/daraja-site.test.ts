// The Daraja simulator as the site serves it (/simulators/daraja, the production build run as a
// real process): the real client configured as the site configures itself reaches it, and the
// phone page works under the site's security headers.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startCallbackSink, type CallbackSink } from "../../test/support/callback-sink.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { parseConfig } from "../config.ts";
import { createDarajaClient } from "../payments/daraja/client.ts";
import { parseStkCallback } from "../payments/daraja/wire.ts";

let server: RunningServer;
let sink: CallbackSink;
beforeAll(async () => {
  server = await startBuiltServer({ MPESA_PROMPT_SECONDS: "7" });
  sink = await startCallbackSink();
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The client exactly as the site's own configuration would build it. */
function siteClient() {
  const config = parseConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: new URL(server.url).port,
    MPESA_PROMPT_SECONDS: "7",
  });
  expect(config.payments.daraja.baseUrl).toBe(`${server.url}/simulators/daraja`);
  return createDarajaClient({ ...config.payments.daraja, timeoutMs: config.payments.timeoutMs });
}

const base = () => `${server.url}/simulators/daraja`;

const push = (client: ReturnType<typeof siteClient>, phone: string, amountKes: number) =>
  client.stkPush({
    phone,
    amountKes,
    accountReference: "GO7K3M9PQX",
    description: "Motel booking",
    callbackUrl: `${sink.url}/hooks/site`,
  });

it("takes a push from the site's own client and sends the scripted callback", async () => {
  const phone = "254712300001";
  const scripted = await fetch(`${base()}/control/script`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone, outcome: "success", delayMs: 0 }),
  });
  expect(scripted.status).toBe(204);
  const client = siteClient();
  const accepted = await push(client, phone, 4500);
  await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000, interval: 20 });
  expect(parseStkCallback(sink.received[0]!.body)).toMatchObject({
    checkoutRequestId: accepted.checkoutRequestId,
    outcome: { kind: "paid", amountKes: 4500, account: phone },
  });
  expect((await client.stkQuery(accepted.checkoutRequestId)).outcome.kind).toBe("paid");
});

it("serves the phone page under the site's CSP, with its stylesheet, answering by form", async () => {
  const phone = "254712300002";
  const client = siteClient();
  const accepted = await push(client, phone, 12500);
  const [prompt] = (await (await fetch(`${base()}/control/prompts?phone=${phone}`)).json()) as {
    createdAt: string;
    expiresAt: string;
  }[];
  // MPESA_PROMPT_SECONDS reaches the simulator.
  expect(Date.parse(prompt!.expiresAt) - Date.parse(prompt!.createdAt)).toBe(7000);

  const page = await fetch(`${base()}/phone?msisdn=${phone}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("style-src 'self'");
  const html = (await page.text()).replace(/\s+/g, " ");
  expect(html).toContain("Pay KES 12,500 to Gilgil Oasis Motel, account GO7K3M9PQX.");
  expect(html).toContain('<link rel="stylesheet" href="/simulators/daraja/phone.css" />');
  expect(html).toContain('action="/simulators/daraja/phone/answer"');
  expect(html).not.toMatch(/<script|<style|style=/);
  const css = await fetch(`${server.url}/simulators/daraja/phone.css`);
  expect([css.status, css.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);

  // A plain form post, as the browser sends it (no Origin check on the simulator).
  const answer = await fetch(`${base()}/phone/answer`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      checkoutRequestId: accepted.checkoutRequestId,
      action: "cancel",
      pin: "",
    }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(`/simulators/daraja/phone?msisdn=${phone}`);
  expect((await client.stkQuery(accepted.checkoutRequestId)).outcome).toMatchObject({
    kind: "failed",
    resultCode: "1032",
  });
});
