// English texts of the contact page and its form (the spec's texts word for word); the server's
// answers to a refused form are here too, so the API and the page's action answer in the page's
// language.

export default {
  title: "Contact Us",
  description:
    "Call, WhatsApp, email or write to {name} in {town}: phone numbers, address, map and a contact form.",
  intro:
    "Call us, send a WhatsApp message or write to us: we answer every day, from early morning to late evening.",
  reachUs: "Reach us",
  followUs: "Follow us",
  formTitle: "Send us a message",
  name: "Name",
  email: "Email",
  contact: "Contact",
  message: "Message",
  honeypot: "Leave this field empty",
  send: "Send Message",
  sending: "Sending...",
  tryAgain: "Try Again",
  sent: "Message sent successfully",
  failed: "Failed to send message",
  // The browser's own checks, in the page's words (used where the browser's language may differ).
  valueMissing: "Please fill in this field.",
  typeMismatch: "Please enter a valid email address.",
  tooLong: "Please shorten this text to {max} characters or less.",
  // The server's answers to a refused form.
  invalid: "Please fill in every field correctly.",
  fieldRequired:
    "Please enter {field, select, name {your name} email {your email} contact {your phone number} other {your message}}",
  fieldTooLong:
    "{field, select, name {Your name} email {Your email} contact {Your phone number} other {Your message}} is too long (at most {max} characters)",
  fieldUnusual:
    "Please remove unusual characters (such as control characters) from {field, select, name {your name} email {your email} contact {your phone number} other {your message}}.",
  tooLarge: "The message is too long to send.",
  refused: "The form could not be read. Please reload the page and try again.",
};
