// The payment simulators (PRODUCT.md decision 10): HTTP APIs that speak Daraja's and Pesapal's
// wire formats, served by the site itself under /simulators/ unless real providers are set
// (config.payments.simulators; refused in production). The real clients talk to them over HTTP.
import express from "express";
import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { darajaSimulator } from "./daraja.ts";
import { pesapalSimulator } from "./pesapal.ts";

export type SimulatorOptions = { config: Config; logger: Logger };

export function simulatorsRouter({ config, logger }: SimulatorOptions): express.Router {
  const router = express.Router();
  const { daraja } = config.payments;
  router.use(
    "/daraja",
    darajaSimulator({
      shortCode: daraja.shortCode,
      passkey: daraja.passkey,
      consumerKey: daraja.consumerKey,
      consumerSecret: daraja.consumerSecret,
      promptSeconds: config.payments.simulatedPromptSeconds,
      logger: logger.child({ simulator: "daraja" }),
    }),
  );
  router.use(
    "/pesapal",
    pesapalSimulator({
      consumerKey: config.payments.pesapal.consumerKey,
      consumerSecret: config.payments.pesapal.consumerSecret,
      logger: logger.child({ simulator: "pesapal" }),
      ipnTimeoutMs: config.payments.timeoutMs,
    }),
  );
  return router;
}
