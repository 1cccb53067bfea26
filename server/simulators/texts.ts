// The text simulators (decision 019), served under /simulators/ with the payment ones and, like
// them, to this machine only: an Africa's Talking SMS API (POST /sms/version1/messaging, form
// body, apiKey header, 201 with SMSMessageData) and a WhatsApp Cloud API (POST
// /whatsapp/{phone-number-id}/messages, Bearer token), each sending delivery reports back to our
// callbacks in the provider's format (WhatsApp's signed with the app secret), and a phone inbox
// page (/simulators/sms/phone?msisdn=2547...) whose reply box sends inbound messages (STOP).
import { randomBytes } from "node:crypto";
import express from "express";
import { PHONE_WORDS as T } from "./texts-words.ts";
import { msisdn as toMsisdn, nineDigits } from "../../domain/phone.ts";
import type { Logger } from "../observability/logger.ts";
import { localClientsOnly } from "./local-only.ts";
import { hubSignature } from "../texts/signature.ts";
import { INBOX_CSS, inboxPage, type InboxEntry } from "./texts-phone.ts";

export type TextSimulatorOptions = {
  sms: { username: string; apiKey: string; senderId: string | undefined };
  whatsapp: { accessToken: string; phoneNumberId: string; appSecret: string };
  /** Our callbacks, where the simulators send reports and replies. */
  callbacks: { delivery: string; inbound: string; whatsapp: string };
  /** The name a WhatsApp message shows as sent by. */
  businessName: string;
  logger: Logger;
};

const MAX_PER_NUMBER = 100;
// Reports follow the answer a moment later, as the real services' do: a report that overtook the
// answer would name a message id the site has not recorded yet.
const REPORT_DELAY_MS = 250;

function later(send: () => void) {
  setTimeout(send, REPORT_DELAY_MS).unref();
}
const SHORT_CODE = "20880";

function numberOf(typed: string | undefined): string | undefined {
  const nine = typed ? nineDigits(typed) : undefined;
  return nine ? toMsisdn(nine) : undefined;
}

