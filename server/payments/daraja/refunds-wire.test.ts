// Every documented refund shape (refunds-and-ledgers.md sections 0, A, B) through the pure wire
// functions: the request bodies field by field, the documented Results, and bodies that are not.
import { constants, privateDecrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { throwawayKeys } from "../../../test/support/throwaway-keys.ts";
import { withoutCallbackToken } from "../../http/http.ts";
import { ProviderError } from "../types.ts";
import { REFUND_CALLBACK_PATHS, refundCallbackUrls } from "./refunds-client.ts";
import { FORBIDDEN_IN_URL } from "./c2b.ts";
import {
  b2cBody,
  b2cCompletedAt,
  parseB2cResult,
  parseQueueTimeout,
  parseRequestAccepted,
  parseReversalResult,
  parseStatusResult,
  reversalBody,
  securityCredential,
  statusBody,
} from "./refunds-wire.ts";

const shortCodes = { shortCode: "600610", b2cShortCode: "600997" };
const initiator = { name: "motelapi", securityCredential: "CREDENTIAL==" };
const urls = {
  resultUrl: "https://motel.example/api/payments/reversal/t0k/result",
  timeoutUrl: "https://motel.example/api/payments/reversal/t0k/timeout",
};

describe("SecurityCredential", () => {
  it("is the password encrypted with the certificate's key, PKCS#1 v1.5, 344 base64 characters, new each time", () => {
    const keys = throwawayKeys();
    const first = securityCredential("Safaricom#123", keys.publicKeyPem);
    const second = securityCredential("Safaricom#123", keys.publicKeyPem);
    expect(first).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(second).not.toBe(first);
    const decrypted = privateDecrypt(
      { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(first, "base64"),
    );
    expect(decrypted.toString()).toBe("Safaricom#123");
  });

  it("throws at once for a certificate that is not one", () => {
    expect(() => securityCredential("pw", "not a certificate")).toThrow();
  });
});

describe("request bodies", () => {
  it("reversal: the documented fields, RecieverIdentifierType misspelt as on the wire", () => {
    const body = reversalBody(shortCodes, initiator, {
      ...urls,
      receipt: "PDU91HIVIT",
      amountKes: 200,
      remarks: "Booking GO7K3M9PQX cancelled",
      occasion: "GO7K3M9PQX",
    });
    expect(body).toEqual({
      Initiator: "motelapi",
      SecurityCredential: "CREDENTIAL==",
      CommandID: "TransactionReversal",
      TransactionID: "PDU91HIVIT",
      Amount: "200",
      ReceiverParty: "600610",
      RecieverIdentifierType: "11",
      ResultURL: urls.resultUrl,
      QueueTimeOutURL: urls.timeoutUrl,
      Remarks: "Booking GO7K3M9PQX cancelled",
      Occasion: "GO7K3M9PQX",
    });
    const plain = reversalBody(shortCodes, initiator, {
      ...urls,
      receipt: "PDU91HIVIT",
      amountKes: 200,
      remarks: "Refund",
    });
    expect(plain).not.toHaveProperty("Occasion");
    expect(plain).not.toHaveProperty("ReceiverIdentifierType");
  });

  it("B2C: OriginatorConversationID first, InitiatorName, Occassion with two s's, from the B2C shortcode", () => {
    expect(
      b2cBody(shortCodes, initiator, {
        ...urls,
        originatorConversationId: "refund-41-1",
        phone: "254712345678",
        amountKes: 1500,
        remarks: "Refund of booking GO7K3M9PQX",
        occasion: "GO7K3M9PQX",
      }),
    ).toEqual({
      OriginatorConversationID: "refund-41-1",
      InitiatorName: "motelapi",
      SecurityCredential: "CREDENTIAL==",
      CommandID: "BusinessPayment",
      Amount: "1500",
      PartyA: "600997",
      PartyB: "254712345678",
      Remarks: "Refund of booking GO7K3M9PQX",
      QueueTimeOutURL: urls.timeoutUrl,
      ResultURL: urls.resultUrl,
      Occassion: "GO7K3M9PQX",
    });
  });

  it("status: by receipt from the Paybill, or by our conversation id from the B2C shortcode", () => {
    const common = { ...urls, remarks: "Lost result" };
    expect(
      statusBody(shortCodes, initiator, { ...common, of: "reversal", receipt: "SKE52PAWR9" }),
    ).toEqual({
      Initiator: "motelapi",
      SecurityCredential: "CREDENTIAL==",
      CommandID: "TransactionStatusQuery",
      TransactionID: "SKE52PAWR9",
      PartyA: "600610",
      IdentifierType: "4",
      ResultURL: urls.resultUrl,
      QueueTimeOutURL: urls.timeoutUrl,
      Remarks: "Lost result",
    });
    const byConversation = statusBody(shortCodes, initiator, {
      ...common,
      of: "b2c",
      originatorConversationId: "refund-41-1",
    });
    expect(byConversation).toMatchObject({
      OriginalConversationID: "refund-41-1",
      PartyA: "600997",
    });
    expect(byConversation).not.toHaveProperty("TransactionID");
  });

  it.each([
    ["a receipt that is not one", { receipt: "PDU 91HIVIT" }],
    ["a fraction of a shilling", { amountKes: 199.5 }],
    ["nothing to reverse", { amountKes: 0 }],
    ["one-letter remarks", { remarks: "x" }],
    ["remarks over 100 characters", { remarks: "x".repeat(101) }],
    ["an occasion over 100 characters", { occasion: "x".repeat(101) }],
    ["a word Daraja refuses in the address", { resultUrl: "https://motel.example/mpesa/result" }],
    ["an address that is not http(s)", { timeoutUrl: "ftp://motel.example/timeout" }],
  ])("refuses %s before asking Daraja (RangeError)", (_what, change) => {
    expect(() =>
      reversalBody(shortCodes, initiator, {
        ...urls,
        receipt: "PDU91HIVIT",
        amountKes: 200,
        remarks: "Refund",
        ...change,
      }),
    ).toThrow(RangeError);
  });

  it("refuses a B2C to a number that is not a Kenyan mobile, or with an unusable id", () => {
    const request = {
      ...urls,
      originatorConversationId: "refund-1",
      phone: "254712345678",
      amountKes: 100,
      remarks: "Refund",
    };
    expect(() => b2cBody(shortCodes, initiator, { ...request, phone: "0712345678" })).toThrow(
      RangeError,
    );
    expect(() =>
      b2cBody(shortCodes, initiator, { ...request, originatorConversationId: "a b" }),
    ).toThrow(RangeError);
  });

  it("refuses a status query that names no transaction", () => {
    expect(() =>
      statusBody(shortCodes, initiator, {
        ...urls,
        of: "b2c",
        remarks: "Lost",
        originatorConversationId: "",
      }),
    ).toThrow(RangeError);
  });
});

describe("the acknowledgement", () => {
  const ack = {
    OriginatorConversationID: "f1e2-4b95-a71d-b30d3cdbb7a7735297",
    ConversationID: "AG_20210706_20106e9209f64bebd05b",
    ResponseCode: "0",
    ResponseDescription: "Accept the service request successfully.",
  };

  it("reads the documented sample: queued, with both ids", () => {
    expect(parseRequestAccepted("reversal", 200, ack)).toEqual({
      originatorConversationId: "f1e2-4b95-a71d-b30d3cdbb7a7735297",
      conversationId: "AG_20210706_20106e9209f64bebd05b",
      raw: ack,
    });
  });

  it("gives Daraja's errorMessage as the ProviderError's providerMessage", () => {
    const duplicate = {
      requestId: "11728-2929992-1",
      errorCode: "500.002.1001",
      errorMessage: "Duplicate OriginatorConversationID.",
    };
    const error = (() => {
      try {
        parseRequestAccepted("B2C payment", 500, duplicate);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).providerMessage).toBe("Duplicate OriginatorConversationID.");
    expect((error as ProviderError).message).toContain("500.002.1001");
  });

  it.each([
    ["a ResponseCode other than 0", { ...ack, ResponseCode: "1" }],
    ["no ConversationID", { ...ack, ConversationID: undefined }],
    ["an HTML page", "<html>Bad gateway</html>"],
    ["nothing", undefined],
  ])("throws ProviderError for %s", (_what, body) => {
    expect(() => parseRequestAccepted("reversal", 200, body)).toThrow(ProviderError);
  });
});

// The Daraja 3.0 samples (A.2, B.2), as published.
const REVERSAL_OK = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: "The service request is processed successfully.",
    OriginatorConversationID: "dad6-4c34-8787-c8cb963a496d1268232",
    ConversationID: "AG_20211114_201018edbbf9f1582eaa",
    TransactionID: "SKE52PAWR9",
    ResultParameters: {
      ResultParameter: [
        {
          Key: "DebitAccountBalance",
          Value: "Utility Account|KES|7722179.62|7722179.62|0.00|0.00",
        },
        { Key: "Amount", Value: 1.0 },
        { Key: "TransCompletedTime", Value: 20211114132711 },
        { Key: "OriginalTransactionID", Value: "SKC82PACB8" },
        { Key: "Charge", Value: 0.0 },
        { Key: "CreditPartyPublicName", Value: "254705912645 - NICHOLAS JOHN SONGOK" },
        { Key: "DebitPartyPublicName", Value: "600992 - Safaricom Daraja 992" },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: "QueueTimeoutURL",
        Value: "https://internalsandbox.safaricom.co.ke/mpesa/reversalresults/v1/submit",
      },
    },
  },
};

const REVERSAL_REFUSED = {
  Result: {
    ResultType: 0,
    ResultCode: "R000002",
    ResultDesc: "The OriginalTransactionID is invalid.",
    OriginatorConversationID: "3124-481d-b706-10bdd6fbc8e21792398",
    ConversationID: "AG_20211114_2010573069aefb6b625a",
    TransactionID: "SKE0000000",
    ReferenceData: { ReferenceItem: { Key: "QueueTimeoutURL", Value: "https://internalsandbox" } },
  },
};

const B2C_OK = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: "The service request is processed successfully.",
    OriginatorConversationID: "53e3-4aa8-9fe0-8fb5e4092cdd3533373",
    ConversationID: "AG_20240706_2010364430d9bbdaf872",
    TransactionID: "SG632NMUAB",
    ResultParameters: {
      ResultParameter: [
        { Key: "TransactionAmount", Value: 10 },
        { Key: "TransactionReceipt", Value: "SG632NMUAB" },
        { Key: "ReceiverPartyPublicName", Value: "2547XXXXXXXX - JOHN DOE" },
        { Key: "TransactionCompletedDateTime", Value: "06.07.2024 22:48:52" },
        { Key: "B2CUtilityAccountAvailableFunds", Value: 8959269.6 },
        { Key: "B2CWorkingAccountAvailableFunds", Value: 1199371.0 },
        { Key: "B2CRecipientIsRegisteredCustomer", Value: "Y" },
        { Key: "B2CChargesPaidAccountAvailableFunds", Value: -1980.0 },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: "QueueTimeoutURL",
        Value: "https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit",
      },
    },
  },
};

