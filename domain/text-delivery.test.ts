import { describe, expect, it } from "vitest";
import {
  atDeliveryStatus,
  atStatusOutcome,
  laterStatus,
  parseAtDeliveryReport,
  parseAtInbound,
  parseAtSendResponse,
  parseWhatsappSendResponse,
  parseWhatsappWebhook,
  whatsappErrorOutcome,
} from "./text-delivery.ts";

describe("Africa's Talking send response", () => {
  it("reads the SDK mock's shape (statusCode a number, cost a string)", () => {
    const body = {
      SMSMessageData: {
        Message: "Sent to 1/1 Total Cost: KES 0.8000",
        Recipients: [
          {
            statusCode: 101,
            number: "+254711XXXYYY",
            status: "Success",
            cost: "KES 0.8000",
            messageId: "ATPid_SampleTxnId123",
          },
        ],
      },
    };
    expect(parseAtSendResponse(body)?.recipients[0]).toMatchObject({
      statusCode: 101,
      messageId: "ATPid_SampleTxnId123",
    });
  });

  it("reads messageParts and a statusCode sent as a string", () => {
    const body = {
      SMSMessageData: {
        Message: "Sent to 1/1",
        Recipients: [
          {
            statusCode: "102",
            number: "+254711000000",
            status: "Queued",
            messageParts: 1,
            messageId: "x",
          },
        ],
      },
    };
    expect(parseAtSendResponse(body)?.recipients[0]?.statusCode).toBe(102);
  });

  it("reads an empty Recipients with only a Message (InvalidSenderId)", () => {
    expect(parseAtSendResponse({ SMSMessageData: { Message: "InvalidSenderId" } })).toEqual({
      message: "InvalidSenderId",
      recipients: [],
    });
  });

  it("refuses what is not its shape", () => {
    for (const body of [null, "Sent", {}, { SMSMessageData: { Recipients: "x" } }]) {
      expect(parseAtSendResponse(body)).toBeUndefined();
    }
  });

  it("sorts every documented statusCode", () => {
    expect([100, 101, 102].map(atStatusOutcome)).toEqual(["accepted", "accepted", "accepted"]);
    expect([403, 404, 406].map(atStatusOutcome)).toEqual(["permanent", "permanent", "permanent"]);
    expect(
      [401, 402, 405, 407, 409, 500, 501, 502].every((c) => atStatusOutcome(c) === "retry"),
    ).toBe(true);
  });
});

describe("Africa's Talking delivery reports", () => {
  it("reads a form report with a failure reason", () => {
    const report = parseAtDeliveryReport({
      id: "ATXid_1",
      status: "Failed",
      phoneNumber: "+254711000000",
      networkCode: "63902",
      failureReason: "UserInBlackList",
      retryCount: "0",
    });
    expect(report).toMatchObject({
      id: "ATXid_1",
      status: "Failed",
      failureReason: "UserInBlackList",
    });
    expect(atDeliveryStatus(report!.status)).toBe("failed");
  });

  it("reads a JSON report with numbers", () => {
    expect(
      parseAtDeliveryReport({ id: "a", status: "Success", networkCode: 99999, retryCount: 1 }),
    ).toMatchObject({
      networkCode: "99999",
      retryCount: "1",
    });
  });

  it("maps every status", () => {
    expect(
      [
        "Success",
        "Sent",
        "Submitted",
        "Buffered",
        "Rejected",
        "Failed",
        "InsufficientBalance",
        "Incomplete",
      ].map(atDeliveryStatus),
    ).toEqual(["delivered", "sent", "sent", "sent", "failed", "failed", "failed", "failed"]);
    expect(atDeliveryStatus("Whatever")).toBeUndefined();
  });

  it("refuses a report with a NUL byte (no database takes one)", () => {
    expect(parseAtDeliveryReport({ id: "a\0b", status: "Success" })).toBeUndefined();
    expect(parseAtInbound({ from: "+254711000000\0", text: "STOP" })).toBeUndefined();
  });

  it("refuses a report without id or status", () => {
    expect(parseAtDeliveryReport({ status: "Success" })).toBeUndefined();
    expect(parseAtDeliveryReport({ id: "x" })).toBeUndefined();
    expect(parseAtDeliveryReport([])).toBeUndefined();
  });

  it("reads an inbound SMS", () => {
    expect(
      parseAtInbound({
        from: "+254711000000",
        to: "12345",
        text: "STOP",
        date: "2026-11-24",
        id: "1",
        linkId: "",
      }),
    ).toMatchObject({ from: "+254711000000", text: "STOP" });
    expect(parseAtInbound({ text: "STOP" })).toBeUndefined();
  });
});

describe("WhatsApp", () => {
  it("reads a send's message id, and an error by its code", () => {
    expect(
      parseWhatsappSendResponse({
        messaging_product: "whatsapp",
        contacts: [{ input: "254712345678", wa_id: "254712345678" }],
        messages: [{ id: "wamid.X" }],
      }),
    ).toEqual({ ok: true, id: "wamid.X" });
    expect(
      parseWhatsappSendResponse({
        error: {
          message: "(#131026) Message Undeliverable",
          type: "OAuthException",
          code: 131026,
          fbtrace_id: "A",
        },
      }),
    ).toEqual({ ok: false, code: 131026, message: "(#131026) Message Undeliverable" });
    expect(parseWhatsappSendResponse({ messages: [] })).toBeUndefined();
  });

  it("retries rate limits and refuses for good a bad number or template", () => {
    expect([130429, 131056, 131000].map(whatsappErrorOutcome)).toEqual(["retry", "retry", "retry"]);
    expect([131026, 131047, 132000, 132001, 131008, 100].map(whatsappErrorOutcome)).toEqual(
      Array(6).fill("permanent"),
    );
  });

  it("reads Meta's delivered example and a failed status with its error", () => {
    const body = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "15550783881",
                  phone_number_id: "106540352242922",
                },
                statuses: [
                  {
                    id: "wamid.A",
                    status: "delivered",
                    timestamp: "1750030073",
                    recipient_id: "16505551234",
                    pricing: {
                      billable: true,
                      pricing_model: "PMP",
                      type: "regular",
                      category: "marketing",
                    },
                  },
                  {
                    id: "wamid.B",
                    status: "failed",
                    errors: [{ code: 131047, title: "Re-engagement message", message: "…" }],
                  },
                  { id: "wamid.C", status: "deleted" },
                ],
              },
              field: "messages",
            },
          ],
        },
        {
          changes: [
            {
              field: "messages",
              value: {
                messages: [
                  { from: "254712345678", id: "wamid.in", type: "text", text: { body: "STOP" } },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(parseWhatsappWebhook(body)).toEqual({
      statuses: [
        { id: "wamid.A", status: "delivered" },
        { id: "wamid.B", status: "failed", errorCode: 131047, errorTitle: "Re-engagement message" },
      ],
      messages: [{ from: "254712345678", text: "STOP" }],
    });
    expect(parseWhatsappWebhook({ object: "page", entry: [] })).toBeUndefined();
  });
});

describe("laterStatus", () => {
  it("never moves back", () => {
    expect(laterStatus("read", "delivered")).toBe("read");
    expect(laterStatus("delivered", "sent")).toBe("delivered");
    expect(laterStatus("sent", "delivered")).toBe("delivered");
    expect(laterStatus("failed", "sent")).toBe("failed");
    expect(laterStatus(null, "sent")).toBe("sent");
  });
});
