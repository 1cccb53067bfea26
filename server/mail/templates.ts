// The site's emails, each as plain text and as simple HTML with the motel's details from content.
// Every value a visitor typed is escaped in the HTML.
import { addressLine, motel } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import type { ContactMessage } from "../../domain/schemas/contact.ts";
import { translator } from "../../i18n/messages.server.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { OutgoingEmail } from "./outbox.ts";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Addresses in escaped text as links (the guest taps the map or Find my booking). An address
 * takes "&amp;" (an escaped "&") but ends at any other entity (an escaped quote or bracket), and
 * a sentence's closing punctuation stays outside the link.
 */
export function linked(escaped: string): string {
  return escaped.replace(
    /https?:\/\/(?:[^\s<>"&]|&amp;)*[^\s<>"&.,;:!?)]/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
}

/**
 * A paragraph, or label and value rows. `links`: its addresses become links in the HTML, for
 * our own paragraphs only (never a visitor's words: a link in the staff inbox could be a lure).
 */
export type Block =
  { kind: "paragraph"; text: string; links?: true } | { kind: "fields"; rows: [string, string][] };

type Layout = {
  heading: string;
  blocks: Block[];
  footer?: { text: string; html: string };
  /** The live content for the motel's footer; the defaults when not given. */
  motel?: SiteContent;
  /** The reader's language (a guest's booking's); staff emails are English. */
  lang?: Lang;
};

function motelFooterLines(motel: SiteContent, lang: Lang): string[] {
  const t = translator(lang);
  return [
    motel.name,
    addressLine(motel),
    t("emails.footerPhone", { phones: motel.phones.map((p) => p.display).join(" / ") }),
    t("emails.footerEmail", { email: motel.email }),
  ];
}

export function renderEmail({
  heading,
  blocks,
  footer,
  motel: content = motel,
  lang = "en",
}: Layout): {
  text: string;
  html: string;
} {
  const text = [
    heading,
    "",
    ...blocks.flatMap((block) =>
      block.kind === "paragraph"
        ? [block.text, ""]
        : [...block.rows.map(([label, value]) => `${label}: ${value}`), ""],
    ),
    "--",
    ...motelFooterLines(content, lang),
    ...(footer ? ["", footer.text] : []),
  ].join("\n");

  const paragraphHtml = (value: string, links = false) => {
    const escaped = escapeHtml(value);
    return `<p style="margin:0 0 16px">${(links ? linked(escaped) : escaped).replaceAll("\n", "<br>")}</p>`;
  };
  const body = blocks
    .map((block) =>
      block.kind === "paragraph"
        ? paragraphHtml(block.text, block.links)
        : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`,
            )
            .join("")}</table>`,
    )
    .join("\n");
  // Inline styles: mail clients drop style sheets (the site's CSP does not apply to email).
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2b2a;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#143b37">${escapeHtml(heading)}</h1>
${body}
<hr style="border:0;border-top:1px solid #d5dcdb;margin:24px 0">
<p style="font-size:13px;color:#4b5b59">${motelFooterLines(content, lang).map(escapeHtml).join("<br>")}</p>
${footer ? `<p style="font-size:13px;color:#4b5b59">${footer.html}</p>` : ""}
</body></html>`;
  return { text, html };
}

/** The contact form's message, to the staff inbox; replying answers the visitor. */
export function contactMessageEmail(message: ContactMessage, staffAddress: string): OutgoingEmail {
  return {
    kind: "contact_message",
    to: staffAddress,
    replyTo: message.email,
    subject: `Website message from ${message.name}`,
    ...renderEmail({
      heading: "New message from the website contact form",
      blocks: [
        {
          kind: "fields",
          rows: [
            ["Name", message.name],
            ["Email", message.email],
            ["Contact", message.contact],
          ],
        },
        { kind: "paragraph", text: message.message },
        { kind: "paragraph", text: "Reply to this email to answer the visitor." },
      ],
    }),
  };
}

export const OFFER_THANK_YOU = "offer_thank_you";

/**
 * The Special Offer thank-you, about the special offer only (what the visitor agreed to). Marketing
 * mail: it names the sender and carries an unsubscribe link, in the body and as List-Unsubscribe
 * headers for the mail app's one-click button (RFC 2369, RFC 8058).
 */
export function offerThankYouEmail(to: string, unsubscribeUrl: string): OutgoingEmail {
  const unsubscribeText = `To stop these emails, open ${unsubscribeUrl}`;
  return {
    kind: OFFER_THANK_YOU,
    to,
    subject: `Your special offer from ${motel.name}`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...renderEmail({
      heading: `Thank you for joining ${motel.name}'s special offers`,
      blocks: [
        {
          kind: "paragraph",
          text: "We have added your email to our special offer list. We will send you our special offer for your next stay soon, and only special offers after that.",
        },
        {
          kind: "paragraph",
          text: `You can book a room at ${motel.name} on our website, or call or WhatsApp us.`,
        },
      ],
      footer: {
        text: unsubscribeText,
        html: `You received this email because you gave your address on our website. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> at any time, free of charge.`,
      },
    }),
  };
}
