// Pesapal's JSON as documented and observed (payment-providers.md section B): pure, no HTTP.
import { describe, expect, it } from "vitest";
import { ProviderError, type CardOrderRequest } from "../types.ts";
import {
  ipnAcknowledgement,
  isIpnAcknowledgement,
  isMerchantReference,
  parseCallbackQuery,
  parseIpn,
  parseIpnList,
  parseIpnRegistration,
  parseOrderResponse,
  parseRefundResponse,
  parseToken,
  parseTransactionStatus,
  pesapalRefundOutcome,
  refundRequestBody,
  submitOrderBody,
} from "./wire.ts";

/** The official sample: a failed card payment (B.5), word for word. */
const OFFICIAL_FAILED = {
  payment_method: "Visa",
  amount: 100,
  created_date: "2022-04-30T07:41:09.763",
  confirmation_code: "6513008693186320103009",
  payment_status_description: "Failed",
  description: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
  message: "Request processed successfully",
  payment_account: "476173**0010",
  call_back_url:
    "https://test.com/?OrderTrackingId=7e6b62d9-883e-440f-a63e-e1105bbfadc3&OrderMerchantReference=1515111111",
  status_code: 2,
  merchant_reference: "1515111111",
  payment_status_code: "",
  currency: "KES",
  error: { error_type: null, code: null, message: null, call_back_url: null },
  status: "200",
};

/** The modelled success: the same keys, status_code 1 "Completed", the null-valued error. */
const MODELLED_SUCCESS = {
  ...OFFICIAL_FAILED,
  amount: 12500,
  confirmation_code: "6513008693186320103777",
  payment_status_description: "Completed",
  description: "Payment completed successfully",
  payment_account: "411111**1111",
  status_code: 1,
  merchant_reference: "GOM-7K2Q9-1",
};

/** Not paid yet, as observed (B.5). */
const PENDING = {
  ...OFFICIAL_FAILED,
  payment_method: "",
  confirmation_code: "",
  payment_status_description: "INVALID",
  description: "",
  payment_account: "",
  status_code: 0,
  error: {
    error_type: "api_error",
    code: "payment_details_not_found",
    message: "Pending Payment",
    call_back_url: null,
  },
  status: "500",
};

describe("parseTransactionStatus", () => {
  it("reads the official failed sample as failed, with the bank's words", () => {
    const status = parseTransactionStatus(200, OFFICIAL_FAILED);
    expect(status.outcome).toEqual({
      kind: "failed",
      resultCode: "2",
      resultDesc: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
    });
    expect(status).toMatchObject({ merchantReference: "1515111111", amount: 100, currency: "KES" });
    expect(status.raw).toBe(OFFICIAL_FAILED);
  });

  it("reads status_code 1 as paid, although an error object is present (all null)", () => {
    expect(parseTransactionStatus(200, MODELLED_SUCCESS)).toMatchObject({
      outcome: {
        kind: "paid",
        resultCode: "1",
        resultDesc: "Payment completed successfully",
        receipt: "6513008693186320103777",
        account: "411111**1111",
        amountKes: 12500,
      },
      merchantReference: "GOM-7K2Q9-1",
      amount: 12500,
      currency: "KES",
    });
  });

  it("reads status_code 3 as reversed", () => {
    const reversed = {
      ...MODELLED_SUCCESS,
      status_code: 3,
      payment_status_description: "Reversed",
    };
    expect(parseTransactionStatus(200, reversed).outcome).toMatchObject({
      kind: "reversed",
      resultCode: "3",
    });
  });

  it.each([
    ["status 500 in the body, HTTP 200", 200, PENDING],
    ["an HTTP-level error", 500, PENDING],
    ["status_code 0 alone", 200, { ...PENDING, error: null, status: "200" }],
    ["the error code alone, no status_code", 500, { error: PENDING.error, status: "500" }],
    ["INVALID in capitals, no status_code", 200, { payment_status_description: "INVALID" }],
    ["the error code in another case", 200, { error: { code: "Payment_Details_Not_Found" } }],
  ])("reads not-yet-paid (%s) as pending, not as failed", (_name, http, body) => {
    const { outcome } = parseTransactionStatus(http, body);
    expect(outcome.kind).toBe("pending");
  });

  it("says why it is pending", () => {
    expect(parseTransactionStatus(500, PENDING).outcome).toEqual({
      kind: "pending",
      resultCode: "0",
      resultDesc: "Pending Payment",
    });
  });

  it.each([
    ["Completed", "paid"],
    ["COMPLETED", "paid"],
    ["failed", "failed"],
    ["Reversed", "reversed"],
    ["Invalid", "pending"],
  ])(
    "falls back on payment_status_description %s (any case) when status_code is missing",
    (description, kind) => {
      const body = {
        ...MODELLED_SUCCESS,
        payment_status_description: description,
        status_code: null,
      };
      expect(parseTransactionStatus(200, body).outcome.kind).toBe(kind);
    },
  );

  it("trusts status_code over the description, and reads it from a string", () => {
    const body = { ...OFFICIAL_FAILED, status_code: "1", payment_status_description: "Failed" };
    expect(parseTransactionStatus(200, body).outcome.kind).toBe("paid");
  });

  it("gives no KES amount for a payment in another currency", () => {
    const usd = parseTransactionStatus(200, { ...MODELLED_SUCCESS, currency: "USD", amount: 95 });
    expect(usd.outcome).toMatchObject({ kind: "paid", amountKes: undefined });
    expect(usd.amount).toBe(95);
  });

  it.each([
    [
      "an expired token",
      401,
      { error: { error_type: "api_error", code: "invalid_token" }, status: "401" },
    ],
    ["an HTML error page", 502, "<html>Bad gateway</html>"],
    ["nothing", 200, undefined],
    ["an unknown status code", 200, { ...MODELLED_SUCCESS, status_code: 7 }],
  ])("throws ProviderError for %s", (_name, http, body) => {
    expect(() => parseTransactionStatus(http, body)).toThrow(ProviderError);
  });
});

