// The spec's user-facing strings for messages, the offer list and their answers (spec sections 4,
// 5 and 8). Users know them word for word: change them only with the spec.

export const CONTACT_MESSAGES = {
  send: "Send Message",
  sending: "Sending...",
  tryAgain: "Try Again",
  sent: "Message sent successfully",
  failed: "Failed to send message",
  /** The API's success answer (the spec's POST main/mail). */
  apiSuccess: "Email sent successfully",
} as const;

export const OFFER_MESSAGES = {
  title: "Special Offer",
  invalidEmail: "Please enter a valid email",
  thankYou:
    "Thank you for submitting your email. We will send you an email with the special offer soon.",
  /** The spec shows nothing on failure; PRODUCT.md asks for a clear message. */
  failed: "Sorry, we could not save your email. Please check your connection and try again.",
} as const;
