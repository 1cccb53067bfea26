// A Pesapal API 3.0 look-alike (payment-providers.md section B) for development and tests: the
// same paths and JSON, a hosted card page with test cards, IPNs to the registered URL. The real
// client talks to it over HTTP. State lives in memory. Where Pesapal's behaviour is UNCONFIRMED
// (HTTP status codes of refusals, error codes) the simulator picks the case harder for a client.
// Its parts: pesapal-world.ts (state, an order's status and IPN), pesapal-api.ts, the hosted
// card page (pesapal-card-routes.ts, pesapal-page.ts), refunds (pesapal-refunds.ts) and the
// test controls (pesapal-control.ts).
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { createLogger } from "../observability/logger.ts";
import { pesapalApiRoutes } from "./pesapal-api.ts";
import { pesapalCardRoutes } from "./pesapal-card-routes.ts";
import { pesapalControlRoutes } from "./pesapal-control.ts";
import { pesapalRefundRoutes } from "./pesapal-refunds.ts";
import { pesapalWorld, refuse, type PesapalSimulatorOptions } from "./pesapal-world.ts";

export {
  PESAPAL_PUBLIC_PATHS,
  type IpnDelivery,
  type PesapalSimulatorOptions,
  type SimulatedOutcome,
} from "./pesapal-world.ts";

export function pesapalSimulator(options: PesapalSimulatorOptions): express.Router {
  const world = pesapalWorld(options);
  const router = express.Router();
  router.use(pesapalApiRoutes(world));
  router.use(
    pesapalRefundRoutes({
      orders: () => world.orders.values(),
      reverse: world.reverse,
      refundDelayMs: options.refundDelayMs ?? 200,
      now: world.now,
    }),
  );
  router.use(pesapalCardRoutes(world));
  router.use(pesapalControlRoutes(world));

  // A body that is not JSON gets a Pesapal-style answer rather than the site's text page.
  const badBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== "number" || status >= 500) return next(error);
    refuse(res, status, "invalid_request", "The request body could not be read");
  };
  router.use(badBody);

  return router;
}

export type RunningPesapalSimulator = { url: string; close(): Promise<void> };

/**
 * The simulator on its own server at 127.0.0.1 (tests): `url` is the base URL for the client,
 * with the same /simulators/pesapal path as on the site.
 */
export async function startPesapalSimulator(
  options: Partial<PesapalSimulatorOptions> & { port?: number } = {},
): Promise<RunningPesapalSimulator> {
  const { port = 0, ...rest } = options;
  const app = express();
  app.disable("x-powered-by");
  app.use(
    "/simulators/pesapal",
    pesapalSimulator({
      consumerKey: "simulator-key",
      consumerSecret: "simulator-secret",
      logger: createLogger({ logLevel: "silent" }),
      ...rest,
    }),
  );
  const server = app.listen(port, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/simulators/pesapal`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
