// The booking engine's HTTP endpoints that are not pages: the providers' callbacks (Daraja's STK
// callback, Pesapal's IPN and the guest's card return) and the guest's live status stream
// (Server-Sent Events). They live in the Node server, outside React Router, because they answer
// machines in the providers' formats, or hold a connection open.
import { createHmac, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response } from "express";
import type { BookingView } from "../../domain/booking-view.ts";
import { said, type Said } from "../../domain/said.ts";
import { pathIn, prefersSwahili } from "../../i18n/locales.ts";
import { wordingIn } from "../../i18n/messages.server.ts";
import { wordSaid } from "../../i18n/said.ts";
import { parseStkCallback } from "../payments/daraja/wire.ts";
import { ipnAcknowledgement, parseCallbackQuery, parseIpn } from "../payments/pesapal/wire.ts";
import { ProviderError } from "../payments/types.ts";
import { REFUND_CALLBACK_PATHS } from "../payments/daraja/refunds-client.ts";
import {
  receiveIpn,
  receiveRefundMessage,
  receiveStkCallback,
  type RefundMessageKind,
} from "../payments/provider-messages.ts";
import { InboxStoreError } from "../payments/inbox.ts";
import { c2bRoutes } from "../payments/c2b-http.ts";
import { shapeOf } from "../observability/logger.ts";
import type { BookingEvents } from "./events.ts";
import type { BookingStreams } from "./streams.ts";
import { bookingLang, bookingOfCardOrder, handleCardNotification } from "../payments/payments.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { isBookingId } from "../../domain/booking-reference.ts";

