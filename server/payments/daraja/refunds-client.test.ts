// The real refunds client against the Daraja simulator over real HTTP: reversals of payments the
// simulator took, B2C payments, status queries, each outcome a test can script (completed,
// refused, timeout, result lost), the natural refusals, and what the gateway refuses on the wire.
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startCallbackSink,
  startSilentServer,
  type CallbackSink,
} from "../../../test/support/callback-sink.ts";
import { throwawayKeys } from "../../../test/support/throwaway-keys.ts";
import { C2B_SANDBOX, DARAJA_SANDBOX } from "../../config.ts";
import { startDarajaSimulator, type RunningDarajaSimulator } from "../../simulators/daraja.ts";
import { ProviderError, type MpesaRequestAccepted } from "../types.ts";
import { createDarajaClient } from "./client.ts";
import { createDarajaConnection, type DarajaConnection } from "./connection.ts";
import {
  createDarajaRefundsClient,
  refundCallbackUrls,
  type DarajaRefundsConfig,
} from "./refunds-client.ts";
import {
  parseB2cResult,
  parseQueueTimeout,
  parseReversalResult,
  parseStatusResult,
} from "./refunds-wire.ts";

const logger = pino({ level: "silent" });
const APP = { consumerKey: "test-key", consumerSecret: "test-secret" };
const INITIATOR = { name: "motelapi", password: "Gilgil#2026" };

let simulator: RunningDarajaSimulator;
let sink: CallbackSink;
let connection: DarajaConnection;
let urls: ReturnType<typeof refundCallbackUrls>;

beforeAll(async () => {
  simulator = await startDarajaSimulator({
    ...APP,
    shortCode: DARAJA_SANDBOX.shortCode,
    passkey: DARAJA_SANDBOX.passkey,
    promptSeconds: 30,
    logger,
    refunds: {
      initiator: { ...INITIATOR, privateKeyPem: throwawayKeys().privateKeyPem },
      resultDelayMs: 20,
    },
  });
  sink = await startCallbackSink();
  connection = createDarajaConnection({ baseUrl: simulator.url, ...APP, timeoutMs: 5000 });
  urls = refundCallbackUrls(sink.url, "t0k3n");
});
afterAll(async () => {
  await simulator?.close();
  await sink?.close();
});

function refundsClient(change: Partial<DarajaRefundsConfig> = {}, via = connection) {
  return createDarajaRefundsClient(
    {
      shortCode: DARAJA_SANDBOX.shortCode,
      b2cShortCode: "600997",
      initiatorName: INITIATOR.name,
      initiatorPassword: INITIATOR.password,
      certificatePem: throwawayKeys().publicKeyPem,
      ...change,
    },
    via,
  );
}

const stkClient = () =>
  createDarajaClient(
    {
      baseUrl: simulator.url,
      ...APP,
      shortCode: DARAJA_SANDBOX.shortCode,
      passkey: DARAJA_SANDBOX.passkey,
      transactionType: "CustomerPayBillOnline",
      partyB: DARAJA_SANDBOX.shortCode,
      c2b: C2B_SANDBOX,
      timeoutMs: 5000,
    },
    { connection },
  );

let lastPhone = 254712300000;
const newPhone = () => String(++lastPhone);

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${simulator.url}/control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function scriptRefund(phone: string, outcome: string, resultCode?: string): Promise<void> {
  const response = await control("refund-script", { phone, outcome, resultCode, delayMs: 20 });
  expect(response.status).toBe(204);
}

/** A guest's payment the simulator took: a paid STK push (its callback lost; the receipt kept). */
async function paidReceipt(phone: string, amountKes: number): Promise<string> {
  expect(
    (await control("script", { phone, outcome: "success_no_callback", delayMs: 0 })).status,
  ).toBe(204);
  await stkClient().stkPush({
    phone,
    amountKes,
    accountReference: "GO7K3M9PQX",
    description: "Motel booking",
    callbackUrl: `${sink.url}/hooks/stk`,
  });
  let receipt: string | null = null;
  await vi.waitFor(
    async () => {
      const [prompt] = (await (await control(`prompts?phone=${phone}`)).json()) as {
        receipt: string | null;
      }[];
      receipt = prompt?.receipt ?? null;
      expect(receipt).not.toBeNull();
    },
    { timeout: 5000, interval: 20 },
  );
  return receipt!;
}

