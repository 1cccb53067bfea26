// The simulated phone's words (test mode, PAYMENT_SIMULATORS: the operator's, English).
export const PHONE_WORDS = {
  title: (number: string) => `Simulated phone ${number}`,
  inboxEmpty: "No messages yet.",
  reply: "Reply",
  send: "Send",
  badNumber: "Please give a Kenyan number as 2547XXXXXXXX.",
  badReply: "Please write a reply of 1 to 160 characters.",
  /** The channels' names. */
  channels: { sms: "SMS", whatsapp: "WhatsApp" } as Record<string, string>,
} as const;
