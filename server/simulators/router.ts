// The simulators (PRODUCT.md decision 10, decision 019): HTTP APIs that speak Daraja's, Pesapal's,
// Africa's Talking's and WhatsApp's wire formats, served by the site itself under /simulators/
// when config says so (refused in production). The real clients talk to them over HTTP.
// server/start.ts loads this file with import() only then: the server bundle keeps everything
// under server/simulators/ in a chunk of its own that a production start never loads.
import express from "express";
import type { Config } from "../config.ts";
import type { Logger } from "../observability/logger.ts";
import { darajaSimulator } from "./daraja.ts";
import type { SimulatedInitiator } from "./daraja-refunds.ts";
import { localClientsOnly } from "./local-only.ts";
import { PESAPAL_PUBLIC_PATHS, pesapalSimulator } from "./pesapal.ts";
import { textSimulatorsRouter, type TextSimulatorOptions } from "./texts.ts";

export type SimulatorOptions = {
  config: Config;
  logger: Logger;
  /** The text simulators' settings when TEXT_SIMULATORS is on (server/texts/services.ts). */
  texts: TextSimulatorOptions | undefined;
  /** The refunds' throwaway operator (server/payments/daraja/simulated-initiator.ts). */
  refundsInitiator?: SimulatedInitiator | undefined;
};

export function simulatorsRouter({
  config,
  logger,
  texts,
  refundsInitiator,
}: SimulatorOptions): express.Router {
  const router = express.Router();
  if (config.payments.simulators) router.use(paymentSimulators(config, logger, refundsInitiator));
  if (texts) router.use(textSimulatorsRouter(texts));
  return router;
}

function paymentSimulators(
  config: Config,
  logger: Logger,
  refundsInitiator: SimulatedInitiator | undefined,
): express.Router {
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
      ...(refundsInitiator && { refunds: { initiator: refundsInitiator } }),
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