const ids = (body: { Result: { OriginatorConversationID: string; ConversationID: string } }) => ({
  originatorConversationId: body.Result.OriginatorConversationID,
  conversationId: body.Result.ConversationID,
});

describe("a reversal's Result", () => {
  it("reads the documented success by Key: the reversal's receipt, the original, amount, time, who", () => {
    expect(parseReversalResult(REVERSAL_OK)).toEqual({
      ...ids(REVERSAL_OK),
      outcome: {
        kind: "completed",
        receipt: "SKE52PAWR9",
        originalReceipt: "SKC82PACB8",
        amountKes: 1,
        completedAt: "20211114132711",
        creditParty: "254705912645 - NICHOLAS JOHN SONGOK",
      },
    });
  });

  it('reads the older docs\' strings (Amount "100", TransCompletedTime as text) the same way', () => {
    const older = structuredClone(REVERSAL_OK);
    older.Result.ResultParameters.ResultParameter = [
      { Key: "TransCompletedTime", Value: "20211114132711" as unknown as number },
      { Key: "Amount", Value: "100" as unknown as number },
    ];
    expect(parseReversalResult(older)?.outcome).toMatchObject({
      kind: "completed",
      amountKes: 100,
      completedAt: "20211114132711",
      originalReceipt: undefined,
    });
  });

  it("reads the documented failure: a string code, a placeholder TransactionID, no parameters", () => {
    expect(parseReversalResult(REVERSAL_REFUSED)).toEqual({
      ...ids(REVERSAL_REFUSED),
      outcome: {
        kind: "refused",
        resultCode: "R000002",
        resultDesc: "The OriginalTransactionID is invalid.",
      },
    });
  });

  it('trusts the code, not the words: the old docs\' "21" sample and a 2001 with a real-looking id are refusals', () => {
    const oldDocs = structuredClone(REVERSAL_OK) as { Result: Record<string, unknown> };
    oldDocs.Result.ResultCode = "21";
    expect(parseReversalResult(oldDocs)?.outcome).toMatchObject({
      kind: "refused",
      resultCode: "21",
    });
    const observed = { Result: { ...REVERSAL_REFUSED.Result, ResultCode: 2001 } };
    observed.Result.TransactionID = "PCQ91HIOZJ";
    expect(parseReversalResult(observed)?.outcome).toMatchObject({
      kind: "refused",
      resultCode: "2001",
    });
  });

  it("keeps the provider's words without control characters", () => {
    const noisy = { Result: { ...REVERSAL_REFUSED.Result, ResultDesc: "Invalid\u0000 id\u0007" } };
    expect(parseReversalResult(noisy)?.outcome).toMatchObject({ resultDesc: "Invalid id" });
  });

  it.each([
    ["nothing", undefined],
    ["a string", "Result"],
    ["a list", [REVERSAL_OK]],
    ["a null Result", { Result: null }],
    ["no ResultCode", { Result: { ...REVERSAL_REFUSED.Result, ResultCode: undefined } }],
    ["an empty ResultCode", { Result: { ...REVERSAL_REFUSED.Result, ResultCode: " " } }],
    ["no ConversationID", { Result: { ...REVERSAL_REFUSED.Result, ConversationID: undefined } }],
    [
      "an id no provider gives",
      { Result: { ...REVERSAL_REFUSED.Result, OriginatorConversationID: "x'; drop" } },
    ],
    [
      "success without the reversal's receipt",
      { Result: { ...REVERSAL_OK.Result, TransactionID: "" } },
    ],
    [
      "parameters that are not a list or an item",
      { Result: { ...REVERSAL_OK.Result, TransactionID: null, ResultParameters: "x" } },
    ],
  ])("is undefined for %s", (_what, body) => {
    expect(parseReversalResult(body)).toBeUndefined();
  });

  it("takes a lone ResultParameter item as a list of one", () => {
    const lone = structuredClone(REVERSAL_OK) as { Result: Record<string, unknown> };
    lone.Result.ResultParameters = {
      ResultParameter: { Key: "OriginalTransactionID", Value: "SKC82PACB8" },
    };
    expect(parseReversalResult(lone)?.outcome).toMatchObject({ originalReceipt: "SKC82PACB8" });
  });
});

