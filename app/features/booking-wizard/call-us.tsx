import { useContent } from "../../content-context.tsx";
import { useT } from "../../i18n.tsx";

/**
 * The advice on payment trouble (spec: on payment trouble the page advises calling two customer
 * service numbers), in the wizard catalog's words (the page's language), each number a tel: link.
 */
export function CallUs() {
  const motel = useContent();
  const t = useT();
  const phones = motel.phones.map((phone) => phone.display);
  const text = t("wizard.callUs", { phones: phones.join(` ${t("booking.or")} `) });
  // Split the sentence around the numbers so each can be a link; the words stay the message's.
  const parts = text.split(new RegExp(`(${phones.map(escape).join("|")})`));
  return (
    <p className="wizard__call-us">
      {parts.map((part, i) => {
        const index = phones.indexOf(part);
        const phone = motel.phones[index];
        return phone ? (
          <a
            key={i}
            href={`tel:${phone.e164}`}
            data-event="contact_click"
            data-event-label={`phone_${index + 1}`}
          >
            {part}
          </a>
        ) : (
          part
        );
      })}
    </p>
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