export function textSimulatorsRouter(options: TextSimulatorOptions): express.Router {
  const { sms, whatsapp, callbacks, logger } = options;
  const log = logger.child({ simulator: "texts" });
  const inboxes = new Map<string, InboxEntry[]>();
  // Tests switch a provider off to show that nothing is lost while it is down.
  const down = { sms: false, whatsapp: false };
  // ... and a number on the operator's blacklist (406), a refusal no retry can pass.
  const blacklist = new Set<string>();

  function deliver(to: string, entry: InboxEntry) {
    const list = inboxes.get(to) ?? [];
    list.unshift(entry);
    inboxes.set(to, list.slice(0, MAX_PER_NUMBER));
  }

  async function post(url: string, init: { headers: Record<string, string>; body: string }) {
    try {
      const response = await fetch(url, {
        method: "POST",
        ...init,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (!response.ok) log.warn({ status: response.status }, "our callback refused a report");
    } catch (err) {
      log.warn({ err }, "could not reach our callback");
    }
  }

  function smsReport(id: string, to: string) {
    void post(callbacks.delivery, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        id,
        status: "Success",
        phoneNumber: `+${to}`,
        networkCode: "99999",
        retryCount: "0",
      }).toString(),
    });
  }

  function signedWebhook(value: Record<string, unknown>) {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "100000000000000",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "254700000000",
                  phone_number_id: whatsapp.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
    void post(callbacks.whatsapp, {
      headers: {
        "Content-Type": "application/json",
        "X-Hub-Signature-256": hubSignature(body, whatsapp.appSecret),
      },
      body,
    });
  }

  const router = express.Router();
  router.use("/sms", localClientsOnly);
  router.use("/whatsapp", localClientsOnly);

  router.post("/sms/control", express.json({ limit: "1kb" }), (req, res) => {
    const body = req.body as { sms?: unknown; whatsapp?: unknown; blacklist?: unknown };
    if (typeof body.sms === "boolean") down.sms = !body.sms;
    if (typeof body.whatsapp === "boolean") down.whatsapp = !body.whatsapp;
    if (Array.isArray(body.blacklist)) {
      blacklist.clear();
      for (const typed of body.blacklist.slice(0, 100)) {
        const number = numberOf(String(typed));
        if (number) blacklist.add(number);
      }
    }
    res.json({ sms: !down.sms, whatsapp: !down.whatsapp });
  });

  router.get("/sms/inbox.json", (req, res) => {
    const to = numberOf(String(req.query.msisdn ?? ""));
    res.set("Cache-Control", "no-store").json(to ? (inboxes.get(to) ?? []) : []);
  });

  router.post(
    "/sms/version1/messaging",
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 }),
    (req, res) => {
      if (req.get("apiKey") !== sms.apiKey) {
        return void res
          .status(401)
          .type("text/plain")
          .send("The supplied authentication is invalid");
      }
      if (down.sms) return void res.status(500).type("text/plain").send("Internal Server Error");
      const body = req.body as Record<string, unknown>;
      const message = typeof body.message === "string" ? body.message : "";
      if (body.username !== sms.username || !message || typeof body.to !== "string") {
        return void res
          .status(400)
          .type("text/plain")
          .send("Request is missing required form field");
      }
      const recipients = body.to.split(",").map((typed) => {
        const to = numberOf(typed.trim());
        if (!to) {
          return {
            statusCode: 403,
            number: typed.trim(),
            status: "InvalidPhoneNumber",
            cost: "0",
            messageId: "None",
          };
        }
        if (blacklist.has(to)) {
          return {
            statusCode: 406,
            number: `+${to}`,
            status: "UserInBlacklist",
            cost: "0",
            messageId: "None",
          };
        }
        const messageId = `ATXid_${randomBytes(12).toString("hex")}`;
        deliver(to, {
          id: messageId,
          channel: "sms",
          from: typeof body.from === "string" ? body.from : (sms.senderId ?? "AFRICASTKNG"),
          body: message,
          at: new Date(),
        });
        later(() => smsReport(messageId, to));
        return {
          statusCode: 101,
          number: `+${to}`,
          status: "Success",
          cost: "KES 0.8000",
          messageId,
        };
      });
      const sent = recipients.filter((r) => r.statusCode === 101).length;
      res.status(201).json({
        SMSMessageData: {
          Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`,
          Recipients: recipients,
        },
      });
    },
  );

  router.post("/whatsapp/:phoneNumberId/messages", express.json({ limit: "32kb" }), (req, res) => {
    if (req.get("authorization") !== `Bearer ${whatsapp.accessToken}`) {
      return void res.status(401).json({
        error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
      });
    }
    if (down.whatsapp) {
      return void res.status(500).json({
        error: { message: "Something went wrong", type: "OAuthException", code: 131000 },
      });
    }
    const body = req.body as {
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { parameters?: { text?: unknown }[] }[];
      };
    };
    const to = typeof body.to === "string" && /^\d+$/.test(body.to) ? numberOf(body.to) : undefined;
    const name = body.template?.name;
    if (
      req.params.phoneNumberId !== whatsapp.phoneNumberId ||
      body.type !== "template" ||
      typeof name !== "string"
    ) {
      return void res.status(400).json({
        error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 },
      });
    }
    if (!to) {
      return void res.status(400).json({
        error: { message: "(#131026) Message Undeliverable", type: "OAuthException", code: 131026 },
      });
    }
    const params = (body.template?.components?.[0]?.parameters ?? []).map((p) =>
      String(p.text ?? ""),
    );
    const id = `wamid.SIM${randomBytes(12).toString("hex")}`;
    // Templates are approved per language: a Kiswahili booking's says so ("[booking_confirmed sw]").
    const language = body.template?.language?.code;
    const label = typeof language === "string" && language !== "en" ? `${name} ${language}` : name;
    deliver(to, {
      id,
      channel: "whatsapp",
      from: options.businessName,
      // Meta would show the approved template's words; the simulator shows its name and values.
      body: `[${label}] ${params.join(" | ")}`,
      at: new Date(),
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    later(() => {
      for (const status of ["sent", "delivered"]) {
        signedWebhook({ statuses: [{ id, status, timestamp, recipient_id: to }] });
      }
    });
    res.json({
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id }],
    });
  });

  router.get("/sms/inbox.css", (_req, res) => {
    res.type("text/css").set("Cache-Control", "no-store").send(INBOX_CSS);
  });

  router.get("/sms/phone", (req, res) => {
    const typed = typeof req.query.msisdn === "string" ? req.query.msisdn : undefined;
    const to = numberOf(typed);
    res
      .status(typed && !to ? 400 : 200)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        inboxPage({
          base: "/simulators/sms",
          msisdn: to,
          entries: to ? (inboxes.get(to) ?? []) : [],
          error: typed && !to ? T.badNumber : undefined,
        }),
      );
  });

  router.post(
    "/sms/phone/reply",
    express.urlencoded({ extended: false, limit: "2kb", parameterLimit: 5 }),
    (req, res) => {
      const body = req.body as Record<string, unknown>;
      const to = numberOf(typeof body.msisdn === "string" ? body.msisdn : undefined);
      const text = typeof body.text === "string" ? body.text.trim() : "";
      const channel = body.channel === "whatsapp" ? "whatsapp" : "sms";
      if (!to || text.length === 0 || text.length > 160 || text.includes("\0")) {
        return void res
          .status(400)
          .type("html")
          .send(
            inboxPage({
              base: "/simulators/sms",
              msisdn: to,
              entries: to ? (inboxes.get(to) ?? []) : [],
              error: to ? T.badReply : T.badNumber,
            }),
          );
      }
      deliver(to, {
        id: randomBytes(8).toString("hex"),
        channel,
        from: "You",
        body: text,
        at: new Date(),
        outgoing: true,
      });
      if (channel === "sms") {
        void post(callbacks.inbound, {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            from: `+${to}`,
            to: sms.senderId ?? SHORT_CODE,
            text,
            date: new Date().toISOString(),
            id: randomBytes(8).toString("hex"),
            linkId: "",
            networkCode: "99999",
          }).toString(),
        });
      } else {
        signedWebhook({
          contacts: [{ profile: { name: "Guest" }, wa_id: to }],
          messages: [
            {
              from: to,
              id: `wamid.IN${randomBytes(8).toString("hex")}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: "text",
              text: { body: text },
            },
          ],
        });
      }
      res.redirect(303, `/simulators/sms/phone?msisdn=${to}`);
    },
  );

  return router;
}
