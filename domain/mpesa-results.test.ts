import { expect, it } from "vitest";

import { mpesaFailureMessage } from "./mpesa-results.ts";
import { said } from "./said.ts";

it("names the guest's problem for the codes they can act on", () => {
  expect(mpesaFailureMessage("1032")).toEqual(said.mpesaCancelled());
  expect(mpesaFailureMessage("1037")).toEqual(said.mpesaTimeout());
  expect(mpesaFailureMessage("1019")).toEqual(said.mpesaTimeout());
  expect(mpesaFailureMessage("1")).toEqual(said.mpesaInsufficient());
  expect(mpesaFailureMessage("2001")).toEqual(said.mpesaWrongPin());
  expect(mpesaFailureMessage("1001")).toEqual(said.mpesaBusy());
});

it("takes the callback's numeric codes as well as the query's strings", () => {
  expect(mpesaFailureMessage(1032)).toEqual(said.mpesaCancelled());
  expect(mpesaFailureMessage(1)).toEqual(said.mpesaInsufficient());
});

it("falls back to the general failure for every other code", () => {
  for (const code of ["1025", "9999", "17", "26", "SFC_IC0003", "E3008", "", "banana"]) {
    expect(mpesaFailureMessage(code), code).toEqual(said.mpesaFailed());
  }
});
