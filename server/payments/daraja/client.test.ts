// The real Daraja client against the Daraja simulator over real HTTP: tokens, pushes, every
// scripted outcome with its callback and query shapes, the phone page, timeouts and refusals.
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startCallbackSink,
  startSilentServer,
  type CallbackSink,
  type ReceivedCallback,
} from "../../../test/support/callback-sink.ts";
import { freePort } from "../../../test/support/server.ts";
import { C2B_SANDBOX, DARAJA_SANDBOX, type DarajaConfig } from "../../config.ts";
import { startDarajaSimulator, type RunningDarajaSimulator } from "../../simulators/daraja.ts";
import { ProviderError, type StkPushRequest } from "../types.ts";
import { createDarajaClient } from "./client.ts";
import { parseStkCallback } from "./wire.ts";

const logger = pino({ level: "silent" });
const CREDENTIALS = {
  shortCode: DARAJA_SANDBOX.shortCode,
  passkey: DARAJA_SANDBOX.passkey,
  consumerKey: "test-key",
  consumerSecret: "test-secret",
};

/** The callbacks the sink received for one push, once `count` have come. */
async function callbacksFor(checkoutRequestId: string, count = 1): Promise<ReceivedCallback[]> {
  const mine = () =>
    sink.received.filter((r) => parseStkCallback(r.body)?.checkoutRequestId === checkoutRequestId);
  await vi.waitFor(() => expect(mine()).toHaveLength(count), { timeout: 30_000, interval: 20 });
  return mine();
}

let simulator: RunningDarajaSimulator;
let sink: CallbackSink;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...CREDENTIALS, promptSeconds: 30, logger });
  sink = await startCallbackSink();
});
afterAll(async () => {
  await simulator?.close();
  await sink?.close();
});

/** The client for a simulator or any other server playing Daraja. */
function clientFor(
  sim: { url: string },
  overrides: Partial<DarajaConfig & { timeoutMs: number }> = {},
  options: { now?: () => Date } = {},
) {
  return createDarajaClient(
    {
      baseUrl: sim.url,
      ...CREDENTIALS,
      transactionType: "CustomerPayBillOnline",
      partyB: CREDENTIALS.shortCode,
      c2b: C2B_SANDBOX,
      timeoutMs: 5000,
      ...overrides,
    },
    options,
  );
}

let lastPhone = 254712000000;
/** A phone of its own for each push, so no test meets another's lock. */
const newPhone = () => String(++lastPhone);

function pushFor(phone: string, change: Partial<StkPushRequest> = {}): StkPushRequest {
  return {
    phone,
    amountKes: 12500,
    accountReference: "GO7K3M9PQX",
    description: "Motel booking",
    callbackUrl: `${sink.url}/hooks/cb-${phone}`,
    ...change,
  };
}