describe("token", () => {
  const requestedAt = new Date("2026-03-01T10:00:00Z");

  it("uses a 5-minute token until 30 s before its expiry", () => {
    const body = {
      token: "abc",
      expiryDate: "2026-03-01T10:03:00.5177702Z",
      error: null,
      status: "200",
      message: "Request processed successfully",
    };
    expect(parseToken(body, requestedAt)).toEqual({
      token: "abc",
      useUntil: Date.parse("2026-03-01T10:02:30.517Z"),
    });
  });

  it("uses a longer-lived token (60 min seen in a sandbox) for 4 minutes only", () => {
    const body = { token: "abc", expiryDate: "2026-03-01T11:00:00Z", error: null, status: "200" };
    expect(parseToken(body, requestedAt).useUntil).toBe(Date.parse("2026-03-01T10:04:00Z"));
  });

  it("refuses the bad-keys answer", () => {
    const body = {
      error: {
        error_type: "api_error",
        code: "invalid_consumer_key_or_secret_provided",
        message: "",
      },
      status: "500",
    };
    expect(() => parseToken(body, requestedAt)).toThrow(/invalid_consumer_key_or_secret_provided/);
  });
});

describe("IPN registration", () => {
  const record = {
    url: "https://www.myapplication.com/ipn",
    created_date: "2022-03-03T17:29:03.7208266Z",
    ipn_id: "e32182ca-0983-4fa0-91bc-c3bb813ba750",
    notification_type: 0,
    ipn_notification_type_description: "GET",
    ipn_status: 1,
    ipn_status_decription: "Active",
    error: null,
    status: "200",
  };

  it("reads the ipn_id of a registration", () => {
    expect(parseIpnRegistration(record)).toBe("e32182ca-0983-4fa0-91bc-c3bb813ba750");
    expect(() => parseIpnRegistration({ error: { code: "x" }, status: "500" })).toThrow(
      ProviderError,
    );
  });

  it("lists active IPNs, the documented short records included", () => {
    const short = { url: "https://a.example/ipn", ipn_id: "id-2", error: null, status: "200" };
    const inactive = {
      ...record,
      ipn_id: "id-3",
      ipn_status: 0,
      ipn_status_decription: "Inactive",
    };
    expect(parseIpnList([record, short, inactive])).toEqual([
      { url: record.url, ipnId: record.ipn_id },
      { url: short.url, ipnId: "id-2" },
    ]);
    expect(() => parseIpnList({ error: { code: "invalid_token" } })).toThrow(ProviderError);
  });
});

