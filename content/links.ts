// Links and lines built from the motel's live content, for pages and emails alike. Apart from
// content/motel.ts so that the browser's code never carries the default content.
import type { SiteContent, SocialKey } from "../domain/schemas/content.ts";

/** The home page's looping background video (muted), in content/media/. */
export const HERO_VIDEO = "/media/hero.mp4";

/** A wa.me link that opens WhatsApp with the greeting typed in. */
export function whatsappLink(content: SiteContent): string {
  const digits = content.whatsapp.number.e164.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(content.whatsapp.greeting)}`;
}

/** The address on one line, as the footer and contact page show it. */
export function addressLine(content: SiteContent): string {
  const { street, town, county, country } = content.address;
  return `${street}, ${town}, ${county}, ${country}`;
}

/** Google Maps URLs for the motel's pin: the embed (loaded on demand) and the directions link. */
export function mapUrls(content: SiteContent): { embed: string; directions: string } {
  const { latitude, longitude, zoom } = content.map;
  const q = `${latitude},${longitude}`;
  return {
    embed: `https://maps.google.com/maps?q=${q}&z=${zoom}&output=embed`,
    directions: `https://www.google.com/maps/search/?api=1&query=${q}`,
  };
}

export type SocialLink = {
  /** The analytics label of social_click. */
  key: "whatsapp" | SocialKey;
  label: string;
  href: string;
};

export const SOCIAL_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "Twitter",
} as const satisfies Record<SocialKey, string>;

/** WhatsApp, then the profiles the motel has, in the spec's order; a missing one is not shown. */
export function socialLinks(content: SiteContent): SocialLink[] {
  return [
    { key: "whatsapp", label: "WhatsApp", href: whatsappLink(content) },
    ...(Object.keys(SOCIAL_LABELS) as SocialKey[]).flatMap((key) => {
      const href = content.socials[key];
      return href ? [{ key, label: SOCIAL_LABELS[key], href }] : [];
    }),
  ];
}
