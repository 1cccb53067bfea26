import { expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { mpesaFailureMessage } from "./mpesa-results.ts";

it("names the guest's problem for the codes they can act on", () => {
  expect(mpesaFailureMessage("1032")).toBe(PAYMENT_MESSAGES.mpesaCancelled);
  expect(mpesaFailureMessage("1037")).toBe(PAYMENT_MESSAGES.mpesaTimeout);
  expect(mpesaFailureMessage("1019")).toBe(PAYMENT_MESSAGES.mpesaTimeout);
  expect(mpesaFailureMessage("1")).toBe(PAYMENT_MESSAGES.mpesaInsufficient);
  expect(mpesaFailureMessage("2001")).toBe(PAYMENT_MESSAGES.mpesaWrongPin);
  expect(mpesaFailureMessage("1001")).toBe(PAYMENT_MESSAGES.mpesaBusy);
});

it("takes the callback's numeric codes as well as the query's strings", () => {
  expect(mpesaFailureMessage(1032)).toBe(PAYMENT_MESSAGES.mpesaCancelled);
  expect(mpesaFailureMessage(1)).toBe(PAYMENT_MESSAGES.mpesaInsufficient);
});

it("falls back to the general failure for every other code", () => {
  for (const code of ["1025", "9999", "17", "26", "SFC_IC0003", "E3008", "", "banana"]) {
    expect(mpesaFailureMessage(code), code).toBe(PAYMENT_MESSAGES.mpesaFailed);
  }
});
