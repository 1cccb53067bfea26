// The simulator's hosted card page (what a guest's browser opens, in the wizard's frame): the
// test cards pay or decline, the IPN and the browser's return race each other as on Pesapal.
import express, { type Request, type Response } from "express";
import {
  CARD_CSS,
  cardPage,
  messagePage,
  TEST_CARDS,
  type CardErrors,
  type CardFields,
} from "./pesapal-page.ts";
import {
  originOf,
  PESAPAL_CARD_PAGE,
  textField,
  type Order,
  type PesapalWorld,
} from "./pesapal-world.ts";

export function pesapalCardRoutes(world: PesapalWorld): express.Router {
  const { now, merchant, orders, callbackUrl, settle, sendIpn } = world;
  const router = express.Router();

  router.get("/static/card.css", (_req, res) => {
    res.type("text/css").set("Cache-Control", "public, max-age=3600").send(CARD_CSS);
  });

  const PAGE = PESAPAL_CARD_PAGE;
  const urlencoded = express.urlencoded({ extended: false, limit: "8kb" });

  function pageTarget(order: Order): "_top" | "_parent" {
    return order.body.redirect_mode === "PARENT_WINDOW" ? "_parent" : "_top";
  }

  /**
   * The page's own policy, as Pesapal's page has its own: the merchant's site (the callback's
   * origin) may frame it, and the form may end on the callback, on whatever origin it is.
   */
  function pageHeaders(res: Response, order: Order | undefined): void {
    const merchant = order
      ? [originOf(order.body.callback_url), originOf(order.body.cancellation_url ?? "")]
      : [];
    const origins = [...new Set(["'self'", ...merchant.filter((o) => o !== undefined)])].join(" ");
    res.set({
      "Content-Security-Policy": `default-src 'none'; style-src 'self'; form-action ${origins}; frame-ancestors ${origins}; base-uri 'none'`,
      "Cache-Control": "no-store",
    });
    res.removeHeader("X-Frame-Options"); // frame-ancestors above says who may frame the page
    res.type("html");
  }

  function settledPage(req: Request, res: Response, order: Order): void {
    const verb = order.settlement!.status === "completed" ? "paid" : order.settlement!.status;
    res.status(409).send(
      messagePage(req.baseUrl, "This order is closed", `This order has already been ${verb}.`, {
        href: callbackUrl(order, "CALLBACKURL"),
        label: `Return to ${merchant}`,
        target: pageTarget(order),
      }),
    );
  }

  function showCard(
    req: Request,
    res: Response,
    order: Order,
    values?: Partial<CardFields>,
    errors?: CardErrors,
  ) {
    res.send(
      cardPage({
        base: req.baseUrl,
        merchant,
        description: order.body.description,
        amount: order.amount,
        currency: order.body.currency,
        orderTrackingId: order.trackingId,
        target: pageTarget(order),
        // Without a cancellation_url, Cancel goes back to the merchant like a finished payment.
        cancelUrl: order.body.cancellation_url || callbackUrl(order, "CALLBACKURL"),
        values,
        errors,
      }),
    );
  }

  /** The page's order when it can still be paid; otherwise answers with why not. */
  function payableOrder(req: Request, res: Response): Order | undefined {
    const order = orders.get(String(req.query.OrderTrackingId ?? ""));
    pageHeaders(res, order);
    if (!order) {
      res
        .status(404)
        .send(messagePage(req.baseUrl, "Order not found", "This payment link is not valid."));
    } else if (order.settlement) {
      settledPage(req, res, order);
    } else {
      return order;
    }
    return undefined;
  }

  router.get(PAGE, (req, res) => {
    const order = payableOrder(req, res);
    if (order) showCard(req, res, order);
  });

  router.post(PAGE, urlencoded, (req, res) => {
    const order = payableOrder(req, res);
    if (!order) return;
    const form = (req.body ?? {}) as Record<string, unknown>;
    const values: CardFields = {
      cardNumber: textField(form.cardNumber),
      expiry: textField(form.expiry),
      cvv: textField(form.cvv),
      name: textField(form.name),
    };
    const { card, errors } = checkCard(values, now());
    if (!card) {
      res.status(422);
      showCard(req, res, order, values, errors);
      return;
    }
    settle(order, card === TEST_CARDS.success ? "completed" : "failed", card);
    // Like Pesapal, the IPN and the browser's return race each other.
    void sendIpn(order);
    res.redirect(303, callbackUrl(order, "CALLBACKURL"));
  });

  return router;
}

/** The card the form names when it is a test card with a usable expiry, CVV and name. */
function checkCard(values: CardFields, today: Date): { card?: string; errors: CardErrors } {
  const errors: CardErrors = {};
  const card = values.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(card)) errors.cardNumber = "Enter the card number.";
  else if (card !== TEST_CARDS.success && card !== TEST_CARDS.decline) {
    errors.cardNumber = "This simulator accepts only the test cards listed on this page.";
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(values.expiry);
  if (!expiry) errors.expiry = "Enter the expiry date as MM/YY.";
  else {
    const months = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
    if (months < today.getUTCFullYear() * 12 + today.getUTCMonth()) {
      errors.expiry = "This card has expired.";
    }
  }
  if (!/^\d{3,4}$/.test(values.cvv)) errors.cvv = "Enter the 3 or 4 digit security code.";
  if (values.name === "") errors.name = "Enter the name on the card.";
  return Object.keys(errors).length === 0 ? { card, errors } : { errors };
}
