// The Pesapal simulator's RefundRequest (refunds-and-ledgers.md section C, E): Pesapal's rules
// (only a COMPLETED payment, at most what was paid, mobile money only in full, one refund per
// payment) answered {"status":"500","message"} with the HTTP status 500, the harder case for a
// client; else {"status":"200"}, and later the order's status turns REVERSED with an IPN. How
// Pesapal makes a refund's outcome known is UNCONFIRMED (C.3); the simulator does what
// pesapalRefundOutcome assumes, or never, as scripted. What a test or a person scripts for the
// next refund of an order (POST /control/refund-script):
//   completed    "200", then REVERSED after delayMs (the default)
//   refused      "500" with `message`
//   timeout      no answer at all (the client gives up); the refund is made all the same
//   result_lost  "200", and the order never turns: staff settle it by hand
import express, { type Response } from "express";
import { z } from "../../domain/zod.ts";
import { PESAPAL_PATHS } from "../payments/pesapal/wire.ts";
import { controlBody } from "./control.ts";

export const PESAPAL_REFUND_OUTCOMES = ["completed", "refused", "timeout", "result_lost"] as const;
type Outcome = (typeof PESAPAL_REFUND_OUTCOMES)[number];

export type SimulatedRefund = {
  amount: number;
  username: string;
  remarks: string;
  requestedAt: string;
  outcome: Outcome;
};

/** What the refund routes need to know of an order (pesapal.ts owns them). */
export type RefundableOrder = {
  trackingId: string;
  amount: number;
  settlement?: { status: string; confirmationCode: string; method: string };
  refund?: SimulatedRefund;
};

export type PesapalRefundDeps<O extends RefundableOrder> = {
  orders: () => Iterable<O>;
  /** The order's status turns REVERSED and its IPN is sent. */
  reverse: (order: O) => void;
  /** How long after "200" the order turns REVERSED, unless scripted. */
  refundDelayMs: number;
  now: () => Date;
};

type Script = { outcome: Outcome; message?: string; delayMs?: number };

const ACCEPTED = "Refund request successfully";

function answer(res: Response, status: 200 | 500, message: string): void {
  res.status(status).json({ status: String(status), message });
}

/** Pesapal sends mobile money as these payment methods (MPESA, or MpesaKE in sandbox). */
function isMobileMoney(method: string): boolean {
  return /mpesa|mobile|airtel/i.test(method);
}

export function pesapalRefundRoutes<O extends RefundableOrder>(
  deps: PesapalRefundDeps<O>,
): express.Router {
  const router = express.Router();
  const json = express.json({ limit: "8kb" });
  const scripts = new Map<string, Script>();

  function later(delayMs: number, run: () => void): void {
    setTimeout(run, delayMs).unref();
  }

  router.post(PESAPAL_PATHS.refund, json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = typeof body.confirmation_code === "string" ? body.confirmation_code : "";
    // The sample sends a string ("100.00"); a number is taken too (which Pesapal takes: C.1).
    const amount = typeof body.amount === "number" ? body.amount : Number(body.amount ?? "");
    const order = code
      ? [...deps.orders()].find((o) => o.settlement?.confirmationCode === code)
      : undefined;
    const refusal = !order
      ? "No payment has this confirmation_code."
      : order.refund
        ? "A refund has already been requested for this payment."
        : order.settlement?.status !== "completed"
          ? "Only completed payments can be refunded."
          : !(amount > 0) || !Number.isFinite(amount)
            ? "amount must be a number above 0."
            : amount > order.amount
              ? "The refund amount is more than the amount paid."
              : amount < order.amount && isMobileMoney(order.settlement.method)
                ? "Mobile money payments can only be refunded in full."
                : typeof body.username !== "string" || body.username.trim() === ""
                  ? "username is required."
                  : typeof body.remarks !== "string" || body.remarks.trim() === ""
                    ? "remarks are required."
                    : undefined;
    if (!order || refusal) return answer(res, 500, refusal!);

    const script = scripts.get(order.trackingId);
    scripts.delete(order.trackingId);
    const outcome = script?.outcome ?? "completed";
    if (outcome === "refused") {
      return answer(res, 500, script?.message ?? "The refund request was declined.");
    }
    order.refund = {
      amount,
      username: String(body.username),
      remarks: String(body.remarks),
      requestedAt: deps.now().toISOString(),
      outcome,
    };
    if (outcome !== "result_lost") {
      later(script?.delayMs ?? deps.refundDelayMs, () => deps.reverse(order));
    }
    // A timeout: the request was taken, but its answer never leaves (the client gives up).
    if (outcome !== "timeout") answer(res, 200, ACCEPTED);
  });

  const Script = z.object({
    orderTrackingId: z.string().min(1),
    outcome: z.enum(PESAPAL_REFUND_OUTCOMES),
    message: z.string().min(1).max(200).optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  });

  router.post("/control/refund-script", json, (req, res) => {
    const parsed = controlBody(Script, req, res);
    if (!parsed) return;
    const { orderTrackingId, ...script } = parsed;
    if (![...deps.orders()].some((o) => o.trackingId === orderTrackingId)) {
      res.status(404).json({ error: "No order has this orderTrackingId" });
      return;
    }
    scripts.set(orderTrackingId, script);
    res.status(204).end();
  });

  return router;
}
