import { socialLinks } from "../../content/links.ts";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

/** The motel's social links; each click is a social_click event (see app/analytics). */
export function SocialLinks({ className }: { className: string }) {
  const motel = useContent();
  const t = useT();
  return (
    <ul className={className} aria-label={t("common.socialMedia")}>
      {socialLinks(motel).map(({ key, label, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-event="social_click"
            data-event-label={key}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