/** The body posted to `path` for this request, once it has come. */
async function postedFor(accepted: MpesaRequestAccepted, path: string): Promise<unknown> {
  let body: unknown;
  await vi.waitFor(
    () => {
      body = sink.received.find(
        (r) =>
          r.path === path &&
          JSON.stringify(r.body).includes(`"ConversationID":"${accepted.conversationId}"`),
      )?.body;
      expect(body).toBeDefined();
    },
    { timeout: 5000, interval: 20 },
  );
  return body;
}

const resultPath = (url: string) => new URL(url).pathname;

type RefundView = { state: string; callbacks: unknown[]; receipt: string | null };

async function refundsOf(phone: string): Promise<RefundView[]> {
  return (await (await control(`refunds?phone=${phone}`)).json()) as RefundView[];
}

/** Waits until the simulator has settled the newest refund to this phone. */
async function settled(phone: string): Promise<RefundView> {
  let refund: RefundView | undefined;
  await vi.waitFor(
    async () => {
      refund = (await refundsOf(phone))[0];
      expect(refund?.state).not.toBe("queued");
    },
    { timeout: 5000, interval: 20 },
  );
  return refund!;
}

function reversal(receipt: string, amountKes: number) {
  return { ...urls.reversal, receipt, amountKes, remarks: "Booking cancelled" };
}

function b2c(phone: string, amountKes: number) {
  return {
    ...urls.b2c,
    originatorConversationId: `refund-${phone}-${amountKes}`,
    phone,
    amountKes,
    remarks: "Refund of booking GO7K3M9PQX",
    occasion: "GO7K3M9PQX",
  };
}