describe("orders", () => {
  const order: CardOrderRequest = {
    merchantReference: "GOM-7K2Q9-1",
    amountKes: 12500,
    description: "Gilgil Oasis Motel booking GOM-7K2Q9, 2 nights",
    callbackUrl: "https://motel.example/book/card/return",
    cancellationUrl: "https://motel.example/book?step=3",
    ipnUrl: "https://motel.example/api/pesapal/ipn/secret",
    billing: {
      email: "amina@example.com",
      phone: "254712345678",
      firstName: "Amina",
      lastName: "Otieno",
    },
  };

  it("builds the documented SubmitOrderRequest body", () => {
    expect(submitOrderBody(order)).toEqual({
      id: "GOM-7K2Q9-1",
      currency: "KES",
      amount: 12500,
      description: "Gilgil Oasis Motel booking GOM-7K2Q9, 2 nights",
      callback_url: "https://motel.example/book/card/return",
      cancellation_url: "https://motel.example/book?step=3",
      redirect_mode: "TOP_WINDOW",
      branch: "Gilgil",
      billing_address: {
        email_address: "amina@example.com",
        phone_number: "254712345678",
        country_code: "KE",
        first_name: "Amina",
        last_name: "Otieno",
      },
    });
  });

  it("cuts the description to 100 characters", () => {
    expect(submitOrderBody({ ...order, description: "x".repeat(140) }).description).toHaveLength(
      100,
    );
  });

  it.each([["GOM 7K2Q9"], ["x".repeat(51)], [""], ["GOM/1"]])(
    "refuses merchant reference %j before sending",
    (merchantReference) => {
      expect(() => submitOrderBody({ ...order, merchantReference })).toThrow(ProviderError);
    },
  );

  it("refuses an amount that is not positive", () => {
    expect(() => submitOrderBody({ ...order, amountKes: 0 })).toThrow(ProviderError);
    expect(() => submitOrderBody({ ...order, amountKes: Number.NaN })).toThrow(ProviderError);
  });

  it("validates merchant references: at most 50 of A-Z a-z 0-9 . _ : -", () => {
    expect(isMerchantReference("GOM-7K2Q9_1.a:b")).toBe(true);
    expect(isMerchantReference("x".repeat(50))).toBe(true);
    expect(isMerchantReference("x".repeat(51))).toBe(false);
    expect(isMerchantReference("é")).toBe(false);
    expect(isMerchantReference(12)).toBe(false);
  });

  it("reads the documented order answer, and refuses one without redirect_url", () => {
    const answer = {
      order_tracking_id: "b945e4af-80a5-4ec1-8706-e03f8332fb04",
      merchant_reference: "TEST1515111119",
      redirect_url:
        "https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index/?OrderTrackingId=b945e4af-80a5-4ec1-8706-e03f8332fb04",
      error: null,
      status: "200",
    };
    expect(parseOrderResponse(answer)).toEqual({
      orderTrackingId: answer.order_tracking_id,
      redirectUrl: answer.redirect_url,
      raw: answer,
    });
    expect(() => parseOrderResponse({ ...answer, redirect_url: null })).toThrow(ProviderError);
    expect(() =>
      parseOrderResponse({
        ...answer,
        error: { code: "duplicate_merchant_reference" },
        status: "400",
      }),
    ).toThrow(/duplicate_merchant_reference/);
  });
});

describe("IPN and callback", () => {
  const ids = {
    orderTrackingId: "d0fa69d6-f3cd-433b-858e-df86555b86c8",
    orderMerchantReference: "1515111111",
  };

  it("reads a GET IPN's query string", () => {
    const query = new URLSearchParams({
      OrderTrackingId: ids.orderTrackingId,
      OrderMerchantReference: ids.orderMerchantReference,
      OrderNotificationType: "IPNCHANGE",
    });
    expect(parseIpn(query)).toEqual({ ...ids, orderNotificationType: "IPNCHANGE" });
    expect(parseIpn(Object.fromEntries(query))).toEqual({
      ...ids,
      orderNotificationType: "IPNCHANGE",
    });
  });

  it("reads a POST IPN's JSON body", () => {
    const body = {
      OrderNotificationType: "IPNCHANGE",
      OrderTrackingId: ids.orderTrackingId,
      OrderMerchantReference: ids.orderMerchantReference,
    };
    expect(parseIpn(body)).toEqual({ ...ids, orderNotificationType: "IPNCHANGE" });
    expect(parseIpn({ ...body, OrderNotificationType: "RECURRING" })?.orderNotificationType).toBe(
      "RECURRING",
    );
  });

  it.each([
    [{}],
    [null],
    ["OrderTrackingId=x"],
    [{ OrderTrackingId: ids.orderTrackingId }],
    [{ OrderTrackingId: "<script>", OrderMerchantReference: "1" }],
    [{ OrderTrackingId: ids.orderTrackingId, OrderMerchantReference: ["a", "b"] }],
  ])("refuses an IPN that names no order: %j", (input) => {
    expect(parseIpn(input)).toBeUndefined();
  });

  it("reads the browser callback, with or without the notification type", () => {
    const full = new URLSearchParams({
      OrderTrackingId: ids.orderTrackingId,
      OrderMerchantReference: ids.orderMerchantReference,
      OrderNotificationType: "CALLBACKURL",
    });
    expect(parseCallbackQuery(full)).toEqual({ ...ids, orderNotificationType: "CALLBACKURL" });
    full.delete("OrderNotificationType");
    expect(parseCallbackQuery(full)?.orderNotificationType).toBe("CALLBACKURL");
  });

  it("answers with the exact acknowledgement JSON: lower-case keys, numeric status", () => {
    const notification = { ...ids, orderNotificationType: "IPNCHANGE" };
    expect(JSON.stringify(ipnAcknowledgement(notification, true))).toBe(
      '{"orderNotificationType":"IPNCHANGE","orderTrackingId":"d0fa69d6-f3cd-433b-858e-df86555b86c8","orderMerchantReference":"1515111111","status":200}',
    );
    expect(ipnAcknowledgement(notification, false).status).toBe(500);
    expect(isIpnAcknowledgement(ipnAcknowledgement(notification, true), notification)).toBe(true);
    expect(
      isIpnAcknowledgement(
        { ...ipnAcknowledgement(notification, true), status: "200" },
        notification,
      ),
    ).toBe(false);
    expect(isIpnAcknowledgement(ipnAcknowledgement(notification, false), notification)).toBe(false);
  });
});

