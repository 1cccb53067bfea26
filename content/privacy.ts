// The privacy and personal data policy (/privacy), under Kenya's Data Protection Act, 2019.
// Its words, in each language, are the "privacy" catalogs (i18n/en/privacy.ts, i18n/sw/privacy.ts);
// here are its sections, whose ids are the page's anchors in both languages (/privacy#terms), and
// the retention periods, which the server also enforces (server/privacy/retention.ts deletes older records
// every hour).
import type enPrivacy from "../i18n/en/privacy.ts";

export const RETENTION = {
  /** Contact messages and the emails that carried them. */
  contactMessagesMonths: 12,
  /** Rate-limit counters (a keyed hash of your connection's address). */
  rateLimitHours: 24,
  /**
   * Payment providers' messages as they came (provider_inbox: M-Pesa confirmations, callbacks,
   * card notices), once processed; the money they brought stays in the ledger. One that is not
   * processed yet is kept until it is.
   */
  providerInboxDays: 90,
} as const;

/** When the policy's wording last changed. */
export const PRIVACY_UPDATED = "2026-11-21";

type PrivacyText = keyof typeof enPrivacy;
export type PolicySection = {
  id: string;
  heading: PrivacyText;
  paragraphs: readonly PrivacyText[];
};

export const PRIVACY_SECTIONS = [
  { id: "controller", heading: "controllerHeading", paragraphs: ["controller1"] },
  {
    id: "collected",
    heading: "collectedHeading",
    paragraphs: [
      "collected1",
      "collected2",
      "collected3",
      "collected4",
      "collected5",
      "collected6",
    ],
  },
  {
    id: "retention",
    heading: "retentionHeading",
    paragraphs: ["retention1", "retention2", "retention3", "retention4"],
  },
  { id: "sharing", heading: "sharingHeading", paragraphs: ["sharing1"] },
  { id: "rights", heading: "rightsHeading", paragraphs: ["rights1", "rights2", "rights3"] },
  { id: "terms", heading: "termsHeading", paragraphs: ["terms1"] },
] as const satisfies readonly PolicySection[];