describe("a reversal", () => {
  it("completes: queued at once, then a Result with the reversal's receipt, and the status query agrees", async () => {
    const phone = newPhone();
    const original = await paidReceipt(phone, 4500);
    const accepted = await refundsClient().requestReversal(reversal(original, 4500));
    expect(accepted).toMatchObject({
      conversationId: expect.stringMatching(/^AG_\d{8}_[0-9a-f]+$/),
      originatorConversationId: expect.any(String),
      raw: { ResponseCode: "0", ResponseDescription: "Accept the service request successfully." },
    });

    const result = parseReversalResult(
      await postedFor(accepted, resultPath(urls.reversal.resultUrl)),
    );
    expect(result).toEqual({
      originatorConversationId: accepted.originatorConversationId,
      conversationId: accepted.conversationId,
      outcome: {
        kind: "completed",
        receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
        originalReceipt: original,
        amountKes: 4500,
        completedAt: expect.stringMatching(/^20\d{12}$/),
        creditParty: `${phone} - Simulated Guest`,
      },
    });
    const receipt = (result!.outcome as { receipt: string }).receipt;
    expect(receipt).not.toBe(original);

    const asked = await refundsClient().queryTransactionStatus({
      ...urls.status,
      of: "reversal",
      receipt,
      remarks: "Checking",
    });
    expect(
      parseStatusResult(await postedFor(asked, resultPath(urls.status.resultUrl)))?.outcome,
    ).toEqual({
      kind: "completed",
      receipt,
      amountKes: 4500,
      ofOriginatorConversationId: accepted.originatorConversationId,
    });
  });

  it("refuses a receipt reversed before (R000001), an unknown one (R000002) and a part of one", async () => {
    const phone = newPhone();
    const original = await paidReceipt(phone, 3000);
    const client = refundsClient();
    const first = await client.requestReversal(reversal(original, 3000));
    const again = await client.requestReversal(reversal(original, 3000));
    const unknown = await client.requestReversal(reversal("QWERTY1234", 3000));
    const other = await paidReceipt(newPhone(), 3000);
    const partial = await client.requestReversal(reversal(other, 1000));
    const path = resultPath(urls.reversal.resultUrl);
    expect(parseReversalResult(await postedFor(first, path))?.outcome.kind).toBe("completed");
    for (const [accepted, code] of [
      [again, "R000001"],
      [unknown, "R000002"],
      [partial, "25"],
    ] as const) {
      const body = await postedFor(accepted, path);
      expect(parseReversalResult(body)?.outcome).toMatchObject({
        kind: "refused",
        resultCode: code,
      });
      // As Daraja sends failures: a string code, a placeholder id, no parameters (A.2).
      expect(body).toMatchObject({
        Result: { ResultCode: code, TransactionID: "SKE0000000" },
      });
      expect(body).not.toHaveProperty("Result.ResultParameters");
    }
  });

  it("refused as scripted: the code chosen, or R000002", async () => {
    const phone = newPhone();
    const first = await paidReceipt(phone, 2000);
    const second = await paidReceipt(phone, 2000);
    await scriptRefund(phone, "refused", "1");
    await scriptRefund(phone, "refused");
    const client = refundsClient();
    const path = resultPath(urls.reversal.resultUrl);
    const a = await client.requestReversal(reversal(first, 2000));
    expect(parseReversalResult(await postedFor(a, path))?.outcome).toEqual({
      kind: "refused",
      resultCode: "1",
      resultDesc: "The balance is insufficient.",
    });
    const b = await client.requestReversal(reversal(second, 2000));
    expect(parseReversalResult(await postedFor(b, path))?.outcome).toMatchObject({
      resultCode: "R000002",
    });
  });

  it("timeout: the QueueTimeOutURL is called, nothing moved, and the status query cannot confirm it", async () => {
    const phone = newPhone();
    const original = await paidReceipt(phone, 2500);
    await scriptRefund(phone, "timeout");
    const client = refundsClient();
    const accepted = await client.requestReversal(reversal(original, 2500));
    const body = await postedFor(accepted, resultPath(urls.reversal.timeoutUrl));
    expect(parseQueueTimeout(body)).toEqual({
      originatorConversationId: accepted.originatorConversationId,
      conversationId: accepted.conversationId,
    });
    // Not a Result: whoever reads it as one learns nothing.
    expect(parseReversalResult(body)).toBeUndefined();
    const asked = await client.queryTransactionStatus({
      ...urls.status,
      of: "reversal",
      originatorConversationId: accepted.originatorConversationId,
      remarks: "Timed out",
    });
    expect(
      parseStatusResult(await postedFor(asked, resultPath(urls.status.resultUrl)))?.outcome,
    ).toMatchObject({ kind: "unclear", resultCode: "25" });
    // Nothing moved: the payment can still be reversed.
    const retried = await client.requestReversal(reversal(original, 2500));
    expect(
      parseReversalResult(await postedFor(retried, resultPath(urls.reversal.resultUrl)))?.outcome
        .kind,
    ).toBe("completed");
  });

  it("result lost: the money moved, no Result ever comes, the status query tells the truth", async () => {
    const phone = newPhone();
    const original = await paidReceipt(phone, 1800);
    await scriptRefund(phone, "result_lost");
    const client = refundsClient();
    const accepted = await client.requestReversal(reversal(original, 1800));
    const refund = await settled(phone);
    expect(refund).toMatchObject({ state: "completed", callbacks: [] });
    const asked = await client.queryTransactionStatus({
      ...urls.status,
      of: "reversal",
      originatorConversationId: accepted.originatorConversationId,
      remarks: "No result",
    });
    expect(
      parseStatusResult(await postedFor(asked, resultPath(urls.status.resultUrl)))?.outcome,
    ).toEqual({
      kind: "completed",
      receipt: refund.receipt,
      amountKes: 1800,
      ofOriginatorConversationId: accepted.originatorConversationId,
    });
    const reversalPaths = [urls.reversal.resultUrl, urls.reversal.timeoutUrl].map(resultPath);
    expect(
      sink.received.filter(
        (r) =>
          reversalPaths.includes(r.path) &&
          JSON.stringify(r.body).includes(accepted.conversationId),
      ),
    ).toEqual([]);
  });
});