describe("refunds (refunds-and-ledgers.md C)", () => {
  const request = {
    confirmationCode: "6513008693186320103777",
    amountKes: 12500,
    username: " grace@gilgiloasis.example ",
    remarks: "Booking cancelled by the guest",
  };

  it("builds the documented RefundRequest body: the amount a string with two decimals", () => {
    expect(refundRequestBody(request)).toEqual({
      confirmation_code: "6513008693186320103777",
      amount: "12500.00",
      username: "grace@gilgiloasis.example",
      remarks: "Booking cancelled by the guest",
    });
    expect(refundRequestBody({ ...request, amountKes: 99.999 }).amount).toBe("100.00");
  });

  it.each([
    ["an order tracking id's slashes", { confirmationCode: "a/b" }],
    ["no confirmation code", { confirmationCode: "" }],
    ["nothing to refund", { amountKes: 0 }],
    ["no amount at all", { amountKes: Number.NaN }],
    ["nobody asking", { username: " " }],
    ["no reason", { remarks: "" }],
  ])("refuses %s before asking Pesapal", (_what, change) => {
    expect(() => refundRequestBody({ ...request, ...change })).toThrow(ProviderError);
  });

  it("reads the documented answer as accepted: received, not yet paid back", () => {
    const sample = { status: "200", message: "Refund request successfully" };
    expect(parseRefundResponse(200, sample)).toEqual({
      status: "accepted",
      message: "Refund request successfully",
      raw: sample,
    });
    // The docs' field table names it `error`, an integer.
    expect(parseRefundResponse(200, { error: 200, message: "ok" }).status).toBe("accepted");
  });

  it("reads status 500 as refused with Pesapal's message, also under an HTTP error", () => {
    expect(
      parseRefundResponse(500, { status: "500", message: "Refund already requested" }),
    ).toMatchObject({ status: "refused", message: "Refund already requested" });
    expect(
      parseRefundResponse(400, {
        error: { error_type: "api_error", code: "invalid", message: "Bad amount" },
        status: "400",
      }),
    ).toMatchObject({ status: "refused", message: "Bad amount" });
  });

  it.each([undefined, "", "Refund request successfully", [], { message: "no status" }])(
    "throws ProviderError for an answer without a status: %j",
    (body) => {
      expect(() => parseRefundResponse(200, body)).toThrow(ProviderError);
    },
  );

  it("takes a refund as made only when the original order turns REVERSED (UNCONFIRMED)", () => {
    const reversed = parseTransactionStatus(200, {
      ...MODELLED_SUCCESS,
      status_code: 3,
      payment_status_description: "Reversed",
    });
    expect(pesapalRefundOutcome(reversed)).toBe("refunded");
    expect(pesapalRefundOutcome(parseTransactionStatus(200, MODELLED_SUCCESS))).toBe("not_yet");
    expect(pesapalRefundOutcome(parseTransactionStatus(500, PENDING))).toBe("not_yet");
  });
});
