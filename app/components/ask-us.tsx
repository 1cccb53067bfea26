import { whatsappLink } from "../../content/motel.ts";
import { useContent } from "../content-context.tsx";

/**
 * WhatsApp and call buttons: the way to the motel when a stay cannot be booked online. A page in
 * Kiswahili passes its words (labels); English pages keep these.
 */
export function AskUs({
  labels,
}: { labels?: { whatsapp: string; call: (phone: string) => string } } = {}) {
  const motel = useContent();
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
        {labels?.whatsapp ?? "WhatsApp us"}
      </a>
      <a
        className="button button--ghost"
        href={`tel:${motel.phones[0].e164}`}
        data-event="contact_click"
        data-event-label="phone_1"
      >
        {labels ? labels.call(motel.phones[0].display) : `Call ${motel.phones[0].display}`}
      </a>
    </p>
  );
}
