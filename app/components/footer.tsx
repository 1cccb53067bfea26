import { Link } from "react-router";
import { addressLine, motel, whatsappLink } from "../../content/motel.ts";

const SOCIAL_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "Tiktok",
  twitter: "Twitter",
} as const satisfies Record<keyof typeof motel.socials, string>;

export function Footer({ year }: { year: number }) {
  const socials: [string, string][] = [
    ["WhatsApp", whatsappLink()],
    ...(Object.entries(SOCIAL_LABELS) as [keyof typeof SOCIAL_LABELS, string][]).map(
      ([key, label]): [string, string] => [label, motel.socials[key]],
    ),
  ];
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {motel.name}
          </h2>
          <p>{motel.description}</p>
          <ul className="footer__socials" aria-label="Social media">
            {socials.map(([label, href]) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__heading">
            Quick Links
          </h2>
          <ul className="footer__list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/accommodation">Our Rooms</Link>
            </li>
            <li>
              <a href={motel.externalBooking.url} target="_blank" rel="noopener noreferrer">
                {motel.externalBooking.label}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            Contact Us
          </h2>
          <address className="footer__list">
            <p>{addressLine()}</p>
            {motel.phones.map((phone) => (
              <p key={phone.e164}>
                Call <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </p>
            ))}
            <p>
              WhatsApp{" "}
              <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                {motel.whatsapp.number.display}
              </a>
            </p>
            <p>
              Email <a href={`mailto:${motel.email}`}>{motel.email}</a>
            </p>
          </address>
        </section>
      </div>
      <p className="footer__copyright">
        © {year} {motel.name}. All rights reserved.
      </p>
    </footer>
  );
}
