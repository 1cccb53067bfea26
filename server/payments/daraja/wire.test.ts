// Every documented Daraja shape (payment-providers.md section A) through the pure wire functions.
import { describe, expect, it } from "vitest";
import { DARAJA_SANDBOX } from "../../config.ts";
import { ProviderError } from "../types.ts";
import {
  darajaPassword,
  darajaTimestamp,
  isInvalidToken,
  outcomeOfResultCode,
  parseQueryResponse,
  parseStkCallback,
  parseStkPushResponse,
  parseTokenResponse,
  stkPushBody,
  stkQueryBody,
} from "./wire.ts";

// The documented sample request's Password (A.2).
const SAMPLE_PASSWORD =
  "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3";

const merchant = {
  shortCode: DARAJA_SANDBOX.shortCode,
  passkey: DARAJA_SANDBOX.passkey,
  transactionType: "CustomerPayBillOnline" as const,
  partyB: DARAJA_SANDBOX.shortCode,
};

describe("timestamp and password", () => {
  it("gives the documented sample password", () => {
    expect(darajaPassword("174379", DARAJA_SANDBOX.passkey, "20160216165627")).toBe(
      SAMPLE_PASSWORD,
    );
  });

  it("stamps instants in Kenyan time (UTC+3), also across midnight", () => {
    expect(darajaTimestamp(new Date("2016-02-16T13:56:27Z"))).toBe("20160216165627");
    expect(darajaTimestamp(new Date("2025-12-31T21:00:00.999Z"))).toBe("20260101000000");
    expect(darajaTimestamp(new Date("2026-03-01T20:59:59Z"))).toBe("20260301235959");
  });

  it("does not depend on the machine's time zone", () => {
    const before = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
        process.env.TZ = zone;
        expect(darajaTimestamp(new Date("2016-02-16T13:56:27Z")), zone).toBe("20160216165627");
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe("request bodies", () => {
  const request = {
    phone: "254708374149",
    amountKes: 12500,
    accountReference: "GO7K3M9PQX",
    description: "Motel booking",
    callbackUrl: "https://motel.example/api/payments/daraja/abc",
  };

  it("builds the push exactly as documented: strings, one timestamp in the password", () => {
    expect(stkPushBody(merchant, request, "20160216165627")).toEqual({
      BusinessShortCode: "174379",
      Password: SAMPLE_PASSWORD,
      Timestamp: "20160216165627",
      TransactionType: "CustomerPayBillOnline",
      Amount: "12500",
      PartyA: "254708374149",
      PartyB: "174379",
      PhoneNumber: "254708374149",
      CallBackURL: "https://motel.example/api/payments/daraja/abc",
      AccountReference: "GO7K3M9PQX",
      TransactionDesc: "Motel booking",
    });
  });

  it("sends a till's number as PartyB for Buy Goods", () => {
    const till = {
      ...merchant,
      transactionType: "CustomerBuyGoodsOnline" as const,
      partyB: "5566",
    };
    const body = stkPushBody(till, request, "20160216165627");
    expect([body.BusinessShortCode, body.PartyB, body.TransactionType]).toEqual([
      "174379",
      "5566",
      "CustomerBuyGoodsOnline",
    ]);
  });

  it("refuses requests outside the documented limits before asking Daraja", () => {
    const bad: Partial<typeof request>[] = [
      { phone: "0708374149" },
      { phone: "254608374149" },
      { amountKes: 0 },
      { amountKes: 10.5 },
      { accountReference: "" },
      { accountReference: "GO7K3M9PQXABC" },
      { description: "" },
      { description: "Motel booking!" },
    ];
    for (const change of bad) {
      expect(() => stkPushBody(merchant, { ...request, ...change }, "20160216165627")).toThrow(
        RangeError,
      );
    }
  });

  it("builds the query with the same password rule", () => {
    expect(stkQueryBody(merchant, "ws_CO_13012021093521236557", "20160216165627")).toEqual({
      BusinessShortCode: "174379",
      Password: SAMPLE_PASSWORD,
      Timestamp: "20160216165627",
      CheckoutRequestID: "ws_CO_13012021093521236557",
    });
  });
});

describe("result codes", () => {
  it("0 is paid, 4999 is still pending, everything else failed", () => {
    expect(outcomeOfResultCode(0, "ok").kind).toBe("paid");
    expect(outcomeOfResultCode("0", "ok").kind).toBe("paid");
    expect(outcomeOfResultCode("4999", "still").kind).toBe("pending");
    const failures = ["1", "1032", "1037", "1019", "2001", "1001", "1025", "9999", "17", "26"];
    for (const code of [...failures, "SFC_IC0003", "E3008", "123456"]) {
      expect(outcomeOfResultCode(code, "x"), code).toEqual({
        kind: "failed",
        resultCode: code,
        resultDesc: "x",
      });
      if (/^\d+$/.test(code)) expect(outcomeOfResultCode(Number(code), "x").resultCode).toBe(code);
    }
  });
});

describe("token answer", () => {
  it("reads the documented token, expires_in being a string", () => {
    expect(
      parseTokenResponse(200, { access_token: "c9SQxWWhmdVRlyh0zh8gZDTkubVF", expires_in: "3599" }),
    ).toEqual({ accessToken: "c9SQxWWhmdVRlyh0zh8gZDTkubVF", expiresInSeconds: 3599 });
    expect(
      parseTokenResponse(200, { access_token: "t", expires_in: "soon" }).expiresInSeconds,
    ).toBe(0);
  });

  it("throws Daraja's own words for the documented token errors and the empty 400", () => {
    const badAuth = {
      requestId: "1",
      errorCode: "400.008.01",
      errorMessage: "Invalid Authentication passed",
    };
    expect(() => parseTokenResponse(400, badAuth)).toThrow(
      expect.objectContaining({
        name: "ProviderError",
        providerMessage: "Invalid Authentication passed",
      }),
    );
    const badGrant = {
      requestId: "2",
      errorCode: "400.008.02",
      errorMessage: "Invalid grant type passed",
    };
    expect(() => parseTokenResponse(400, badGrant)).toThrow(/400\.008\.02/);
    expect(() => parseTokenResponse(400, undefined)).toThrow(ProviderError);
  });

  it("knows an invalid token by its code or by 401", () => {
    const invalid = {
      requestId: "x",
      errorCode: "404.001.03",
      errorMessage: "Invalid Access Token",
    };
    expect(isInvalidToken(404, invalid)).toBe(true);
    expect(isInvalidToken(401, undefined)).toBe(true);
    expect(isInvalidToken(400, { errorCode: "400.002.02" })).toBe(false);
  });
});

describe("push answer", () => {
  it("reads the documented acknowledgement", () => {
    const body = {
      MerchantRequestID: "29115-34620561-1",
      CheckoutRequestID: "ws_CO_191220191020363925",
      ResponseCode: "0",
      ResponseDescription: "Success. Request accepted for processing",
      CustomerMessage: "Success. Request accepted for processing",
    };
    expect(parseStkPushResponse(200, body)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: "ws_CO_191220191020363925",
      customerMessage: "Success. Request accepted for processing",
      raw: body,
    });
  });

  it("throws the errorMessage of a refusal", () => {
    const refusals: [number, string, string][] = [
      [400, "400.002.02", "Bad Request - Invalid PhoneNumber"],
      [400, "400.002.02", "Bad Request - Invalid CallBackURL"],
      [500, "500.001.1001", "Wrong credentials"],
      [
        500,
        "500.001.1001",
        "Unable to lock subscriber, a transaction is already in process for the current subscriber",
      ],
      [500, "500.003.02", "Error Occurred: Spike Arrest Violation"],
    ];
    for (const [status, errorCode, errorMessage] of refusals) {
      const body = { requestId: "ws_CO_20022018230142206", errorCode, errorMessage };
      expect(() => parseStkPushResponse(status, body)).toThrow(
        expect.objectContaining({ providerMessage: errorMessage, raw: body }),
      );
    }
  });

  it("does not take a 200 without ResponseCode 0 as accepted", () => {
    expect(() =>
      parseStkPushResponse(200, {
        MerchantRequestID: "m",
        CheckoutRequestID: "c",
        ResponseCode: "1",
        CustomerMessage: "Rejected",
      }),
    ).toThrow(expect.objectContaining({ providerMessage: "Rejected" }));
    expect(() => parseStkPushResponse(200, "<html>")).toThrow(ProviderError);
  });
});

describe("query answer", () => {
  const final = (ResultCode: string, ResultDesc: string) => ({
    ResponseCode: "0",
    ResponseDescription: "The service request has been accepted successsfully",
    MerchantRequestID: "22205-34066-1",
    CheckoutRequestID: "ws_CO_13012021093521236557",
    ResultCode,
    ResultDesc,
  });

  it("reads the documented final answer, ResultCode a string", () => {
    expect(parseQueryResponse(200, final("1032", "Request cancelled by user"))).toEqual({
      kind: "failed",
      resultCode: "1032",
      resultDesc: "Request cancelled by user",
    });
    expect(
      parseQueryResponse(200, final("0", "The service request is processed successfully.")),
    ).toEqual({
      kind: "paid",
      resultCode: "0",
      resultDesc: "The service request is processed successfully.",
    });
    expect(parseQueryResponse(200, final("1037", "DS timeout user cannot be reached"))).toEqual({
      kind: "failed",
      resultCode: "1037",
      resultDesc: "DS timeout user cannot be reached",
    });
  });

  it("reads both shapes of 'still waiting' as pending", () => {
    expect(
      parseQueryResponse(200, final("4999", "The transaction is still under processing")),
    ).toEqual({
      kind: "pending",
      resultCode: "4999",
      resultDesc: "The transaction is still under processing",
    });
    expect(
      parseQueryResponse(500, {
        requestId: "ws_CO_13012021093521236557",
        errorCode: "500.001.1001",
        errorMessage: "The transaction is being processed",
      }),
    ).toEqual({
      kind: "pending",
      resultCode: "500.001.1001",
      resultDesc: "The transaction is being processed",
    });
  });

  it("throws for every other error, also those sharing the pending shape's code", () => {
    const errors: [number, unknown][] = [
      [500, { requestId: "r", errorCode: "500.001.1001", errorMessage: "Wrong credentials" }],
      [500, { requestId: "r", errorCode: "500.003.02", errorMessage: "Spike Arrest Violation" }],
      [400, { requestId: "r", errorCode: "400.002.05", errorMessage: "Invalid Request Payload" }],
      [404, { requestId: "r", errorCode: "404.001.03", errorMessage: "Invalid Access Token" }],
      [400, undefined],
      [502, "Bad Gateway"],
      [200, { ResponseCode: "0", ResponseDescription: "accepted" }],
    ];
    for (const [status, body] of errors) {
      expect(() => parseQueryResponse(status, body), JSON.stringify(body)).toThrow(ProviderError);
    }
  });
});

describe("callbacks", () => {
  const CHECKOUT = "ws_CO_191220191020363925";

  it("reads the documented success callback, Amount written 1.00", () => {
    // As text, so the 1.00 of the documentation goes through JSON.parse.
    const body: unknown = JSON.parse(`{"Body":{"stkCallback":{
      "MerchantRequestID":"29115-34620561-1",
      "CheckoutRequestID":"ws_CO_191220191020363925",
      "ResultCode":0,
      "ResultDesc":"The service request is processed successfully.",
      "CallbackMetadata":{"Item":[
        {"Name":"Amount","Value":1.00},
        {"Name":"MpesaReceiptNumber","Value":"NLJ7RT61SV"},
        {"Name":"TransactionDate","Value":20191219102115},
        {"Name":"PhoneNumber","Value":254708374149}
      ]}}}}`);
    expect(parseStkCallback(body)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: CHECKOUT,
      outcome: {
        kind: "paid",
        resultCode: "0",
        resultDesc: "The service request is processed successfully.",
        receipt: "NLJ7RT61SV",
        amountKes: 1,
        account: "254708374149",
      },
      transactionDate: "20191219102115",
    });
  });

  it("finds the items by name, whatever their order, and skips a Balance without Value", () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: "m",
          CheckoutRequestID: CHECKOUT,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "PhoneNumber", Value: 254712345678 },
              { Name: "Balance" },
              { Name: "TransactionDate", Value: 20260101000000 },
              { Name: "MpesaReceiptNumber", Value: "TA1BC2DE3F" },
              { Name: "Amount", Value: 12500 },
            ],
          },
        },
      },
    };
    expect(parseStkCallback(body)?.outcome).toMatchObject({
      kind: "paid",
      receipt: "TA1BC2DE3F",
      amountKes: 12500,
      account: "254712345678",
    });
    expect(parseStkCallback(body)?.transactionDate).toBe("20260101000000");
  });

  it("reads the documented cancellation, which has no metadata", () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: "29115-34620561-1",
          CheckoutRequestID: CHECKOUT,
          ResultCode: 1032,
          ResultDesc: "Request canceled by user.",
        },
      },
    };
    expect(parseStkCallback(body)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: CHECKOUT,
      outcome: { kind: "failed", resultCode: "1032", resultDesc: "Request canceled by user." },
    });
  });

  it("takes string result codes, numeric or not", () => {
    const withCode = (ResultCode: unknown) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: "m",
          CheckoutRequestID: CHECKOUT,
          ResultCode,
          ResultDesc: "d",
        },
      },
    });
    expect(parseStkCallback(withCode("SFC_IC0003"))?.outcome).toEqual({
      kind: "failed",
      resultCode: "SFC_IC0003",
      resultDesc: "d",
    });
    expect(parseStkCallback(withCode("1037"))?.outcome.kind).toBe("failed");
    expect(parseStkCallback(withCode("0"))?.outcome).toEqual({
      kind: "paid",
      resultCode: "0",
      resultDesc: "d",
    });
  });

  it("answers undefined for anything that is not an STK callback", () => {
    const notCallbacks: unknown[] = [
      undefined,
      null,
      "Body",
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { ResultCode: 0 } } },
      { Body: { stkCallback: { CheckoutRequestID: CHECKOUT } } },
      { Body: { stkCallback: { CheckoutRequestID: CHECKOUT, ResultCode: null } } },
      { Body: { stkCallback: { CheckoutRequestID: 5, ResultCode: 0 } } },
    ];
    for (const body of notCallbacks) {
      expect(parseStkCallback(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it("keeps a paid result whose metadata is missing or odd, without inventing values", () => {
    const body = {
      Body: {
        stkCallback: {
          CheckoutRequestID: CHECKOUT,
          ResultCode: 0,
          ResultDesc: "ok",
          CallbackMetadata: { Item: [{ Name: "Amount", Value: "abc" }, "junk", { Value: 3 }] },
        },
      },
    };
    expect(parseStkCallback(body)).toEqual({
      merchantRequestId: "",
      checkoutRequestId: CHECKOUT,
      outcome: { kind: "paid", resultCode: "0", resultDesc: "ok" },
    });
  });
});
