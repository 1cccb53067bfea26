import { addressLine, whatsappLink } from "../../content/links.ts";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

/** Address, phones, WhatsApp and email: the footer's and the contact page's contact block. */
export function ContactDetails({ className }: { className: string }) {
  const motel = useContent();
  const t = useT();
  return (
    <address className={className}>
      <p>{addressLine(motel)}</p>
      {motel.phones.map((phone, i) => (
        <p key={phone.e164}>
          {t("common.call")}{" "}
          <a
            href={`tel:${phone.e164}`}
            data-event="contact_click"
            data-event-label={`phone_${i + 1}`}
          >
            {phone.display}
          </a>
        </p>
      ))}
      <p>
        {t("common.whatsapp")}{" "}
        <a
          href={whatsappLink(motel)}
          target="_blank"
          rel="noopener noreferrer"
          data-event="contact_click"
          data-event-label="whatsapp"
        >
          {motel.whatsapp.number.display}
        </a>
      </p>
      <p>
        {t("common.email")}{" "}
        <a href={`mailto:${motel.email}`} data-event="contact_click" data-event-label="email">
          {motel.email}
        </a>
      </p>
    </address>
  );
}