async function control(path: string, body?: unknown, sim = simulator): Promise<Response> {
  return fetch(`${sim.url}/control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function script(phone: string, outcome: string, delayMs = 50): Promise<void> {
  expect((await control("script", { phone, outcome, delayMs })).status).toBe(204);
}

type PromptView = { state: string; resultCode: number | null; callbacks: unknown[] };

async function promptsOf(phone: string, sim = simulator): Promise<PromptView[]> {
  return (await (await control(`prompts?phone=${phone}`, undefined, sim)).json()) as PromptView[];
}

async function tokensIssued(): Promise<number> {
  return ((await (await control("stats")).json()) as { tokensIssued: number }).tokensIssued;
}

async function untilAnswered(phone: string, sim = simulator): Promise<PromptView> {
  let prompt: PromptView | undefined;
  await vi.waitFor(
    async () => {
      prompt = (await promptsOf(phone, sim))[0];
      expect(prompt?.state).not.toBe("pending");
    },
    { timeout: 30_000, interval: 20 },
  );
  return prompt!;
}

describe("tokens", () => {
  it("fetches one token for many calls, also concurrent ones", async () => {
    const accepted = await clientFor(simulator).stkPush(pushFor(newPhone()));
    const client = clientFor(simulator);
    const before = await tokensIssued();
    // Five calls at once on a new client share its one token request.
    await Promise.all([1, 2, 3, 4, 5].map(() => client.stkQuery(accepted.checkoutRequestId)));
    await client.stkPush(pushFor(newPhone()));
    await client.stkQuery(accepted.checkoutRequestId);
    expect((await tokensIssued()) - before).toBe(1);
  });

  it("drops a token Daraja no longer accepts and retries once with a new one", async () => {
    const client = clientFor(simulator);
    const first = await client.stkPush(pushFor(newPhone()));
    const before = await tokensIssued();
    expect((await control("expire-tokens", {})).status).toBe(204);
    const { outcome } = await client.stkQuery(first.checkoutRequestId);
    expect(outcome.kind).toBe("pending");
    expect((await tokensIssued()) - before).toBe(1);
  });

  it("renews the token 60 s before Daraja's expires_in (3599 s), not earlier", async () => {
    let clock = Date.parse("2026-01-01T09:00:00Z");
    const client = clientFor(simulator, {}, { now: () => new Date(clock) });
    const before = await tokensIssued();
    const { checkoutRequestId } = await client.stkPush(pushFor(newPhone()));
    clock += (3599 - 60) * 1000 - 1;
    await client.stkQuery(checkoutRequestId);
    expect((await tokensIssued()) - before).toBe(1);
    clock += 1;
    await client.stkQuery(checkoutRequestId);
    expect((await tokensIssued()) - before).toBe(2);
  });

  it("refuses wrong consumer credentials with Daraja's words", async () => {
    const client = clientFor(simulator, { consumerSecret: "wrong" });
    await expect(client.stkPush(pushFor(newPhone()))).rejects.toMatchObject({
      name: "ProviderError",
      providerMessage: "Invalid Authentication passed",
    });
  });

  it("answers the documented token shape and grant-type error", async () => {
    const basic = Buffer.from("test-key:test-secret").toString("base64");
    const ok = await fetch(`${simulator.url}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(await ok.json()).toEqual({ access_token: expect.any(String), expires_in: "3599" });
    const badGrant = await fetch(`${simulator.url}/oauth/v1/generate?grant_type=password`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(badGrant.status).toBe(400);
    expect(await badGrant.json()).toMatchObject({
      errorCode: "400.008.02",
      errorMessage: "Invalid grant type passed",
    });
  });
});

describe("a paid push", () => {
  it("is accepted, called back with its metadata, and confirmed by the query", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    await script(phone, "success");
    const accepted = await client.stkPush(pushFor(phone));
    expect(accepted).toMatchObject({
      merchantRequestId: expect.stringMatching(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]+$/),
      checkoutRequestId: expect.stringMatching(new RegExp(`^ws_CO_\\d{17}${phone.slice(3)}$`)),
      customerMessage: "Success. Request accepted for processing",
      raw: { ResponseCode: "0", ResponseDescription: "Success. Request accepted for processing" },
    });

    const [callback] = await callbacksFor(accepted.checkoutRequestId);
    expect(callback!.path).toBe(`/hooks/cb-${phone}`);
    const parsed = parseStkCallback(callback!.body);
    expect(parsed).toEqual({
      merchantRequestId: accepted.merchantRequestId,
      checkoutRequestId: accepted.checkoutRequestId,
      outcome: {
        kind: "paid",
        resultCode: "0",
        resultDesc: "The service request is processed successfully.",
        receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
        amountKes: 12500,
        account: phone,
      },
      transactionDate: expect.stringMatching(/^20\d{12}$/),
    });
    // The wire shape itself: numbers where Daraja sends numbers.
    const items = (
      callback!.body as {
        Body: { stkCallback: { ResultCode: unknown; CallbackMetadata: { Item: unknown[] } } };
      }
    ).Body.stkCallback;
    expect(items.ResultCode).toBe(0);
    expect(items.CallbackMetadata.Item).toEqual(
      expect.arrayContaining([
        { Name: "Amount", Value: 12500 },
        { Name: "PhoneNumber", Value: Number(phone) },
        { Name: "TransactionDate", Value: expect.any(Number) },
      ]),
    );

    const query = await client.stkQuery(accepted.checkoutRequestId);
    expect(query.outcome).toEqual({
      kind: "paid",
      resultCode: "0",
      resultDesc: "The service request is processed successfully.",
    });
    expect(query.raw).toMatchObject({
      ResultCode: "0",
      ResponseDescription: "The service request has been accepted successsfully",
      CheckoutRequestID: accepted.checkoutRequestId,
    });
  });

  it("sometimes carries a Balance item without a Value, which parsing skips", async () => {
    const client = clientFor(simulator);
    const bodies: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const phone = newPhone();
      await script(phone, "success", 0);
      const { checkoutRequestId } = await client.stkPush(pushFor(phone));
      const [callback] = await callbacksFor(checkoutRequestId);
      expect(parseStkCallback(callback!.body)?.outcome.kind).toBe("paid");
      bodies.push(callback!.body);
    }
    const balances = bodies.filter((body) => JSON.stringify(body).includes('{"Name":"Balance"}'));
    expect(balances).toHaveLength(1);
  });
});

