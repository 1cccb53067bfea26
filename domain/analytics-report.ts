// What the staff analytics page shows for a period, and the words for the events' raw labels.
// The server fills it (server/analytics/report.ts); the page draws it.
import type { DownloadName } from "./analytics.ts";
import type { StepSource } from "./charts.ts";
import type { RoomTypeKey } from "./rooms.ts";

export type DailyVisits = {
  /** Motel-local day, YYYY-MM-DD. */
  date: string;
  pageViews: number;
  /** Distinct daily visitor keys that viewed a page that day. */
  visitors: number;
};

export type LabelledCount = { key: string; label: string; count: number };

export type FunnelStep = {
  name: "view_room" | "book_now" | "booking_created" | "payment_completed";
  label: string;
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
  rooms: (LabelledCount & { key: RoomTypeKey })[];
  downloads: (LabelledCount & { key: DownloadName })[];
  contactClicks: LabelledCount[];
  socialClicks: LabelledCount[];
  funnel: FunnelStep[];
};

export const FUNNEL_LABELS = {
  view_room: "Viewed a room",
  book_now: "Clicked Book Now",
  booking_created: "Booking created",
  payment_completed: "Paid",
} as const satisfies Record<FunnelStep["name"], string>;

export const DOWNLOAD_LABELS = {
  room_rates: "Room rate card",
  restaurant_menu: "Restaurant menu",
  conference_rates: "Conference and terrace rates",
} as const satisfies Record<DownloadName, string>;

// The labels the site's links send (app/components: footer, contact page, social links).
const CLICK_LABELS: Record<string, string> = {
  email: "Email",
  whatsapp: "WhatsApp",
  whatsapp_button: "WhatsApp button",
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "Twitter",
};

/** "phone_1" -> "Phone 1", "whatsapp_button" -> "WhatsApp button". */
export function clickLabel(raw: string): string {
  const known = CLICK_LABELS[raw];
  if (known) return known;
  const words = raw.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