describe("a B2C Result", () => {
  it("reads the documented success; its dd.MM.yyyy time becomes YYYYMMDDHHmmss", () => {
    expect(parseB2cResult(B2C_OK)).toEqual({
      ...ids(B2C_OK),
      outcome: {
        kind: "completed",
        receipt: "SG632NMUAB",
        amountKes: 10,
        completedAt: "20240706224852",
        receiver: "2547XXXXXXXX - JOHN DOE",
      },
    });
  });

  it("finds its items in any order, and falls back on TransactionID for the receipt", () => {
    const shuffled = structuredClone(B2C_OK);
    shuffled.Result.ResultParameters.ResultParameter.reverse();
    expect(parseB2cResult(shuffled)).toEqual(parseB2cResult(B2C_OK));
    const noReceiptItem = structuredClone(B2C_OK);
    noReceiptItem.Result.ResultParameters.ResultParameter =
      noReceiptItem.Result.ResultParameters.ResultParameter.filter(
        (p) => p.Key !== "TransactionReceipt",
      );
    expect(parseB2cResult(noReceiptItem)?.outcome).toMatchObject({ receipt: "SG632NMUAB" });
  });

  it.each([
    [2001, "2001"],
    ["SFC_IC0003", "SFC_IC0003"],
    [1, "1"],
  ])("reads ResultCode %j as the refusal %s", (code, expected) => {
    const body = {
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: "The initiator information is invalid.",
        OriginatorConversationID: "refund-41-1",
        ConversationID: "AG_20240706_2010364430d9bbdaf872",
        TransactionID: "SG60000000",
      },
    };
    expect(parseB2cResult(body)?.outcome).toEqual({
      kind: "refused",
      resultCode: expected,
      resultDesc: "The initiator information is invalid.",
    });
  });

  it.each([
    ["06.07.2024 22:48:52", "20240706224852"],
    ["2024-07-06 22:48:52", undefined],
    [20240706224852, undefined],
  ])("b2cCompletedAt(%j) is %j", (value, expected) => {
    expect(b2cCompletedAt(value)).toBe(expected);
  });
});