describe("a B2C payment", () => {
  it("completes with a numeric ResultCode and its items in either order", async () => {
    const client = refundsClient();
    const path = resultPath(urls.b2c.resultUrl);
    for (const amountKes of [1500, 1600]) {
      const phone = newPhone();
      const accepted = await client.requestB2c(b2c(phone, amountKes));
      expect(accepted.originatorConversationId).toBe(`refund-${phone}-${amountKes}`);
      const body = await postedFor(accepted, path);
      expect(body).toMatchObject({ Result: { ResultCode: 0 } });
      expect(parseB2cResult(body)).toEqual({
        originatorConversationId: accepted.originatorConversationId,
        conversationId: accepted.conversationId,
        outcome: {
          kind: "completed",
          receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
          amountKes,
          completedAt: expect.stringMatching(/^20\d{12}$/),
          receiver: `${phone} - Simulated Guest`,
        },
      });
    }
    const [first, second] = sink.received
      .filter((r) => r.path === path)
      .slice(-2)
      .map(
        (r) =>
          (r.body as { Result: { ResultParameters: { ResultParameter: { Key: string }[] } } })
            .Result.ResultParameters.ResultParameter[0]!.Key,
      );
    expect(first).not.toBe(second);
  });

  it("refuses a second request with the same OriginatorConversationID: nothing is paid twice", async () => {
    const request = b2c(newPhone(), 700);
    const client = refundsClient();
    await client.requestB2c(request);
    const error = await client.requestB2c(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      providerMessage: "Duplicate OriginatorConversationID.",
      message: expect.stringContaining("HTTP 500 500.002.1001"),
    });
  });

  it("below KES 10 is ResultCode 2, above 250,000 is 3", async () => {
    const client = refundsClient();
    const path = resultPath(urls.b2c.resultUrl);
    const low = await client.requestB2c(b2c(newPhone(), 5));
    const high = await client.requestB2c(b2c(newPhone(), 250_001));
    expect(parseB2cResult(await postedFor(low, path))?.outcome).toMatchObject({
      kind: "refused",
      resultCode: "2",
    });
    expect(await postedFor(high, path)).toMatchObject({ Result: { ResultCode: 3 } });
  });

  it("refused, timeout and result lost as scripted; the status query finds only what was paid", async () => {
    const client = refundsClient();
    const refusedPhone = newPhone();
    await scriptRefund(refusedPhone, "refused", "SFC_IC0003");
    const refused = await client.requestB2c(b2c(refusedPhone, 900));
    const body = await postedFor(refused, resultPath(urls.b2c.resultUrl));
    expect(body).toMatchObject({ Result: { ResultCode: "SFC_IC0003" } });
    expect(parseB2cResult(body)?.outcome).toEqual({
      kind: "refused",
      resultCode: "SFC_IC0003",
      resultDesc: "The operator does not exist.",
    });

    const timeoutPhone = newPhone();
    await scriptRefund(timeoutPhone, "timeout");
    const timedOut = await client.requestB2c(b2c(timeoutPhone, 900));
    expect(
      parseQueueTimeout(await postedFor(timedOut, resultPath(urls.b2c.timeoutUrl))),
    ).toMatchObject({ originatorConversationId: timedOut.originatorConversationId });

    const lostPhone = newPhone();
    await scriptRefund(lostPhone, "result_lost");
    const lost = await client.requestB2c(b2c(lostPhone, 900));
    const paid = await settled(lostPhone);

    const statusOf = async (accepted: MpesaRequestAccepted) =>
      parseStatusResult(
        await postedFor(
          await client.queryTransactionStatus({
            ...urls.status,
            of: "b2c",
            originatorConversationId: accepted.originatorConversationId,
            remarks: "Where is it",
          }),
          resultPath(urls.status.resultUrl),
        ),
      )?.outcome;
    expect(await statusOf(lost)).toEqual({
      kind: "completed",
      receipt: paid.receipt,
      amountKes: 900,
      ofOriginatorConversationId: lost.originatorConversationId,
    });
    expect(await statusOf(timedOut)).toMatchObject({ kind: "unclear" });
    expect(await statusOf(refused)).toMatchObject({ kind: "unclear" });
  });
});

describe("the initiator", () => {
  it("a password the credential does not carry is accepted, then refused by a Result 2001 (B.6)", async () => {
    const client = refundsClient({ initiatorPassword: "wrong" });
    const accepted = await client.requestB2c(b2c(newPhone(), 800));
    expect(
      parseB2cResult(await postedFor(accepted, resultPath(urls.b2c.resultUrl)))?.outcome,
    ).toMatchObject({ kind: "refused", resultCode: "2001" });
    const status = await client.queryTransactionStatus({
      ...urls.status,
      of: "b2c",
      originatorConversationId: accepted.originatorConversationId,
      remarks: "Check",
    });
    expect(
      parseStatusResult(await postedFor(status, resultPath(urls.status.resultUrl)))?.outcome,
    ).toMatchObject({ kind: "unclear", resultCode: "2001" });
  });

  it("shares the app's token with the STK client on the same connection", async () => {
    const shared = createDarajaConnection({ baseUrl: simulator.url, ...APP, timeoutMs: 5000 });
    const tokens = async () =>
      ((await (await control("stats")).json()) as { tokensIssued: number }).tokensIssued;
    const before = await tokens();
    await refundsClient({}, shared).requestB2c(b2c(newPhone(), 600));
    await createDarajaClient(
      {
        baseUrl: simulator.url,
        ...APP,
        shortCode: DARAJA_SANDBOX.shortCode,
        passkey: DARAJA_SANDBOX.passkey,
        transactionType: "CustomerPayBillOnline",
        partyB: DARAJA_SANDBOX.shortCode,
        c2b: C2B_SANDBOX,
        timeoutMs: 5000,
      },
      { connection: shared },
    )
      .stkQuery("ws_CO_unknown")
      .catch(() => undefined);
    expect((await tokens()) - before).toBe(1);
  });
});