describe("scripted failures", () => {
  const cases = [
    ["cancelled", 1032, "Request canceled by user.", "Request cancelled by user"],
    ["timeout", 1037, "No response from user.", "DS timeout user cannot be reached"],
    [
      "insufficient",
      1,
      "The balance is insufficient for the transaction.",
      "The balance is insufficient for the transaction.",
    ],
    [
      "wrong_pin",
      2001,
      "The initiator information is invalid.",
      "The initiator information is invalid.",
    ],
  ] as const;

  for (const [outcome, code, callbackDesc, queryDesc] of cases) {
    it(`${outcome}: callback ResultCode ${code} (number, no metadata), query "${code}"`, async () => {
      const client = clientFor(simulator);
      const phone = newPhone();
      await script(phone, outcome);
      const accepted = await client.stkPush(pushFor(phone));
      const [callback] = await callbacksFor(accepted.checkoutRequestId);
      expect(callback!.body).toEqual({
        Body: {
          stkCallback: {
            MerchantRequestID: accepted.merchantRequestId,
            CheckoutRequestID: accepted.checkoutRequestId,
            ResultCode: code,
            ResultDesc: callbackDesc,
          },
        },
      });
      expect(parseStkCallback(callback!.body)?.outcome).toEqual({
        kind: "failed",
        resultCode: String(code),
        resultDesc: callbackDesc,
      });
      const query = await client.stkQuery(accepted.checkoutRequestId);
      expect(query.outcome).toEqual({
        kind: "failed",
        resultCode: String(code),
        resultDesc: queryDesc,
      });
      expect((query.raw as { ResultCode: unknown }).ResultCode).toBe(String(code));
    });
  }
});

describe("callbacks that go wrong", () => {
  for (const outcome of ["no_callback", "success_no_callback"]) {
    it(`${outcome}: paid, no callback ever, only the query tells`, async () => {
      const client = clientFor(simulator);
      const phone = newPhone();
      await script(phone, outcome, 0);
      const accepted = await client.stkPush(pushFor(phone));
      const prompt = await untilAnswered(phone);
      expect(prompt).toMatchObject({ state: "paid", resultCode: 0, callbacks: [] });
      expect((await client.stkQuery(accepted.checkoutRequestId)).outcome.kind).toBe("paid");
      // A callback would have been sent when the prompt was answered: one sent after it (another
      // guest's, paid at once) has come, so this one's would have come first.
      const later = newPhone();
      await script(later, "success", 0);
      await callbacksFor((await client.stkPush(pushFor(later))).checkoutRequestId);
      expect(sink.received.filter((r) => r.path === `/hooks/cb-${phone}`)).toEqual([]);
    });
  }

  it("duplicate_callback: the same paid callback twice", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    await script(phone, "duplicate_callback");
    const { checkoutRequestId } = await client.stkPush(pushFor(phone));
    const [first, second] = await callbacksFor(checkoutRequestId, 2);
    expect(second!.body).toEqual(first!.body);
    expect(parseStkCallback(first!.body)?.outcome.kind).toBe("paid");
  });

  it("a callback URL nobody answers: recorded as failed, the query still tells", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    await script(phone, "success", 0);
    const nobody = `http://127.0.0.1:${await freePort()}/hooks/${phone}`;
    const accepted = await client.stkPush(pushFor(phone, { callbackUrl: nobody }));
    await vi.waitFor(
      async () => {
        const [prompt] = await promptsOf(phone);
        expect(prompt?.callbacks).toEqual([
          { at: expect.any(String), error: expect.stringMatching(/ECONNREFUSED/) },
        ]);
      },
      { timeout: 30_000, interval: 20 },
    );
    expect((await client.stkQuery(accepted.checkoutRequestId)).outcome.kind).toBe("paid");
  });
});

