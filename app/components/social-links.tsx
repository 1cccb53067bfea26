import { socialLinks } from "../../content/motel.ts";

/** The motel's social links; each click is a social_click event (see app/analytics). */
export function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {socialLinks().map(({ key, label, href }) => (
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
