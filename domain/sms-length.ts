// How long an SMS is on the wire (3GPP TS 23.038/23.040; channels-and-messaging.md B.6): GSM-7
// when every character is in the GSM basic set or its extension table (which costs two septets),
// otherwise UCS-2 (UTF-16 code units). One part holds 160 septets or 70 units; a longer text is
// split into parts of 153 or 67 (the rest carries the joining header). Africa's Talking bills per part.

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = "gsm7" | "ucs2";

export type SmsLength = {
  encoding: SmsEncoding;
  /** Septets (GSM-7, extension characters count two) or UTF-16 code units (UCS-2). */
  units: number;
  /** How many SMS the text is sent (and billed) as. */
  segments: number;
  /** The characters that forced UCS-2, in order of first appearance (empty for GSM-7). */
  nonGsm: string[];
};

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** Whether every character of the text has a GSM-7 encoding. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

export function smsLength(text: string): SmsLength {
  const nonGsm: string[] = [];
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else if (!nonGsm.includes(ch)) nonGsm.push(ch);
  }
  const encoding: SmsEncoding = nonGsm.length === 0 ? "gsm7" : "ucs2";
  const units = encoding === "gsm7" ? septets : text.length;
  const limit = SMS_LIMITS[encoding];
  const segments = units === 0 ? 1 : units <= limit.single ? 1 : Math.ceil(units / limit.part);
  return { encoding, units, segments, nonGsm };
}

// Characters our own words or a guest's name may bring that GSM-7 lacks, and their GSM spelling.
const PLAIN: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\u202F": " ",
};

/**
 * The text in GSM-7 only, so that it costs 160 characters a part rather than 70: typographic
 * quotes and dashes become plain ones, accents are dropped where GSM lacks them, anything else
 * becomes "?".
 */
export function toGsm7(text: string): string {
  let out = "";
  for (const ch of text) {
    if (BASIC.has(ch) || EXTENSION.has(ch)) out += ch;
    else if (PLAIN[ch] !== undefined) out += PLAIN[ch];
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare.length > 0 && isGsm7(bare) ? bare : "?";
    }
  }
  return out;
}