describe("a Transaction Status Result", () => {
  const STATUS_OK = {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      OriginatorConversationID: "1236-7134259-1",
      ConversationID: "AG_20210709_1234409f86436c583e3f",
      TransactionID: "SEI0000000",
      ResultParameters: {
        ResultParameter: [
          { Key: "DebitPartyName", Value: "600997 - Safaricom Daraja 997" },
          { Key: "CreditPartyName", Value: "254708374149 - John Doe" },
          { Key: "OriginatorConversationID", Value: "refund-41-1" },
          { Key: "InitiatedTime", Value: 20210709123033 },
          { Key: "DebitAccountType", Value: "Utility Account" },
          { Key: "DebitPartyCharges", Value: "Fee For B2C Payment|KES|22.40" },
          { Key: "TransactionReason" },
          { Key: "ReasonType", Value: "Business Payment to Customer via API" },
          { Key: "TransactionStatus", Value: "Completed" },
          { Key: "FinalisedTime", Value: 20210709123033 },
          { Key: "Amount", Value: 10 },
          { Key: "ConversationID", Value: "AG_20210709_12346c8e6f8858d7b70a" },
          { Key: "ReceiptNo", Value: "SG632NMUAB" },
        ],
      },
    },
  };

  it("says completed with the receipt, the amount and which request it was", () => {
    expect(parseStatusResult(STATUS_OK)).toEqual({
      ...ids(STATUS_OK),
      outcome: {
        kind: "completed",
        receipt: "SG632NMUAB",
        amountKes: 10,
        ofOriginatorConversationId: "refund-41-1",
      },
    });
  });

  it("leaves every other answer to a person: another status, a failed query, no receipt", () => {
    const failedStatus = structuredClone(STATUS_OK);
    failedStatus.Result.ResultParameters.ResultParameter[8] = {
      Key: "TransactionStatus",
      Value: "Failed",
    };
    expect(parseStatusResult(failedStatus)?.outcome).toEqual({
      kind: "unclear",
      resultCode: "0",
      resultDesc: "The service request is processed successfully.",
      transactionStatus: "Failed",
    });
    const notFound = { Result: { ...STATUS_OK.Result, ResultCode: "SFC_IC0003" } };
    expect(parseStatusResult(notFound)?.outcome).toMatchObject({
      kind: "unclear",
      resultCode: "SFC_IC0003",
    });
    const noReceipt = structuredClone(STATUS_OK);
    noReceipt.Result.ResultParameters.ResultParameter.pop();
    expect(parseStatusResult(noReceipt)?.outcome.kind).toBe("unclear");
    expect(parseStatusResult({ Result: {} })).toBeUndefined();
  });
});

