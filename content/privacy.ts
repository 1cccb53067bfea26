// The privacy and personal data policy (/privacy), under Kenya's Data Protection Act, 2019.
// The owner edits the wording; the retention periods here are also what the server enforces
// (server/retention.ts deletes older records every hour).
import type { SiteContent } from "../domain/schemas/content.ts";
import { addressLine, motel } from "./motel.ts";

export const RETENTION = {
  /** Contact messages and the emails that carried them. */
  contactMessagesMonths: 12,
  /** Rate-limit counters (a keyed hash of your connection's address). */
  rateLimitHours: 24,
} as const;

export type PolicySection = { id: string; heading: string; paragraphs: readonly string[] };

/** The policy with the live content's name, address and privacy contact (/admin/content/texts). */
export function privacyPolicyOf(content: SiteContent = motel) {
  return {
    title: "Privacy and personal data policy",
    updated: "2026-11-21",
    intro: `${content.name} ("we") respects your privacy. This page says what personal data the website collects, why, how long we keep it, who sees it and how you can have it removed, as the Data Protection Act, 2019 of Kenya requires.`,
    sections: [
      {
        id: "controller",
        heading: "Who we are",
        paragraphs: [
          `The data controller is ${content.name}, ${addressLine(content)}. Write to ${content.privacyContact.email} or call ${content.privacyContact.phone.display} about anything on this page.`,
        ],
      },
      {
        id: "collected",
        heading: "What we collect and why",
        paragraphs: [
          "Special offer list: your email address, the date and time you gave it and the consent text you saw. We use it only to send you our special offers, because you asked us to (your consent).",
          "Contact form: your name, email, phone number and message. We use them only to answer you (your request, and our legitimate interest in answering guests).",
          "Bookings: the details you enter to book (name, email, phone, ID number, dates and rooms) and the payment result, to provide the stay you booked and to keep the guest records the law requires (contract and legal obligation).",
          "Visits: the pages you open and the links you click (for example, which room you looked at), with no cookies and no name, email or phone number. To count visitors we store a code made from your connection's address and your browser's name, scrambled with a random key that the server keeps only in its memory for one day and never stores; we do not store the address or browser name. During that day the server could tell whether a given address made a visit; once the day is over the key is gone, and the code can no longer be linked to your address or device, even by us. We use this to improve the website (legitimate interest).",
          "Texts: if you choose SMS or WhatsApp when you book, we send your confirmation, payments, a reminder on the morning you arrive and any cancellation or refund to your phone number, and keep each text and whether it was delivered with your booking. We never send promotions by text. Reply STOP and we keep only your number, so that we never text it again.",
          "To stop abuse, the server counts requests per connection for a short time, using a scrambled (keyed hash) form of your connection's address (for IPv6, of its network part), never the address itself.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          "Special offer list: until you unsubscribe; then your address is deleted at once.",
          `Contact messages: ${RETENTION.contactMessagesMonths} months, then they are deleted automatically.`,
          "Bookings and payments: as long as Kenyan tourism and tax law requires guest and tax records to be kept (about five years).",
          `Request counters: at most ${RETENTION.rateLimitHours} hours. Visit statistics are kept; after the day they were recorded they can no longer be linked to you.`,
        ],
      },
      {
        id: "sharing",
        heading: "Who sees it",
        paragraphs: [
          "Our staff, to answer you and look after your stay; our email provider, to deliver our emails; Africa's Talking (SMS) and Meta (WhatsApp), to deliver the texts you chose; and, for bookings, the payment provider you choose (M-Pesa or card). We never sell your data. If the optional Google Analytics tag is switched on, it receives the same page and click events as our own statistics, together with your connection's address as every website request does; it is set up to store no cookies or other data in your browser and not to use the events for advertising.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights and how to be removed",
        paragraphs: [
          "Every offer email has an unsubscribe link: open it and press Unsubscribe, and your address is removed from the list at once, free of charge. Mail apps that offer their own unsubscribe button use the same link. You can also write to us and we will remove it.",
          "Under the Data Protection Act, 2019 you may ask to see the data we hold about you, to correct it, to object to its use (including for direct marketing) and to have it deleted. We answer requests to see your data within 7 days and delete data within 14 days.",
          "If you are not satisfied, you may complain to the Office of the Data Protection Commissioner (ODPC), Kenya.",
        ],
      },
      {
        id: "terms",
        heading: "Terms of the special offer list",
        paragraphs: [
          "Joining the list is free and optional; it does not commit you to any booking. Offers are subject to availability and to the conditions written in each offer. You may leave the list at any time.",
        ],
      },
    ] satisfies readonly PolicySection[],
  } as const;
}

export const privacyPolicy = privacyPolicyOf();
