import { whatsappLink } from "../../content/links.ts";
import { WhatsAppIcon } from "./icons.tsx";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

/** The floating WhatsApp button on every page: opens a chat with a greeting typed in. */
export function WhatsAppButton() {
  const motel = useContent();
  const t = useT();
  return (
    <a
      className="whatsapp-button"
      href={whatsappLink(motel)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("common.whatsappChat")}
      data-event="contact_click"
      data-event-label="whatsapp_button"
    >
      <WhatsAppIcon />
    </a>
  );
}
