import { DOCUMENTS, type DocumentKey } from "../../content/documents.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../i18n.tsx";

/** Each document's label, in the shell's texts: the link shows on pages of several slices. */
const LABELS: Record<DocumentKey, MessageKey> = {
  room_rates: "common.documentRoomRates",
  restaurant_menu: "common.documentRestaurantMenu",
  conference_rates: "common.documentConferenceRates",
};

/** A PDF link that opens in a new tab; each click is a download_file event. */
export function DocumentLink({
  document,
  className = "button",
}: {
  document: DocumentKey;
  className?: string;
}) {
  const t = useT();
  const entry: { href: string; swHref?: string } = DOCUMENTS[document];
  return (
    <a
      className={className}
      href={t.lang === "sw" ? (entry.swHref ?? entry.href) : entry.href}
      target="_blank"
      rel="noopener"
      type="application/pdf"
      data-event="download_file"
      data-event-name={document}
    >
      {t(LABELS[document])} <span className="visually-hidden">{t("common.documentOpensPdf")}</span>
    </a>
  );
}
