// The text providers' callbacks, served outside React Router (machines, provider formats), before
// the cross-site check: Africa's Talking's delivery reports and inbound SMS on a secret path
// (its callbacks are not signed), and the WhatsApp webhook (GET handshake, POSTs signed with
// X-Hub-Signature-256 over the raw body). See docs/decisions/019-texts-sms-and-whatsapp.md.
import { createHmac, timingSafeEqual } from "node:crypto";
import express from "express";
import { isStopReply } from "../../domain/channel-texts.ts";
import { HTTP_ANSWERS } from "../http/answers.ts";
import { msisdn, nineDigits } from "../../domain/phone.ts";
import {
  atDeliveryStatus,
  parseAtDeliveryReport,
  parseAtInbound,
  parseWhatsappWebhook,
} from "../../domain/text-delivery.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { applyDeliveryReport, recordOptOut } from "./outbox.ts";
import { isValidHubSignature } from "./signature.ts";

export const TEXT_CALLBACK_PATHS = {
  sms: "/api/texts/sms",
  whatsapp: "/api/texts/whatsapp/webhook",
} as const;

/** The secret segment of the SMS callback paths (hex: see the payment callbacks' token). */
export function textCallbackToken(secret: string): string {
  return createHmac("sha256", secret).update("text-callbacks").digest("hex").slice(0, 32);
}

/** A secret the simulators stand in for (WhatsApp's app secret, verify token) when none is set. */
export function derivedSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("hex");
}

export function textCallbackUrls(origin: string, token: string) {
  return {
    delivery: `${origin}${TEXT_CALLBACK_PATHS.sms}/${token}/delivery`,
    inbound: `${origin}${TEXT_CALLBACK_PATHS.sms}/${token}/inbound`,
    whatsapp: `${origin}${TEXT_CALLBACK_PATHS.whatsapp}`,
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function keysOf(body: unknown): string[] {
  return typeof body === "object" && body !== null ? Object.keys(body).slice(0, 20) : [];
}

/** "+254712345678", "254712345678", "0712345678" -> 254712345678; undefined for others. */
function numberOf(from: string): string | undefined {
  const nine = nineDigits(from);
  return nine ? msisdn(nine) : undefined;
}

export type TextRoutesOptions = {
  db: Db;
  log: Logger;
  token: string;
  whatsapp: { appSecret: string | undefined; verifyToken: string | undefined };
  clock?: () => Date;
};

export function textRoutes({
  db,
  log: logger,
  token,
  whatsapp,
  clock = () => new Date(),
}: TextRoutesOptions): express.Router {
  const router = express.Router();
  const log = logger.child({ component: "texts" });
  // Africa's Talking posts forms; JSON is read too (clients disagree: B.4).
  const form = [
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 50 }),
    express.json({ limit: "16kb" }),
  ];

  const checkToken: express.RequestHandler = (req, res, next) => {
    if (!sameToken(String(req.params.token), token)) return void res.sendStatus(404);
    next();
  };

  router.post(
    `${TEXT_CALLBACK_PATHS.sms}/:token/delivery`,
    checkToken,
    ...form,
    async (req, res) => {
      const report = parseAtDeliveryReport(req.body);
      const status = report && atDeliveryStatus(report.status);
      if (!report || !status) {
        log.warn({ keys: keysOf(req.body) }, "an SMS delivery report we cannot read");
        return void res.status(400).type("text/plain").send("Bad report");
      }
      const known = await applyDeliveryReport(
        db,
        { channel: "sms", providerId: report.id, status, error: report.failureReason },
        clock(),
      );
      if (!known) log.warn("an SMS delivery report for a message we did not send");
      res.sendStatus(200);
    },
  );

  router.post(
    `${TEXT_CALLBACK_PATHS.sms}/:token/inbound`,
    checkToken,
    ...form,
    async (req, res) => {
      const inbound = parseAtInbound(req.body);
      if (!inbound) {
        log.warn({ keys: keysOf(req.body) }, "an inbound SMS we cannot read");
        return void res.status(400).type("text/plain").send("Bad message");
      }
      const from = numberOf(inbound.from);
      if (from && isStopReply(inbound.text)) {
        await recordOptOut(db, from, "sms", clock());
        log.info("a guest replied STOP by SMS: no more texts to that number");
      }
      res.sendStatus(200);
    },
  );

  router.get(TEXT_CALLBACK_PATHS.whatsapp, (req, res) => {
    const mode = req.query["hub.mode"];
    const given = req.query["hub.verify_token"];
    const challenge = req.query["hub.challenge"];
    res.set("Cache-Control", "no-store");
    if (
      mode === "subscribe" &&
      typeof given === "string" &&
      typeof challenge === "string" &&
      challenge.length <= 200 &&
      whatsapp.verifyToken &&
      sameToken(given, whatsapp.verifyToken)
    ) {
      return void res.status(200).type("text/plain").send(challenge);
    }
    res.status(403).type("text/plain").send(HTTP_ANSWERS.webhookBadToken);
  });

  router.post(
    TEXT_CALLBACK_PATHS.whatsapp,
    // The raw bytes: the signature covers them exactly as sent.
    express.raw({ type: () => true, limit: "256kb" }),
    async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get("x-hub-signature-256");
      if (!whatsapp.appSecret || !isValidHubSignature(raw, signature, whatsapp.appSecret)) {
        log.warn("a WhatsApp webhook with a wrong or missing signature was refused");
        return void res.status(401).type("text/plain").send(HTTP_ANSWERS.webhookBadSignature);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        body = undefined;
      }
      const parsed = parseWhatsappWebhook(body);
      if (!parsed) {
        log.warn({ keys: keysOf(body) }, "a WhatsApp webhook we cannot read");
        // Signed by Meta but not ours to read (another field): acknowledged, not retried.
        return void res.sendStatus(200);
      }
      const now = clock();
      for (const s of parsed.statuses) {
        await applyDeliveryReport(
          db,
          {
            channel: "whatsapp",
            providerId: s.id,
            status: s.status,
            error: s.errorCode ? `${s.errorCode} ${s.errorTitle ?? ""}`.trim() : undefined,
          },
          now,
        );
      }
      for (const m of parsed.messages) {
        const from = numberOf(m.from);
        if (from && isStopReply(m.text)) {
          await recordOptOut(db, from, "whatsapp", now);
          log.info("a guest replied STOP on WhatsApp: no more texts to that number");
        }
      }
      res.sendStatus(200);
    },
  );

  return router;
}
