// The privacy and personal data policy (/privacy), under Kenya's Data Protection Act, 2019.
// Its words, in each language, are the "privacy" catalogs (i18n/en/privacy.ts, i18n/sw/privacy.ts),
// its sections i18n/privacy-sections.ts; here are the retention periods, which the server also enforces (server/privacy/retention.ts deletes older records
// every hour).

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