export const CALLBACK_PATHS = {
  stk: "/api/payments/stk",
  pesapalIpn: "/api/payments/pesapal-ipn",
  cardReturn: "/book/card-return",
  cardCancel: "/book/card-cancel",
  /** Daraja C2B (Paybill); no word Daraja refuses in an address (mpesa, query...). */
  c2b: "/api/payments/c2b",
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
    c2bConfirmation: `${publicUrl}${CALLBACK_PATHS.c2b}/${token}/confirmation`,
    c2bValidation: `${publicUrl}${CALLBACK_PATHS.c2b}/${token}/validation`,
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A comment line now and then keeps proxies from closing an idle stream. */
const STREAM_HEARTBEAT_MS = 15_000;

export function bookingRoutes({
  deps,
  events,
  streams,
  token,
}: {
  deps: PaymentDeps;
  events: BookingEvents;
  /** The open streams, counted and shared per booking (streams.ts). */
  streams: BookingStreams;
  token: string;
}): express.Router {
  const router = express.Router();
  const json = express.json({ limit: "16kb", type: () => true });

  router.post(`${CALLBACK_PATHS.stk}/:token`, json, async (req, res) => {
    if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
    const callback = parseStkCallback(req.body);
    if (!callback) {
      // Its shape, not its values (a payer's phone number may be in it).
      deps.log.warn({ keys: shapeOf(req.body) }, "an STK callback we cannot read");
      return void res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" });
    }
    try {
      await receiveStkCallback(deps, callback, req.body);
    } catch (err) {
      // Stored before anything else (server/payments/inbox.ts); the jobs try it again.
      if (err instanceof InboxStoreError) throw err;
      deps.log.warn({ err }, "could not settle an STK callback now; it is kept and tried again");
    }
    res.json({ ResultCode: 0, ResultDesc: "Accepted" });
  });

  // Daraja's refund Results and QueueTimeOut calls (decision 024): unsigned like the STK callback,
  // so the secret path is checked, the body stored first, and the refund matched by the ids we
  // stored when we asked. Daraja does not retry: whatever happens after storing, it gets 200.
  const refundRoute = (path: string, kind: RefundMessageKind) =>
    router.post(
      `${path}/:token/${kind === "refund_timeout" ? "timeout" : "result"}`,
      json,
      async (req, res) => {
        if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
        try {
          await receiveRefundMessage(deps, kind, req.body);
        } catch (err) {
          if (err instanceof InboxStoreError) throw err;
          deps.log.warn({ err }, "could not apply a refund Result now; it is kept and tried again");
        }
        res.json({ ResultCode: 0, ResultDesc: "Accepted" });
      },
    );
  refundRoute(REFUND_CALLBACK_PATHS.reversal, "reversal_result");
  refundRoute(REFUND_CALLBACK_PATHS.b2c, "b2c_result");
  refundRoute(REFUND_CALLBACK_PATHS.status, "status_result");
  for (const path of Object.values(REFUND_CALLBACK_PATHS)) refundRoute(path, "refund_timeout");

  router.use(
    CALLBACK_PATHS.c2b,
    c2bRoutes(deps, (given) => sameToken(given, token)),
  );

  const ipn = async (req: Request, res: Response) => {
    if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
    const notification = parseIpn(req.method === "GET" ? req.query : req.body);
    if (!notification) return void res.status(400).json({ status: 500 });
    let ok: boolean;
    try {
      ok =
        (
          await receiveIpn(
            deps,
            { orderTrackingId: notification.orderTrackingId },
            notification.orderTrackingId,
          )
        ).kind !== "unknown";
    } catch (err) {
      // Pesapal sends the IPN again when we answer 500.
      deps.log.warn({ err }, "an IPN could not be handled now");
      ok = false;
    }
    res.json(ipnAcknowledgement(notification, ok));
  };
  router.get(`${CALLBACK_PATHS.pesapalIpn}/:token`, ipn);
  router.post(`${CALLBACK_PATHS.pesapalIpn}/:token`, json, ipn);

  // The guest's browser, sent back by Pesapal (in the top window): settle, then show the booking
  // (step 4 when it is paid, Make Payment under "Payment not completed" when not).
  router.get(CALLBACK_PATHS.cardReturn, async (req, res) => {
    const query = parseCallbackQuery(new URLSearchParams(req.url.split("?")[1] ?? ""));
    // parseCallbackQuery takes only a well-formed tracking id and reference.
    if (!query) return void res.redirect(303, "/book");
    // Our own order (saved before its page reached the browser), or nothing to do here.
    const bookingId = await bookingOfCardOrder(deps.db, query.orderTrackingId);
    if (!bookingId) return void res.redirect(303, "/book");
    const lang = await bookingLang(deps.db, bookingId);
    try {
      await handleCardNotification(deps, query.orderTrackingId, "return");
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn({ err }, "the card return could not ask Pesapal; reconciliation will");
    }
    // Only the booking's id: the page shows what the server knows of it, never a text carried
    // in the address (anyone can make a link that says anything).
    // Back to the wizard in the language the guest booked in.
    const page = pathIn(lang, "/book");
    res.redirect(303, `${page}?${new URLSearchParams({ step: "4", booking: bookingId })}`);
  });
  router.get(CALLBACK_PATHS.cardCancel, (_req, res) => res.redirect(303, "/book"));

  router.get("/api/bookings/:id/events", async (req, res) => {
    const id = String(req.params.id);
    // A program's answer (EventSource reads no body): the code, and its words in the request's
    // language.
    const refuse = (status: number, s: Said) => {
      const lang = prefersSwahili(req.get("accept-language") ?? null) ? "sw" : "en";
      res.status(status).json({ error: wordSaid(wordingIn(lang), s), said: s });
    };
    if (!isBookingId(id)) return refuse(404, said.noSuchBooking());
    // Counted before any await, given back when the connection ends (however it ends).
    const slot = streams.take(id, req.ip ?? req.socket.remoteAddress ?? "");
    if ("refused" in slot) {
      // The page polls GET /api/bookings/:id instead.
      res.set({ "Cache-Control": "no-store", "Retry-After": "60" });
      return refuse(429, said.liveTooMany());
    }
    const cleanups: (() => void)[] = [() => slot.leave()];
    res.on("close", () => cleanups.forEach((cleanup) => cleanup()));
    const send = (view: BookingView) => {
      res.write(`event: booking\ndata: ${JSON.stringify(view)}\n\n`);
      // A settled booking changes no more by itself: the stream has said all it will.
      if (isFinal(view)) res.end();
    };
    const first = await slot.join((view) => {
      if (!res.writableEnded) send(view);
    });
    if (res.closed) return;
    if (first === "unavailable") {
      return refuse(503, said.liveUnavailable());
    }
    if (!first) return refuse(404, said.noSuchBooking());
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      // nginx: do not buffer the stream.
      "X-Accel-Buffering": "no",
    });
    send(first);
    if (res.writableEnded) return;
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), STREAM_HEARTBEAT_MS);
    cleanups.push(
      // On shutdown the stream ends; the browser reconnects to another instance (or polls).
      events.onClose(() => res.end()),
      () => clearInterval(heartbeat),
    );
  });

  return router;
}

/**
 * A booking past pending: confirmed, expired, failed or cancelled. (A late payment may still
 * confirm an expired or failed one; the page, polling by then, sees it.)
 */
function isFinal(view: BookingView): boolean {
  return view.status !== "pending";
}