describe("a QueueTimeOutURL call", () => {
  it("names the request by either id, in the Result envelope or bare", () => {
    const sent = {
      Result: {
        ResultType: 0,
        ResultDesc: "The request timed out in the queue.",
        OriginatorConversationID: "refund-41-1",
        ConversationID: "AG_20240706_2010364430d9bbdaf872",
      },
    };
    expect(parseQueueTimeout(sent)).toEqual({
      originatorConversationId: "refund-41-1",
      conversationId: "AG_20240706_2010364430d9bbdaf872",
    });
    expect(parseQueueTimeout({ ConversationID: "AG_1" })).toEqual({
      originatorConversationId: undefined,
      conversationId: "AG_1",
    });
  });

  it.each([undefined, "", [], { Result: {} }, { Result: { ConversationID: "a b" } }])(
    "is undefined for %j",
    (body) => {
      expect(parseQueueTimeout(body)).toBeUndefined();
    },
  );
});

describe("our callback addresses", () => {
  it("carry no word Daraja refuses, and the request log hides their token", () => {
    const all = refundCallbackUrls("https://motel.example", "s3cr3t");
    for (const pair of Object.values(all)) {
      for (const url of [pair.resultUrl, pair.timeoutUrl]) {
        expect(url).not.toMatch(FORBIDDEN_IN_URL);
        expect(withoutCallbackToken(new URL(url).pathname)).not.toContain("s3cr3t");
      }
    }
    expect(all.b2c).toEqual({
      resultUrl: `https://motel.example${REFUND_CALLBACK_PATHS.b2c}/s3cr3t/result`,
      timeoutUrl: `https://motel.example${REFUND_CALLBACK_PATHS.b2c}/s3cr3t/timeout`,
    });
  });
});