describe("while the phone has not answered", () => {
  it("the query alternates the two real pending shapes, both read as pending", async () => {
    const client = clientFor(simulator);
    const accepted = await client.stkPush(pushFor(newPhone()));
    const first = await client.stkQuery(accepted.checkoutRequestId);
    const second = await client.stkQuery(accepted.checkoutRequestId);
    expect(first).toEqual({
      outcome: {
        kind: "pending",
        resultCode: "500.001.1001",
        resultDesc: "The transaction is being processed",
      },
      raw: {
        requestId: expect.any(String),
        errorCode: "500.001.1001",
        errorMessage: "The transaction is being processed",
      },
    });
    expect(second.outcome).toEqual({
      kind: "pending",
      resultCode: "4999",
      resultDesc: "The transaction is still under processing",
    });
    expect(second.raw).toMatchObject({ ResponseCode: "0", ResultCode: "4999" });
  });

  it("a second push to the same phone is refused: the subscriber is locked", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    await client.stkPush(pushFor(phone));
    const second = client.stkPush(pushFor(phone));
    await expect(second).rejects.toBeInstanceOf(ProviderError);
    await expect(second).rejects.toMatchObject({
      providerMessage:
        "Unable to lock subscriber, a transaction is already in process for the current subscriber",
      raw: { errorCode: "500.001.1001" },
    });
  });

  it("an unanswered prompt times out: 1037 in the callback and the query", async () => {
    const quick = await startDarajaSimulator({ ...CREDENTIALS, promptSeconds: 1, logger });
    try {
      const client = clientFor(quick);
      const phone = newPhone();
      const accepted = await client.stkPush(pushFor(phone));
      const [callback] = await callbacksFor(accepted.checkoutRequestId);
      expect(parseStkCallback(callback!.body)?.outcome).toEqual({
        kind: "failed",
        resultCode: "1037",
        resultDesc: "No response from user.",
      });
      expect((await client.stkQuery(accepted.checkoutRequestId)).outcome).toEqual({
        kind: "failed",
        resultCode: "1037",
        resultDesc: "DS timeout user cannot be reached",
      });
      // The phone is free again.
      await expect(client.stkPush(pushFor(phone))).resolves.toBeDefined();
    } finally {
      await quick.close();
    }
  });
});

/** The page's HTML with every run of white space as one space, as a browser reads text. */
const oneLine = (html: string) => html.replace(/\s+/g, " ");

