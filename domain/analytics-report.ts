// What the staff analytics page shows for a period, by the events' own keys and labels. The server
// fills it (server/analytics/report.ts); the page names and draws it (the staff catalog's words).
import type { DownloadName } from "./analytics.ts";
import type { StepSource } from "./charts.ts";
import type { RoomTypeKey } from "./rooms.ts";
import type { SocialKey } from "./schemas/content.ts";

export type DailyVisits = {
  /** Motel-local day, YYYY-MM-DD. */
  date: string;
  pageViews: number;
  /** Distinct daily visitor keys that viewed a page that day. */
  visitors: number;
};

/** What was counted (a room type, a document, a link's label) and how often; pages name it. */
export type KeyedCount = { key: string; count: number };

export type FunnelStep = {
  name: "view_room" | "book_now" | "booking_created" | "payment_completed";
  count: number;
  /** Distinct visitor-days; null for the server's events, which have no visitor. */
  visitors: number | null;
  /** Browser beacons and server records are compared only among themselves. */
  source: StepSource;
};

export type AnalyticsReport = {
  from: string;
  to: string;
  visits: DailyVisits[];
  rooms: (KeyedCount & { key: RoomTypeKey })[];
  downloads: (KeyedCount & { key: DownloadName })[];
  /** By the label the link sent (ClickLabel, a phone's, or one no link sends now). */
  contactClicks: KeyedCount[];
  socialClicks: KeyedCount[];
  funnel: FunnelStep[];
};

/**
 * The labels the site's links send (app/components: footer, contact page, social links, the
 * WhatsApp button), each named in the staff catalog (`staffSettings.click_${label}`); the phones'
 * are "phone_1", "phone_2"….
 */
export type ClickLabel = "email" | "whatsapp" | "whatsapp_button" | SocialKey;
const CLICK_LABELS: Record<ClickLabel, true> = {
  email: true,
  whatsapp: true,
  whatsapp_button: true,
  facebook: true,
  instagram: true,
  tiktok: true,
  twitter: true,
};

/** What a click's label says: a known link, a phone by its number, or a label no link sends now. */
export function clickOf(
  raw: string,
): { link: ClickLabel } | { phone: number } | { unknown: string } {
  if (Object.hasOwn(CLICK_LABELS, raw)) return { link: raw as ClickLabel };
  const phone = /^phone_(\d+)$/.exec(raw);
  if (phone) return { phone: Number(phone[1]) };
  // "old_link" -> "Old link": readable as it came.
  const words = raw.replace(/[_-]+/g, " ").trim();
  return { unknown: words.charAt(0).toUpperCase() + words.slice(1) };
}
