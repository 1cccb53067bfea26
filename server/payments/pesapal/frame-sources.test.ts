import { expect, it } from "vitest";
import { cardFrameSources } from "./frame-sources.ts";

const pesapal = { consumerKey: "k", consumerSecret: "s" };

it.each([
  [true, "http://127.0.0.1:3000/simulators/pesapal", ["'self'", "http://127.0.0.1:3000"]],
  [false, "https://cybqa.pesapal.com/pesapalv3", ["https://cybqa.pesapal.com"]],
  [false, "https://pay.pesapal.com/v3", ["https://pay.pesapal.com"]],
  [
    false,
    "https://pesapal-proxy.example/v3",
    ["https://pesapal-proxy.example", "https://pay.pesapal.com"],
  ],
])("simulators %s, base %s: frames from %j", (simulators, baseUrl, expected) => {
  expect(cardFrameSources({ simulators, pesapal: { ...pesapal, baseUrl } })).toEqual(expected);
});