describe("the simulated phone", () => {
  async function phonePage(phone: string): Promise<string> {
    const page = await fetch(`${simulator.url}/phone?msisdn=${phone}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    return oneLine(await page.text());
  }

  async function answer(checkoutRequestId: string, action: string, pin = ""): Promise<Response> {
    return fetch(`${simulator.url}/phone/answer`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ checkoutRequestId, action, pin }),
      redirect: "manual",
    });
  }

  it("shows the pending prompt with a labelled PIN field, Accept and Cancel", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    const { checkoutRequestId } = await client.stkPush(pushFor(phone));
    const html = await phonePage(`0${phone.slice(3)}`); // the way a person types it
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>M-Pesa prompts for \+254 712 \d{6} · Simulated phone<\/title>/);
    expect(html).toContain("Pay KES 12,500 to Gilgil Oasis Motel, account GO7K3M9PQX.");
    expect(html).toContain(`<label for="pin-${checkoutRequestId}">Enter M-PESA PIN</label>`);
    expect(html).toContain(`id="pin-${checkoutRequestId}" name="pin" type="password"`);
    expect(html).toMatch(/<button type="submit" name="action" value="accept">Accept<\/button>/);
    expect(html).toMatch(/value="cancel" formnovalidate class="secondary"> Cancel <\/button>/);
    expect(html).toContain("This request expires in 30 seconds.");
    // Refreshes when the prompt would time out, and never uses inline script or style.
    expect(html).toMatch(/<meta http-equiv="refresh" content="(29|30|31)" \/>/);
    expect(html).not.toMatch(/<script|<style|style=/);
    const css = await fetch(`${simulator.url}/phone.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(html).toContain('href="/phone.css"');
  });

  it("asks for a number, and says when one is not a Kenyan mobile number", async () => {
    const empty = oneLine(await (await fetch(`${simulator.url}/phone`)).text());
    expect(empty).toContain('<label for="msisdn">Phone number</label>');
    expect(empty).not.toContain("http-equiv");
    const wrong = oneLine(await (await fetch(`${simulator.url}/phone?msisdn=12%3Cb%3E`)).text());
    expect(wrong).toContain("That is not a Kenyan mobile number.");
    expect(wrong).toContain('value="12&lt;b&gt;"');
    expect(wrong).toContain('aria-invalid="true"');
  });

  it("PIN 1234 pays: 303 back to the page, the paid callback, the page shows it", async () => {
    const client = clientFor(simulator);
    const phone = newPhone();
    const accepted = await client.stkPush(pushFor(phone));
    const response = await answer(accepted.checkoutRequestId, "accept", "1234");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/phone?msisdn=${phone}`);
    const [callback] = await callbacksFor(accepted.checkoutRequestId);
    const outcome = parseStkCallback(callback!.body)?.outcome;
    expect(outcome).toMatchObject({ kind: "paid", amountKes: 12500, account: phone });
    const html = await phonePage(phone);
    expect(html).not.toContain('name="pin"');
    expect(html).toContain(`Paid, receipt ${outcome?.kind === "paid" ? outcome.receipt : "?"}`);
    expect(html).toContain("No request is waiting.");
  });

  it("Cancel gives 1032 and any other PIN 2001; a late answer changes nothing", async () => {
    const client = clientFor(simulator);
    const cancelled = newPhone();
    const wrongPin = newPhone();
    const a = await client.stkPush(pushFor(cancelled));
    const b = await client.stkPush(pushFor(wrongPin));
    expect((await answer(a.checkoutRequestId, "cancel")).status).toBe(303);
    expect((await answer(b.checkoutRequestId, "accept", "0000")).status).toBe(303);
    const [ca] = await callbacksFor(a.checkoutRequestId);
    const [cb] = await callbacksFor(b.checkoutRequestId);
    expect(parseStkCallback(ca!.body)?.outcome.resultCode).toBe("1032");
    expect(parseStkCallback(cb!.body)?.outcome.resultCode).toBe("2001");
    expect((await client.stkQuery(b.checkoutRequestId)).outcome.resultCode).toBe("2001");

    expect((await answer(a.checkoutRequestId, "accept", "1234")).status).toBe(303);
    expect((await client.stkQuery(a.checkoutRequestId)).outcome.resultCode).toBe("1032");
    expect(await promptsOf(cancelled)).toMatchObject([{ state: "cancelled", callbacks: [{}] }]);
    expect((await answer("ws_CO_unknown", "accept", "1234")).status).toBe(400);
  });
});

describe("refusals, as Daraja words them", () => {
  it("a wrong passkey: Wrong credentials", async () => {
    const client = clientFor(simulator, { passkey: "not-the-passkey" });
    await expect(client.stkPush(pushFor(newPhone()))).rejects.toMatchObject({
      providerMessage: "Wrong credentials",
      raw: { errorCode: "500.001.1001" },
    });
  });

  it("a callback URL with a forbidden word, or not http(s)", async () => {
    const client = clientFor(simulator);
    const hook = (path: string) => `${sink.url}/hooks/${path}`;
    for (const callbackUrl of [
      hook("mpesa"),
      hook("M-PESA-result"),
      hook("Safaricom"),
      hook("run.exe"),
      hook("x?QUERY=1"),
      hook("sqlite"),
      hook("cmd"),
      "ftp://motel.example/hook",
      "https://motel.example/a b",
    ]) {
      await expect(
        client.stkPush(pushFor(newPhone(), { callbackUrl })),
        callbackUrl,
      ).rejects.toMatchObject({
        providerMessage: "Bad Request - Invalid CallBackURL",
        raw: { errorCode: "400.002.02" },
      });
    }
  });

  it("an unknown CheckoutRequestID in a query", async () => {
    await expect(
      clientFor(simulator).stkQuery("ws_CO_01012026000000000712000000"),
    ).rejects.toMatchObject({
      providerMessage: "Bad Request - Invalid CheckoutRequestID",
    });
  });

  it("bodies the client never sends, sent raw", async () => {
    const basic = Buffer.from("test-key:test-secret").toString("base64");
    const { access_token } = (await (
      await fetch(`${simulator.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${basic}` },
      })
    ).json()) as { access_token: string };
    const timestamp = "20260101120000";
    const good = {
      BusinessShortCode: 174379,
      Password: Buffer.from(`174379${DARAJA_SANDBOX.passkey}${timestamp}`).toString("base64"),
      Timestamp: timestamp,
      TransactionType: "CustomerPayBillOnline",
      Amount: 1,
      PartyA: 254712999001,
      PartyB: 174379,
      PhoneNumber: 254712999001,
      CallBackURL: "https://motel.example/hooks/x",
      AccountReference: "Test",
      TransactionDesc: "Test",
    };
    const send = (body: unknown, authorization = `Bearer ${access_token}`) =>
      fetch(`${simulator.url}/mpesa/stkpush/v1/processrequest`, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const refusals: [unknown, number, string, string][] = [
      [{ ...good, Amount: "1.5" }, 400, "400.002.02", "Bad Request - Invalid Amount"],
      [{ ...good, Amount: 0 }, 400, "400.002.02", "Bad Request - Invalid Amount"],
      [{ ...good, Amount: "ten" }, 400, "400.002.02", "Bad Request - Invalid Amount"],
      [
        { ...good, PhoneNumber: "0712999001" },
        400,
        "400.002.02",
        "Bad Request - Invalid PhoneNumber",
      ],
      [
        { ...good, PhoneNumber: "254812999001" },
        400,
        "400.002.02",
        "Bad Request - Invalid PhoneNumber",
      ],
      [{ ...good, TransactionDesc: "" }, 400, "400.002.02", "Bad Request - Invalid Remarks"],
      [{ ...good, TransactionDesc: undefined }, 400, "400.002.02", "Bad Request - Invalid Remarks"],
      [
        { ...good, AccountReference: "GO7K3M9PQX123" },
        400,
        "400.002.02",
        "Bad Request - Invalid AccountReference",
      ],
      [{ ...good, Timestamp: "2026" }, 400, "400.002.02", "Bad Request - Invalid Timestamp"],
      [{ ...good, BusinessShortCode: "600000" }, 500, "500.001.1001", "Merchant does not exist"],
      ["{not json", 400, "400.002.05", "Invalid Request Payload"],
    ];
    for (const [body, status, errorCode, errorMessage] of refusals) {
      const response = await send(body);
      expect(
        { status: response.status, body: await response.json() },
        JSON.stringify(body),
      ).toEqual({
        status,
        body: { requestId: expect.any(String), errorCode, errorMessage },
      });
    }
    const noToken = await send(good, "Bearer nope");
    expect(noToken.status).toBe(404);
    expect(await noToken.json()).toMatchObject({
      errorCode: "404.001.03",
      errorMessage: "Invalid Access Token",
    });
    // Numbers where the sample has strings are accepted, as by Daraja.
    expect((await send(good)).status).toBe(200);
  });
});

describe("control", () => {
  it("refuses a script it cannot follow", async () => {
    expect((await control("script", { phone: newPhone(), outcome: "maybe" })).status).toBe(400);
    expect((await control("script", { phone: "0712000000", outcome: "success" })).status).toBe(400);
  });
});

describe("timeouts", () => {
  it("gives up on a provider that never answers within timeoutMs", async () => {
    const silent = await startSilentServer();
    try {
      const client = clientFor(silent, { timeoutMs: 300 });
      const started = Date.now();
      const error = await client.stkPush(pushFor(newPhone())).catch((e: unknown) => e);
      const elapsed = Date.now() - started;
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).message).toMatch(/no answer within 300 ms/);
      expect(elapsed).toBeGreaterThanOrEqual(280);
      expect(elapsed).toBeLessThan(2000);
      await expect(client.stkQuery("ws_CO_x")).rejects.toBeInstanceOf(ProviderError);
    } finally {
      await silent.close();
    }
  });

  it("a provider that cannot be reached is a ProviderError too", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`; // nobody listens there
    const client = clientFor({ url: closed }, { timeoutMs: 2000 });
    await expect(client.stkQuery("ws_CO_x")).rejects.toThrow(
      expect.objectContaining({
        name: "ProviderError",
        message: expect.stringMatching(/ECONNREFUSED/),
      }),
    );
  });
});

describe("Paybill (C2B) URL registration", () => {
  const urls = (base: string) => ({
    confirmation: `${base}/api/payments/c2b/0123abcd/confirmation`,
    validation: `${base}/api/payments/c2b/0123abcd/validation`,
  });

  it.each(["v1", "v2"] as const)("registers at /mpesa/c2b/%s/registerurl", async (version) => {
    const client = clientFor(simulator, { c2b: { ...C2B_SANDBOX, version } });
    expect(await client.registerC2bUrls(urls(sink.url))).toBe("registered");
  });

  it("never sends an address with a word Daraja forbids", async () => {
    const client = clientFor(simulator);
    await expect(client.registerC2bUrls(urls("https://mpesa.example"))).rejects.toThrow(RangeError);
  });

  it("reads Daraja's refusal as a ProviderError", async () => {
    const client = clientFor(simulator, { c2b: { ...C2B_SANDBOX, shortCode: "12" } });
    await expect(client.registerC2bUrls(urls(sink.url))).rejects.toThrow(ProviderError);
  });
});
