import { Link } from "react-router";

import { NAV_ITEMS } from "../navigation.ts";
import { ContactDetails } from "./contact-details.tsx";
import { SocialLinks } from "./social-links.tsx";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

export function Footer({ year }: { year: number }) {
  const motel = useContent();
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {motel.name}
          </h2>
          <p>{motel.description}</p>
          <SocialLinks className="footer__socials" />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__heading">
            {t("common.quickLinks")}
          </h2>
          <ul className="footer__list">
            {NAV_ITEMS.filter((item) => item.onlyOn === undefined).map((item) => (
              <li key={item.to}>
                <Link to={t.path(item.to)}>{t(item.label)}</Link>
              </li>
            ))}
            <li>
              <a href={motel.externalBooking.url} target="_blank" rel="noopener noreferrer">
                {motel.externalBooking.label}
              </a>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {t("common.contactUs")}
          </h2>
          <ContactDetails className="footer__list" />
        </section>
      </div>
      <p className="footer__copyright">
        {t("common.copyright", { year: String(year), name: motel.name })}
      </p>
    </footer>
  );
}
