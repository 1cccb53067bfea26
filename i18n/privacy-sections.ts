// The privacy policy's sections (/privacy): each one's id, the page's anchor in both languages
// (/privacy#terms), and its heading and paragraphs as keys of the "privacy" catalogs.
import type enPrivacy from "./en/privacy.ts";

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
