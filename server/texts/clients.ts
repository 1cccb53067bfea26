// Real HTTP clients of the two text channels (channels-and-messaging.md B and C). They only
// translate: the worker decides what an outcome means for the row. The simulators speak the same
// wire formats, so these clients are what the tests and the offline site use too.
import type { TextChannel, WhatsappTemplate } from "../../domain/channel-texts.ts";
import {
  atStatusOutcome,
  parseAtSendResponse,
  parseWhatsappSendResponse,
  whatsappErrorOutcome,
} from "../../domain/text-delivery.ts";
import type { TextsConfig } from "../config.ts";
import { fetchErrorText } from "../payments/fetch-error.ts";

export type SendResult =
  { ok: true; providerId: string } | { ok: false; permanent: boolean; error: string };

export type OutgoingText = { to: string; body: string; template: WhatsappTemplate | null };

export type TextSender = (text: OutgoingText) => Promise<SendResult>;

const TIMEOUT_MS = 15_000;

async function post(
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; body: unknown } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json", ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // not JSON: kept as text for the status check
    }
    return { status: response.status, body };
  } catch (error) {
    return { error: fetchErrorText(error) };
  }
}

/** Africa's Talking: POST /version1/messaging, form body, apiKey header; success is 201. */
export function africasTalkingSender(sms: NonNullable<TextsConfig["sms"]>): TextSender {
  return async ({ to, body }) => {
    const form = new URLSearchParams({
      username: sms.username,
      to: `+${to}`,
      message: body,
      bulkSMSMode: "1",
      ...(sms.senderId ? { from: sms.senderId } : {}),
    });
    const answer = await post(`${sms.baseUrl}/version1/messaging`, {
      headers: { apiKey: sms.apiKey, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    if ("error" in answer) return { ok: false, permanent: false, error: answer.error };
    const parsed = parseAtSendResponse(answer.body);
    if (!parsed) {
      return {
        ok: false,
        permanent: false,
        error: `Africa's Talking answered HTTP ${answer.status} with a body we cannot read`,
      };
    }
    const recipient = parsed.recipients[0];
    if (!recipient) return { ok: false, permanent: false, error: parsed.message };
    const outcome = atStatusOutcome(recipient.statusCode);
    if (outcome === "accepted" && recipient.messageId) {
      return { ok: true, providerId: recipient.messageId };
    }
    return {
      ok: false,
      permanent: outcome === "permanent",
      error: `${recipient.statusCode} ${recipient.status}`,
    };
  };
}

/** WhatsApp Cloud API: POST /{phone-number-id}/messages with a utility template. */
export function whatsappSender(wa: NonNullable<TextsConfig["whatsapp"]>): TextSender {
  return async ({ to, template }) => {
    if (!template) return { ok: false, permanent: true, error: "no WhatsApp template" };
    const answer = await post(`${wa.baseUrl}/${wa.phoneNumberId}/messages`, {
      headers: { Authorization: `Bearer ${wa.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(whatsappTemplateBody(to, template)),
    });
    if ("error" in answer) return { ok: false, permanent: false, error: answer.error };
    const parsed = parseWhatsappSendResponse(answer.body);
    if (!parsed) {
      return {
        ok: false,
        permanent: false,
        error: `WhatsApp answered HTTP ${answer.status} with a body we cannot read`,
      };
    }
    if (parsed.ok) return { ok: true, providerId: parsed.id };
    return {
      ok: false,
      permanent: whatsappErrorOutcome(parsed.code) === "permanent",
      error: `${parsed.code} ${parsed.message}`.slice(0, 300),
    };
  };
}

/** The Cloud API's template message (C.1): digits with country code, no +. */
export function whatsappTemplateBody(to: string, template: WhatsappTemplate) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        {
          type: "body",
          parameters: template.params.map((text) => ({ type: "text", text })),
        },
      ],
    },
  };
}

/** The senders of the configured channels; a channel missing here keeps its texts queued. */
export function textSenders(config: TextsConfig): Partial<Record<TextChannel, TextSender>> {
  return {
    ...(config.sms ? { sms: africasTalkingSender(config.sms) } : {}),
    ...(config.whatsapp ? { whatsapp: whatsappSender(config.whatsapp) } : {}),
  };
}
