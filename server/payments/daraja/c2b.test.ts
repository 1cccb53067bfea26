import { describe, expect, it } from "vitest";
import { alreadyRegistered, parseC2b, registerUrlBody, storedC2bBody } from "./c2b.ts";

// The documented sample (channels-and-messaging.md D.3).
const DOCUMENTED = {
  TransactionType: "Pay Bill",
  TransID: "RKTQDM7W6S",
  TransTime: "20191122063845",
  TransAmount: "10",
  BusinessShortCode: "600638",
  BillRefNumber: "invoice008",
  InvoiceNumber: "",
  OrgAccountBalance: "",
  ThirdPartyTransID: "",
  MSISDN: "25470****149",
  FirstName: "John",
  MiddleName: "",
  LastName: "",
};

describe("parseC2b", () => {
  it("reads the documented confirmation (masked MSISDN)", () => {
    expect(parseC2b(DOCUMENTED)).toEqual({
      transactionType: "Pay Bill",
      transId: "RKTQDM7W6S",
      transTime: "20191122063845",
      amountKes: 10,
      shortCode: "600638",
      billRef: "invoice008",
      payer: "25470****149",
      firstName: "John",
    });
  });
  it("reads a hashed MSISDN, no names, an empty type and a decimal amount", () => {
    const parsed = parseC2b({
      ...DOCUMENTED,
      TransactionType: "",
      TransAmount: "200.00",
      MSISDN: "8556a495c390f3ba95d2bdf6d06436f2fd09f516531f0a7cd9591c60812fa46d",
      FirstName: "",
      MiddleName: undefined,
      LastName: undefined,
    });
    expect(parsed).toMatchObject({ amountKes: 200, payer: "sha256:8556a495c390", firstName: "" });
  });
  it("reads numbers where strings are documented", () => {
    expect(parseC2b({ ...DOCUMENTED, TransAmount: 6500, BusinessShortCode: 600638 })).toMatchObject(
      { amountKes: 6500, shortCode: "600638" },
    );
  });
  it("masks a plain number (sandbox)", () => {
    expect(parseC2b({ ...DOCUMENTED, MSISDN: "254708374149" })?.payer).toBe("25470****149");
  });
  it.each([
    ["no body", undefined],
    ["an array", [DOCUMENTED]],
    ["no TransID", { ...DOCUMENTED, TransID: undefined }],
    ["a TransID with a NUL", { ...DOCUMENTED, TransID: "RKTQ\u0000M7W6S" }],
    ["a fractional amount", { ...DOCUMENTED, TransAmount: "10.50" }],
    ["a zero amount", { ...DOCUMENTED, TransAmount: "0" }],
    ["a negative amount", { ...DOCUMENTED, TransAmount: "-10" }],
    ["an amount of 8 digits", { ...DOCUMENTED, TransAmount: "10000000" }],
    ["a bad time", { ...DOCUMENTED, TransTime: "2019-11-22" }],
    ["an oversize account", { ...DOCUMENTED, BillRefNumber: "x".repeat(5000) }],
    ["a bad shortcode", { ...DOCUMENTED, BusinessShortCode: "60; drop" }],
  ])("refuses %s", (_what, body) => expect(parseC2b(body)).toBeUndefined());

  it("cleans control characters from the account text", () => {
    const billRef = parseC2b({ ...DOCUMENTED, BillRefNumber: "GO7K\u0000\u0007 3M9PQX" })?.billRef;
    expect([...(billRef ?? "")].some((c) => c.charCodeAt(0) < 32)).toBe(false);
  });
});

describe("registerUrlBody", () => {
  const urls = {
    confirmation: "https://gilgil.example/api/payments/c2b/0123abcd/confirmation",
    validation: "https://gilgil.example/api/payments/c2b/0123abcd/validation",
  };
  it("is the documented body", () => {
    expect(registerUrlBody("600638", urls, "Completed")).toEqual({
      ShortCode: "600638",
      ResponseType: "Completed",
      ConfirmationURL: urls.confirmation,
      ValidationURL: urls.validation,
    });
  });
  it.each(["mpesa", "M-PESA", "Safaricom", "exe", "CMD", "sql", "Query"])(
    "refuses an address with %s in it",
    (word) => {
      expect(() =>
        registerUrlBody(
          "600638",
          { ...urls, confirmation: `https://x.example/${word}/c` },
          "Completed",
        ),
      ).toThrow(RangeError);
    },
  );
  it("knows the already-registered answer", () => {
    expect(
      alreadyRegistered({
        errorMessage: "Validation and Confirmation URLs are already registered",
      }),
    ).toBe(true);
    expect(alreadyRegistered({ ResponseCode: "0" })).toBe(false);
  });
});

describe("storedC2bBody", () => {
  it("keeps the documented fields, masks the number, drops control characters and extras", () => {
    const body = {
      ...DOCUMENTED,
      MSISDN: "254708374149",
      InvoiceNumber: "A\u0000B",
      MiddleName: "Secret",
      Extra: "x".repeat(10_000),
    };
    const stored = storedC2bBody(body, parseC2b(body)!);
    expect(stored.MSISDN).toBe("25470****149");
    expect(stored.InvoiceNumber).not.toContain("\u0000");
    expect(stored).not.toHaveProperty("MiddleName");
    expect(stored).not.toHaveProperty("Extra");
    expect(stored.TransID).toBe("RKTQDM7W6S");
  });
});
