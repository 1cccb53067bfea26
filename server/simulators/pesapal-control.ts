// The simulator's test controls (loopback only, server/simulators/local-only.ts): the orders as
// the simulator sees them, settling or reversing one as if paid, a faulty answer, the calls
// received, tokens revoked, an IPN sent again.
import express from "express";
import { TEST_CARDS } from "./pesapal-page.ts";
import {
  shownDelivery,
  STATUS,
  type PesapalWorld,
  type SimulatedOutcome,
} from "./pesapal-world.ts";

export function pesapalControlRoutes(world: PesapalWorld): express.Router {
  const { orders, tokens, calls, settle, sendIpn, summary } = world;
  const router = express.Router();
  const json = express.json({ limit: "32kb" });

  router.get("/control/orders", (_req, res) => {
    res.set("Cache-Control", "no-store").json([...orders.values()].map(summary));
  });

  /**
   * Settles an order as if paid on the page ("reversed" only after "completed"), by card or with
   * `"mobileMoney": true` by M-Pesa; waits for the IPN.
   */
  router.post("/control/outcome", json, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    const outcome = body.outcome;
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    if (typeof outcome !== "string" || !Object.hasOwn(STATUS, outcome)) {
      res.status(400).json({ error: "outcome must be completed, failed or reversed" });
      return;
    }
    const from = order.settlement?.status;
    if (outcome === "reversed" ? from !== "completed" : from !== undefined) {
      res
        .status(409)
        .json({ error: `The order is ${from ?? "pending"}; it cannot become ${outcome}` });
      return;
    }
    settle(
      order,
      outcome as SimulatedOutcome,
      outcome === "failed" ? TEST_CARDS.decline : TEST_CARDS.success,
      body.mobileMoney === true,
    );
    const ipn = await sendIpn(order);
    res.json({ order: summary(order), ipn: shownDelivery(ipn) });
  });

  /** Makes the order's status answers report another currency or merchant reference. */
  router.post("/control/answer-as", json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    order.answerAs = {
      currency: text(body.currency),
      merchantReference: text(body.merchantReference),
    };
    res.json(summary(order));
  });

  router.get("/control/calls", (_req, res) => {
    res.set("Cache-Control", "no-store").json(calls);
  });

  /** Forgets every token, as if they had expired: clients must get a new one. */
  router.post("/control/revoke-tokens", (_req, res) => {
    tokens.clear();
    res.status(204).end();
  });

  /** Sends the order's IPN again (Pesapal re-sends when not acknowledged). */
  router.post("/control/ipn", json, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(body.orderTrackingId ?? ""));
    if (!order) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    res.json({ ipn: shownDelivery(await sendIpn(order)) });
  });

  return router;
}
