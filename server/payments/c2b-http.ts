// Daraja C2B (Paybill) notifications (decision 018): the confirmation of a payment made from the
// M-PESA menu, and the validation request Safaricom sends first when it is enabled. Answered in
// Daraja's formats; the secret path is checked as for the STK callback.
import express from "express";
import { C2B_ACKNOWLEDGED, C2B_VALIDATION, parseC2b, storedC2bBody } from "./daraja/c2b.ts";
import { shapeOf } from "../observability/logger.ts";
import { validatePaybillPayment } from "./paybill.ts";
import type { PaymentDeps } from "./deps.ts";
import { receivePaybill } from "./provider-messages.ts";
import { InboxStoreError } from "./inbox.ts";

export function c2bRoutes(deps: PaymentDeps, tokenIs: (given: string) => boolean): express.Router {
  const router = express.Router();
  const json = express.json({ limit: "16kb", type: () => true });

  router.post("/:token/confirmation", json, async (req, res) => {
    if (!tokenIs(String(req.params.token))) return void res.sendStatus(404);
    const payment = parseC2b(req.body);
    if (!payment) {
      // Its shape, not its values (a payer's number or name may be in it).
      deps.log.warn({ keys: shapeOf(req.body) }, "a Paybill confirmation we cannot read");
      return void res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" });
    }
    const raw = storedC2bBody(req.body, payment);
    let outcome;
    try {
      outcome = await receivePaybill(deps, payment, raw);
    } catch (err) {
      // Stored before it was processed (unless storing itself failed: then Daraja is asked to
      // send it again with a 500); the booking jobs try it again.
      deps.log.error(
        { err, transId: payment.transId },
        "a Paybill payment could not be settled now",
      );
      return void res
        .status(err instanceof InboxStoreError ? 500 : 200)
        .json(
          err instanceof InboxStoreError
            ? { ResultCode: 1, ResultDesc: "Try again" }
            : C2B_ACKNOWLEDGED,
        );
    }
    deps.log.info(
      {
        transId: payment.transId,
        amountKes: payment.amountKes,
        outcome: outcome.kind,
        ...(outcome.kind === "settled" && { bookingId: outcome.bookingId, result: outcome.result }),
      },
      "a Paybill payment",
    );
    res.json(C2B_ACKNOWLEDGED);
  });

  router.post("/:token/validation", json, async (req, res) => {
    if (!tokenIs(String(req.params.token))) return void res.sendStatus(404);
    // Not enabled here: whatever Safaricom asks, the payment goes ahead (matched later).
    if (!deps.paybill.validation) return void res.json(C2B_VALIDATION.accept);
    const payment = parseC2b(req.body);
    if (!payment) return void res.json(C2B_VALIDATION.other);
    if (payment.shortCode !== deps.paybill.shortCode) {
      return void res.json(C2B_VALIDATION.invalid_shortcode);
    }
    const verdict = await validatePaybillPayment(deps.db, payment, deps.clock());
    res.json(C2B_VALIDATION[verdict]);
  });

  return router;
}
