import { whatsappLink } from "../../content/links.ts";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

/** WhatsApp and call buttons: the way to the motel when a stay cannot be booked online. */
export function AskUs() {
  const motel = useContent();
  const t = useT();
  return (
    <p className="button-row">
      <a
        className="button"
        href={whatsappLink(motel)}
        target="_blank"
        rel="noopener noreferrer"
        data-event="contact_click"
        data-event-label="whatsapp"
      >
        {t("common.whatsappUs")}
      </a>
      <a
        className="button button--ghost"
        href={`tel:${motel.phones[0].e164}`}
        data-event="contact_click"
        data-event-label="phone_1"
      >
        {t("common.callNumber", { phone: motel.phones[0].display })}
      </a>
    </p>
  );
}