describe("on the wire", () => {
  it("refuses what the client never sends, as Daraja words it", async () => {
    const basic = Buffer.from(`${APP.consumerKey}:${APP.consumerSecret}`).toString("base64");
    const { access_token } = (await (
      await fetch(`${simulator.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${basic}` },
      })
    ).json()) as { access_token: string };
    const send = (path: string, body: unknown) =>
      fetch(`${simulator.url}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const reversalBody = {
      Initiator: "motelapi",
      SecurityCredential: "x",
      CommandID: "TransactionReversal",
      TransactionID: "PDU91HIVIT",
      Amount: "200",
      ReceiverParty: "174379",
      RecieverIdentifierType: "11",
      ResultURL: "https://motel.example/r",
      QueueTimeOutURL: "https://motel.example/t",
      Remarks: "Refund",
    };
    const { RecieverIdentifierType, ...correctlySpelt } = reversalBody;
    const b2cBody = {
      OriginatorConversationID: "wire-1",
      InitiatorName: "motelapi",
      SecurityCredential: "x",
      CommandID: "BusinessPayment",
      Amount: "100",
      PartyA: "600997",
      PartyB: "254712345678",
      Remarks: "Refund",
      QueueTimeOutURL: "https://motel.example/t",
      ResultURL: "https://motel.example/r",
    };
    const { InitiatorName, ...b2cWithInitiator } = b2cBody;
    const refusals: [string, unknown, string, string][] = [
      [
        "/mpesa/reversal/v1/request",
        { ...correctlySpelt, ReceiverIdentifierType: RecieverIdentifierType },
        "400.002.02",
        "Bad Request - Invalid RecieverIdentifierType",
      ],
      [
        "/mpesa/reversal/v1/request",
        { ...reversalBody, CommandID: "Reversal" },
        "400.002.02",
        "Bad Request - Invalid CommandID",
      ],
      [
        "/mpesa/reversal/v1/request",
        { ...reversalBody, ResultURL: "https://motel.example/mpesa/r" },
        "400.002.02",
        "Bad Request - Invalid ResultURL",
      ],
      [
        "/mpesa/b2c/v3/paymentrequest",
        { ...b2cWithInitiator, Initiator: InitiatorName },
        "400.002.02",
        "Bad Request - Invalid InitiatorName",
      ],
      [
        "/mpesa/b2c/v3/paymentrequest",
        { ...b2cBody, PartyB: "0712345678" },
        "400.002.02",
        "Bad Request - Invalid PartyB",
      ],
      [
        "/mpesa/transactionstatus/v1/query",
        { ...reversalBody, CommandID: "TransactionStatusQuery", TransactionID: "" },
        "400.002.02",
        "Bad Request - Invalid PartyA",
      ],
      ["/mpesa/b2c/v3/paymentrequest", "{not json", "400.002.05", "Invalid Request Payload"],
    ];
    for (const [path, body, errorCode, errorMessage] of refusals) {
      const response = await send(path, body);
      expect(await response.json(), JSON.stringify(body)).toEqual({
        requestId: expect.any(String),
        errorCode,
        errorMessage,
      });
      expect(response.status).toBe(400);
    }
  });

  it("never sends a request our own code got wrong", async () => {
    const client = refundsClient();
    await expect(client.requestReversal(reversal("not a receipt", 100))).rejects.toThrow(
      RangeError,
    );
    await expect(client.requestB2c({ ...b2c(newPhone(), 100), phone: "0712" })).rejects.toThrow(
      RangeError,
    );
  });

  it("refuses scripts it cannot follow", async () => {
    expect((await control("refund-script", { phone: newPhone(), outcome: "maybe" })).status).toBe(
      400,
    );
    expect(
      (await control("refund-script", { phone: "0712000000", outcome: "completed" })).status,
    ).toBe(400);
  });

  it("gives a ProviderError within timeoutMs when Daraja never answers", async () => {
    const silent = await startSilentServer();
    try {
      const slow = createDarajaConnection({ baseUrl: silent.url, ...APP, timeoutMs: 300 });
      const error = await refundsClient({}, slow)
        .requestB2c(b2c(newPhone(), 100))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).message).toMatch(/no answer within 300 ms/);
    } finally {
      await silent.close();
    }
  });
});
