// The payment simulators (PRODUCT.md decision 10): HTTP APIs that speak Daraja's and Pesapal's
// wire formats, served by the site itself under /simulators/ unless real providers are set
// (config.payments.simulators; refused in production). The real clients talk to them over HTTP.
import express from "express";
import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { darajaSimulator } from "./daraja.ts";
import { localClientsOnly } from "./local-only.ts";
import { PESAPAL_PUBLIC_PATHS, pesapalSimulator } from "./pesapal.ts";

export type SimulatorOptions = { config: Config; logger: Logger };

export function simulatorsRouter({ config, logger }: SimulatorOptions): express.Router {
  const router = express.Router();
  const { daraja } = config.payments;
  // Everything but the card page (which the guest's browser frames) answers this machine only.
  router.use("/daraja", localClientsOnly);
  router.use("/pesapal", (req, res, next) =>
    PESAPAL_PUBLIC_PATHS.includes(req.path) ? next() : localClientsOnly(req, res, next),
  );
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
