// The booking engine's HTTP endpoints that are not pages: the providers' callbacks (Daraja's STK
// callback, Pesapal's IPN and the guest's card return) and the guest's live status stream
// (Server-Sent Events). They live in the Node server, outside React Router, because they answer
// machines in the providers' formats, or hold a connection open.
import { createHmac, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response } from "express";
import type { BookingView } from "../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../domain/messages.ts";
import { parseStkCallback } from "../payments/daraja/wire.ts";
import { ipnAcknowledgement, parseCallbackQuery, parseIpn } from "../payments/pesapal/wire.ts";
import { ProviderError } from "../payments/types.ts";
import type { BookingEvents } from "./events.ts";
import {
  bookingOfCardOrder,
  handleCardNotification,
  handleStkCallback,
  type PaymentDeps,
} from "./payments.ts";
import { findBookingView, isBookingId } from "./views.ts";

export const CALLBACK_PATHS = {
  stk: "/api/payments/stk",
  pesapalIpn: "/api/payments/pesapal-ipn",
  cardReturn: "/book/card-return",
  cardCancel: "/book/card-cancel",
} as const;

/**
 * The secret part of the providers' callback paths: callbacks are not signed, so an address
 * nobody can guess is the first defence (the second: every verdict is checked with the provider). Hex, because
 * Daraja refuses addresses containing words like "exe", "cmd" or "sql", which base64 can spell.
 */
export function callbackToken(secret: string): string {
  return createHmac("sha256", secret).update("payment-callbacks").digest("hex").slice(0, 32);
}

export function callbackUrls(publicUrl: string, token: string): PaymentDeps["urls"] {
  return {
    stkCallback: `${publicUrl}${CALLBACK_PATHS.stk}/${token}`,
    pesapalIpn: `${publicUrl}${CALLBACK_PATHS.pesapalIpn}/${token}`,
    cardReturn: `${publicUrl}${CALLBACK_PATHS.cardReturn}`,
    cardCancel: `${publicUrl}${CALLBACK_PATHS.cardCancel}`,
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How often an open stream re-reads the booking anyway (a NOTIFY can be lost on reconnect). */
const STREAM_RECHECK_MS = 10_000;
/** A comment line now and then keeps proxies from closing an idle stream. */
const STREAM_HEARTBEAT_MS = 15_000;

export function bookingRoutes({
  deps,
  events,
  token,
}: {
  deps: PaymentDeps;
  events: BookingEvents;
  token: string;
}): express.Router {
  const router = express.Router();
  const json = express.json({ limit: "16kb", type: () => true });

  router.post(`${CALLBACK_PATHS.stk}/:token`, json, async (req, res) => {
    if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
    const callback = parseStkCallback(req.body);
    if (!callback) {
      deps.log.warn({ body: req.body as unknown }, "an STK callback we cannot read");
      return void res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" });
    }
    try {
      await handleStkCallback(deps, callback, req.body, new Date());
    } catch (err) {
      // The callback is stored before Daraja is asked; reconciliation asks again later.
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ err }, "could not confirm an STK callback with Daraja now");
    }
    res.json({ ResultCode: 0, ResultDesc: "Accepted" });
  });

  const ipn = async (req: Request, res: Response) => {
    if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
    const notification = parseIpn(req.method === "GET" ? req.query : req.body);
    if (!notification) return void res.status(400).json({ status: 500 });
    let ok: boolean;
    try {
      ok = !!(await handleCardNotification(deps, notification.orderTrackingId, "ipn", new Date()));
    } catch (err) {
      // Pesapal sends the IPN again when we answer 500.
      deps.log.warn({ err }, "an IPN could not be handled now");
      ok = false;
    }
    res.json(ipnAcknowledgement(notification, ok));
  };
  router.get(`${CALLBACK_PATHS.pesapalIpn}/:token`, ipn);
  router.post(`${CALLBACK_PATHS.pesapalIpn}/:token`, json, ipn);

  // The guest's browser, sent back by Pesapal (in the top window): settle, then show step 4.
  router.get(CALLBACK_PATHS.cardReturn, async (req, res) => {
    const query = parseCallbackQuery(new URLSearchParams(req.url.split("?")[1] ?? ""));
    // parseCallbackQuery takes only a well-formed tracking id and reference.
    if (!query) return void res.redirect(303, "/book");
    // Our own order (saved before its page reached the browser), or nothing to do here.
    const bookingId = await bookingOfCardOrder(deps.db, query.orderTrackingId);
    if (!bookingId) return void res.redirect(303, "/book");
    try {
      await handleCardNotification(deps, query.orderTrackingId, "return", new Date());
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ err }, "the card return could not ask Pesapal; reconciliation will");
    }
    const booking = await findBookingView(deps.db, bookingId);
    const target = new URLSearchParams({ step: "4", description: cardDescription(booking!) });
    target.set("booking", bookingId);
    res.redirect(303, `/book?${target}`);
  });
  router.get(CALLBACK_PATHS.cardCancel, (_req, res) => res.redirect(303, "/book"));

  router.get("/api/bookings/:id/events", async (req, res) => {
    const id = String(req.params.id);
    if (!isBookingId(id)) return void res.status(404).json({ error: "No such booking." });
    // Listen for the end before any await: a client gone meanwhile must not leave a stream open.
    const cleanups: (() => void)[] = [];
    res.on("close", () => cleanups.forEach((cleanup) => cleanup()));
    const first = await findBookingView(deps.db, id);
    if (res.closed) return;
    if (!first) return void res.status(404).json({ error: "No such booking." });
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      // nginx: do not buffer the stream.
      "X-Accel-Buffering": "no",
    });
    let last = "";
    const send = (view: BookingView) => {
      const data = JSON.stringify(view);
      if (data === last) return;
      last = data;
      res.write(`event: booking\ndata: ${data}\n\n`);
    };
    send(first);
    let reading = false;
    const refresh = async () => {
      if (reading) return;
      reading = true;
      try {
        const view = await findBookingView(deps.db, id);
        if (view && !res.closed) send(view);
      } catch (err) {
        deps.log.warn({ err }, "a booking stream could not read its booking");
      } finally {
        reading = false;
      }
    };
    const recheck = setInterval(() => void refresh(), STREAM_RECHECK_MS);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), STREAM_HEARTBEAT_MS);
    cleanups.push(
      events.subscribe(id, () => void refresh()),
      // On shutdown the stream ends; the browser reconnects to another instance (or polls).
      events.onClose(() => res.end()),
      () => clearInterval(recheck),
      () => clearInterval(heartbeat),
    );
  });

  return router;
}

/** The description step 4 shows after a card payment (the spec's card return). */
function cardDescription(booking: BookingView): string {
  if (booking.refundDue) return PAYMENT_MESSAGES.lateRefund;
  if (booking.status === "confirmed") {
    return PAYMENT_MESSAGES.cardSuccessDescription;
  }
  if (booking.payment?.status === "pending") return PAYMENT_MESSAGES.cardPending;
  return booking.payment?.message ?? PAYMENT_MESSAGES.cardProblem;
}
