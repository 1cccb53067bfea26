// The texts' moving parts for server/start.ts: the worker with each configured channel's client,
// the providers' callbacks, and (TEXT_SIMULATORS) the settings of the simulators that stand in for
// the providers (server/simulators/texts.ts, loaded by server/start.ts only then).
import type express from "express";
import { motel } from "../../content/motel.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { sessionSecretOf } from "../secrets.ts";
import { textSenders } from "./clients.ts";
import type { TextSimulatorOptions } from "../simulators/texts.ts";
import { derivedSecret, textCallbackToken, textCallbackUrls, textRoutes } from "./http.ts";
import { startTextWorker, type TextWorker } from "./worker.ts";

export type TextServices = {
  worker: TextWorker;
  /** The providers' callbacks (mounted before the cross-site check). */
  routes: express.Router;
  /** What the simulators under /simulators need, when TEXT_SIMULATORS is on. */
  simulator: TextSimulatorOptions | undefined;
  /** The secret segment of the SMS callback paths (the request log hides it). */
  token: string;
};

export function startTextServices(config: Config, db: Db, logger: Logger): TextServices {
  const secret = sessionSecretOf(config);
  const token = textCallbackToken(secret);
  const { texts } = config;
  // The simulators sign with a secret of their own when none is configured; real webhooks
  // without WHATSAPP_APP_SECRET are refused (nothing to check them against).
  const appSecret =
    texts.whatsapp?.appSecret ??
    (texts.simulators ? derivedSecret(secret, "whatsapp-simulator-app-secret") : undefined);
  const verifyToken =
    texts.whatsapp?.verifyToken ??
    (texts.simulators ? derivedSecret(secret, "whatsapp-simulator-verify-token") : undefined);
  const senders = textSenders(texts);
  const worker = startTextWorker({ db, texts, senders, logger });
  const routes = textRoutes({ db, log: logger, token, whatsapp: { appSecret, verifyToken } });
  const simulator =
    texts.simulators && texts.sms && texts.whatsapp && appSecret
      ? {
          sms: texts.sms,
          whatsapp: { ...texts.whatsapp, appSecret },
          // The simulators call this process back over loopback, as they answer it.
          callbacks: textCallbackUrls(new URL(texts.sms.baseUrl).origin, token),
          businessName: motel.name,
          logger,
        }
      : undefined;
  return { worker, routes, simulator, token };
}
